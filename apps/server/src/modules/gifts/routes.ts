import { type BRANDS, ZGiftList, ZGiftsQuery, ZLevelInfo, ZSendGiftRequest, ZSendGiftResult } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { envelope } from '../../platform/http';
import type { GiftsDeps } from './service';
import * as service from './service';

export function giftsRoutes(app: FastifyInstance, deps: GiftsDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/gifts', {
    schema: { tags: ['gifts'], querystring: ZGiftsQuery, response: { 200: envelope(ZGiftList) } },
    config: { auth: 'optional' },
    handler: async (req) => {
      const brand = req.query.app_name ?? (req.user?.brand as keyof typeof BRANDS | undefined) ?? 'default';
      return ok(await service.catalogue(deps, brand, req.locale));
    },
  });

  r.post('/api/v1/gifts/send', {
    schema: { tags: ['gifts'], body: ZSendGiftRequest, response: { 200: envelope(ZSendGiftResult) } },
    config: { auth: 'user' },
    handler: async (req) => ok(await service.sendGift(deps, requireUser(req), req.body)),
  });

  r.get('/api/v1/level', {
    schema: { tags: ['gifts'], response: { 200: envelope(ZLevelInfo) } },
    config: { auth: 'user' },
    handler: async (req) => ok(await service.levelInfo(deps, requireUser(req).id)),
  });
}
