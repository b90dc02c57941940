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
  /** a ban the risk module set (migration 0025); null when none */
  ban_reason: string | null;
  ban_ends_at: Date | null;
}

const USER_COLUMNS = `id, public_id, email, phone, password_hash, nickname, gender, birth_date, brand, region,
  avatar_url, status, created_at, last_login_at, ban_reason, ban_ends_at`;

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

/** Sessions that began and ended at `at` (hex token hashes; an existing hash is left as it is). */
export async function insertEndedSessions(
  q: Queryable,
  rows: ReadonlyArray<{ hashHex: string; userId: number; at: Date }>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const r = await q.query(
    `insert into user_sessions (token_hash, user_id, created_at, expires_at, revoked_at)
     select decode(h, 'hex'), u, a, a, a from unnest($1::text[], $2::int8[], $3::timestamptz[]) as t(h, u, a)
     on conflict do nothing`,
    [rows.map((r) => r.hashHex), rows.map((r) => r.userId), rows.map((r) => r.at.toISOString())],
  );
  return r.rowCount;
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

export interface TokenUserRow {
  /** the token hash asked for, hex */
  h: string;
  id: number;
  public_id: string;
  brand: UserRow['brand'];
  region: UserRow['region'];
  revoked: boolean;
  ban_reason: string | null;
  ban_ends_at: Date | null;
}

/**
 * hex token hashes → the active users holding those live sessions, in one query. A revoked
 * session of a banned user is returned too (marked), so its next call answers USER_BANNED.
 */
export async function findUsersByTokenHashes(q: Queryable, hexHashes: readonly string[]): Promise<TokenUserRow[]> {
  const r = await q.query<TokenUserRow>(
    `select t.h, u.id, u.public_id, u.brand, u.region, s.revoked_at is not null as revoked, u.ban_reason, u.ban_ends_at
       from unnest($1::text[]) as t(h)
       join user_sessions s on s.token_hash = decode(t.h, 'hex')
       join users u on u.id = s.user_id
      where (s.revoked_at is null or u.banned_at is not null) and s.expires_at > now() and u.status = 'active'`,
    [hexHashes],
  );
  return r.rows;
}

/** Users by email, in id order (emails not found are absent). */
export async function findUsersByEmails(q: Queryable, emails: readonly string[]): Promise<UserRow[]> {
  const r = await q.query<UserRow>(`select ${USER_COLUMNS} from users where email = any($1::text[]) order by id`, [emails]);
  return r.rows;
}

/** Locks the users' rows in id order (for no key update) and returns their status. */
export async function lockUsers(q: Queryable, ids: readonly number[]): Promise<Array<{ id: number; status: string }>> {
  const r = await q.query<{ id: number; status: string }>(
    'select id, status from users where id = any($1::int8[]) order by id for no key update',
    [ids],
  );
  return r.rows;
}

/** When each of the users' accounts was created (ids not found are absent). */
export async function createdAtOf(q: Queryable, ids: readonly number[]): Promise<Map<number, Date>> {
  const r = await q.query<{ id: number; created_at: Date }>('select id, created_at from users where id = any($1::int8[])', [ids]);
  return new Map(r.rows.map((row) => [row.id, new Date(row.created_at)]));
}

/** Which of `ids` are active users of the brand and region. */
export async function activeAmong(q: Queryable, ids: readonly number[], brand: string, region: string): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const r = await q.query<{ id: number }>(
    `select id from users where id = any($1::int8[]) and brand = $2 and region = $3 and status = 'active'`,
    [ids, brand, region],
  );
  return new Set(r.rows.map((row) => row.id));
}

/** The users of those public ids (ids that match nobody are absent): official messages' lists. */
export async function findUsersByPublicIds(
  q: Queryable,
  publicIds: readonly string[],
): Promise<Array<{ id: number; public_id: string; region: 'default' | 'japan'; status: string }>> {
  if (publicIds.length === 0) return [];
  const r = await q.query<{ id: number; public_id: string; region: 'default' | 'japan'; status: string }>(
    'select id, public_id, region, status from users where public_id = any($1::text[])',
    [publicIds],
  );
  return r.rows;
}

/**
 * One page of the active users of a brand and/or region, by id after `afterId` (keyset): the
 * official messages' segment fan-out walks the whole user base this way, a batch at a time.
 */
export async function activeUsersPage(
  q: Queryable,
  f: { brand?: string; region?: string },
  afterId: number,
  limit: number,
): Promise<Array<{ id: number; region: 'default' | 'japan' }>> {
  const r = await q.query<{ id: number; region: 'default' | 'japan' }>(
    `select id, region from users
      where id > $1 and status = 'active' and ($2::text is null or brand = $2) and ($3::text is null or region = $3)
      order by id limit $4`,
    [afterId, f.brand ?? null, f.region ?? null, limit],
  );
  return r.rows;
}

/** The regions of the active users among `ids` (the others are absent). */
export async function activeRegionsOf(q: Queryable, ids: readonly number[]): Promise<Map<number, 'default' | 'japan'>> {
  if (ids.length === 0) return new Map();
  const r = await q.query<{ id: number; region: 'default' | 'japan' }>(
    `select id, region from users where id = any($1::int8[]) and status = 'active'`,
    [ids],
  );
  return new Map(r.rows.map((row) => [row.id, row.region]));
}

/** A new birth date, once staff approved the change (modules/minors); the row's lock is taken by the update. */
export async function setBirthDate(q: Queryable, userId: number, birthDate: string): Promise<void> {
  await q.query('update users set birth_date = $2 where id = $1', [userId, birthDate]);
}

/** Sets (or with null clears) the user's ban, as the token look-up and the login read it. */
export async function setUserBan(
  q: Queryable,
  userId: number,
  ban: { reason: string; endsAt: Date | null; at: Date } | null,
): Promise<void> {
  await q.query('update users set ban_reason = $2, ban_ends_at = $3, banned_at = $4 where id = $1', [
    userId,
    ban?.reason ?? null,
    ban?.endsAt ?? null,
    ban?.at ?? null,
  ]);
}

/** What activity scoring reads of a user: scope, gender, and what decides whether they may take part. */
export interface Participant {
  id: number;
  gender: 'male' | 'female';
  birth_date: string;
  brand: string;
  region: string;
  status: 'active' | 'disabled';
}

/** Several users by id, the columns scoring reads (ids not found are absent). */
export async function participants(q: Queryable, ids: readonly number[]): Promise<Participant[]> {
  if (ids.length === 0) return [];
  const r = await q.query<Participant>('select id, gender, birth_date, brand, region, status from users where id = any($1::int8[])', [ids]);
  return r.rows;
}
