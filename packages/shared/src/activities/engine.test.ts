import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale';
import { addDays } from '../periods';
import { COMPOSITE, compositeScore, cutStage, giftPoints, isSpendingBoard, splitPool, stageAt, stageSpans, treeState } from './engine';
import { type ActivityDefinitionInput, parseActivityDefinition, ZActivityBoard } from './schema';

const board = (over: Record<string, unknown> = {}) => ZActivityBoard.parse({ id: 'b', owner: 'receiver', points: 'rank', ...over });
const gift = (over: Partial<Parameters<typeof giftPoints>[1]> = {}) => ({
  code: 'rose',
  asset: 'gold_coin',
  total: 1,
  is_limited: false,
  cp_level: null,
  ...over,
});

describe('giftPoints (spec 9)', () => {
  it('1 gold coin = 10 rank points, 10 silver = 10, limited ×1.2, CP ×3 / ×1.5', () => {
    expect(giftPoints(board(), gift({ total: 52 }))).toBe(520);
    expect(giftPoints(board(), gift({ asset: 'silver_coin', total: 10 }))).toBe(10);
    expect(giftPoints(board({ limited_tenths: 12 }), gift({ asset: 'silver_coin', total: 10, is_limited: true }))).toBe(12);
    expect(giftPoints(board({ owner: 'pair', cp_bonus: true }), gift({ total: 10, cp_level: 'ultimate' }))).toBe(300);
    expect(giftPoints(board({ owner: 'pair', cp_bonus: true }), gift({ total: 10, cp_level: 'peerless' }))).toBe(150);
  });
  it('cyber: 1 gold coin = 10 points, silver not counted; honour 1 coin = 1, 10 silver = 3', () => {
    expect(giftPoints(board({ points: 'coins', per_coin: 10 }), gift({ total: 7 }))).toBe(70);
    expect(giftPoints(board({ points: 'coins', per_coin: 10 }), gift({ asset: 'silver_coin', total: 50 }))).toBe(0);
    expect(giftPoints(board({ owner: 'tribe', points: 'honour' }), gift({ total: 7 }))).toBe(7);
    expect(giftPoints(board({ owner: 'tribe', points: 'honour' }), gift({ asset: 'silver_coin', total: 10 }))).toBe(3);
  });
  it('a board with a gift list counts only those gifts', () => {
    expect(giftPoints(board({ gifts: ['heart'] }), gift())).toBe(0);
    expect(giftPoints(board({ gifts: ['heart'] }), gift({ code: 'heart', total: 52 }))).toBe(520);
  });
});

describe('the tree', () => {
  it('is locked below the unlock, unlocked until every decoration hangs, then lit', () => {
    expect(treeState(9, 10, 0, 3)).toBe('locked');
    expect(treeState(10, 10, 2, 3)).toBe('unlocked');
    expect(treeState(10, 10, 3, 3)).toBe('lit');
  });
});

/** A definition around generated stages, for the validator. */
function withStages(start: string, lengths: number[], advances: number[]): ActivityDefinitionInput {
  let day = start;
  const stages = lengths.map((len, i) => {
    const s = { id: `s${i}`, start: day, end: addDays(day, len - 1), advance: advances[i]! };
    day = addDays(day, len);
    return s;
  });
  const labels = Object.fromEntries([['board.b', 'B'], ...stages.map((s) => [`stage.${s.id}`, s.id])]);
  return {
    id: 'gen',
    region: 'japan',
    brands: ['default'],
    window: { start, end: stages[stages.length - 1]!.end },
    theme: { art: 'moon', from: '#000000', to: '#111111', accent: '#ffcc00' },
    boards: [{ id: 'b', owner: 'receiver', points: 'rank' }],
    tournament: { board: 'b', stages },
    views: [{ id: 'main', tabs: [{ id: 'all', blocks: [{ type: 'tournament' }] }] }],
    routes: [{ path: '/h5/gen', section: 'other', name: 'gen', view: 'main' }],
    text: Object.fromEntries(
      LOCALES.map((l) => [l, { title: 'T', tagline: 'T', rules: ['R'], labels }]),
    ) as ActivityDefinitionInput['text'],
  };
}

const stagesArb = fc
  .record({
    y: fc.integer({ min: 2024, max: 2032 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
    lengths: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 2, maxLength: 6 }),
  })
  .chain((r) =>
    fc.uniqueArray(fc.integer({ min: 1, max: 64 }), { minLength: r.lengths.length, maxLength: r.lengths.length }).map((adv) => ({
      ...r,
      start: `${r.y}-${String(r.m).padStart(2, '0')}-${String(r.d).padStart(2, '0')}`,
      advances: adv.sort((a, b) => b - a),
    })),
  );

describe('stages (property)', () => {
  it('a definition the validator accepts has stage windows with no overlap and no gap, covering the days given', () => {
    fc.assert(
      fc.property(stagesArb, ({ start, lengths, advances }) => {
        const parsed = parseActivityDefinition(withStages(start, lengths, advances));
        expect(parsed.ok ? [] : parsed.problems).toEqual([]);
        if (!parsed.ok) return;
        const spans = stageSpans(parsed.def);
        for (let i = 1; i < spans.length; i++) expect(spans[i]!.startsAt.getTime()).toBe(spans[i - 1]!.endsAt.getTime());
        // every instant of the tournament belongs to exactly the stage stageAt names
        for (const s of spans) {
          expect(stageAt(parsed.def, s.startsAt)?.id).toBe(s.id);
          expect(stageAt(parsed.def, new Date(s.endsAt.getTime() - 1))?.id).toBe(s.id);
        }
        expect(stageAt(parsed.def, spans[spans.length - 1]!.endsAt)).toBeNull();
      }),
    );
  });

  it('the validator refuses a gap, an overlap or a cut that does not shrink', () => {
    const ok = withStages('2030-01-01', [2, 2], [5, 2]);
    const gap = structuredClone(ok);
    gap.tournament!.stages[1]!.start = '2030-01-04';
    const grow = withStages('2030-01-01', [2, 2], [5, 5]);
    expect(parseActivityDefinition(ok).ok).toBe(true);
    expect(parseActivityDefinition(gap).ok).toBe(false);
    expect(parseActivityDefinition(grow).ok).toBe(false);
  });

  it("each stage's entrants are exactly the previous stage's top N", () => {
    const scoreArb = fc.array(
      fc.record({ owner: fc.integer({ min: 1, max: 40 }).map(String), score: fc.nat(50), reachedAt: fc.nat(1000) }),
      {
        maxLength: 60,
      },
    );
    fc.assert(
      fc.property(
        scoreArb,
        fc.integer({ min: 1, max: 20 }),
        fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 40 }).map(String), { maxLength: 30 })),
        (raw, n, entrants) => {
          // one row per owner, as the table holds
          const rows = [...new Map(raw.map((r) => [r.owner, r])).values()];
          const out = cutStage(rows, entrants, n);
          const pool = entrants ?? rows.filter((r) => r.score > 0).map((r) => r.owner);
          expect(out.length).toBe(Math.min(n, pool.length));
          expect(new Set(out).size).toBe(out.length);
          for (const o of out) expect(pool).toContain(o);
          // nobody left out beats anybody taken
          const score = (o: string) => rows.find((r) => r.owner === o && r.score > 0);
          const rank = (o: string): [number, number] => {
            const r = score(o);
            return r ? [r.score, -r.reachedAt] : [0, 0];
          };
          const outside = pool.filter((o) => !out.includes(o));
          for (const taken of out)
            for (const left of outside) {
              const [ts, tr] = rank(taken);
              const [ls, lr] = rank(left);
              expect(ts > ls || (ts === ls && tr >= lr)).toBe(true);
            }
        },
      ),
    );
  });
});

describe('splitPool (property)', () => {
  it('the parts add up to the pool exactly and differ by at most one', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }).map(String), { maxLength: 300 }),
        (pool, owners) => {
          const parts = splitPool(pool, owners);
          const total = parts.reduce((s, p) => s + p.amount, 0);
          expect(total).toBe(owners.length === 0 ? 0 : pool);
          if (parts.length > 1)
            expect(Math.max(...parts.map((p) => p.amount)) - Math.min(...parts.map((p) => p.amount))).toBeLessThanOrEqual(1);
          for (const p of parts) expect(Number.isInteger(p.amount) && p.amount > 0).toBe(true);
        },
      ),
    );
  });
});

describe('default-region boards: composite score and hidden spending', () => {
  const base = () => withStages('2030-01-01', [2, 2], [5, 2]);
  it('the composite grows with points (ever slower) and with supporters, 100 each', () => {
    expect(compositeScore(0, 0)).toBe(0);
    expect(compositeScore(1000, 1)).toBe(416);
    expect(compositeScore(350, 3)).toBe(487);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 10 ** 6 }),
        (p, n, d) => {
          expect(compositeScore(p + d, n)).toBeGreaterThanOrEqual(compositeScore(p, n));
          expect(compositeScore(p, n + 1) - compositeScore(p, n)).toBe(COMPOSITE.supporterPoints);
          // ten times the square root, rounded down
          expect(compositeScore(p, 0)).toBe(Math.floor(10 * Math.sqrt(p) + 1e-9));
        },
      ),
    );
  });

  it('the validator allows composite boards and hidden spending in the default region only, composite on people', () => {
    const region = (def: ActivityDefinitionInput, r: 'default' | 'japan') => ({ ...def, region: r });
    const composite = base();
    composite.boards = [{ id: 'b', owner: 'receiver', points: 'rank', score: 'composite' }];
    expect(parseActivityDefinition(region(composite, 'default')).ok).toBe(true);
    expect(parseActivityDefinition(region(composite, 'japan')).ok).toBe(false);
    const tribe = base();
    tribe.boards = [{ id: 'b', owner: 'tribe', points: 'honour', score: 'composite' }];
    expect(parseActivityDefinition(region(tribe, 'default'))).toMatchObject({
      ok: false,
      problems: ['board b: composite scores rank senders or receivers'],
    });
    const hidden = { ...base(), hide_spending: true as const };
    expect(parseActivityDefinition(region(hidden, 'default')).ok).toBe(true);
    expect(parseActivityDefinition(region(hidden, 'japan'))).toMatchObject({
      ok: false,
      problems: ['hide_spending is for the default region'],
    });
    expect(isSpendingBoard({ owner: 'sender' }) && isSpendingBoard({ owner: 'pair' })).toBe(true);
    expect(isSpendingBoard({ owner: 'receiver' }) || isSpendingBoard({ owner: 'tribe' })).toBe(false);
  });
});
