import { CLUB_API, CONSOLE_API, PERMISSIONS } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/errors';
import { adminRoute, route, userRoute } from '../../platform/http';
import type { ClubDeps } from './service';
import * as service from './service';

export function clubRoutes(app: FastifyInstance, deps: ClubDeps) {
  const tags = ['club'];
  userRoute(app, tags, CLUB_API.status, (_req, user) => service.status(deps, user.id));
  userRoute(app, tags, CLUB_API.settings, (req, user) => service.updateSettings(deps, user, req.body));

  route(app, CLUB_API.hall, {
    tags,
    config: { auth: 'optional' },
    handler: async (req) => ok(await service.hallOfFame(deps, req.user ?? null, req.query)),
  });

  adminRoute(app, ['admin', 'club'], CONSOLE_API.clubAdmit, [PERMISSIONS.CLUB_MANAGE], (req, admin) =>
    service.admit(deps, admin, req.body, req.ip),
  );
}
