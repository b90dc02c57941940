import { ZRankRewards, ZRankRewardsQuery } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { type RankRewardsDeps, rankRewards } from './rewards';

export function rankRewardsRoutes(app: FastifyInstance, deps: RankRewardsDeps) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/v1/rankings/rewards', {
    schema: { tags: ['rankings'], querystring: ZRankRewardsQuery, response: { 200: envelope(ZRankRewards) } },
    // anyone may read the rewards and winners; a logged-in caller also gets `me`
    config: { auth: 'optional' },
    handler: async (req) => ok(await rankRewards(deps, req.user ?? null, req.query)),
  });
}
