import { NOTICES_API, PERMISSIONS } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { adminRoute, userRoute } from '../../platform/http';
import type { CentreDeps } from './centre';
import * as centre from './centre';
import type { NoticesDeps } from './service';
import * as service from './service';

export function noticesRoutes(app: FastifyInstance, deps: NoticesDeps, centreDeps: CentreDeps) {
  const tags = ['notices'];
  const adminTags = ['admin', 'notices'];
  const staff = [PERMISSIONS.DISPLAY_MESSAGE_OP_USER];

  userRoute(app, tags, NOTICES_API.list, (req, user) => service.list(deps, user, req.locale, req.query));
  userRoute(app, tags, NOTICES_API.unread, (_req, user) => service.unread(deps, user));
  userRoute(app, tags, NOTICES_API.read, (req, user) => service.markRead(deps, user, req.body));
  userRoute(app, tags, NOTICES_API.centre, (req, user) => centre.centreList(centreDeps, user, req.locale, req.query));
  userRoute(app, tags, NOTICES_API.centreUnread, (_req, user) => centre.centreUnread(centreDeps, user));
  userRoute(app, tags, NOTICES_API.centreRead, (req, user) => centre.centreRead(centreDeps, user, req.body));
  userRoute(app, tags, NOTICES_API.centreReadAll, (req, user) => centre.centreReadAll(centreDeps, user, req.body));

  adminRoute(app, adminTags, NOTICES_API.adminCreate, staff, (req, admin) => service.create(deps, admin, req.body));
  adminRoute(app, adminTags, NOTICES_API.adminCheckAudience, staff, (req) => service.checkAudience(deps, req.body.audience));
  adminRoute(app, adminTags, NOTICES_API.adminList, staff, (req) => service.adminList(deps, req.query));
  adminRoute(app, adminTags, NOTICES_API.adminGet, staff, (req) => service.adminGet(deps, req.params.id));
  adminRoute(app, adminTags, NOTICES_API.adminCancel, staff, (req, admin) => service.cancel(deps, admin, req.params.id));
}
