import { PERMISSIONS, RISK_API } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { adminRoute, userRoute } from '../../platform/http';
import type { RiskDeps } from './service';
import * as service from './service';

/** Either region's risk code opens the console routes; the service then limits the work to the admin's regions. */
const RISK_CONSOLE = { perms: [], permsAny: [PERMISSIONS.RISK_DEFAULT, PERMISSIONS.RISK_JAPAN] };

export function riskRoutes(app: FastifyInstance, deps: RiskDeps) {
  const tags = ['risk'];
  const adminTags = ['console', 'risk'];

  userRoute(app, tags, RISK_API.report, (req, user) => service.report(deps, user, req.body));
  userRoute(app, tags, RISK_API.myNotices, (req, user) => service.myNotices(deps, user, req.locale));
  userRoute(app, tags, RISK_API.readNotices, (req, user) => service.readNotices(deps, user, req.locale));

  adminRoute(app, adminTags, RISK_API.adminRecords, RISK_CONSOLE, (req, admin) => service.listRecords(deps, admin, req.query));
  adminRoute(app, adminTags, RISK_API.adminRecord, RISK_CONSOLE, (req, admin) => service.recordDetail(deps, admin, req.params.id));
  adminRoute(app, adminTags, RISK_API.adminCreateRecord, RISK_CONSOLE, (req, admin) => service.createRecord(deps, admin, req.body));
  adminRoute(app, adminTags, RISK_API.adminAction, RISK_CONSOLE, (req, admin) => service.act(deps, admin, req.body));
  adminRoute(app, adminTags, RISK_API.adminNotices, RISK_CONSOLE, (req, admin) => service.listNotices(deps, admin, req.query));
  adminRoute(app, adminTags, RISK_API.adminSendNotice, RISK_CONSOLE, (req, admin) => service.sendNotice(deps, admin, req.body));
}
