import type { Module } from '..';
import { adminRoutes } from './routes';

export const adminModule: Module = {
  name: 'admin',
  register({ app, db, now, config }) {
    adminRoutes(app, {
      db,
      now,
      accessTtlSeconds: config.adminAccessTtlSeconds,
      refreshTtlSeconds: config.adminRefreshTtlSeconds,
      loginRateLimitPerMinute: config.loginRateLimitPerMinute,
      loginIpRateLimitPer10Minutes: config.loginIpRateLimitPer10Minutes,
    });
  },
};
