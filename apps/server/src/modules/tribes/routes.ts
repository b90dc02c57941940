import { LIMITS, TRIBES_API } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userRoute } from '../../platform/http';
import type { TribesDeps } from './service';
import * as service from './service';

/** Each tribe write is rate limited per session token (many users share an address: a carrier's NAT). */
const WRITE = {
  rateLimit: {
    max: LIMITS.tribeActionsPerMinuteMax,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => String(req.headers['access-token'] ?? req.ip),
  },
};

export function tribesRoutes(app: FastifyInstance, deps: TribesDeps) {
  const tags = ['tribes'];
  const api = TRIBES_API;
  userRoute(app, tags, api.me, (_req, user) => service.me(deps, user));
  userRoute(app, tags, api.list, (req, user) => service.list(deps, user, req.query.q));
  userRoute(app, tags, api.ranking, (req, user) => service.ranking(deps, user, req.query.period));
  userRoute(app, tags, api.hall, (req, user) => service.hall(deps, user, req.params.id));
  userRoute(app, tags, api.requests, (req, user) => service.requests(deps, user, req.params.id));
  userRoute(app, tags, api.create, (req, user) => service.create(deps, user, req.body), WRITE);
  userRoute(app, tags, api.settings, (req, user) => service.settings(deps, user, req.params.id, req.body), WRITE);
  userRoute(app, tags, api.join, (req, user) => service.join(deps, user, req.params.id), WRITE);
  userRoute(app, tags, api.withdraw, (req, user) => service.withdraw(deps, user, req.params.id), WRITE);
  userRoute(
    app,
    tags,
    api.decide,
    (req, user) => service.decide(deps, user, req.params.id, req.params.request_id, req.body.decision),
    WRITE,
  );
  userRoute(app, tags, api.invite, (req, user) => service.invite(deps, user, req.params.id, req.body.public_id), WRITE);
  userRoute(app, tags, api.answer, (req, user) => service.answer(deps, user, req.params.invite_id, req.body.decision), WRITE);
  userRoute(app, tags, api.role, (req, user) => service.setRole(deps, user, req.params.id, req.params.user_id, req.body.role), WRITE);
  userRoute(app, tags, api.remove, (req, user) => service.remove(deps, user, req.params.id, req.params.user_id), WRITE);
  userRoute(app, tags, api.handOver, (req, user) => service.handOver(deps, user, req.params.id, req.body.user_id), WRITE);
  userRoute(app, tags, api.leave, (req, user) => service.leave(deps, user, req.params.id), WRITE);
  userRoute(app, tags, api.disband, (req, user) => service.disband(deps, user, req.params.id), WRITE);
}
