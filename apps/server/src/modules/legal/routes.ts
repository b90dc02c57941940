import { LEGAL_API, LEGAL_CONSOLE_API, type LegalSlug, PERMISSIONS } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/errors';
import { adminRoute, route, userRoute } from '../../platform/http';
import type { LegalDeps } from './service';
import * as service from './service';

export function legalRoutes(app: FastifyInstance, deps: LegalDeps) {
  const tags = ['legal'];
  route(app, LEGAL_API.get, {
    tags,
    // anyone may read a document; a signed-in reader of a consent document also gets their acceptance
    config: { auth: 'optional' },
    handler: async (req) => ok(await service.getDocument(deps, req.user ?? null, req.params.slug as LegalSlug, req.query, req.locale)),
  });
  userRoute(app, tags, LEGAL_API.accept, (req, user) => service.accept(deps, user, req.params.slug as LegalSlug, req.body.version, req.ip));
  userRoute(app, tags, LEGAL_API.registerInfoSubmit, (req, user) => service.submitRegisterInfo(deps, user, req.body, req.ip));
  userRoute(app, tags, LEGAL_API.registerInfoMine, (_req, user) => service.myRegisterInfo(deps, user));

  const adminTags = ['admin', 'legal'];
  const editors = [PERMISSIONS.LEGAL_MANAGE];
  adminRoute(app, adminTags, LEGAL_CONSOLE_API.list, editors, () => service.adminList(deps));
  adminRoute(app, adminTags, LEGAL_CONSOLE_API.get, editors, (req) =>
    service.adminGet(deps, req.params.slug as LegalSlug, req.query.version),
  );
  adminRoute(app, adminTags, LEGAL_CONSOLE_API.preview, editors, async (req) => service.adminPreview(req.body));
  adminRoute(app, adminTags, LEGAL_CONSOLE_API.publish, editors, (req, admin) =>
    service.adminPublish(deps, admin, req.params.slug as LegalSlug, req.body, req.ip),
  );
  adminRoute(app, adminTags, LEGAL_CONSOLE_API.registerInfo, [PERMISSIONS.REGISTER_INFO_VIEW], (req) =>
    service.adminRegisterInfo(deps, req.query),
  );
}
