import type { Module } from '..';
import { guildsRoutes } from './routes';
import type { GuildsDeps } from './service';

/** Guilds and agencies (issue 13): hosts join a guild with consent; agencies (own logins) see their anchors' income. */
export const guildsModule: Module = {
  name: 'guilds',
  register(ctx) {
    const deps: GuildsDeps = { db: ctx.db, now: ctx.now };
    guildsRoutes(ctx.app, deps);
    ctx.services.guilds = deps;
  },
};
