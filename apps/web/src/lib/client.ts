import * as bridge from './bridge';

/** Client configuration of spec 3, read from the native side in the apps (spec 4). */
export interface ClientInfo {
  domain: string;
  version: string;
  platform: string;
  statusBarHeight: number;
  vpn: boolean;
  appName: string | null;
  deviceId: string;
  inApp: boolean;
}

let info: ClientInfo = {
  domain: typeof location === 'undefined' ? '' : location.host,
  version: '0',
  platform: 'web',
  statusBarHeight: 0,
  vpn: false,
  appName: null,
  deviceId: '',
  inApp: false,
};

export function clientInfo(): Readonly<ClientInfo> {
  return info;
}

/** Reads everything once at start-up; in a plain browser it resolves at once. */
export async function loadClientInfo(): Promise<ClientInfo> {
  const inApp = bridge.isInApp();
  const [version, platform, statusBarHeight, vpn, appName, deviceId] = await Promise.all([
    inApp ? bridge.getVersion() : Promise.resolve('0'),
    bridge.getPlatform(),
    bridge.getStatusBarHeight(),
    bridge.getVpnState(),
    bridge.getAppName(),
    bridge.getDeviceId(),
  ]);
  info = { domain: location.host, version, platform, statusBarHeight, vpn, appName, deviceId, inApp };
  document.documentElement.style.setProperty('--status-bar-height', `${statusBarHeight}px`);
  return info;
}
