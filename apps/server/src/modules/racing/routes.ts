import { RACING_API } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/errors';
import { route, userRoute } from '../../platform/http';
import type { RacingDeps } from './service';
import * as service from './service';

export function racingRoutes(app: FastifyInstance, deps: RacingDeps) {
  const tags = ['racing'];
  // the live round is public (the page shows it before sign-in); a signed-in caller also gets `me`
  route(app, RACING_API.state, {
    tags,
    config: { auth: 'optional' },
    handler: async (req) => ok(await service.state(deps, req.user ?? null, req.query.brand)),
  });
  userRoute(app, tags, RACING_API.buyFragments, (req, user) => service.buyFragments(deps, user, req.body));
  userRoute(app, tags, RACING_API.fuel, (req, user) => service.addFuel(deps, user, req.body));
  userRoute(app, tags, RACING_API.confirm, (req, user) => service.confirm(deps, user, req.body));
  userRoute(app, tags, RACING_API.records, (req, user) => service.records(deps, user, req.query));
}
