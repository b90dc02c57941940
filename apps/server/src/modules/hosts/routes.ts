import { HOST_EVENTS_PATH, HOST_SIGNATURE_HEADER, HOSTS_API } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/errors';
import { userRoute } from '../../platform/http';
import * as programs from './programs';
import type { HostsDeps } from './service';
import * as service from './service';

export function hostsRoutes(app: FastifyInstance, deps: HostsDeps) {
  const tags = ['hosts'];
  userRoute(app, tags, HOSTS_API.income, (req, user) => service.incomeOf(deps, user, req.query.period));
  userRoute(app, tags, HOSTS_API.tasks, (_req, user) => service.tasksOf(deps, user));
  userRoute(app, tags, HOSTS_API.checkIn, (req, user) => service.checkIn(deps, user, req.body.request_id));
  userRoute(app, tags, HOSTS_API.claim, (req, user) => service.claim(deps, user, req.params.task, req.body.request_id));
  userRoute(app, tags, HOSTS_API.rating, (_req, user) => programs.ratingOf(deps, user));
  userRoute(app, tags, HOSTS_API.roomTasks, (_req, user) => programs.roomTasksOf(deps, user));
  userRoute(app, tags, HOSTS_API.roomClaim, (req, user) => programs.claimRoomTask(deps, user, req.params.task, req.body.request_id));
  userRoute(app, tags, HOSTS_API.pendant, (_req, user) => programs.pendantOf(deps, user));
  userRoute(app, tags, HOSTS_API.incentive, (_req, user) => programs.incentiveOf(deps, user));

  // The apps' servers report calls, replies and memberships: outside the request-signing protocol,
  // verified by the HMAC of the raw body (hence the scope's own body parser). docs/api.md "Hosts".
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post(HOST_EVENTS_PATH, { config: { signed: false, auth: 'none' }, schema: { hide: true } }, async (req) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const header = req.headers[HOST_SIGNATURE_HEADER];
      service.verifySignature(deps, raw, Array.isArray(header) ? header[0] : header);
      return ok(await service.ingest(deps, service.parseEvents(raw)));
    });
  });
}
