import type { Module } from '..';
import { adminRoutes } from './routes';
import { adminByTokenHash } from './service';

export const adminModule: Module = {
  name: 'admin',
  register({ app, db, now, config, auth }) {
    // admin routes authenticate through this module's sessions (platform/auth.ts)
    auth.adminByTokenHash = (tokenHash) => adminByTokenHash(db, tokenHash);
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
