import { CONSOLE_API, PERMISSIONS, RANKINGS_API } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/errors';
import { adminRoute, route } from '../../platform/http';
import { adminPayouts, type RankRewardsDeps, rankRewards } from './rewards';

export function rankRewardsRoutes(app: FastifyInstance, deps: RankRewardsDeps) {
  route(app, RANKINGS_API.rewards, {
    tags: ['rankings'],
    // anyone may read the rewards and winners; a logged-in caller also gets `me`
    config: { auth: 'optional' },
    handler: async (req) => ok(await rankRewards(deps, req.user ?? null, req.query)),
  });

  // Console: who was paid what, per board and period
  adminRoute(app, ['admin', 'rankings'], CONSOLE_API.rankPayouts, [PERMISSIONS.FINANCE_VIEW_REWARDS], (req) =>
    adminPayouts(deps, req.query),
  );
}
