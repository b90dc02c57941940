import { ZRankings, ZRankingsQuery } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/errors';
import { envelope } from '../../platform/http';
import type { RankingsDeps } from './service';
import * as service from './service';

export function rankingsRoutes(app: FastifyInstance, deps: RankingsDeps) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/v1/rankings', {
    schema: { tags: ['rankings'], querystring: ZRankingsQuery, response: { 200: envelope(ZRankings) } },
    // anyone may read a board; a logged-in caller also gets `me`
    config: { auth: 'optional' },
    handler: async (req) => ok(await service.rankings(deps, req.user ?? null, req.query)),
  });
}
