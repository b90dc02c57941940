import type { TSupportDevice } from '@app/shared';
import { getAppName, getDeviceId, getPlatform, getVersion, isInApp } from '../../../lib/bridge';

/** What the native bridge tells of the device (a plain browser gives its own fallbacks). */
export async function deviceInfo(): Promise<TSupportDevice> {
  const safe = async <T>(f: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await f();
    } catch {
      return undefined;
    }
  };
  const [platform, version, appName, deviceId] = await Promise.all([
    safe(getPlatform),
    safe(getVersion),
    safe(getAppName),
    safe(getDeviceId),
  ]);
  const cut = (s: string | null | undefined, n: number) => (s ? s.slice(0, n) : undefined);
  return {
    platform: cut(platform, 32),
    app_version: cut(version, 32),
    app_name: cut(appName, 32),
    device_id: cut(deviceId, 128),
    in_app: isInApp(),
    user_agent: cut(navigator.userAgent, 300),
  };
}
