import type { Queryable } from '../../platform/db';

export interface AdminRow {
  id: number;
  email: string;
  nickname: string;
  password_hash: string;
  status: 'active' | 'disabled';
}

export async function findAdminByEmail(q: Queryable, email: string): Promise<AdminRow | null> {
  const r = await q.query<AdminRow>('select id, email, nickname, password_hash, status from admin_users where email = $1', [email]);
  return r.rows[0] ?? null;
}

export async function insertAdminSession(
  q: Queryable,
  s: { tokenHash: Buffer; adminId: number; kind: 'access' | 'refresh'; familyId: string; ttlSeconds: number },
): Promise<void> {
  await q.query(
    `insert into admin_sessions (token_hash, admin_id, kind, family_id, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [s.tokenHash, s.adminId, s.kind, s.familyId, s.ttlSeconds],
  );
}

/** Takes a live refresh token out of use; returns its admin and family, or null when not live. */
export async function consumeRefreshToken(q: Queryable, tokenHash: Buffer): Promise<{ adminId: number; familyId: string } | null> {
  const r = await q.query<{ admin_id: number; family_id: string }>(
    `update admin_sessions s set revoked_at = now()
       from admin_users a
      where s.token_hash = $1 and s.kind = 'refresh' and s.revoked_at is null and s.expires_at > now()
        and a.id = s.admin_id and a.status = 'active'
      returning s.admin_id, s.family_id`,
    [tokenHash],
  );
  const row = r.rows[0];
  return row ? { adminId: row.admin_id, familyId: row.family_id } : null;
}

export async function familyOfToken(q: Queryable, tokenHash: Buffer): Promise<string | null> {
  const r = await q.query<{ family_id: string }>('select family_id from admin_sessions where token_hash = $1', [tokenHash]);
  return r.rows[0]?.family_id ?? null;
}

export async function revokeFamily(q: Queryable, familyId: string): Promise<void> {
  await q.query('update admin_sessions set revoked_at = now() where family_id = $1 and revoked_at is null', [familyId]);
}
