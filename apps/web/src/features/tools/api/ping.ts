import { DIAGNOSTICS_API, type TDiagnosticsPing } from '@app/shared';
import { apiCall } from '../../../lib/api';

export interface PingResult {
  data: TDiagnosticsPing;
  /** round trip in ms, measured on the page */
  rtt: number;
  sentAt: number;
  receivedAt: number;
}

/** One signed ping; the round trip is measured around the whole call (signing included). */
export async function ping(appName: string): Promise<PingResult> {
  const sentAt = Date.now();
  const start = performance.now();
  const data = await apiCall(DIAGNOSTICS_API.ping, { app_name: appName }, { silent: true });
  const rtt = Math.max(0, Math.round(performance.now() - start));
  return { data, rtt, sentAt, receivedAt: Date.now() };
}
