import type { Queryable } from './db';

export interface AuditEntry {
  adminId: number | null;
  action: string;
  target?: string | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
}

/** Every admin action and every permission denial is written here (DESIGN: "Auth"). */
export async function writeAudit(db: Queryable, e: AuditEntry): Promise<void> {
  await db.query('insert into admin_audit_log (admin_id, action, target, detail, ip) values ($1, $2, $3, $4, $5)', [
    e.adminId,
    e.action,
    e.target ?? null,
    JSON.stringify(e.detail ?? {}),
    e.ip ?? null,
  ]);
}
