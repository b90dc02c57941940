import { RACING_RESULTS_AT_MS, RACING_ROUND_MS, realtimeTopic } from '@app/shared';
import { type Module, need } from '..';
import { racingRoutes } from './routes';
import { finishedProofs, openRound, proof, RACING_BRANDS, type RacingDeps, settleDue } from './service';

/** a slot at 37 s into each 40-s round: when its result is due */
const resultsSlot = (at: Date) =>
  new Date(Math.floor((at.getTime() - RACING_RESULTS_AT_MS) / RACING_ROUND_MS) * RACING_ROUND_MS + RACING_RESULTS_AT_MS);

export const racingModule: Module = {
  name: 'racing',
  register(ctx) {
    const { app, db, now, hub, scheduler, warn } = ctx;
    const fairness = need(ctx, 'fairness');
    const deps: RacingDeps = {
      db,
      now,
      chains: fairness.chains,
      publish: (brand, round) =>
        void hub.publish(realtimeTopic.game('racing', brand), 'racing.round.v1', round).catch(warn('racing publish failed')),
    };
    racingRoutes(app, deps);
    ctx.services.racing = deps;
    fairness.provers.set('racing', {
      round: (brand, roundId) => proof(deps, brand, roundId),
      finished: (brand, before, limit) => finishedProofs(deps, brand, before, limit),
    });
    // one leader per job (scheduler lease): opening at each round's start, settling at 37 s;
    // settlement takes every open round that is due, so a late or restarted leader catches up
    scheduler.every('racing-open', { intervalMs: RACING_ROUND_MS }, async () => {
      for (const brand of RACING_BRANDS) await openRound(deps, brand);
    });
    scheduler.every('racing-settle', { intervalMs: RACING_ROUND_MS, slotOf: resultsSlot }, async () => {
      for (const brand of RACING_BRANDS) await settleDue(deps, brand);
    });
  },
};
