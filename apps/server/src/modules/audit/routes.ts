import { AUDIT_API, PERMISSIONS } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { route } from '../../platform/http';
import type { AuditDeps } from './service';
import * as service from './service';

export function auditRoutes(app: FastifyInstance, deps: AuditDeps) {
  const tags = ['audit'];
  const view = { auth: 'admin', perms: [PERMISSIONS.AUDIT_VIEW] } as const;

  route(app, AUDIT_API.logs, { tags, config: view, handler: async (req) => ok(await service.listLogs(deps, req.query)) });
  route(app, AUDIT_API.facets, { tags, config: view, handler: async () => ok(await service.facets(deps)) });
  route(app, AUDIT_API.chain, {
    tags,
    config: view,
    handler: async (req) => ok(await service.chainStatus(deps, req.query.full === 'true')),
  });
  // every signed-in admin gets their own menu
  route(app, AUDIT_API.menu, {
    tags,
    config: { auth: 'admin', perms: [] },
    handler: async (req) => ok(service.menuFor(requireAdmin(req))),
  });
}
