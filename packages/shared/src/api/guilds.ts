import { ADMIN_API_BASE, endpoint } from './endpoint';

const G = '/api/v1/guilds';
/**
 * Guilds (modules/guilds, docs/api.md "Guilds and agencies"): a host applies to a guild with its
 * code and her consent, gives notice; operators apply to open a guild or become a partner.
 */
export const GUILDS_API = {
  recruit: endpoint('GET', `${G}/recruit`, { query: 'ZRecruitQuery', response: 'ZRecruitInfo' }),
  apply: endpoint('POST', `${G}/apply`, { body: 'ZGuildApply', response: 'ZGuildMembership' }),
  cancel: endpoint('POST', `${G}/membership/cancel`, { body: 'ZGuildLeave', response: 'ZGuildMembership' }),
  leave: endpoint('POST', `${G}/membership/leave`, { body: 'ZGuildLeave', response: 'ZGuildMembership' }),
  applyAgency: endpoint('POST', `${G}/agency-applications`, { body: 'ZAgencyApplicationInput', response: 'ZAgencyApplication' }),
  myApplications: endpoint('GET', `${G}/agency-applications`, { response: 'ZMyAgencyApplications' }),
  subAgents: endpoint('GET', `${G}/sub-agents`, { response: 'ZSubAgentInfo' }),
} as const;

const AG = '/api/v1/agency';
/** The agency's own app (`/agency/*`): its login (the token travels as `Access-Token`), dashboard, decisions, export. */
export const AGENCY_API = {
  login: endpoint('POST', `${AG}/login`, { body: 'ZAgencyLogin', response: 'ZAgencySession' }),
  logout: endpoint('POST', `${AG}/logout`, { response: 'ZEmptyData' }),
  dashboard: endpoint('GET', `${AG}/dashboard`, { response: 'ZAgencyDashboard' }),
  decide: endpoint('POST', `${AG}/memberships/:id/decide`, {
    params: 'ZAgencyMembershipId',
    body: 'ZAgencyDecision',
    response: 'ZEmptyData',
  }),
  exportXlsx: endpoint('GET', `${AG}/export`, { response: 'ZExportFile' }),
} as const;

const A = `${ADMIN_API_BASE}/guilds`;
/** The console: agencies with their first login and guilds, the operators' applications. */
export const GUILDS_CONSOLE_API = {
  agencies: endpoint('GET', `${A}/agencies`, { response: 'ZAdminAgencyList' }),
  createAgency: endpoint('POST', `${A}/agencies`, { body: 'ZAdminAgencyCreate', response: 'ZAdminAgency' }),
  createGuild: endpoint('POST', `${A}/guilds`, { body: 'ZAdminGuildCreate', response: 'ZGuildCard' }),
  applications: endpoint('GET', `${A}/applications`, { query: 'ZAdminAgencyApplicationsQuery', response: 'ZAdminAgencyApplications' }),
  decideApplication: endpoint('POST', `${A}/applications/:id/decide`, {
    params: 'ZAdminApplicationId',
    body: 'ZAdminApplicationDecision',
    response: 'ZEmptyData',
  }),
} as const;
