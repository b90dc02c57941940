import { endpoint } from './endpoint';

/** A single-use ticket for the realtime socket (`/ws?ticket=`). */
export const REALTIME_API = {
  ticket: endpoint('POST', '/api/v1/realtime/ticket', { response: 'ZRealtimeTicket' }),
} as const;
