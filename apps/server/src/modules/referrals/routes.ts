import { LIMITS, PERMISSIONS, REFERRALS_API, REFERRALS_CONSOLE_API } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/errors';
import { adminRoute, route, userRoute } from '../../platform/http';
import type { ReferralsDeps } from './service';
import * as service from './service';

export function referralsRoutes(app: FastifyInstance, deps: ReferralsDeps) {
  route(app, REFERRALS_API.visit, {
    tags: ['referrals'],
    // anyone who opened a link, signed in or not; per-address limit against flooding the table
    config: { auth: 'none', rateLimit: { max: LIMITS.referralVisitsPerMinuteMax, timeWindow: 60_000 } },
    handler: async (req) => ok(await service.visit(deps, req.body, req.ip)),
  });
  const tags = ['referrals'];
  userRoute(app, tags, REFERRALS_API.me, (_req, user) => service.me(deps, user));
  userRoute(app, tags, REFERRALS_API.invitees, (req, user) => service.invitees(deps, user, req.query));
  // guessing codes is pointless (a wrong one binds nothing) but kept slow
  userRoute(app, tags, REFERRALS_API.bind, (req, user) => service.bind(deps, user, req.body.code), {
    rateLimit: { max: 10, timeWindow: 60_000 },
  });
  adminRoute(app, ['admin', 'referrals'], REFERRALS_CONSOLE_API.user, [PERMISSIONS.USER_QUERY], (req) =>
    service.adminReferral(deps, req.query.userid),
  );
}
