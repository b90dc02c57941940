import {
  ADMIN_NAV,
  type TAuditChainStatus,
  type TAuditFacets,
  type TAuditLogPage,
  type TAuditLogQuery,
  type TConsoleMenu,
} from '@app/shared';
import { auditActions, auditAdminIds, lastFullVerification, searchAudit, verifyAuditChain } from '../../platform/audit';
import { type AuthedAdmin, adminMayCall } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { adminNicknames, adminRef } from '../admin/service';

export interface AuditDeps {
  db: Db;
  now: () => Date;
}

/** The console's search of the audit log (platform/audit.ts searchAudit), with the admins' names. */
export async function listLogs(deps: AuditDeps, q: TAuditLogQuery): Promise<TAuditLogPage> {
  const found = await searchAudit(deps.db, {
    ...(q.admin_id !== undefined && { adminId: q.admin_id }),
    ...(q.action && { action: q.action }),
    ...(q.target && { target: q.target }),
    ...(q.from && { from: new Date(q.from) }),
    ...(q.to && { to: new Date(q.to) }),
    deniedOnly: q.denied === 'true',
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  const names = await adminNicknames(deps.db, [...new Set(found.rows.flatMap((r) => (r.adminId === null ? [] : [r.adminId])))]);
  return {
    items: found.rows.map(({ adminId, userAgent, createdAt, ...same }) => ({
      ...same,
      admin: adminRef(names, adminId),
      user_agent: userAgent,
      created_at: createdAt.toISOString(),
    })),
    total: found.total,
    capped: found.capped,
    page: q.page,
    page_size: q.page_size,
  };
}

export async function facets(deps: AuditDeps): Promise<TAuditFacets> {
  const [actions, ids] = await Promise.all([auditActions(deps.db), auditAdminIds(deps.db)]);
  const names = await adminNicknames(deps.db, ids);
  return { actions, admins: ids.map((id) => adminRef(names, id)) };
}

/**
 * The chain's state for the console: recomputed from the last full pass that found it intact
 * (`full`: from the first row; the CLI `npm run audit:verify` always does the full pass).
 */
export async function chainStatus(deps: AuditDeps, full: boolean): Promise<TAuditChainStatus> {
  const last = await lastFullVerification(deps.db);
  const report = await verifyAuditChain(deps.db, { fromSeq: full ? 0 : last.seq });
  const after = full && report.ok ? await lastFullVerification(deps.db) : last;
  return {
    ok: report.ok,
    verified_seq: report.verifiedSeq,
    head_seq: report.headSeq,
    checked: report.checked,
    first_broken: report.firstBroken,
    last_full_at: after.at ? new Date(after.at).toISOString() : null,
    checked_at: deps.now().toISOString(),
  };
}

/** The console menu this admin may see: ADMIN_NAV (one line per page) filtered by their codes. */
export function menuFor(admin: AuthedAdmin): TConsoleMenu {
  return {
    items: ADMIN_NAV.filter((item) => adminMayCall(admin.perms, { permsAny: item.perms })).map((item) => ({
      path: item.path,
      label_key: item.labelKey,
      group: item.group,
    })),
  };
}
