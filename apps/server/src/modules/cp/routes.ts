import { CP_API } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { userRoute } from '../../platform/http';
import type { CpDeps } from './service';
import * as service from './service';

export function cpRoutes(app: FastifyInstance, deps: CpDeps) {
  const tags = ['cp'];
  userRoute(app, tags, CP_API.status, (req, user) => service.status(deps, user, req.locale));
  userRoute(app, tags, CP_API.lookup, (req, user) => service.lookup(deps, user, req.query.public_id, req.locale));
  userRoute(app, tags, CP_API.invite, (req, user) => service.invite(deps, user, req.body, req.locale));
  for (const verb of ['accept', 'decline', 'cancel'] as const) {
    userRoute(app, tags, CP_API.answer[verb], (req, user) => service.answer(deps, user, req.params.id, verb, req.locale));
  }
  userRoute(app, tags, CP_API.dissolve, (req, user) => service.dissolve(deps, user, req.body.request_id));
}
