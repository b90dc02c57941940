import { CONSOLE_API, PERMISSIONS } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { addressLimit } from '../../platform/address-limit';
import { bearerToken } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { adminRoute, route } from '../../platform/http';
import type { AdminDeps } from './service';
import * as service from './service';

export function adminRoutes(
  app: FastifyInstance,
  deps: AdminDeps & { loginRateLimitPerMinute: number; loginIpRateLimitPer10Minutes: number },
) {
  const tags = ['admin'];

  route(app, CONSOLE_API.login, {
    tags,
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

  route(app, CONSOLE_API.refresh, {
    tags,
    config: { auth: 'none' },
    handler: async (req) => ok(await service.refresh(deps, req.body.refresh_token)),
  });

  adminRoute(app, tags, CONSOLE_API.logout, [], async (req, admin) => {
    await service.logout(deps, admin, bearerToken(req) ?? '', req.ip);
    return {};
  });
  adminRoute(app, tags, CONSOLE_API.userInfo, [], async (_req, a) => ({ id: a.id, email: a.email, nickname: a.nickname }));
  adminRoute(app, tags, CONSOLE_API.permissions, [], async (req, admin) => service.permissionMap(admin, req.query.perm_codes));
  adminRoute(app, tags, CONSOLE_API.otherInfo, [PERMISSIONS.USER_QUERY], (req, admin) =>
    service.otherInfo(deps, admin, req.query.userid, req.ip),
  );
  adminRoute(app, tags, CONSOLE_API.publicIdQuery, [PERMISSIONS.USER_QUERY], (req, admin) =>
    service.lookupUsers(deps, admin, req.query, req.ip),
  );
}
