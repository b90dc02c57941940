import type { FastifyRequest } from 'fastify';
import { tokenHash } from './crypto';
import type { Queryable } from './db';
import { AppError } from './errors';
import { findUsersByTokenHashes } from './token-resolver';

export interface AuthedUser {
  id: number;
  publicId: string;
  brand: string;
  region: string;
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

export async function findUserByToken(db: Queryable, token: string): Promise<AuthedUser | null> {
  const hex = tokenHash(token).toString('hex');
  return (await findUsersByTokenHashes(db, [hex])).get(hex) ?? null;
}

export async function findAdminByToken(db: Queryable, token: string): Promise<AuthedAdmin | null> {
  const r = await db.query<{ id: number; email: string; nickname: string; codes: string[] | null }>(
    `select a.id, a.email, a.nickname,
            (select array_agg(p.code) from admin_permissions p where p.admin_id = a.id) as codes
       from admin_sessions s join admin_users a on a.id = s.admin_id
      where s.token_hash = $1 and s.kind = 'access' and s.revoked_at is null and s.expires_at > now()
        and a.status = 'active'`,
    [tokenHash(token)],
  );
  const row = r.rows[0];
  return row ? { id: row.id, email: row.email, nickname: row.nickname, perms: new Set(row.codes ?? []) } : null;
}

export function requireUser(req: FastifyRequest): AuthedUser {
  if (!req.user) throw new AppError('NOT_LOGGED_IN');
  return req.user;
}

export function requireAdmin(req: FastifyRequest): AuthedAdmin {
  if (!req.admin) throw new AppError('ADMIN_TOKEN_INVALID');
  return req.admin;
}
