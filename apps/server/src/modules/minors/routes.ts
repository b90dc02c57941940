import { MINORS_API, MINORS_CONSOLE_API, PERMISSIONS } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { adminRoute, userRoute } from '../../platform/http';
import type { MinorsDeps } from './service';
import * as service from './service';

/** the risk console's codes: either region's; the service limits each list and decision to the admin's regions */
const RISK_ANY = { perms: [], permsAny: [PERMISSIONS.RISK_DEFAULT, PERMISSIONS.RISK_JAPAN] };

export function minorsRoutes(app: FastifyInstance, deps: MinorsDeps) {
  const tags = ['minors'];
  userRoute(app, tags, MINORS_API.me, (_req, user) => service.me(deps, user));
  userRoute(app, tags, MINORS_API.requestBirthDateChange, (req, user) => service.requestChange(deps, user, req.body));

  const admin = ['admin', 'minors'];
  adminRoute(app, admin, MINORS_CONSOLE_API.list, RISK_ANY, (req, a) => service.adminList(deps, a, req.query));
  adminRoute(app, admin, MINORS_CONSOLE_API.decide, RISK_ANY, (req, a) => service.decide(deps, a, req.params.id, req.body, req.ip));
}
