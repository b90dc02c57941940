import { callerBrand, GIFTS_API } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/errors';
import { route, userRoute } from '../../platform/http';
import type { GiftsDeps } from './service';
import * as service from './service';

export function giftsRoutes(app: FastifyInstance, deps: GiftsDeps) {
  const tags = ['gifts'];

  route(app, GIFTS_API.list, {
    tags,
    config: { auth: 'optional' },
    handler: async (req) => ok(await service.catalogue(deps, callerBrand(req.query.app_name, req.user), req.locale)),
  });

  userRoute(app, tags, GIFTS_API.send, (req, user) => service.sendGift(deps, user, req.body));
  userRoute(app, tags, GIFTS_API.level, (_req, user) => service.levelInfo(deps, user.id));
}
