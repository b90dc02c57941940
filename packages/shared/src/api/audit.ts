import { ADMIN_API_BASE, endpoint } from './endpoint';

/** The audit log (docs/operations.md "Audit log") and the console menu. */
export const AUDIT_API = {
  logs: endpoint('GET', `${ADMIN_API_BASE}/audit/logs`, { query: 'ZAuditLogQuery', response: 'ZAuditLogPage' }),
  facets: endpoint('GET', `${ADMIN_API_BASE}/audit/facets`, { response: 'ZAuditFacets' }),
  chain: endpoint('GET', `${ADMIN_API_BASE}/audit/chain`, { query: 'ZAuditChainQuery', response: 'ZAuditChainStatus' }),
  /** the menu items the admin may see */
  menu: endpoint('GET', `${ADMIN_API_BASE}/console/menu`, { response: 'ZConsoleMenu' }),
} as const;
