import { PERMISSIONS, RISK_API } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { requireAdmin, requireUser } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { route } from '../../platform/http';
import type { RiskDeps } from './service';
import * as service from './service';

/** Either region's risk code opens the console routes; the service then limits the work to the admin's regions. */
const RISK_CONSOLE = { auth: 'admin', perms: [], permsAny: [PERMISSIONS.RISK_DEFAULT, PERMISSIONS.RISK_JAPAN] } as const;

export function riskRoutes(app: FastifyInstance, deps: RiskDeps) {
  const tags = ['risk'];
  const adminTags = ['console', 'risk'];

  route(app, RISK_API.report, {
    tags,
    config: { auth: 'user' },
    handler: async (req) => ok(await service.report(deps, requireUser(req), req.body)),
  });

  route(app, RISK_API.myNotices, {
    tags,
    config: { auth: 'user' },
    handler: async (req) => ok(await service.myNotices(deps, requireUser(req), req.locale)),
  });

  route(app, RISK_API.adminRecords, {
    tags: adminTags,
    config: RISK_CONSOLE,
    handler: async (req) => ok(await service.listRecords(deps, requireAdmin(req), req.query)),
  });

  route(app, RISK_API.adminRecord, {
    tags: adminTags,
    config: RISK_CONSOLE,
    handler: async (req) => ok(await service.recordDetail(deps, requireAdmin(req), req.params.id)),
  });

  route(app, RISK_API.adminCreateRecord, {
    tags: adminTags,
    config: RISK_CONSOLE,
    handler: async (req) => ok(await service.createRecord(deps, requireAdmin(req), req.body)),
  });

  route(app, RISK_API.adminAction, {
    tags: adminTags,
    config: RISK_CONSOLE,
    handler: async (req) => ok(await service.act(deps, requireAdmin(req), req.body)),
  });

  route(app, RISK_API.adminNotices, {
    tags: adminTags,
    config: RISK_CONSOLE,
    handler: async (req) => ok(await service.listNotices(deps, requireAdmin(req), req.query)),
  });

  route(app, RISK_API.adminSendNotice, {
    tags: adminTags,
    config: RISK_CONSOLE,
    handler: async (req) => ok(await service.sendNotice(deps, requireAdmin(req), req.body)),
  });
}
