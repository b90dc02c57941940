import { SOCIAL_API } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { userRoute } from '../../platform/http';
import type { SocialDeps } from './service';
import * as service from './service';

export function socialRoutes(app: FastifyInstance, deps: SocialDeps) {
  const tags = ['social'];
  userRoute(app, tags, SOCIAL_API.follow, (req, user) => service.follow(deps, user, req.body.user_id));
  userRoute(app, tags, SOCIAL_API.unfollow, (req, user) => service.unfollow(deps, user, req.body.user_id));
  userRoute(app, tags, SOCIAL_API.relation, (req, user) => service.relation(deps, user, req.query.user_id));
  userRoute(app, tags, SOCIAL_API.list, (req, user) => service.list(deps, user, req.query));
}
