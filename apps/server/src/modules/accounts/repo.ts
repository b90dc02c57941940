import type { Queryable } from '../../platform/db';

export interface UserRow {
  id: number;
  public_id: string;
  email: string | null;
  phone: string | null;
  password_hash: string;
  nickname: string;
  gender: 'male' | 'female';
  birth_date: string;
  brand: 'ocha' | 'ucoo_plus' | 'cooya' | 'wakoo' | 'default';
  region: 'default' | 'japan';
  avatar_url: string | null;
  status: 'active' | 'disabled';
  created_at: Date;
  last_login_at: Date | null;
}

const USER_COLUMNS = `id, public_id, email, phone, password_hash, nickname, gender, birth_date, brand, region,
  avatar_url, status, created_at, last_login_at`;

export async function findUserByAccount(q: Queryable, account: { email?: string; phone?: string }): Promise<UserRow | null> {
  const r = account.email
    ? await q.query<UserRow>(`select ${USER_COLUMNS} from users where email = $1`, [account.email])
    : await q.query<UserRow>(`select ${USER_COLUMNS} from users where phone = $1`, [account.phone]);
  return r.rows[0] ?? null;
}

export async function findUserById(q: Queryable, id: number): Promise<UserRow | null> {
  const r = await q.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
  return r.rows[0] ?? null;
}

export interface NewUser {
  email: string | null;
  phone: string | null;
  passwordHash: string;
  nickname: string;
  gender: 'male' | 'female';
  birthDate: string;
  brand: string;
  region: string;
}

/** Inserts a user; returns null when the email or phone is already taken. */
/** Several users by id, in one query (ids not found are absent) */
export async function findUsersByIds(q: Queryable, ids: readonly number[]): Promise<Map<number, UserRow>> {
  if (ids.length === 0) return new Map();
  const r = await q.query<UserRow>(`select ${USER_COLUMNS} from users where id = any($1::int8[])`, [ids]);
  return new Map(r.rows.map((u) => [u.id, u]));
}

export async function findUserByPublicId(q: Queryable, publicId: string): Promise<UserRow | null> {
  const r = await q.query<UserRow>(`select ${USER_COLUMNS} from users where public_id = $1`, [publicId]);
  return r.rows[0] ?? null;
}

export async function insertUser(q: Queryable, u: NewUser): Promise<UserRow | null> {
  const r = await q.query<UserRow>(
    `insert into users (email, phone, password_hash, nickname, gender, birth_date, brand, region)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict do nothing
     returning ${USER_COLUMNS}`,
    [u.email, u.phone, u.passwordHash, u.nickname, u.gender, u.birthDate, u.brand, u.region],
  );
  return r.rows[0] ?? null;
}

export async function insertSession(q: Queryable, tokenHash: Buffer, userId: number, ttlSeconds: number): Promise<void> {
  await q.query(`insert into user_sessions (token_hash, user_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))`, [
    tokenHash,
    userId,
    ttlSeconds,
  ]);
  await q.query('update users set last_login_at = now() where id = $1', [userId]);
}

export async function revokeSession(q: Queryable, tokenHash: Buffer): Promise<void> {
  await q.query('update user_sessions set revoked_at = now() where token_hash = $1 and revoked_at is null', [tokenHash]);
}

/** Revokes every live session of a user (ban, disable, password change). */
export async function revokeUserSessions(q: Queryable, userId: number): Promise<void> {
  await q.query('update user_sessions set revoked_at = now() where user_id = $1 and revoked_at is null', [userId]);
}

export interface UserSearchRow extends UserRow {
  total: number;
}

/** Looks users up by exact public id, email or phone, or by nickname prefix (case-insensitive). */
export async function searchUsers(q: Queryable, term: string, limit: number, offset: number): Promise<{ rows: UserRow[]; total: number }> {
  const like = `${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = `public_id = $1 or email = lower($1) or phone = $1 or lower(nickname) like $2`;
  const [rows, count] = await Promise.all([
    q.query<UserRow>(`select ${USER_COLUMNS} from users where ${where} order by id limit $3 offset $4`, [term, like, limit, offset]),
    q.query<{ n: number }>(`select count(*)::int8 as n from users where ${where}`, [term, like]),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}
