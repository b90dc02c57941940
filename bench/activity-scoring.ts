/**
 * Activity scoring (issue 12): what three running events add to each gift. GIFTS gifts go through
 * the gift path (`sendGiftBatch`: ledger, record, outbox; batches of 100 as the batcher sends
 * them), then the activities consumer takes the same gifts from the outbox as a server does
 * (`Outbox.deliver`: its cursor, the batch's events, their gift records, the scoring, one
 * transaction per 1,000 events) and scores them into three events (a receivers' tournament board,
 * task, decoration and pool counts; the third ranks by the composite score). Both are timed in the same run, warm (a first round of gifts
 * goes through both untimed: a running server compiled both paths long before) and in five rounds
 * taking turns (neither pays alone for the other's garbage or a busy moment of a shared machine).
 * This process's CPU and the wall clock, per gift. Target: scoring ≤ 10% of the gift path's CPU per
 * gift, and ≥ 10,000 gifts/s. PostgreSQL (DATABASE_URL).
 *
 *   DATABASE_URL=postgres://… npm run bench:activity-scoring
 */

import { ActivityRegistry } from '@app/server/src/modules/activities/registry';
import { ACTIVITY_SCORES, subscribeScoring } from '@app/server/src/modules/activities/scoring';
import { sendGiftBatch } from '@app/server/src/modules/gifts/batch';
import { seedCatalogue } from '@app/server/src/modules/gifts/catalogue';
import { Outbox } from '@app/server/src/platform/outbox';
import { ACTIVITY_DEFINITION_TEST } from '@app/server/src/test/activity-definition';
import { mintGold, roseGiftId } from '@app/server/src/test/direct-seed';
import { insertUsers } from '@app/server/src/test/factories';
import type { ActivityDefinitionInput } from '@app/shared';
import { benchSchema } from './lib';

const GIFTS = Number(process.env.GIFTS ?? 10_000);
/** gifts sent and scored untimed first (compiles both paths, fills the pool's connections) */
const WARM = Number(process.env.WARM ?? 2_000);
const ROUNDS = 5;
const PER_ROUND = Math.floor(GIFTS / ROUNDS);
const TIMED = PER_ROUND * ROUNDS;
const SENDERS = 200;
const HOSTS = 20;

const schema = await benchSchema('bench:activity-scoring', 'bench_activity', 8);
if (!schema) process.exit(0);
const { db } = schema;

// three events running now: the test knockout's shape (boards, tournament, tasks, check-in, tree) moved to today;
// the third ranks its board by the composite score (each supporter's points kept as well)
const today = new Date().toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const events: ActivityDefinitionInput[] = [0, 1, 2].map((i) => ({
  ...ACTIVITY_DEFINITION_TEST,
  id: `bench_${i}`,
  window: { start: day(-1), end: day(6) },
  boards: i === 2 ? ACTIVITY_DEFINITION_TEST.boards!.map((b) => ({ ...b, score: 'composite' as const })) : ACTIVITY_DEFINITION_TEST.boards,
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

const outbox = new Outbox(db);
subscribeScoring(outbox, registry);

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Sends `n` gifts through the gift path, numbered from `from`. */
async function sendGifts(from: number, n: number): Promise<void> {
  for (let i = from; i < from + n; i += 100) {
    const batch = Array.from({ length: Math.min(100, from + n - i) }, (_, k) => {
      const m = i + k;
      const sender = senders[m % SENDERS]!;
      return {
        actor: { id: sender, publicId: String(sender), brand: 'default' as const, region: 'default' as const },
        input: { to_user_id: hosts[m % HOSTS]!, gift_id: rose, count: 1 + (m % 5), request_id: `g-${m}` },
      };
    });
    await sendGiftBatch(db, new Date(), batch);
  }
}

/** Delivers everything waiting to the activities consumer; how many events it took. */
async function score(): Promise<number> {
  let taken = 0;
  for (let n = await outbox.deliver(ACTIVITY_SCORES); n > 0; n = await outbox.deliver(ACTIVITY_SCORES)) taken += n;
  return taken;
}

// warm-up (and the set-up's own events: the funding's recharges)
await sendGifts(0, WARM);
await score();

// timed in rounds, the gift path and the consumer taking turns, so neither pays alone for the
// other's garbage collection or for a busy moment of the (shared) machine
let giftCpu = 0;
let giftWall = 0;
let scoreCpu = 0;
let scoreWall = 0;
for (let r = 0; r < ROUNDS; r++) {
  const n = PER_ROUND;
  let cpu0 = cpu();
  let t0 = performance.now();
  await sendGifts(WARM + r * n, n);
  giftCpu += cpu() - cpu0;
  giftWall += performance.now() - t0;
  cpu0 = cpu();
  t0 = performance.now();
  const taken = await score();
  scoreCpu += cpu() - cpu0;
  scoreWall += performance.now() - t0;
  if (taken !== n) throw new Error(`round ${r}: scored ${taken} of ${n} gifts`);
}
const rows = (await db.query<{ n: number }>('select count(*)::int8 as n from activity_scores')).rows[0]!.n;

const per = (ms: number) => `${((ms * 1000) / TIMED).toFixed(1)} µs`;
console.log(`bench:activity-scoring — ${TIMED} gifts in ${ROUNDS} rounds (after ${WARM} untimed), 3 running events (${rows} score rows)`);
console.log(
  `  gift path          CPU ${per(giftCpu)}/gift   wall ${per(giftWall)}/gift   ${Math.round(TIMED / (giftWall / 1000))} gifts/s`,
);
console.log(
  `  activity scoring   CPU ${per(scoreCpu)}/gift   wall ${per(scoreWall)}/gift   ${Math.round(TIMED / (scoreWall / 1000))} gifts/s`,
);
console.log(
  `  scoring adds ${((100 * scoreCpu) / giftCpu).toFixed(1)}% of the gift path's CPU (target ≤ 10%), ${((100 * scoreWall) / giftWall).toFixed(1)}% of its wall time`,
);
await schema.drop();
