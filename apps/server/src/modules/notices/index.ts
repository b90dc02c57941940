import type { Scheduler } from '../../platform/scheduler';
import type { Module } from '..';
import { type CentreDeps, NOTICES_PRUNE_JOB, pruneNotices, subscribeSystemNotices } from './centre';
import { seedDemoNotices, seedDemoSystemNotices } from './demo';
import { noticesRoutes } from './routes';
import { dispatch, NOTICES_DISPATCH_JOB, type NoticesDeps } from './service';

/** The dispatch job: every second, and at once when a message is sent now (kicked). */
export function declareNoticeJobs(scheduler: Scheduler, deps: NoticesDeps): void {
  scheduler.drain(NOTICES_DISPATCH_JOB, { intervalMs: 1_000, minGapMs: 100 }, (firing) => dispatch(deps, firing));
}

export const noticesModule: Module = {
  name: 'notices',
  async register(ctx) {
    const { app, db, now, hub, scheduler } = ctx;
    const deps: NoticesDeps = { db, now, hub, kick: () => scheduler.kick(NOTICES_DISPATCH_JOB), warn: ctx.warn };
    const activities = ctx.services.activities;
    const centreDeps: CentreDeps = {
      db,
      now,
      hub,
      eventTitle: (event, locale) => {
        const text = activities?.registry.get(event)?.def.text;
        return (text?.[locale] ?? text?.en)?.title ?? null;
      },
    };
    noticesRoutes(app, deps, centreDeps);
    declareNoticeJobs(scheduler, deps);
    // system notices from other modules' events (one consumer, drained by `outbox:notices`)
    subscribeSystemNotices(ctx.outbox, centreDeps);
    scheduler.every(NOTICES_PRUNE_JOB, { intervalMs: 3_600_000 }, () => pruneNotices(centreDeps));
    if (ctx.seedDemo) {
      await seedDemoNotices(deps);
      await seedDemoSystemNotices(centreDeps);
    }
  },
};
