import { LEGAL_API, type LegalSlug } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/errors';
import { route, userRoute } from '../../platform/http';
import type { LegalDeps } from './service';
import * as service from './service';

export function legalRoutes(app: FastifyInstance, deps: LegalDeps) {
  route(app, LEGAL_API.get, {
    tags: ['legal'],
    // anyone may read a document; a signed-in reader of a consent document also gets their acceptance
    config: { auth: 'optional' },
    handler: async (req) => ok(await service.getDocument(deps, req.user ?? null, req.params.slug as LegalSlug, req.query, req.locale)),
  });
  userRoute(app, ['legal'], LEGAL_API.accept, (req, user) =>
    service.accept(deps, user, req.params.slug as LegalSlug, req.body.version, req.ip),
  );
}
