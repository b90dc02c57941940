import { endpoint } from './endpoint';

/** First-class club: the viewer's membership, their switches, the hall of fame (staff admission: CONSOLE_API). */
export const CLUB_API = {
  status: endpoint('GET', '/api/v1/club', { response: 'ZClubStatus' }),
  settings: endpoint('POST', '/api/v1/club/settings', { body: 'ZClubSettingsUpdate', response: 'ZClubStatus' }),
  hall: endpoint('GET', '/api/v1/club/hall', { query: 'ZClubHallQuery', response: 'ZClubHall' }),
} as const;
