import type { Module } from '..';
import { accountsRoutes } from './routes';

export const accountsModule: Module = {
  name: 'accounts',
  register({ app, db, now, config, hub, warn }) {
    accountsRoutes(app, {
      db,
      now,
      userTokenTtlSeconds: config.userTokenTtlSeconds,
      sessionsRevoked: (target) => hub.revoke(target).catch(warn('realtime revoke failed')),
      demo: config.demo,
      loginRateLimitPerMinute: config.loginRateLimitPerMinute,
      loginIpRateLimitPer10Minutes: config.loginIpRateLimitPer10Minutes,
      registerIpRateLimitPerHour: config.registerIpRateLimitPerHour,
    });
  },
};
