/**
 * "My rank" on a board of 1,000,000 ranked users (issue 3): p95 of the lookup the rankings API
 * does for `me` (the caller's score, rank and gap, all from the rank index), next to
 * the naive peer `count(*) where score > mine` on the same rows, measured in the same run.
 * Targets: p95 ≤ 5 ms and ≥ 100 × faster than the peer. Runs on PostgreSQL (DATABASE_URL), with
 * the Redis index when REDIS_URL is set and the in-process index always.
 */
import { randomBytes } from 'node:crypto';
import { MemoryRankIndex, type RankIndex, RedisRankIndex } from '@app/server/src/modules/rankings/rank-index';
import { boardKey, scoreOf, wholeBoard } from '@app/server/src/modules/rankings/repo';
import { Redis } from 'ioredis';
import { benchSchema, p95 } from './lib';

const N = Number(process.env.BENCH_RANK_USERS ?? 1_000_000);
const LOOKUPS = 2000;
const PEER_LOOKUPS = 30;
const SCHEMA = 'bench_rank';

async function main() {
  const bench = await benchSchema('my-rank', SCHEMA, 4);
  if (!bench) return;
  const { db } = bench;
  const board = { board: 'rich', scope: 'default:default', period: 'all' };
  const t0 = Date.now();
  await db.query(
    `insert into rank_scores (board, scope, period, owner, score)
     select 'rich', 'default:default', 'all', g::text, (random() * 10000000)::int8 from generate_series(1, $1::int) g`,
    [N],
  );
  await db.query('analyze rank_scores');
  console.log(`my-rank: ${N.toLocaleString()} ranked users loaded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const load = () => wholeBoard(db, board);
  const key = boardKey(board);

  const indexes: Array<[string, RankIndex, () => void]> = [['in-process', new MemoryRankIndex(), () => undefined]];
  if (process.env.REDIS_URL) {
    const redis = new Redis(process.env.REDIS_URL);
    indexes.push(['redis', new RedisRankIndex(redis, `bench:${randomBytes(3).toString('hex')}:`), () => redis.disconnect()]);
  }

  // the peer: count the rows above, as a naive implementation would
  const peerTimes: number[] = [];
  for (let i = 0; i < PEER_LOOKUPS; i++) {
    const owner = String(1 + Math.floor(Math.random() * N));
    const start = performance.now();
    const score = await scoreOf(db, board, owner);
    await db.query(
      `select count(*) from rank_scores where board = 'rich' and scope = 'default:default' and period = 'all' and score > $1`,
      [score],
    );
    peerTimes.push(performance.now() - start);
  }
  const peer = p95(peerTimes);

  for (const [name, index, close] of indexes) {
    const w0 = Date.now();
    await index.rank(key, 0, load); // loads the board once
    const loadS = (Date.now() - w0) / 1000;
    const times: number[] = [];
    for (let i = 0; i < LOOKUPS; i++) {
      const owner = String(1 + Math.floor(Math.random() * N));
      const start = performance.now();
      const s = await index.standing(key, owner, load);
      if (s.rank === null) throw new Error(`owner ${owner} not on the board`);
      times.push(performance.now() - start);
    }
    const ours = p95(times);
    console.log(
      `  ${name.padEnd(10)} me-rank p95 ${ours.toFixed(2)} ms (board load ${loadS.toFixed(1)} s) | peer count(*) p95 ${peer.toFixed(1)} ms | ${(peer / ours).toFixed(0)}× (targets: ≤ 5 ms, ≥ 100×)`,
    );
    close();
  }
  await bench.drop();
}

await main();
