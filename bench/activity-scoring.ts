/**
 * Activity scoring (issue 12): what three running events add to each gift. GIFTS gifts go through
 * the gift path (`sendGiftBatch`: ledger, record, outbox; batches of 100 as the batcher sends
 * them), then the activities consumer's handler scores the same gifts into three events (boards
 * for senders, receivers, CP pairs and tribes; task, decoration and pool counts) in batches of
 * 1,000 as the outbox delivers them. Both are timed in the same run: this process's CPU and the
 * wall clock, per gift. Target: scoring ≤ 10% of the gift path's CPU per gift, and ≥ 10,000
 * gifts/s. PostgreSQL (DATABASE_URL).
 *
 *   DATABASE_URL=postgres://… npm run bench:activity-scoring
 */

import { ActivityRegistry } from '@app/server/src/modules/activities/registry';
import { scoreGifts } from '@app/server/src/modules/activities/scoring';
import { sendGiftBatch } from '@app/server/src/modules/gifts/batch';
import { seedCatalogue } from '@app/server/src/modules/gifts/catalogue';
import { loadSends } from '@app/server/src/modules/gifts/repo';
import { ACTIVITY_DEFINITION_TEST } from '@app/server/src/test/activity-definition';
import { mintGold, roseGiftId } from '@app/server/src/test/direct-seed';
import { insertUsers } from '@app/server/src/test/factories';
import type { ActivityDefinitionInput } from '@app/shared';
import { benchSchema } from './lib';

const GIFTS = Number(process.env.GIFTS ?? 10_000);
const SENDERS = 200;
const HOSTS = 20;

const schema = await benchSchema('bench:activity-scoring', 'bench_activity', 8);
if (!schema) process.exit(0);
const { db } = schema;

// three events running now: the test knockout's shape (boards, tournament, tasks, check-in, tree) moved to today
const today = new Date().toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const events: ActivityDefinitionInput[] = [0, 1, 2].map((i) => ({
  ...ACTIVITY_DEFINITION_TEST,
  id: `bench_${i}`,
  window: { start: day(-1), end: day(6) },
  tournament: {
    board: 'stars',
    stages: [
      { id: 'audition', start: day(-1), end: day(2), advance: 3 },
      { id: 'knockout', start: day(3), end: day(4), advance: 2 },
      { id: 'final', start: day(5), end: day(6), advance: 1 },
    ],
  },
  tree: { ...ACTIVITY_DEFINITION_TEST.tree!, pool: { start: day(-1), end: day(5), split: day(6), percent: 10 } },
  routes: [{ path: `/h5/bench_${i}`, section: 'other', name: `bench_${i}`, view: 'main' }],
}));
const registry = new ActivityRegistry(events);

await seedCatalogue(db);
const rose = await roseGiftId(db);
const senders = await insertUsers(db, SENDERS, 'bench-sender');
const hosts = await insertUsers(db, HOSTS, 'bench-host');
await db.query(`update users set gender = 'female' where id = any($1::int8[])`, [hosts]);
for (const s of senders) await mintGold(db, 'bench', `fund-${s}`, s, GIFTS);

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

// the gift path
const ids: number[] = [];
let cpu0 = cpu();
let t0 = performance.now();
for (let i = 0; i < GIFTS; i += 100) {
  const batch = Array.from({ length: Math.min(100, GIFTS - i) }, (_, k) => {
    const n = i + k;
    const sender = senders[n % SENDERS]!;
    return {
      actor: { id: sender, publicId: String(sender), brand: 'default' as const, region: 'default' as const },
      input: { to_user_id: hosts[n % HOSTS]!, gift_id: rose, count: 1 + (n % 5), request_id: `g-${n}` },
    };
  });
  const out = await sendGiftBatch(db, new Date(), batch);
  for (const o of out) if ('result' in o && o.result) ids.push((o.result as { gift_send_id?: number }).gift_send_id ?? 0);
}
const giftCpu = cpu() - cpu0;
const giftWall = performance.now() - t0;
const sendIds = (await db.query<{ id: number }>('select id from gift_sends order by id')).rows.map((r) => r.id);

// the load alone (every consumer of gift.sent loads its batch), then the load and the scoring
cpu0 = cpu();
for (let i = 0; i < sendIds.length; i += 1000) await db.tx((q) => loadSends(q, sendIds.slice(i, i + 1000)));
const loadCpu = cpu() - cpu0;
cpu0 = cpu();
t0 = performance.now();
for (let i = 0; i < sendIds.length; i += 1000) {
  await db.tx(async (q) => {
    const gifts = await loadSends(q, sendIds.slice(i, i + 1000));
    await scoreGifts(q, registry, gifts);
  });
}
const scoreCpu = cpu() - cpu0;
const scoreWall = performance.now() - t0;
const rows = (await db.query<{ n: number }>('select count(*)::int8 as n from activity_scores')).rows[0]!.n;

const per = (ms: number) => `${((ms * 1000) / sendIds.length).toFixed(1)} µs`;
console.log(`bench:activity-scoring — ${sendIds.length} gifts, 3 running events (${rows} score rows)`);
console.log(
  `  gift path          CPU ${per(giftCpu)}/gift   wall ${per(giftWall)}/gift   ${Math.round(sendIds.length / (giftWall / 1000))} gifts/s`,
);
console.log(
  `  activity scoring   CPU ${per(scoreCpu)}/gift   wall ${per(scoreWall)}/gift   ${Math.round(sendIds.length / (scoreWall / 1000))} gifts/s`,
);
console.log(`  of which the load  CPU ${per(loadCpu)}/gift`);
console.log(
  `  scoring adds ${((100 * scoreCpu) / giftCpu).toFixed(1)}% of the gift path's CPU (target ≤ 10%), ${((100 * scoreWall) / giftWall).toFixed(1)}% of its wall time`,
);
await schema.drop();
