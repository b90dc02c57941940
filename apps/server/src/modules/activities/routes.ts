import { ACTIVITIES_API } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/errors';
import { route, userRoute } from '../../platform/http';
import type { ActivitiesDeps } from './service';
import * as service from './service';

export function activitiesRoutes(app: FastifyInstance, deps: ActivitiesDeps) {
  const tags = ['activities'];
  // pages, boards and results are public (a visitor sees the event); a signed-in caller also gets `me`
  route(app, ACTIVITIES_API.page, {
    tags,
    config: { auth: 'optional' },
    handler: async (req) => ok(await service.page(deps, req.user ?? null, req.params.event, req.query.brand, req.locale)),
  });
  route(app, ACTIVITIES_API.board, {
    tags,
    config: { auth: 'optional' },
    handler: async (req) => ok(await service.board(deps, req.user ?? null, req.params.event, req.params.board, req.query)),
  });
  route(app, ACTIVITIES_API.results, {
    tags,
    config: { auth: 'optional' },
    handler: async (req) => ok(await service.results(deps, req.user ?? null, req.params.event, req.params.board, req.query.brand)),
  });
  userRoute(app, tags, ACTIVITIES_API.rewards, (req, user) => service.rewards(deps, user, req.params.event));
  userRoute(app, tags, ACTIVITIES_API.claim, (req, user) =>
    service.claimTask(deps, user, req.params.event, req.params.task, req.body.request_id),
  );
  userRoute(app, tags, ACTIVITIES_API.checkIn, (req, user) => service.checkIn(deps, user, req.params.event, req.body.request_id));
  userRoute(app, tags, ACTIVITIES_API.hang, (req, user) => service.hang(deps, user, req.params.event, req.body.decoration));
}
