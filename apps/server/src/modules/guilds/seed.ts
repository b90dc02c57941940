import type { BrandId, Region } from '@app/shared';
import { hashPassword } from '../../platform/crypto';
import { findUsersByEmails } from '../accounts/service';
import * as repo from './repo';
import type { GuildsDeps } from './service';

export const DEMO_AGENCY_PASSWORD = 'Agency#2026';

interface DemoGuild {
  email: string;
  name: string;
  tier: 'agency' | 'advanced';
  brand: BrandId;
  region: Region;
  parent?: string;
  owner?: string;
  invite?: string;
  guild: { name: string; code: string; shareBp: number };
  active: string[];
  pending: string[];
}

/** Two agencies of wakoo (an advanced partner and its sub-agent) and one of the default brand. */
export const DEMO_AGENCIES: readonly DemoGuild[] = [
  {
    email: 'agency@demo.local',
    name: 'Sakura Partners',
    tier: 'advanced',
    brand: 'wakoo',
    region: 'japan',
    owner: 'user1.wakoo@demo.local',
    invite: 'SAKURA88',
    guild: { name: 'さくらギルド', code: 'SAKURA2026', shareBp: 1000 },
    active: ['host1.wakoo@demo.local', 'host2.wakoo@demo.local'],
    pending: ['anchor1.wakoo@demo.local'],
  },
  {
    email: 'subagent@demo.local',
    name: 'Hoshi Agency',
    tier: 'agency',
    brand: 'wakoo',
    region: 'japan',
    parent: 'agency@demo.local',
    guild: { name: 'ほしぞらギルド', code: 'HOSHI2026', shareBp: 800 },
    active: ['host3.wakoo@demo.local'],
    pending: [],
  },
  {
    email: 'agency.cn@demo.local',
    name: '星河传媒',
    tier: 'agency',
    brand: 'default',
    region: 'default',
    guild: { name: '星河公会', code: 'XINGHE2026', shareBp: 1200 },
    active: ['host1.default@demo.local', 'host2.default@demo.local'],
    pending: ['anchor2.default@demo.local'],
  },
];

/**
 * The demo's agencies, guilds and members (fixed codes and request ids): a restart changes
 * nothing. Called again once the demo activity made its hosts. Members joined 40 days before the
 * first start, so their term runs and their week of demo work counts.
 */
export async function seedGuildsDemo(deps: GuildsDeps): Promise<void> {
  const now = deps.now();
  const hash = await hashPassword(DEMO_AGENCY_PASSWORD);
  const users = await findUsersByEmails(
    deps.db,
    DEMO_AGENCIES.flatMap((a) => [...a.active, ...a.pending, ...(a.owner ? [a.owner] : [])]),
  );
  const byEmail = new Map(users.map((u) => [u.email, u]));
  for (const a of DEMO_AGENCIES) {
    await deps.db.tx(async (q) => {
      let agency = await repo.agencyByEmail(q, a.email);
      if (!agency) {
        const parent = a.parent ? await repo.agencyByEmail(q, a.parent) : null;
        await repo.insertAgency(q, {
          name: a.name,
          email: a.email,
          password_hash: hash,
          tier: a.tier,
          brand: a.brand,
          region: a.region,
          parent_id: parent?.id ?? null,
          invite_code: a.invite ?? null,
          owner_user_id: (a.owner && byEmail.get(a.owner)?.id) || null,
          created_by: null,
          at: now,
        });
        agency = await repo.agencyByEmail(q, a.email);
        if (!agency) return;
        await repo.insertGuild(q, {
          agencyId: agency.id,
          brand: a.brand,
          name: a.guild.name,
          code: a.guild.code,
          shareBp: a.guild.shareBp,
          at: now,
        });
      }
      const guild = await repo.guildByCode(q, a.guild.code);
      if (!guild) return;
      // members whose accounts exist now (the demo activity's hosts come later): once each, by a fixed request id
      const joined = new Date(now.getTime() - 40 * 86_400_000);
      for (const [i, email] of [...a.active, ...a.pending].entries()) {
        const u = byEmail.get(email);
        if (!u) continue;
        const at = new Date(joined.getTime() - i * 3_600_000);
        const mid = await repo.insertApplication(q, {
          guildId: guild.id,
          anchorId: u.id,
          requestId: `demo-guild-${a.guild.code}`,
          agreementVersion: 1,
          promiseVersion: 1,
          at,
        });
        if (mid !== null && a.active.includes(email))
          await repo.setDecision(q, mid, { approve: true, at, termEndsAt: new Date(at.getTime() + 365 * 86_400_000) });
      }
    });
  }
}
