import { DRAW_GAMES, type DrawGameDef, drawConfigProblem } from '@app/shared';
import { type Module, need } from '..';
import { drawsRoutes } from './routes';
import { type DrawsDeps, drawProof, drawProofs, purge } from './service';

export const drawsModule: Module = {
  name: 'draws',
  register(ctx) {
    const { app, db, now, scheduler, config } = ctx;
    // a game whose configuration the validator refuses (complete gacha, broken odds) never serves
    for (const game of DRAW_GAMES as readonly DrawGameDef[]) {
      const problem = drawConfigProblem(game);
      if (problem) throw new Error(`draw game ${game.id}: ${problem}`);
    }
    const fairness = need(ctx, 'fairness');
    const deps: DrawsDeps = { db, now, seeds: fairness.seeds, caps: config.drawDailyCaps, retentionDays: config.drawRetentionDays };
    drawsRoutes(app, deps);
    ctx.services.draws = deps;
    fairness.drawProver = {
      draw: (user, id) => drawProof(deps, user, id),
      draws: (user, q) => drawProofs(deps, user, q),
    };
    // results are kept at least 90 days; older ones go once a day
    scheduler.every('draws-purge', { intervalMs: 24 * 3_600_000 }, async () => {
      await purge(deps);
    });
  },
};
