import {
  type BrandId,
  hasAnyPermission,
  LIMITS,
  type Locale,
  type Region,
  type RestrictionState,
  restrictionActive,
  restrictionData,
} from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { AuditEntry } from './audit';
import { tokenHash } from './crypto';
import { AppError } from './errors';

export interface AuthedUser {
  id: number;
  publicId: string;
  brand: BrandId;
  region: Region;
  /** the account's ban as its row holds it (in force or ended: `userInStanding` compares with the app clock) */
  ban?: RestrictionState;
  /** this session was revoked: the look-up returns such a session only with a ban, to answer USER_BANNED */
  revoked?: boolean;
}

/**
 * A ban or a mute told to the user: the message and `data` (reason, end) in the caller's language,
 * the end on their region's clock (packages/shared/src/risk.ts).
 */
export class RestrictionError extends AppError {
  constructor(
    code: 'USER_BANNED' | 'USER_MUTED',
    readonly restriction: RestrictionState,
    readonly region: Region,
  ) {
    super(code);
  }
  override toEnvelope(locale: Locale) {
    const data = restrictionData(this.restriction, locale, this.region);
    return new AppError(this.code, { reason: data.reason_text, until: data.ends_text }, data).toEnvelope(locale);
  }
}

/**
 * The ban check where the token resolves (app.ts): the look-up brought the ban with the user, so
 * it costs no query. A banned user's every call answers USER_BANNED; once the ban has ended, a
 * session the ban revoked is simply not logged in.
 */
export function userInStanding(user: AuthedUser | null, now: Date): AuthedUser | null {
  if (!user) return null;
  if (restrictionActive(user.ban, now)) throw new RestrictionError('USER_BANNED', user.ban, user.region);
  return user.revoked ? null : user;
}

/** The device id the pages send (`Device-Id`, from the bridge), bounded; null when absent or malformed. */
export function deviceIdOf(req: FastifyRequest): string | null {
  const header = req.headers['device-id'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value || value.length > LIMITS.riskDeviceIdMax || !/^[\x21-\x7e]+$/.test(value)) return null;
  return value;
}

export interface AuthedAdmin {
  id: number;
  email: string;
  nickname: string;
  perms: ReadonlySet<string>;
}

/** The bearer token: `Access-Token` header (spec 7), else `Authorization: Bearer`, else the cookie. */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers['access-token'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value) return value;
  const authz = req.headers.authorization;
  if (authz?.startsWith('Bearer ')) return authz.slice(7);
  const cookie = req.headers.cookie;
  if (cookie) {
    const m = /(?:^|;\s*)Access-Token=([^;]+)/.exec(cookie);
    if (m?.[1]) {
      try {
        return decodeURIComponent(m[1]);
      } catch {
        return null; // a malformed escape: no token
      }
    }
  }
  return null;
}

/**
 * How the platform finds who holds a token. It names no module table: the modules owning users
 * and admins register these at start-up through `ModuleContext.auth` (accounts: users, admin:
 * admins), and app.ts refuses to start without them.
 */
export interface AuthLookups {
  /** hex token hashes → the active users holding those live sessions (many in one query: token-resolver.ts) */
  usersByTokenHashes: (hexHashes: string[]) => Promise<Map<string, AuthedUser>>;
  /** an access token's hash → the active admin holding that live session, with their permission codes */
  adminByTokenHash: (tokenHash: Buffer) => Promise<AuthedAdmin | null>;
  /**
   * Optional (the risk module): a login or registration from `deviceId` — throws USER_BANNED when
   * the device is banned; with `userId`, remembers the device as one the user used.
   */
  deviceGate?: (deviceId: string, userId: number | null) => Promise<void>;
}

/** Every look-up was registered (called once the modules registered). */
export function assertAuthLookups(lookups: Partial<AuthLookups>): asserts lookups is AuthLookups {
  for (const name of ['usersByTokenHashes', 'adminByTokenHash'] as const)
    if (!lookups[name]) throw new Error(`auth look-up ${name} was not registered by any module`);
}

export function requireUser(req: FastifyRequest): AuthedUser {
  if (!req.user) throw new AppError('NOT_LOGGED_IN');
  return req.user;
}

export function requireAdmin(req: FastifyRequest): AuthedAdmin {
  if (!req.admin) throw new AppError('ADMIN_TOKEN_INVALID');
  return req.admin;
}

/** What a console route declares it needs (config.perms, config.permsAny). */
export interface RoutePerms {
  perms?: readonly string[];
  permsAny?: readonly string[];
}

/** Every code of `perms`, and one of `permsAny` when it lists any. */
export function adminMayCall(held: ReadonlySet<string>, need: RoutePerms): boolean {
  return (need.perms ?? []).every((c) => held.has(c)) && (!need.permsAny?.length || hasAnyPermission(held, need.permsAny));
}

/**
 * The console's gate, run before input validation (app.ts preValidation, docs/architecture.md
 * "Order of checks"): no or expired token → -3 and one without the permission → FORBIDDEN,
 * whatever the parameters; every refusal is written to the audit log. The admin needs every code
 * of `perms` and, when the route lists `permsAny`, at least one of those (`adminMayCall`).
 */
export async function adminGate(
  req: FastifyRequest,
  need: RoutePerms,
  lookup: AuthLookups['adminByTokenHash'],
  audit: (e: AuditEntry) => Promise<void>,
): Promise<AuthedAdmin> {
  const token = bearerToken(req);
  const admin = token ? await lookup(tokenHash(token)) : null;
  const target = req.routeOptions.url ?? req.url;
  const method = req.method;
  if (!admin) {
    await audit({
      adminId: null,
      action: 'auth.denied',
      target,
      detail: { method, reason: token ? 'invalid_token' : 'no_token' },
      denied: true,
    });
    throw new AppError('ADMIN_TOKEN_INVALID');
  }
  if (!adminMayCall(admin.perms, need)) {
    const needed = { perms: [...(need.perms ?? [])], ...(need.permsAny?.length ? { any: [...need.permsAny] } : {}) };
    req.log.warn({ adminId: admin.id, route: req.routeOptions.url, needed }, 'admin permission denied');
    await audit({ adminId: admin.id, action: 'permission.denied', target, detail: { method, needed }, denied: true });
    throw new AppError('FORBIDDEN');
  }
  return admin;
}
