import { ZFollowList, ZFollowListQuery, ZFollowRequest, ZRelation, ZRelationQuery } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { envelope } from '../../platform/http';
import type { SocialDeps } from './service';
import * as service from './service';

export function socialRoutes(app: FastifyInstance, deps: SocialDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/v1/follows', {
    schema: { tags: ['social'], body: ZFollowRequest, response: { 200: envelope(ZRelation) } },
    config: { auth: 'user' },
    handler: async (req) => ok(await service.follow(deps, requireUser(req), req.body.user_id)),
  });

  r.post('/api/v1/follows/remove', {
    schema: { tags: ['social'], body: ZFollowRequest, response: { 200: envelope(ZRelation) } },
    config: { auth: 'user' },
    handler: async (req) => ok(await service.unfollow(deps, requireUser(req), req.body.user_id)),
  });

  r.get('/api/v1/follows/relation', {
    schema: { tags: ['social'], querystring: ZRelationQuery, response: { 200: envelope(ZRelation) } },
    config: { auth: 'user' },
    handler: async (req) => ok(await service.relation(deps, requireUser(req), req.query.user_id)),
  });

  r.get('/api/v1/follows', {
    schema: { tags: ['social'], querystring: ZFollowListQuery, response: { 200: envelope(ZFollowList) } },
    config: { auth: 'user' },
    handler: async (req) => ok(await service.list(deps, requireUser(req), req.query)),
  });
}
