import { PERMISSIONS, SUPPORT_API } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { requireAdmin, requireUser } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { route } from '../../platform/http';
import type { SupportDeps } from './service';
import * as service from './service';

/** Where the time-limited image addresses point (outside /api: an <img> sends no signature). */
export const SUPPORT_MEDIA_BASE = '/media/support';

/** Every console route: one of the two regional feedback codes; the service then keeps the admin to those regions. */
const CONSOLE = { auth: 'admin', perms: [], permsAny: [PERMISSIONS.FEEDBACK_DEFAULT, PERMISSIONS.FEEDBACK_JAPAN] } as const;

export function supportRoutes(app: FastifyInstance, deps: SupportDeps) {
  const tags = ['support'];
  const admin = ['admin', 'support'];
  const A = SUPPORT_API.admin;

  route(app, SUPPORT_API.upload, {
    tags,
    config: { auth: 'user', rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (req) => ok(await service.upload(deps, { kind: 'user', id: requireUser(req).id }, req.body.data)),
  });
  route(app, SUPPORT_API.threads, {
    tags,
    config: { auth: 'user' },
    handler: async (req) => ok(await service.myThreads(deps, requireUser(req))),
  });
  route(app, SUPPORT_API.create, {
    tags,
    config: { auth: 'user', rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: async (req) => ok(await service.createThread(deps, requireUser(req), req.body)),
  });
  route(app, SUPPORT_API.thread, {
    tags,
    config: { auth: 'user' },
    handler: async (req) => ok(await service.thread(deps, requireUser(req), req.params.id)),
  });
  route(app, SUPPORT_API.post, {
    tags,
    config: { auth: 'user', rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (req) => ok(await service.post(deps, requireUser(req), req.params.id, req.body)),
  });
  route(app, SUPPORT_API.rate, {
    tags,
    config: { auth: 'user' },
    handler: async (req) => ok(await service.rate(deps, requireUser(req), req.params.id, req.body)),
  });

  route(app, A.upload, {
    tags: admin,
    config: CONSOLE,
    handler: async (req) => {
      const a = requireAdmin(req);
      service.regionsOf(a);
      return ok(await service.upload(deps, { kind: 'admin', id: a.id }, req.body.data));
    },
  });
  route(app, A.threads, {
    tags: admin,
    config: CONSOLE,
    handler: async (req) => ok(await service.queue(deps, requireAdmin(req), req.query)),
  });
  route(app, A.thread, {
    tags: admin,
    config: CONSOLE,
    handler: async (req) => ok(await service.adminDetail(deps, requireAdmin(req), req.params.id)),
  });
  route(app, A.reply, {
    tags: admin,
    config: CONSOLE,
    handler: async (req) => ok(await service.reply(deps, requireAdmin(req), req.params.id, req.body, req.ip)),
  });
  route(app, A.claim, {
    tags: admin,
    config: CONSOLE,
    handler: async (req) => ok(await service.claim(deps, requireAdmin(req), req.params.id, req.ip)),
  });
  route(app, A.assign, {
    tags: admin,
    config: CONSOLE,
    handler: async (req) => ok(await service.assign(deps, requireAdmin(req), req.params.id, req.body.admin_id, req.ip)),
  });
  route(app, A.status, {
    tags: admin,
    config: CONSOLE,
    handler: async (req) => ok(await service.setStatus(deps, requireAdmin(req), req.params.id, req.body.status, req.ip)),
  });
  route(app, A.canned, { tags: admin, config: CONSOLE, handler: async (req) => ok(await service.canned(deps, requireAdmin(req))) });
  route(app, A.saveCanned, {
    tags: admin,
    config: CONSOLE,
    handler: async (req) => ok(await service.saveCanned(deps, requireAdmin(req), req.body, req.ip)),
  });
  route(app, A.deleteCanned, {
    tags: admin,
    config: CONSOLE,
    handler: async (req) => ok(await service.deleteCanned(deps, requireAdmin(req), req.params.id, req.ip)),
  });

  // the image behind a signed, expiring address (SignedUrls): no token, the signature is the grant
  app.get<{ Params: { key: string }; Querystring: { exp?: string; sig?: string } }>(
    `${SUPPORT_MEDIA_BASE}/:key`,
    { config: { signed: false, auth: 'none' }, schema: { hide: true } },
    async (req, reply) => {
      const found = await service.imageBytes(deps, req.params.key, req.query.exp, req.query.sig);
      if (!found) return reply.status(404).header('cache-control', 'no-store').send('not found');
      return reply
        .header('content-type', found.mime)
        .header('cache-control', 'private, max-age=600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(found.bytes);
    },
  );
}
