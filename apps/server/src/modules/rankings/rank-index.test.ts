import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRankIndex, type RankIndex, RedisRankIndex, type Standing } from './rank-index';

/** What a standing must be, computed the slow way from the owner → score map. */
function expected(scores: Map<string, number>, owner: string): Standing {
  const all = [...scores.values()];
  const score = scores.get(owner) ?? null;
  const above = score === null ? [] : all.filter((s) => s > score);
  return {
    score,
    rank: score === null ? null : 1 + above.length,
    nextAbove: above.length === 0 ? null : Math.min(...above),
    min: all.length === 0 ? null : Math.min(...all),
    size: all.length,
  };
}

const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : null;
afterAll(() => redis?.disconnect());

const indexes: Array<[string, () => RankIndex]> = [['memory', () => new MemoryRankIndex()]];
if (redis) indexes.push(['redis', () => new RedisRankIndex(redis, `test:${randomBytes(4).toString('hex')}:`)]);

describe.each(indexes)('rank index standing (%s)', (_name, make) => {
  it('answers like counting, for owners on and off the board, after loads and updates', async () => {
    const owners = ['1', '2', '3', '4', '5', '6', '7'];
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...owners), fc.integer({ min: 0, max: 50 })),
        fc.array(fc.tuple(fc.constantFrom(...owners), fc.integer({ min: 0, max: 60 })), { maxLength: 12 }),
        fc.constantFrom(...owners, 'nobody'),
        async (loaded, updates, who) => {
          const index = make();
          const truth = new Map(Object.entries(loaded));
          const load = async () => [...truth.entries()];
          const key = `b${randomBytes(4).toString('hex')}`;
          // the first look-up loads the board
          expect(await index.standing(key, who, load)).toEqual(expected(truth, who));
          for (const [owner, score] of updates) {
            await index.set(key, owner, score);
            // scores only grow: the index keeps the larger value
            truth.set(owner, Math.max(truth.get(owner) ?? score, score));
          }
          expect(await index.standing(key, who, load)).toEqual(expected(truth, who));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('forget drops a board: the next look-up loads it again', async () => {
    const index = make();
    const key = `b${randomBytes(4).toString('hex')}`;
    let rows: Array<[string, number]> = [['a', 5]];
    const load = async () => rows;
    expect((await index.standing(key, 'a', load)).score).toBe(5);
    rows = [
      ['a', 9],
      ['b', 12],
    ]; // the database moved on while an update was lost
    expect((await index.standing(key, 'a', load)).score).toBe(5);
    await index.forget(key);
    expect(await index.standing(key, 'a', load)).toEqual({ score: 9, rank: 2, nextAbove: 12, min: 9, size: 2 });
  });
});
