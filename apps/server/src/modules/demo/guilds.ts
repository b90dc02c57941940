import { seedGuildsDemo } from '../guilds/seed';
import type { GuildsDeps } from '../guilds/service';

/**
 * Guilds and agencies (modules/guilds): `agency@demo.local` (an advanced partner of wakoo with a
 * sub-agent, `subagent@demo.local`) and `agency.cn@demo.local` (the default brand), each with a
 * guild of demo hosts and a pending application; password `Agency#2026`.
 */
export const seedDemoGuilds = (deps: GuildsDeps) => seedGuildsDemo(deps);
