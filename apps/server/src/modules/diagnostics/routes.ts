import { DIAGNOSTICS_API } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/errors';
import { route } from '../../platform/http';
import type { DiagnosticsDeps } from './service';
import * as service from './service';

export function diagnosticsRoutes(app: FastifyInstance, deps: DiagnosticsDeps) {
  route(app, DIAGNOSTICS_API.ping, {
    tags: ['diagnostics'],
    // signed like every call; a token is read when sent (an unknown one is no error: the answer says null)
    config: { auth: 'optional' },
    handler: async (req) => ok(service.ping(deps, req.user ?? null, req.query.app_name, req.id)),
  });
}
