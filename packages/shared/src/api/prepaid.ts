import { ADMIN_API_BASE, endpoint } from './endpoint';

/** The prepaid balance monitor (modules/prepaid): finance staff, Japan's Payment Services Act. */
export const PREPAID_CONSOLE_API = {
  report: endpoint('GET', `${ADMIN_API_BASE}/prepaid-balance`, { response: 'ZPrepaidReport' }),
} as const;
