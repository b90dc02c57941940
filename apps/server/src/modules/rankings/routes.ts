import { RANKINGS_API } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/errors';
import { route } from '../../platform/http';
import type { RankingsDeps } from './service';
import * as service from './service';

export function rankingsRoutes(app: FastifyInstance, deps: RankingsDeps) {
  route(app, RANKINGS_API.rankings, {
    tags: ['rankings'],
    // anyone may read a board; a logged-in caller also gets `me`
    config: { auth: 'optional' },
    handler: async (req) => ok(await service.rankings(deps, req.user ?? null, req.query)),
  });
}
