import { type Module, need } from '..';
import { seedDemoLetters } from './demo';
import { lettersRoutes } from './routes';
import type { LettersDeps } from './service';

export const lettersModule: Module = {
  name: 'letters',
  async register(ctx) {
    const risk = need(ctx, 'risk');
    const deps: LettersDeps = {
      db: ctx.db,
      now: ctx.now,
      hub: ctx.hub,
      assertNotMuted: (userId) => risk.assertNotMuted(userId),
      report: (reporter, input) => risk.report(reporter, input),
      warn: ctx.warn,
    };
    lettersRoutes(ctx.app, deps);
    // seed data at start-up, before the hub runs: no pushes
    if (ctx.seedDemo) await seedDemoLetters({ ...deps, hub: null });
  },
};
