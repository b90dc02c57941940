import { AUDIT_API, type TAuditLogQuery, type TConsoleMenu } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { onAdminAuthChange } from '../../lib/session';
import { type PageFilter, usePageQuery } from './listQuery';

/** Filters as the page holds them; empty ones are left out of the request. */
export type AuditFilter = PageFilter<TAuditLogQuery>;

export function useAuditLogs(f: AuditFilter) {
  return usePageQuery(['admin', 'audit', 'logs'], f, (params) => apiCall(AUDIT_API.logs, params));
}

export function useAuditFacets() {
  return useQuery({ queryKey: ['admin', 'audit', 'facets'], queryFn: () => apiCall(AUDIT_API.facets) });
}

/** The chain's state from the last full pass; `verifyAll` recomputes it from the first row. */
export function useAuditChain() {
  return useQuery({ queryKey: ['admin', 'audit', 'chain'], queryFn: () => apiCall(AUDIT_API.chain, {}) });
}

export function useVerifyAuditChain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(AUDIT_API.chain, { full: 'true' }),
    onSuccess: (data) => client.setQueryData(['admin', 'audit', 'chain'], data),
  });
}

// The console menu comes from the server (what this admin may see); one request per sign-in.
let menu: Promise<TConsoleMenu> | null = null;
onAdminAuthChange(() => {
  menu = null;
});

export function fetchConsoleMenu(): Promise<TConsoleMenu> {
  menu ??= apiCall(AUDIT_API.menu).catch((err: unknown) => {
    menu = null;
    throw err;
  });
  return menu;
}
