import { type ClientPlatform, platformOf } from '@app/shared';

/** The platform a page runs on: the app's own answer (ios / android), else the browser's by its user agent. */
export function resolvePlatform(bridgePlatform: string, userAgent: string, maxTouchPoints = 0): ClientPlatform {
  const p = bridgePlatform.trim().toLowerCase();
  if (p === 'ios' || p === 'iphone' || p === 'ipad' || p === 'ipados') return 'ios';
  if (p === 'android') return 'android';
  return platformOf(userAgent, maxTouchPoints);
}
