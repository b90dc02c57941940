import { DRAWS_API } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/errors';
import { route, userRoute } from '../../platform/http';
import type { DrawsDeps } from './service';
import * as service from './service';

export function drawsRoutes(app: FastifyInstance, deps: DrawsDeps) {
  const tags = ['draws'];
  // the odds and the commitment are public (shown before any purchase); a signed-in caller also gets `me`
  route(app, DRAWS_API.state, {
    tags,
    config: { auth: 'optional' },
    handler: async (req) => ok(await service.state(deps, req.user ?? null, req.params.game, req.query.brand)),
  });
  userRoute(app, tags, DRAWS_API.buyTickets, (req, user) => service.buyTickets(deps, user, req.body));
  userRoute(app, tags, DRAWS_API.draw, (req, user) => service.draw(deps, user, req.params.game, req.body));
  userRoute(app, tags, DRAWS_API.records, (req, user) => service.records(deps, user, req.params.game));
  userRoute(app, tags, DRAWS_API.backpack, (_req, user) => service.backpack(deps, user));
  route(app, DRAWS_API.host, {
    tags,
    config: { auth: 'optional' },
    handler: async (req) => ok(await service.fightHost(deps, req.user ?? null, req.params.anchor_id, req.query.brand)),
  });
}
