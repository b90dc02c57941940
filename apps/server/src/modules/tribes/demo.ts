import { BRAND_IDS, type BrandId, LIMITS, scopeOf, type TribeEmblem, type TribeRole, tribeWeekKey } from '@app/shared';
import { findUsersByEmails } from '../accounts/service';
import * as repo from './repo';
import type { TribesDeps } from './service';

interface DemoTribe {
  names: { default: string; japan: string };
  emblem: TribeEmblem;
  announcement: { default: string; japan: string };
  /** demo accounts (the local part before `.<brand>@demo.local`) and their roles; the first is the chief */
  members: Array<[string, TribeRole]>;
  /** honour of gifts before the demo began: all time, this week */
  honour: [number, number];
}

const TRIBES: readonly DemoTribe[] = [
  {
    names: { default: '星河战队', japan: '桜花一門' },
    emblem: 'dragon',
    announcement: {
      default: '每周五晚 9 点集合冲榜！新人报到请在房间打招呼～',
      japan: '毎週金曜21時に集合してランキングに挑戦！新メンバーはルームであいさつしてね',
    },
    members: [
      ['user1', 'chief'],
      ['anchor1', 'elder'],
      ['fan1', 'member'],
      ['fan2', 'member'],
      ['host1', 'member'],
    ],
    honour: [128_400, 9_860],
  },
  {
    names: { default: '龙腾四海', japan: '夜明けの狼' },
    emblem: 'wolf',
    announcement: { default: '团结一心，本周目标第一名！', japan: '団結して今週こそ1位を目指そう！' },
    members: [
      ['fan3', 'chief'],
      ['host2', 'elder'],
      ['fan4', 'member'],
    ],
    honour: [86_200, 12_450],
  },
  {
    names: { default: '月下清歌', japan: '月詠みの会' },
    emblem: 'moon',
    announcement: { default: '唱歌聊天，佛系养老～', japan: 'まったり歌とおしゃべりを楽しむトライブです' },
    members: [
      ['fan5', 'chief'],
      ['host3', 'member'],
    ],
    honour: [41_800, 3_120],
  },
];
/** a pending request for the first tribe's chief to decide */
const REQUESTER = 'anchor2';

/**
 * Demo tribes (DEMO_ACTIVITY; after the demo fans and hosts exist): per brand three tribes of demo
 * accounts with a chief, elders and members, honour this week and all time, and a pending request
 * to the first one (user1's). A tribe whose name is there already is left as it is: a restart
 * changes nothing.
 */
export async function seedDemoTribes(deps: TribesDeps): Promise<void> {
  const now = deps.now();
  for (const brand of BRAND_IDS) await seedBrand(deps, brand, now);
}

async function seedBrand(deps: TribesDeps, brand: BrandId, now: Date): Promise<void> {
  const { region } = scopeOf(brand);
  const email = (local: string) => `${local}.${brand}@demo.local`;
  const locals = [...TRIBES.flatMap((t) => t.members.map((m) => m[0])), REQUESTER];
  await deps.db.tx(async (q) => {
    const users = new Map((await findUsersByEmails(q, locals.map(email))).map((u) => [u.email, u]));
    const week = tribeWeekKey(now, region);
    let first: number | null = null;
    for (const plan of TRIBES) {
      const chief = users.get(email(plan.members[0]![0]));
      if (!chief) continue;
      const id = await repo.insertTribe(q, {
        name: plan.names[region],
        emblem: plan.emblem,
        announcement: plan.announcement[region],
        brand,
        region,
        chiefId: chief.id,
        memberLimit: LIMITS.tribeMembersMax,
        elderLimit: LIMITS.tribeEldersMax,
        at: now,
      });
      // there already (a restart)
      if (id === null) return;
      first ??= id;
      await repo.insertEvent(q, { tribeId: id, kind: 'created', actorId: chief.id, at: now });
      const [total, thisWeek] = plan.honour;
      let share = total;
      for (const [i, [local, role]] of plan.members.entries()) {
        const u = users.get(email(local));
        if (!u || !(await repo.insertMember(q, id, u.id, role, now))) continue;
        if (i > 0)
          await repo.insertEvent(q, {
            tribeId: id,
            kind: 'joined',
            actorId: chief.id,
            targetId: u.id,
            detail: { via: 'request' },
            at: now,
          });
        if (role === 'elder')
          await repo.insertEvent(q, { tribeId: id, kind: 'role', actorId: chief.id, targetId: u.id, detail: { role }, at: now });
        // the chief gave the most, each next member about half of what is left
        const part = i === plan.members.length - 1 ? share : Math.round(share / 2);
        await repo.seedContribution(q, u.id, part);
        share -= part;
      }
      await repo.seedHonour(q, id, total, week, thisWeek);
    }
    const requester = users.get(email(REQUESTER));
    if (first !== null && requester) await repo.insertRequest(q, first, requester.id, now);
  });
}
