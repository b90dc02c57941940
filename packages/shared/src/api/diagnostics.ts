import { endpoint } from './endpoint';

/** QA diagnostics: a signed round trip that tells what the server saw (docs/api.md). */
export const DIAGNOSTICS_API = {
  ping: endpoint('GET', '/api/v1/diagnostics/ping', { query: 'ZDiagnosticsPingQuery', response: 'ZDiagnosticsPing' }),
} as const;
