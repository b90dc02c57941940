import { randomUUID } from 'node:crypto';
import type { TAdminTokens, TOtherInfo, TPermissionMap, TPublicIdResult, TUserActivity } from '@app/shared';
import { DEFAULT_CLUB_SETTINGS, isMinor, levelProgress, PERMISSIONS, type Region } from '@app/shared';
import { writeAudit } from '../../platform/audit';
import type { AuthedAdmin } from '../../platform/auth';
import { dummyPasswordHash, newToken, tokenHash, verifyPassword } from '../../platform/crypto';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findUserById, findUsersByIds, searchUsers, toPublicProfile } from '../accounts/service';
import { findMember } from '../club/service';
import { pairOf } from '../cp/service';
import { staffSummary } from '../draws/service';
import { statsOf } from '../gifts/service';
import { membershipOf } from '../payments/service';
import { followCounts } from '../social/service';
import * as repo from './repo';

/**
 * For the demo seed (modules/demo) and the staff module (admin accounts, codes, passwords, sessions):
 * in the caller's connection or transaction.
 */
export type { AdminAccountRow } from './repo';
export {
  adminNicknames,
  countAdminsLike,
  findAdminAccount,
  grantPermission,
  insertAdminAccount,
  listAdminAccounts,
  passwordHashOf,
  replacePermissions,
  revokeAdminSessions,
  setAdminPasswordHash,
  setAdminStatus,
  upsertAdmin,
} from './repo';

/** An admin as the console's lists show one; an account no longer there shows as `#id`. */
export function adminRef(names: ReadonlyMap<number, string>, id: number): { id: number; nickname: string };
export function adminRef(names: ReadonlyMap<number, string>, id: number | null): { id: number; nickname: string } | null;
export function adminRef(names: ReadonlyMap<number, string>, id: number | null): { id: number; nickname: string } | null {
  return id === null ? null : { id, nickname: names.get(id) ?? `#${id}` };
}

export interface AdminDeps {
  db: Db;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  now: () => Date;
}

/** The platform's admin authentication (platform/auth.ts AuthLookups; registered in index.ts). */
export async function adminByTokenHash(q: Queryable, tokenHash: Buffer): Promise<AuthedAdmin | null> {
  const row = await repo.findAdminByAccessToken(q, tokenHash);
  return row ? { id: row.id, email: row.email, nickname: row.nickname, perms: new Set(row.codes ?? []) } : null;
}

async function issueTokens(q: Queryable, deps: AdminDeps, adminId: number, familyId: string): Promise<TAdminTokens> {
  const access = newToken();
  const refresh = newToken();
  await repo.insertAdminSession(q, { tokenHash: tokenHash(access), adminId, kind: 'access', familyId, ttlSeconds: deps.accessTtlSeconds });
  await repo.insertAdminSession(q, {
    tokenHash: tokenHash(refresh),
    adminId,
    kind: 'refresh',
    familyId,
    ttlSeconds: deps.refreshTtlSeconds,
  });
  return { access_token: access, refresh_token: refresh, expires_in: deps.accessTtlSeconds };
}

export async function login(deps: AdminDeps, input: { email: string; password: string }, ip: string): Promise<TAdminTokens> {
  const admin = await repo.findAdminByEmail(deps.db, input.email);
  const valid = await verifyPassword(input.password, admin?.password_hash ?? (await dummyPasswordHash()));
  if (!admin || !valid) {
    await writeAudit(deps.db, { adminId: admin?.id ?? null, action: 'auth.login_failed', target: input.email, ip });
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (admin.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  return deps.db.tx(async (q) => {
    const tokens = await issueTokens(q, deps, admin.id, randomUUID());
    await writeAudit(q, { adminId: admin.id, action: 'auth.login', ip });
    return tokens;
  });
}

/**
 * Rotates the pair. A refresh token used twice means it leaked: the whole family is revoked
 * (both the thief's and the owner's sessions end).
 */
export async function refresh(deps: AdminDeps, refreshToken: string): Promise<TAdminTokens> {
  const hash = tokenHash(refreshToken);
  const tokens = await deps.db.tx(async (q) => {
    const session = await repo.consumeRefreshToken(q, hash);
    if (!session) return null;
    await repo.revokeFamily(q, session.familyId);
    return issueTokens(q, deps, session.adminId, session.familyId);
  });
  if (tokens) return tokens;
  // not live: if it ever existed, it was used or revoked before, so end its whole family
  // (outside the transaction above, which returned without writing)
  const family = await repo.familyOfToken(deps.db, hash);
  if (family) await repo.revokeFamily(deps.db, family);
  throw new AppError('REFRESH_TOKEN_INVALID');
}

export async function logout(deps: AdminDeps, admin: AuthedAdmin, accessToken: string, ip: string): Promise<void> {
  const family = await repo.familyOfToken(deps.db, tokenHash(accessToken));
  await deps.db.tx(async (q) => {
    if (family) await repo.revokeFamily(q, family);
    await writeAudit(q, { adminId: admin.id, action: 'auth.logout', ip });
  });
}

/** Answers exactly the codes asked, true only where the admin holds the code. */
export function permissionMap(admin: AuthedAdmin, codes: readonly string[]): TPermissionMap {
  const out: TPermissionMap = {};
  for (const code of codes) out[code] = admin.perms.has(code);
  return out;
}

function mask(value: string | null, keepStart: number, keepEnd: number): string | null {
  if (!value) return null;
  if (value.length <= keepStart + keepEnd) return '*'.repeat(value.length);
  return value.slice(0, keepStart) + '*'.repeat(Math.min(6, value.length - keepStart - keepEnd)) + value.slice(value.length - keepEnd);
}

function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [local = '', domain = ''] = email.split('@');
  return `${mask(local, 1, 1)}@${domain}`;
}

export async function otherInfo(deps: AdminDeps, admin: AuthedAdmin, userId: number, ip: string): Promise<TOtherInfo> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  await writeAudit(deps.db, { adminId: admin.id, action: 'user.view', target: String(userId), ip });
  return {
    activity: await activityOf(deps, user),
    profile: toPublicProfile(user),
    account: {
      status: user.status,
      created_at: user.created_at.toISOString(),
      last_login_at: user.last_login_at ? user.last_login_at.toISOString() : null,
      is_minor: isMinor(user.birth_date, deps.now()),
      // field-level permission: without user.view_contact the fields are absent, not blanked
      ...(admin.perms.has(PERMISSIONS.USER_VIEW_CONTACT) && { email_masked: maskEmail(user.email), phone_masked: mask(user.phone, 3, 2) }),
    },
  };
}

export async function lookupUsers(
  deps: AdminDeps,
  admin: AuthedAdmin,
  input: { q: string; page: number; page_size: number },
  ip: string,
): Promise<TPublicIdResult> {
  const { rows, total } = await searchUsers(deps.db, input.q, input.page_size, (input.page - 1) * input.page_size);
  await writeAudit(deps.db, { adminId: admin.id, action: 'user.search', target: input.q, detail: { results: total }, ip });
  return {
    items: rows.map((u) => ({ ...toPublicProfile(u), status: u.status })),
    total,
    page: input.page,
    page_size: input.page_size,
  };
}

async function activityOf(deps: AdminDeps, user: { id: number; region: Region }): Promise<TUserActivity> {
  const now = deps.now();
  const userId = user.id;
  const [stats, membership, club, pair, follows, draws] = await Promise.all([
    statsOf(deps.db, userId),
    membershipOf(deps.db, userId),
    findMember(deps.db, userId),
    pairOf(deps.db, userId),
    followCounts(deps.db, userId),
    staffSummary(deps.db, user, now),
  ]);
  const partnerId = pair ? (pair.user_low === userId ? pair.user_high : pair.user_low) : null;
  const partner = partnerId === null ? null : ((await findUsersByIds(deps.db, [partnerId])).get(partnerId) ?? null);
  return {
    level: levelProgress(stats.exp).level,
    exp: stats.exp,
    rich_total: stats.rich_total,
    charm_total: stats.charm_total,
    membership: membership
      ? { tier: membership.tier, expires_at: membership.expires_at.toISOString(), active: membership.expires_at > now }
      : null,
    club: club
      ? { source: club.source, joined_at: club.joined_at.toISOString(), settings: { ...DEFAULT_CLUB_SETTINGS, ...club.settings } }
      : null,
    cp:
      pair && partner
        ? { partner: toPublicProfile(partner), level: pair.level, points: pair.points, since: pair.created_at.toISOString() }
        : null,
    ...follows,
    draws,
  };
}
