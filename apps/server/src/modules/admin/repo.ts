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

export interface AdminWithCodes {
  id: number;
  email: string;
  nickname: string;
  codes: string[] | null;
}

/** The active admin holding this live access token (hash), with their permission codes. */
export async function findAdminByAccessToken(q: Queryable, tokenHash: Buffer): Promise<AdminWithCodes | null> {
  const r = await q.query<AdminWithCodes>(
    `select a.id, a.email, a.nickname,
            (select array_agg(p.code) from admin_permissions p where p.admin_id = a.id) as codes
       from admin_sessions s join admin_users a on a.id = s.admin_id
      where s.token_hash = $1 and s.kind = 'access' and s.revoked_at is null and s.expires_at > now()
        and a.status = 'active'`,
    [tokenHash],
  );
  return r.rows[0] ?? null;
}

/** How many admins have an email matching the LIKE pattern. */
export async function countAdminsLike(q: Queryable, emailPattern: string): Promise<number> {
  const r = await q.query<{ n: number }>('select count(*)::int8 as n from admin_users where email like $1', [emailPattern]);
  return r.rows[0]?.n ?? 0;
}

/** Inserts the admin, or renames the one with that email; returns its id. */
export async function upsertAdmin(q: Queryable, a: { email: string; nickname: string; passwordHash: string }): Promise<number> {
  const r = await q.query<{ id: number }>(
    `insert into admin_users (email, nickname, password_hash) values ($1, $2, $3)
     on conflict (email) do update set nickname = excluded.nickname returning id`,
    [a.email, a.nickname, a.passwordHash],
  );
  return r.rows[0]!.id;
}

export async function grantPermission(q: Queryable, adminId: number, code: string): Promise<void> {
  await q.query('insert into admin_permissions (admin_id, code) values ($1, $2) on conflict do nothing', [adminId, code]);
}

// ---- admin accounts (managed by the staff module through admin/service.ts) ----

export interface AdminAccountRow {
  id: number;
  email: string;
  nickname: string;
  status: 'active' | 'disabled';
  created_at: Date;
  perms: string[];
}

const ACCOUNT_COLUMNS = `a.id, a.email, a.nickname, a.status, a.created_at,
  coalesce((select array_agg(p.code order by p.code) from admin_permissions p where p.admin_id = a.id), '{}') as perms`;

export async function listAdminAccounts(q: Queryable, max: number): Promise<AdminAccountRow[]> {
  const r = await q.query<AdminAccountRow>(`select ${ACCOUNT_COLUMNS} from admin_users a order by a.id limit $1`, [max]);
  return r.rows;
}

/** The admin (with `lock`: locked for the caller's transaction, `for no key update` so rows that reference it — audit, approvals — can still be written). */
export async function findAdminAccount(q: Queryable, id: number, lock = false): Promise<AdminAccountRow | null> {
  const r = await q.query<AdminAccountRow>(
    `select ${ACCOUNT_COLUMNS} from admin_users a where a.id = $1${lock ? ' for no key update' : ''}`,
    [id],
  );
  return r.rows[0] ?? null;
}

export async function adminNicknames(q: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const r = await q.query<{ id: number; nickname: string }>('select id, nickname from admin_users where id = any($1::int8[])', [ids]);
  return new Map(r.rows.map((row) => [Number(row.id), row.nickname]));
}

export async function passwordHashOf(q: Queryable, id: number): Promise<string | null> {
  const r = await q.query<{ password_hash: string }>('select password_hash from admin_users where id = $1', [id]);
  return r.rows[0]?.password_hash ?? null;
}

/** Inserts a new admin; null when the email is taken. */
export async function insertAdminAccount(
  q: Queryable,
  a: { email: string; nickname: string; passwordHash: string },
): Promise<number | null> {
  const r = await q.query<{ id: number }>(
    'insert into admin_users (email, nickname, password_hash) values ($1, $2, $3) on conflict (email) do nothing returning id',
    [a.email, a.nickname, a.passwordHash],
  );
  return r.rows[0] ? Number(r.rows[0].id) : null;
}

export async function setAdminStatus(q: Queryable, id: number, status: 'active' | 'disabled'): Promise<void> {
  await q.query('update admin_users set status = $2 where id = $1', [id, status]);
}

export async function setAdminPasswordHash(q: Queryable, id: number, passwordHash: string): Promise<void> {
  await q.query('update admin_users set password_hash = $2 where id = $1', [id, passwordHash]);
}

/** Ends every live session (access and refresh) of the admin: their next call answers -3. */
export async function revokeAdminSessions(q: Queryable, adminId: number): Promise<void> {
  await q.query('update admin_sessions set revoked_at = now() where admin_id = $1 and revoked_at is null', [adminId]);
}

/** Makes the admin's codes exactly `codes`. */
export async function replacePermissions(q: Queryable, adminId: number, codes: readonly string[]): Promise<void> {
  await q.query('delete from admin_permissions where admin_id = $1 and not (code = any($2::text[]))', [adminId, codes]);
  await q.query('insert into admin_permissions (admin_id, code) select $1, unnest($2::text[]) on conflict do nothing', [adminId, codes]);
}
