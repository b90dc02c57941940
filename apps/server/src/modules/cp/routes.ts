import {
  ZCpAnswerResult,
  ZCpDissolveRequest,
  ZCpDissolveResult,
  ZCpInvitationParams,
  ZCpInviteRequest,
  ZCpInviteResult,
  ZCpLookup,
  ZCpLookupQuery,
  ZCpStatus,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { envelope } from '../../platform/http';
import type { CpDeps } from './service';
import * as service from './service';

export function cpRoutes(app: FastifyInstance, deps: CpDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/cp', {
    schema: { tags: ['cp'], response: { 200: envelope(ZCpStatus) } },
    config: { auth: 'user' },
    handler: async (req) => ok(await service.status(deps, requireUser(req), req.locale)),
  });

  r.get('/api/v1/cp/lookup', {
    schema: { tags: ['cp'], querystring: ZCpLookupQuery, response: { 200: envelope(ZCpLookup) } },
    config: { auth: 'user' },
    handler: async (req) => ok(await service.lookup(deps, requireUser(req), req.query.public_id, req.locale)),
  });

  r.post('/api/v1/cp/invitations', {
    schema: { tags: ['cp'], body: ZCpInviteRequest, response: { 200: envelope(ZCpInviteResult) } },
    config: { auth: 'user' },
    handler: async (req) => ok(await service.invite(deps, requireUser(req), req.body, req.locale)),
  });

  for (const verb of ['accept', 'decline', 'cancel'] as const) {
    r.post(`/api/v1/cp/invitations/:id/${verb}`, {
      schema: { tags: ['cp'], params: ZCpInvitationParams, response: { 200: envelope(ZCpAnswerResult) } },
      config: { auth: 'user' },
      handler: async (req) => ok(await service.answer(deps, requireUser(req), req.params.id, verb, req.locale)),
    });
  }

  r.post('/api/v1/cp/dissolve', {
    schema: { tags: ['cp'], body: ZCpDissolveRequest, response: { 200: envelope(ZCpDissolveResult) } },
    config: { auth: 'user' },
    handler: async (req) => ok(await service.dissolve(deps, requireUser(req), req.body.request_id)),
  });
}
