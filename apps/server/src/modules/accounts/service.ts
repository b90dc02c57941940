import {
  isMinor,
  type RestrictionState,
  restrictionActive,
  scopeOf,
  stripDisplayControls,
  type TLoginRequest,
  type TMe,
  type TPublicProfile,
  type TRegisterRequest,
} from '@app/shared';
import { type AuthedUser, RestrictionError } from '../../platform/auth';
import { dummyPasswordHash, hashPassword, newToken, tokenHash, verifyPassword } from '../../platform/crypto';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { Outbox } from '../../platform/outbox';
import type { RevokeTarget } from '../../platform/realtime';
import { userRegistered } from './events';
import { assertAcceptablePassword } from './password-policy';
import type { UserRow } from './repo';
import * as repo from './repo';

/**
 * What other modules read of accounts (docs/architecture.md "How to add a module": other modules
 * call this service, never the repo). Each takes the caller's connection or transaction.
 */
export type { Participant, UserRow } from './repo';
export {
  activeAmong as activeUsersAmong,
  activeRegionsOf,
  activeUsersPage,
  createdAtOf as accountsCreatedAt,
  findUserById,
  findUserByPublicId,
  findUsersByEmails,
  findUsersByIds,
  findUsersByPublicIds,
  insertUser as insertUserIfAbsent,
  lockUsers,
  participants,
  searchUsers,
  setBirthDate,
  setUserBan,
} from './repo';

export interface AccountsDeps {
  db: Db;
  userTokenTtlSeconds: number;
  now: () => Date;
  /**
   * Told after sessions were revoked (committed): closes their open realtime sockets on every
   * node (app.ts passes the hub's `revoke`). Optional for scripts and benches without sockets.
   */
  sessionsRevoked?: (target: RevokeTarget) => Promise<void>;
  /** login and registration from a device id (the risk module's device bans): throws when refused */
  deviceGate?: (deviceId: string, userId: number | null) => Promise<void>;
}

/** Where a login or registration comes from. */
export interface SignInContext {
  deviceId: string | null;
}

function banOf(u: Pick<UserRow, 'ban_reason' | 'ban_ends_at'>): RestrictionState | undefined {
  return u.ban_reason ? { reason: u.ban_reason, endsAt: u.ban_ends_at ? new Date(u.ban_ends_at).toISOString() : null } : undefined;
}

function splitAccount(account: string): { email?: string; phone?: string } {
  return account.includes('@') ? { email: account.toLowerCase() } : { phone: account };
}

export function toPublicProfile(
  u: Pick<UserRow, 'id' | 'public_id' | 'nickname' | 'gender' | 'brand' | 'region' | 'avatar_url'>,
): TPublicProfile {
  return {
    id: u.id,
    public_id: u.public_id,
    // names stored before display controls were refused lose them when shown
    nickname: stripDisplayControls(u.nickname),
    gender: u.gender,
    brand: u.brand,
    region: u.region,
    avatar_url: u.avatar_url,
  };
}

export function toMe(u: UserRow, now: Date): TMe {
  return {
    ...toPublicProfile(u),
    email: u.email,
    phone: u.phone,
    birth_date: u.birth_date,
    is_minor: isMinor(u.birth_date, now, u.region),
    created_at: u.created_at.toISOString(),
  };
}

async function startSession(deps: AccountsDeps, user: UserRow) {
  const token = newToken();
  await repo.insertSession(deps.db, tokenHash(token), user.id, deps.userTokenTtlSeconds);
  return { access_token: token, expires_in: deps.userTokenTtlSeconds, user: toMe(user, deps.now()) };
}

export async function register(deps: AccountsDeps, input: TRegisterRequest, from: SignInContext = { deviceId: null }) {
  const birth = new Date(`${input.birth_date}T00:00:00Z`);
  if (birth.getTime() > deps.now().getTime() || birth.getUTCFullYear() < 1900) {
    throw new AppError('VALIDATION_FAILED', { field: 'birth_date' }, { field: 'birth_date' });
  }
  // before the insert: a weak password is refused whether or not the account exists
  assertAcceptablePassword(input.password, input.account);
  // a banned device registers nobody
  if (from.deviceId) await deps.deviceGate?.(from.deviceId, null);
  const { email, phone } = splitAccount(input.account);
  const passwordHash = await hashPassword(input.password);
  // the account and its `user.registered` event commit together (modules/accounts/events.ts)
  const user = await deps.db.tx(async (q) => {
    const row = await repo.insertUser(q, {
      email: email ?? null,
      phone: phone ?? null,
      passwordHash,
      nickname: input.nickname,
      gender: input.gender,
      birthDate: input.birth_date,
      brand: input.app_name,
      region: scopeOf(input.app_name, { region: input.region }).region,
    });
    if (row) {
      await Outbox.publish(q, userRegistered, {
        ref: row.id,
        payload: { brand: row.brand, visitor_id: input.visitor_id ?? null },
        // the server clock (tests drive it), as every other event time
        createdAt: deps.now(),
      });
    }
    return row;
  });
  if (!user) throw new AppError('ACCOUNT_EXISTS');
  if (from.deviceId) await deps.deviceGate?.(from.deviceId, user.id);
  return startSession(deps, user);
}

export async function login(deps: AccountsDeps, input: TLoginRequest, from: SignInContext = { deviceId: null }) {
  const user = await repo.findUserByAccount(deps.db, splitAccount(input.account));
  // always run one scrypt so response time does not tell whether the account exists
  const valid = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash()));
  if (!user || !valid) throw new AppError('INVALID_CREDENTIALS');
  if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  const ban = banOf(user);
  if (restrictionActive(ban, deps.now())) throw new RestrictionError('USER_BANNED', ban, user.region);
  if (from.deviceId) await deps.deviceGate?.(from.deviceId, user.id);
  return startSession(deps, user);
}

export async function logout(deps: AccountsDeps, token: string): Promise<void> {
  await revokeSessions(deps, { tokenHash: tokenHash(token) });
}

/**
 * The one way to end sessions: one session (logout) or every session of a user (ban, admin
 * disable, password change). The database first — the next request with such a token is refused
 * — then, once that has committed, every open realtime socket of those sessions is closed (4001)
 * on every node. Call it after your own transaction committed, not inside it.
 */
export async function revokeSessions(deps: AccountsDeps, target: { tokenHash: Buffer } | { userId: number }): Promise<void> {
  if ('tokenHash' in target) {
    await repo.revokeSession(deps.db, target.tokenHash);
    await deps.sessionsRevoked?.({ session: target.tokenHash.toString('hex') });
  } else {
    await repo.revokeUserSessions(deps.db, target.userId);
    await deps.sessionsRevoked?.({ user: target.userId });
  }
}

export async function me(deps: AccountsDeps, userId: number): Promise<TMe> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_LOGGED_IN');
  return toMe(user, deps.now());
}

/**
 * Refuses a minor (MINOR_RESTRICTED) or an account that is not active (ACCOUNT_DISABLED): games,
 * events and tipping ask it before taking anything (spec 5: minors may not join).
 */
export async function assertAdultPlayer(q: Queryable, userId: number, now: Date): Promise<void> {
  const user = await repo.findUserById(q, userId);
  if (!user || user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  // counted on the user's region day (a birthday starts at the region's midnight)
  if (isMinor(user.birth_date, now, user.region)) throw new AppError('MINOR_RESTRICTED');
}

/**
 * The users holding live sessions of these tokens (hex token hashes), active accounts only: the
 * platform's user authentication (app.ts, through the lookup this module registers) asks it.
 */
export async function usersByTokenHashes(q: Queryable, hexHashes: readonly string[]): Promise<Map<string, AuthedUser>> {
  const rows = await repo.findUsersByTokenHashes(q, hexHashes);
  return new Map(
    rows.map((row) => {
      const user: AuthedUser = { id: row.id, publicId: row.public_id, brand: row.brand, region: row.region };
      const ban = banOf(row);
      if (ban) user.ban = ban;
      if (row.revoked) user.revoked = true;
      return [row.h, user];
    }),
  );
}

/**
 * Sign-ins that happened before (the demo's history, for the dashboard's active users): one
 * session a user and instant, begun and ended at that instant (expired and revoked), so none can
 * be used. Its token hash is derived from the user and the instant: a second run writes nothing.
 * Returns how many it wrote.
 */
export function recordPastSignIns(q: Queryable, signIns: ReadonlyArray<{ userId: number; at: Date }>): Promise<number> {
  return repo.insertEndedSessions(
    q,
    signIns.map((s) => ({ ...s, hashHex: tokenHash(`past-sign-in:${s.userId}:${s.at.toISOString()}`).toString('hex') })),
  );
}
