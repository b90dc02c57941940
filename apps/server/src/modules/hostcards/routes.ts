import { HOSTCARDS_API, HOSTCARDS_CONSOLE_API, LIMITS, PERMISSIONS } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/errors';
import { adminRoute, route, userRoute } from '../../platform/http';
import { serveSignedMedia } from '../../platform/signed-media';
import type { HostCardsDeps } from './service';
import * as service from './service';

/** Where the time-limited photo and voice addresses point (outside /api: an <img> or <audio> sends no signature). */
export const HOSTCARD_MEDIA_BASE = '/media/hostcards';

const UPLOADS_PER_MINUTE = { rateLimit: { max: LIMITS.hostCardUploadsPerMinuteMax, timeWindow: 60_000 } };

export function hostCardsRoutes(app: FastifyInstance, deps: HostCardsDeps) {
  const tags = ['hostcards'];
  // public: anyone who opened a card (a signed-in host also sees her own hidden card)
  route(app, HOSTCARDS_API.card, {
    tags,
    config: { auth: 'optional', rateLimit: { max: 120, timeWindow: 60_000 } },
    handler: async (req) => ok(await service.cardByCode(deps, req.query.code, req.query.app_name, req.user ?? null)),
  });
  route(app, HOSTCARDS_API.gallery, {
    tags,
    config: { auth: 'none', rateLimit: { max: 120, timeWindow: 60_000 } },
    handler: async (req) => ok(await service.gallery(deps, req.query.app_name)),
  });
  userRoute(app, tags, HOSTCARDS_API.me, (_req, user) => service.mine(deps, user));
  userRoute(app, tags, HOSTCARDS_API.save, (req, user) => service.save(deps, user, req.body), UPLOADS_PER_MINUTE);
  userRoute(app, tags, HOSTCARDS_API.uploadPhoto, (req, user) => service.uploadPhoto(deps, user, req.body.data), UPLOADS_PER_MINUTE);
  userRoute(
    app,
    tags,
    HOSTCARDS_API.uploadVoice,
    (req, user) => service.uploadVoice(deps, user, req.body.data, req.body.duration_ms),
    UPLOADS_PER_MINUTE,
  );

  const admin = ['admin', 'hostcards'];
  const perms = [PERMISSIONS.HOST_CARDS_MANAGE];
  adminRoute(app, admin, HOSTCARDS_CONSOLE_API.list, perms, (req) => service.consoleList(deps, req.query));
  adminRoute(app, admin, HOSTCARDS_CONSOLE_API.visibility, perms, (req, a) =>
    service.setVisibility(deps, a, req.params.user_id, req.body, req.ip),
  );

  // a photo or voice behind a signed, expiring address (SignedUrls): no token, the signature is the grant
  serveSignedMedia(app, HOSTCARD_MEDIA_BASE, { urls: deps.urls, storage: deps.storage, now: deps.now, typeOf: service.mediaMime });
}
