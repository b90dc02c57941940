import {
  PERMISSIONS,
  ZAdminLoginRequest,
  ZAdminRefreshRequest,
  ZAdminTokens,
  ZAdminUser,
  ZOtherInfo,
  ZOtherInfoQuery,
  ZPermissionMap,
  ZPermissionQuery,
  ZPublicIdQuery,
  ZPublicIdResult,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addressLimit } from '../../platform/address-limit';
import { bearerToken, requireAdmin } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { envelope, ZEmptyData } from '../../platform/http';
import type { AdminDeps } from './service';
import * as service from './service';

export const ADMIN_API = '/api/qyqyadmin/v1/qyqyadmin';

export function adminRoutes(
  app: FastifyInstance,
  deps: AdminDeps & { loginRateLimitPerMinute: number; loginIpRateLimitPer10Minutes: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.post(`${ADMIN_API}/auth/login`, {
    schema: { tags, body: ZAdminLoginRequest, response: { 200: envelope(ZAdminTokens) } },
    config: {
      auth: 'none',
      // per (address, email)
      rateLimit: {
        max: deps.loginRateLimitPerMinute,
        timeWindow: '1 minute',
        keyGenerator: (req) => `admin|${req.ip}|${String((req.body as { email?: unknown })?.email ?? '')}`,
      },
    },
    // per address over all emails; counted apart from the user login
    preHandler: addressLimit(app, { name: 'admin-login', max: deps.loginIpRateLimitPer10Minutes, windowMs: 10 * 60_000 }),
    handler: async (req) => ok(await service.login(deps, req.body, req.ip)),
  });

  r.post(`${ADMIN_API}/auth/refresh`, {
    schema: { tags, body: ZAdminRefreshRequest, response: { 200: envelope(ZAdminTokens) } },
    config: { auth: 'none' },
    handler: async (req) => ok(await service.refresh(deps, req.body.refresh_token)),
  });

  r.post(`${ADMIN_API}/auth/logout`, {
    schema: { tags, response: { 200: envelope(ZEmptyData) } },
    config: { auth: 'admin', perms: [] },
    handler: async (req) => {
      await service.logout(deps, requireAdmin(req), bearerToken(req) ?? '', req.ip);
      return ok({});
    },
  });

  r.get(`${ADMIN_API}/user/info`, {
    schema: { tags, response: { 200: envelope(ZAdminUser) } },
    config: { auth: 'admin', perms: [] },
    handler: async (req) => {
      const a = requireAdmin(req);
      return ok({ id: a.id, email: a.email, nickname: a.nickname });
    },
  });

  r.get(`${ADMIN_API}/permission/query`, {
    schema: { tags, querystring: ZPermissionQuery, response: { 200: envelope(ZPermissionMap) } },
    config: { auth: 'admin', perms: [] },
    handler: async (req) => ok(service.permissionMap(requireAdmin(req), req.query.perm_codes)),
  });

  r.get(`${ADMIN_API}/other/info`, {
    schema: { tags, querystring: ZOtherInfoQuery, response: { 200: envelope(ZOtherInfo) } },
    config: { auth: 'admin', perms: [PERMISSIONS.USER_QUERY] },
    handler: async (req) => ok(await service.otherInfo(deps, requireAdmin(req), req.query.userid, req.ip)),
  });

  r.get(`${ADMIN_API}/publicid/query`, {
    schema: { tags, querystring: ZPublicIdQuery, response: { 200: envelope(ZPublicIdResult) } },
    config: { auth: 'admin', perms: [PERMISSIONS.USER_QUERY] },
    handler: async (req) => ok(await service.lookupUsers(deps, requireAdmin(req), req.query, req.ip)),
  });
}
