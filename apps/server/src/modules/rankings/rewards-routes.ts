import { PERMISSIONS, ZAdminRankPayoutPage, ZAdminRankPayoutsQuery, ZRankRewards, ZRankRewardsQuery } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { ADMIN_API } from '../admin/routes';
import { adminPayouts, type RankRewardsDeps, rankRewards } from './rewards';

export function rankRewardsRoutes(app: FastifyInstance, deps: RankRewardsDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/v1/rankings/rewards', {
    schema: { tags: ['rankings'], querystring: ZRankRewardsQuery, response: { 200: envelope(ZRankRewards) } },
    // anyone may read the rewards and winners; a logged-in caller also gets `me`
    config: { auth: 'optional' },
    handler: async (req) => ok(await rankRewards(deps, req.user ?? null, req.query)),
  });

  // Console: who was paid what, per board and period
  r.get(`${ADMIN_API}/rank-rewards/payouts`, {
    schema: { tags: ['admin', 'rankings'], querystring: ZAdminRankPayoutsQuery, response: { 200: envelope(ZAdminRankPayoutPage) } },
    config: { auth: 'admin', perms: [PERMISSIONS.FINANCE_VIEW_REWARDS] },
    handler: async (req) => ok(await adminPayouts(deps, req.query)),
  });
}
