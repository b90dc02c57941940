import { AUTH_API } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { addressLimit } from '../../platform/address-limit';
import { bearerToken, deviceIdOf } from '../../platform/auth';
import { AppError, ok } from '../../platform/errors';
import { route, userRoute } from '../../platform/http';
import { DEMO_ACCOUNTS, DEMO_ACTIVITY_ACCOUNTS } from '../demo/accounts';
import type { AccountsDeps } from './service';
import * as service from './service';

export interface AuthRateLimits {
  /** attempts per client address and account, per minute (login and registration) */
  loginRateLimitPerMinute: number;
  /** login attempts per client address over all accounts, per 10 minutes */
  loginIpRateLimitPer10Minutes: number;
  /** registration attempts per client address over all accounts, per hour */
  registerIpRateLimitPerHour: number;
}

export function accountsRoutes(app: FastifyInstance, deps: AccountsDeps & AuthRateLimits & { demo: boolean; demoActivity: boolean }) {
  const tags = ['auth'];
  // per (address, account): guessing one account's password
  const loginLimit = {
    max: deps.loginRateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (req: { ip: string; body?: unknown }) => `${req.ip}|${String((req.body as { account?: unknown })?.account ?? '')}`,
  };
  // per address over all accounts: one password tried on many accounts, mass registration, and
  // probing which accounts exist through ACCOUNT_EXISTS (docs/decisions.md) — every attempt counts
  const loginPerAddress = addressLimit(app, { name: 'login', max: deps.loginIpRateLimitPer10Minutes, windowMs: 10 * 60_000 });
  const registerPerAddress = addressLimit(app, { name: 'register', max: deps.registerIpRateLimitPerHour, windowMs: 60 * 60_000 });

  route(app, AUTH_API.register, {
    tags,
    config: { auth: 'none', rateLimit: loginLimit },
    preHandler: registerPerAddress,
    handler: async (req) => ok(await service.register(deps, req.body, { deviceId: deviceIdOf(req) })),
  });

  route(app, AUTH_API.login, {
    tags,
    config: { auth: 'none', rateLimit: loginLimit },
    preHandler: loginPerAddress,
    handler: async (req) => ok(await service.login(deps, req.body, { deviceId: deviceIdOf(req) })),
  });

  userRoute(app, tags, AUTH_API.logout, async (req) => {
    const token = bearerToken(req);
    if (token) await service.logout(deps, token);
    return {};
  });

  userRoute(app, tags, AUTH_API.me, (_req, user) => service.me(deps, user.id));

  route(app, AUTH_API.demoAccounts, {
    tags: ['demo'],
    config: { auth: 'none' },
    handler: async () => {
      if (!deps.demo) throw new AppError('NOT_FOUND');
      return ok({ accounts: deps.demoActivity ? [...DEMO_ACCOUNTS, ...DEMO_ACTIVITY_ACCOUNTS] : DEMO_ACCOUNTS });
    },
  });
}
