import type { Module } from '..';
import { settleRankRewards } from './rewards';
import { rankRewardsRoutes } from './rewards-routes';
import { rankingsRoutes } from './routes';
import { subscribeRankings } from './subscribers';

export const rankingsModule: Module = {
  name: 'rankings',
  register({ app, db, now, scheduler, outbox, services }) {
    rankingsRoutes(app, { db, now, index: services.rankIndex });
    rankRewardsRoutes(app, { db, now });
    subscribeRankings(outbox, services.rankIndex);
    // pays the winners of closed daily/weekly boards (exactly once: payouts keyed; see rewards.ts)
    scheduler.every('rank-rewards', { intervalMs: 60_000 }, () => settleRankRewards({ db, now }));
  },
};
