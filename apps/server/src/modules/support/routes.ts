import { LIMITS, PERMISSIONS, SUPPORT_API } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { adminRoute, userRoute } from '../../platform/http';
import { serveSignedMedia } from '../../platform/signed-media';
import type { SupportDeps } from './service';
import * as service from './service';

/** Where the time-limited image addresses point (outside /api: an <img> sends no signature). */
export const SUPPORT_MEDIA_BASE = '/media/support';

/** Every console route: one of the two regional feedback codes; the service then keeps the admin to those regions. */
const CONSOLE = { perms: [], permsAny: [PERMISSIONS.FEEDBACK_DEFAULT, PERMISSIONS.FEEDBACK_JAPAN] };

/** Uploads and new messages: this many a minute per caller. */
const UPLOADS_PER_MINUTE = { rateLimit: { max: LIMITS.supportPostsPerMinuteMax, timeWindow: 60_000 } };
const THREADS_PER_MINUTE = { rateLimit: { max: LIMITS.supportThreadsPerMinuteMax, timeWindow: 60_000 } };

export function supportRoutes(app: FastifyInstance, deps: SupportDeps) {
  const tags = ['support'];
  const admin = ['admin', 'support'];
  const A = SUPPORT_API.admin;

  userRoute(
    app,
    tags,
    SUPPORT_API.upload,
    (req, user) => service.upload(deps, { kind: 'user', id: user.id }, req.body.data),
    UPLOADS_PER_MINUTE,
  );
  userRoute(app, tags, SUPPORT_API.threads, (_req, user) => service.myThreads(deps, user));
  userRoute(app, tags, SUPPORT_API.create, (req, user) => service.createThread(deps, user, req.body), THREADS_PER_MINUTE);
  userRoute(app, tags, SUPPORT_API.thread, (req, user) => service.thread(deps, user, req.params.id));
  userRoute(app, tags, SUPPORT_API.post, (req, user) => service.post(deps, user, req.params.id, req.body), UPLOADS_PER_MINUTE);
  userRoute(app, tags, SUPPORT_API.rate, (req, user) => service.rate(deps, user, req.params.id, req.body));
  userRoute(app, tags, SUPPORT_API.read, (req, user) => service.read(deps, user, req.params.id));

  adminRoute(app, admin, A.upload, CONSOLE, (req, a) => {
    service.regionsOf(a);
    return service.upload(deps, { kind: 'admin', id: a.id }, req.body.data);
  });
  adminRoute(app, admin, A.threads, CONSOLE, (req, a) => service.queue(deps, a, req.query));
  adminRoute(app, admin, A.thread, CONSOLE, (req, a) => service.adminDetail(deps, a, req.params.id));
  adminRoute(app, admin, A.reply, CONSOLE, (req, a) => service.reply(deps, a, req.params.id, req.body, req.ip));
  adminRoute(app, admin, A.claim, CONSOLE, (req, a) => service.claim(deps, a, req.params.id, req.ip));
  adminRoute(app, admin, A.assign, CONSOLE, (req, a) => service.assign(deps, a, req.params.id, req.body.admin_id, req.ip));
  adminRoute(app, admin, A.status, CONSOLE, (req, a) => service.setStatus(deps, a, req.params.id, req.body.status, req.ip));
  adminRoute(app, admin, A.canned, CONSOLE, (_req, a) => service.canned(deps, a));
  adminRoute(app, admin, A.saveCanned, CONSOLE, (req, a) => service.saveCanned(deps, a, req.body, req.ip));
  adminRoute(app, admin, A.deleteCanned, CONSOLE, (req, a) => service.deleteCanned(deps, a, req.params.id, req.ip));

  // the image behind a signed, expiring address (SignedUrls): no token, the signature is the grant
  serveSignedMedia(app, SUPPORT_MEDIA_BASE, { urls: deps.urls, storage: deps.storage, now: deps.now, typeOf: service.imageMime });
}
