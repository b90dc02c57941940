import { ACTIVITIES_API, ACTIVITIES_CONSOLE_API, PERMISSIONS } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/errors';
import { adminRoute, route, userRoute } from '../../platform/http';
import * as consoleService from './console';
import type { ActivitiesDeps } from './service';
import * as service from './service';

export function activitiesRoutes(app: FastifyInstance, deps: ActivitiesDeps) {
  const tags = ['activities'];
  // pages, boards and results are public (a visitor sees the event); a signed-in caller also gets `me`
  route(app, ACTIVITIES_API.page, {
    tags,
    config: { auth: 'optional' },
    handler: async (req) => ok(await service.page(deps, req.user ?? null, req.params.event, req.query.brand, req.locale)),
  });
  route(app, ACTIVITIES_API.board, {
    tags,
    config: { auth: 'optional' },
    handler: async (req) => ok(await service.board(deps, req.user ?? null, req.params.event, req.params.board, req.query)),
  });
  route(app, ACTIVITIES_API.results, {
    tags,
    config: { auth: 'optional' },
    handler: async (req) => ok(await service.results(deps, req.user ?? null, req.params.event, req.params.board, req.query.brand)),
  });
  userRoute(app, tags, ACTIVITIES_API.privacy, (req, user) => service.setPrivacy(deps, user, req.body.show_spending, req.ip ?? null));
  userRoute(app, tags, ACTIVITIES_API.rewards, (req, user) => service.rewards(deps, user, req.params.event));
  userRoute(app, tags, ACTIVITIES_API.claim, (req, user) =>
    service.claimTask(deps, user, req.params.event, req.params.task, req.body.request_id),
  );
  userRoute(app, tags, ACTIVITIES_API.checkIn, (req, user) => service.checkIn(deps, user, req.params.event, req.body.request_id));
  userRoute(app, tags, ACTIVITIES_API.hang, (req, user) => service.hang(deps, user, req.params.event, req.body.decoration));

  // the console: editors draft and submit, a second admin approves; both read and preview
  const adminTags = ['admin', 'activities'];
  const readers = { perms: [], permsAny: [PERMISSIONS.ACTIVITY_MANAGE, PERMISSIONS.ACTIVITY_APPROVE] };
  const editors = [PERMISSIONS.ACTIVITY_MANAGE];
  const approvers = [PERMISSIONS.ACTIVITY_APPROVE];
  const C = ACTIVITIES_CONSOLE_API;
  adminRoute(app, adminTags, C.list, readers, (req) => consoleService.list(deps, req.query, req.locale));
  adminRoute(app, adminTags, C.get, readers, (req) => consoleService.get(deps, req.params.event, req.locale));
  adminRoute(app, adminTags, C.version, readers, (req) => consoleService.version(deps, req.params.event, req.params.version));
  adminRoute(app, adminTags, C.preview, readers, (req) => consoleService.preview(deps, req.body));
  adminRoute(app, adminTags, C.results, readers, (req) => consoleService.results(deps, req.query));
  adminRoute(app, adminTags, C.saveDraft, editors, (req, admin) => consoleService.saveDraft(deps, admin, req.params.event, req.body));
  adminRoute(app, adminTags, C.submit, editors, (req, admin) => consoleService.submit(deps, admin, req.params.event, req.params.version));
  adminRoute(app, adminTags, C.revert, editors, (req, admin) => consoleService.revert(deps, admin, req.params.event, req.params.version));
  adminRoute(app, adminTags, C.review, approvers, (req, admin) =>
    consoleService.review(deps, admin, req.params.event, req.params.version, req.body),
  );
  adminRoute(app, adminTags, C.end, approvers, (req, admin) =>
    consoleService.end(deps, admin, req.params.event, req.body.reason, req.locale),
  );
}
