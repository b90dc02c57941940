import { AUDIT_API, PERMISSIONS } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../../platform/http';
import type { AuditDeps } from './service';
import * as service from './service';

export function auditRoutes(app: FastifyInstance, deps: AuditDeps) {
  const tags = ['audit'];
  const view = [PERMISSIONS.AUDIT_VIEW];

  adminRoute(app, tags, AUDIT_API.logs, view, (req) => service.listLogs(deps, req.query));
  adminRoute(app, tags, AUDIT_API.facets, view, () => service.facets(deps));
  adminRoute(app, tags, AUDIT_API.chain, view, (req) => service.chainStatus(deps, req.query.full === 'true'));
  // every signed-in admin gets their own menu
  adminRoute(app, tags, AUDIT_API.menu, [], async (_req, admin) => service.menuFor(admin));
}
