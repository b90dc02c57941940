/**
 * Racing settlement (issue 11): one round with BETS confirmed bets (one user each, cars spread by
 * the published weights) settled the way the scheduler does — one set-based transaction — next
 * to a peer that settles each bet in its own transaction (lock, draw, payout leg).
 * Target: ≤ 200 ms for 10,000 bets and ≥ 20× the peer. PostgreSQL (DATABASE_URL); the peer runs
 * on PEER_BETS bets (default 2,000) and is scaled to BETS.
 *
 *   DATABASE_URL=postgres://… npm run bench:racing-settle
 */

import { ChainStore } from '@app/server/src/modules/fairness/service';
import { postLegs, runOperation } from '@app/server/src/modules/ledger/service';
import { drawWinner, openRound, type RacingDeps, settleRound } from '@app/server/src/modules/racing/service';
import type { Queryable } from '@app/server/src/platform/db';
import { insertUsers } from '@app/server/src/test/factories';
import { RACING_ROUND_MS, racingCar } from '@app/shared';
import { benchSchema } from './lib';

const BETS = Number(process.env.BETS ?? 10_000);
const PEER_BETS = Number(process.env.PEER_BETS ?? 2_000);

const schema = await benchSchema('bench:racing-settle', 'bench_racing', 8);
if (!schema) process.exit(0);
const { db } = schema;

let clockMs = (Math.floor(Date.now() / RACING_ROUND_MS) + 5) * RACING_ROUND_MS + 1000;
const deps: RacingDeps = { db, now: () => new Date(clockMs), chains: new ChainStore(db, () => new Date(clockMs)), publish: () => {} };

/** Opens the next round and writes `n` confirmed bets of `users` into it (set-based, as if each had fuelled). */
async function roundWithBets(users: number[], n: number): Promise<number> {
  // 1 s into the next round: the opener is on time
  clockMs = (Math.floor(clockMs / RACING_ROUND_MS) + 1) * RACING_ROUND_MS + 1000;
  await openRound(deps, 'default');
  const round = Math.floor(clockMs / RACING_ROUND_MS);
  await db.query(
    `insert into racing_fuel (brand, round_id, user_id, car, litres, confirmed, updated_at)
     select 'default', $1, u, 1 + (i % 6), 100 + (i % 7) * 50, true, now()
       from unnest($2::int8[]) with ordinality as t(u, i)`,
    [round, users.slice(0, n)],
  );
  return round;
}

/** The peer: each bet settled alone, under its own key — lock its row, pay it through the ledger. */
async function settleEachBet(round: number): Promise<void> {
  const r = await db.query<{ seed: string | null; chain_id: number }>(
    "select seed, chain_id from racing_rounds where brand = 'default' and round_id = $1",
    [round],
  );
  const seeds = await deps.chains.byId(db, r.rows[0]!.chain_id);
  const winner = drawWinner(seeds!.seed(seeds!.index(round)), round);
  const tenths = racingCar(winner)!.payoutTenths;
  const bets = await db.query<{ user_id: number; car: number; litres: number }>(
    "select user_id, car, litres from racing_fuel where brand = 'default' and round_id = $1",
    [round],
  );
  for (const b of bets.rows) {
    await runOperation(
      db,
      { scope: 'system:peer', requestId: `peer-${round}-${b.user_id}`, kind: 'peer', body: {} },
      async (q: Queryable, op) => {
        await q.query("select 1 from racing_fuel where brand = 'default' and round_id = $1 and user_id = $2 for update", [
          round,
          b.user_id,
        ]);
        const payout = b.car === winner ? Math.floor((b.litres * tenths) / 10) : 0;
        if (payout > 0)
          await postLegs(q, op, 'racing.payout', [
            { from: { system: 'house' }, to: { user: Number(b.user_id) }, asset: 'medal_fragment', amount: payout },
          ]);
      },
    );
  }
}

const users = await insertUsers(db, BETS, 'bench-racing');
// warm-up: chains made, caches and plans warm
await settleRound(deps, 'default', await roundWithBets(users, 200));
await settleEachBet(await roundWithBets(users, 50));

const ours: number[] = [];
for (let i = 0; i < 3; i++) {
  const round = await roundWithBets(users, BETS);
  clockMs += 36_000;
  const t = performance.now();
  const settled = await settleRound(deps, 'default', round);
  ours.push(performance.now() - t);
  const done = await db.query<{ state: string; players: number }>(
    "select state, players from racing_rounds where brand = 'default' and round_id = $1",
    [round],
  );
  if (!settled?.winner || done.rows[0]?.state !== 'settled' || done.rows[0].players !== BETS)
    throw new Error(`round ${round} was not settled`);
}
const peerRound = await roundWithBets(users, PEER_BETS);
const t = performance.now();
await settleEachBet(peerRound);
const peerMs = ((performance.now() - t) * BETS) / PEER_BETS;

if (process.env.PROFILE) {
  // where a settlement's time goes, statement by statement
  const round = await roundWithBets(users, BETS);
  clockMs += 36_000;
  const realTx = db.tx.bind(db);
  (db as { tx: typeof db.tx }).tx = (fn) =>
    realTx((q) => {
      const query = q.query.bind(q);
      (q as { query: typeof q.query }).query = (async (sql: string, params?: unknown[]) => {
        const t0 = performance.now();
        const r = await query(sql, params);
        console.log(`  ${(performance.now() - t0).toFixed(1).padStart(6)} ms  ${sql.replace(/\s+/g, ' ').slice(0, 90)}`);
        return r;
      }) as typeof q.query;
      return fn(q);
    });
  await settleRound(deps, 'default', round);
  (db as { tx: typeof db.tx }).tx = realTx;
}

const median = [...ours].sort((a, b) => a - b)[1]!;
console.log(`racing settlement of ${BETS.toLocaleString('en')} bets (PostgreSQL)`);
console.log(
  `  one set-based transaction: ${median.toFixed(0)} ms (median of 3: ${ours.map((x) => x.toFixed(0)).join(', ')})  target ≤ 200 ms`,
);
console.log(`  peer, a transaction per bet: ${peerMs.toFixed(0)} ms (measured on ${PEER_BETS.toLocaleString('en')} bets, scaled)`);
console.log(`  ratio: ${(peerMs / median).toFixed(1)}× faster  target ≥ 20×`);
await schema.drop();
