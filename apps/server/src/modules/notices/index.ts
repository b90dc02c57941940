import type { Scheduler } from '../../platform/scheduler';
import type { Module } from '..';
import { seedDemoNotices } from './demo';
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
    noticesRoutes(app, deps);
    declareNoticeJobs(scheduler, deps);
    if (ctx.seedDemo) await seedDemoNotices(deps);
  },
};
