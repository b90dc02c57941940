import { LETTERS_API, LETTERS_CONSOLE_API, LIMITS, PERMISSIONS } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminRoute, userRoute } from '../../platform/http';
import type { LettersDeps } from './service';
import * as service from './service';

/** Writes, draws and replies: this many a minute per user (not per address: many users share one), beside the daily limits. */
const PER_MINUTE = {
  rateLimit: {
    max: LIMITS.letterActionsPerMinuteMax,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => `letters|${req.user?.id ?? req.ip}`,
  },
};

export function lettersRoutes(app: FastifyInstance, deps: LettersDeps) {
  const tags = ['letters'];
  const A = LETTERS_API;
  userRoute(app, tags, A.write, (req, user) => service.write(deps, user, req.body), PER_MINUTE);
  userRoute(app, tags, A.receive, (req, user) => service.receive(deps, user, req.body), PER_MINUTE);
  userRoute(app, tags, A.mailbox, (_req, user) => service.mailbox(deps, user));
  userRoute(app, tags, A.unread, (_req, user) => service.unread(deps, user));
  userRoute(app, tags, A.replyToLetter, (req, user) => service.replyToLetter(deps, user, req.body), PER_MINUTE);
  userRoute(app, tags, A.thread, (req, user) => service.thread(deps, user, req.params.id));
  userRoute(app, tags, A.read, (req, user) => service.markRead(deps, user, req.params.id));
  userRoute(app, tags, A.reply, (req, user) => service.reply(deps, user, req.params.id, req.body), PER_MINUTE);
  userRoute(app, tags, A.reveal, (req, user) => service.reveal(deps, user, req.params.id));
  userRoute(app, tags, A.report, (req, user) => service.report(deps, user, req.body));
  userRoute(app, tags, A.block, (req, user) => service.block(deps, user, req.body));

  const adminTags = ['admin', 'letters'];
  const C = LETTERS_CONSOLE_API;
  const staff = [PERMISSIONS.LETTER_KEYWORDS_MANAGE];
  adminRoute(app, adminTags, C.keywords, staff, (req) => service.keywords(deps, req.query.region));
  adminRoute(app, adminTags, C.addKeyword, staff, (req, admin) => service.addKeyword(deps, admin, req.body));
  adminRoute(app, adminTags, C.removeKeyword, staff, (req, admin) => service.removeKeyword(deps, admin, req.params.id));
}
