import type { Module } from '..';
import { hostsRoutes } from './routes';
import type { HostsDeps } from './service';

/** Hosts' work and income (issue 13): the apps' signed reports of calls, replies and memberships, credited once. */
export const hostsModule: Module = {
  name: 'hosts',
  register(ctx) {
    const deps: HostsDeps = { db: ctx.db, now: ctx.now, eventsKey: ctx.config.hostEventsKey };
    hostsRoutes(ctx.app, deps);
    ctx.services.hosts = deps;
  },
};
