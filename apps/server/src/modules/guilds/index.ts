import type { Module } from '..';
import { guildsRoutes } from './routes';
import { type GuildsDeps, settleDueNotices } from './service';

/** Settles memberships whose notice took effect (every 10 minutes, one node). */
export const GUILD_NOTICES_JOB = 'guild-notices';

/** Guilds and agencies (issue 13): hosts join a guild with consent; agencies (own logins) see their anchors' income. */
export const guildsModule: Module = {
  name: 'guilds',
  register(ctx) {
    const deps: GuildsDeps = { db: ctx.db, now: ctx.now };
    guildsRoutes(ctx.app, deps);
    // memberships whose notice took effect become `left` (pages already show them so: memberState)
    ctx.scheduler.every(GUILD_NOTICES_JOB, { intervalMs: 600_000 }, async () => {
      await settleDueNotices(deps);
    });
    ctx.services.guilds = deps;
  },
};
