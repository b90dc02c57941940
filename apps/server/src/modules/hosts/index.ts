import type { Module } from '..';
import { HOSTS_WEEKLY_JOB, settleWeeks } from './programs';
import { hostsRoutes } from './routes';
import type { HostsDeps } from './service';

/** Hosts' work and income (issue 13): the apps' signed reports of calls, replies and memberships, credited once. */
export const hostsModule: Module = {
  name: 'hosts',
  register(ctx) {
    const deps: HostsDeps = { db: ctx.db, now: ctx.now, eventsKey: ctx.config.hostEventsKey };
    hostsRoutes(ctx.app, deps);
    // after each region's week: pendants by room points, the incentive by work points (paid once, within 3 working days)
    ctx.scheduler.every(HOSTS_WEEKLY_JOB, { intervalMs: 3_600_000 }, (firing) => settleWeeks(deps, firing));
    ctx.services.hosts = deps;
  },
};
