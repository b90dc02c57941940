import { FAIRNESS_API, type TFairnessRound } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { AppError, ok } from '../../platform/errors';
import { route, userRoute } from '../../platform/http';
import type { FairnessServices } from './index';

export function fairnessRoutes(
  app: FastifyInstance,
  fairness: FairnessServices,
  db: Parameters<FairnessServices['chains']['published']>[0],
) {
  const tags = ['fairness'];
  // public proofs: anyone may check a game without an account
  route(app, FAIRNESS_API.chains, {
    tags,
    config: { auth: 'none' },
    handler: async (req) => ok({ chains: await fairness.chains.published(db, req.query.game, req.query.brand) }),
  });
  route(app, FAIRNESS_API.rounds, {
    tags,
    config: { auth: 'none' },
    handler: async (req) => {
      const prove = fairness.provers.get(req.params.game);
      if (!prove) throw new AppError('NOT_FOUND');
      const rounds = await prove.finished(req.query.brand, req.query.before, req.query.limit);
      return ok({ rounds, next_before: rounds.length === req.query.limit ? rounds[rounds.length - 1]!.round_id : null });
    },
  });
  route(app, FAIRNESS_API.round, {
    tags,
    config: { auth: 'none' },
    handler: async (req) => {
      const prove = fairness.provers.get(req.params.game);
      const proof: TFairnessRound | null = prove ? await prove.round(req.query.brand, req.params.round_id) : null;
      if (!proof) throw new AppError('NOT_FOUND');
      return ok(proof);
    },
  });
  // per-user seeds and the caller's own draws
  userRoute(app, tags, FAIRNESS_API.seeds, (_req, user) => fairness.seeds.view(db, user.id));
  userRoute(app, tags, FAIRNESS_API.clientSeed, (req, user) => fairness.seeds.rotate(user.id, req.body.client_seed));
  userRoute(app, tags, FAIRNESS_API.rotate, (_req, user) => fairness.seeds.rotate(user.id));
  userRoute(app, tags, FAIRNESS_API.draws, async (req, user) => {
    const draws = fairness.drawProver ? await fairness.drawProver.draws(user, req.query) : [];
    return { draws, next_before: draws.length === req.query.limit ? draws[draws.length - 1]!.id : null };
  });
  userRoute(app, tags, FAIRNESS_API.draw, async (req, user) => {
    const proof = fairness.drawProver ? await fairness.drawProver.draw(user, req.params.id) : null;
    if (!proof) throw new AppError('NOT_FOUND');
    return proof;
  });
}
