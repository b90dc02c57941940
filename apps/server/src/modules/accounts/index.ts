import type { Module } from '..';
import { accountsRoutes } from './routes';
import { usersByTokenHashes } from './service';

export const accountsModule: Module = {
  name: 'accounts',
  register({ app, db, now, config, hub, warn, auth }) {
    // user routes authenticate through this module's sessions (platform/auth.ts, token-resolver.ts)
    auth.usersByTokenHashes = (hexHashes) => usersByTokenHashes(db, hexHashes);
    accountsRoutes(app, {
      db,
      now,
      userTokenTtlSeconds: config.userTokenTtlSeconds,
      sessionsRevoked: (target) => hub.revoke(target).catch(warn('realtime revoke failed')),
      // registered later by the risk module (device bans); absent, every device may sign in
      deviceGate: (deviceId, userId) => auth.deviceGate?.(deviceId, userId) ?? Promise.resolve(),
      demo: config.demo,
      demoActivity: config.demoActivity,
      loginRateLimitPerMinute: config.loginRateLimitPerMinute,
      loginIpRateLimitPer10Minutes: config.loginIpRateLimitPer10Minutes,
      registerIpRateLimitPerHour: config.registerIpRateLimitPerHour,
    });
  },
};
