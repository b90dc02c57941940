/**
 * Property: for any tournament definition the validator accepts, and any gifts sent over its
 * stages, the settle job (DESIGN "Activity engine"; issue: "each stage's entrants are exactly the
 * previous stage's top N, and a replay of the payout job pays nothing twice"):
 *  - cuts each stage once, at its end plus the grace, and never before;
 *  - makes each later stage's entrants exactly the previous stage's top N, in place order — the
 *    model below computes them from the generated sends alone (score, then who reached it
 *    first, then owner; entrants who scored nothing fill up in seeding order: engine.ts cutStage);
 *  - pays the last stage's places by the board's tiers, one payout per (event, source, ref, user),
 *    and the ledger moved exactly the tiers' grants for the places paid;
 *  - replayed, sequentially or as concurrent runs, and again after the end, changes nothing.
 * Each run builds its own app (the definition is the app's config, as activities.test.ts does) and
 * drives its clock through the stages. FC_SEED=<seed> FC_PATH=<path> replays a counterexample.
 */
import {
  type ActivityDefinitionInput,
  type ActivityGrant,
  LIMITS,
  LOCALES,
  parseActivityDefinition,
  type StageSpan,
  stageSpans,
} from '@app/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { giftCatalogue, ledgerFund, newUser, sendGift, type TestUser } from '../../test/factories';
import { BACKENDS, type Backend, buildTestApp, type TestApp } from '../../test/helpers';
import { balancesOf } from '../ledger/service';
import { verifyLedger } from '../ledger/verify';
import { ActivityRegistry } from './registry';
import { settleActivities } from './settle';

const EVENT = 'prop_cup';
const BOARD = 'cup';
const GRACE = LIMITS.activitySettleGraceMs;
/** send times fall on 8 slots of each stage, so owners often reach a score at the same instant */
const SLOTS = 8;
const GIFTS = ['rose', 'lollipop'] as const;
/** the time fast-check gets (runs take 1–3 s each), shrinking included */
const SEARCH_MS = (runs: number) => 30_000 + runs * 5_000;

// ---- the scenario ----

interface Send {
  /** the stage it is sent in; stages.length: after the last stage (scores nothing) */
  stage: number;
  slot: number;
  /** the contestant it scores for (the receiver or the sender, by the board's owner) */
  player: number;
  /** the fan on the other side of the gift */
  fan: number;
  gift: 0 | 1;
  count: number;
  /** another contestant the fan sends the same gift at the same instant (-1: none): ties on score and time */
  twin: number;
}

/** What the job is made to do at a stage's end. */
interface Checkpoint {
  /** a run in the middle of the stage, and one a second before the cut is due */
  early: boolean;
  /** deliver the outbox before the first run (otherwise the first runs find the scorer behind) */
  flushFirst: boolean;
  /** ms past the due instant */
  late: number;
  /** the runs: one at a time, or two at once */
  runs: Array<'one' | 'two'>;
}

interface Scenario {
  input: ActivityDefinitionInput;
  players: number;
  fans: number;
  sends: Send[];
  checkpoints: Checkpoint[];
}

const grantArb: fc.Arbitrary<ActivityGrant> = fc.oneof(
  fc.record({ kind: fc.constant('currency' as const), amount: fc.integer({ min: 1, max: 500 }) }),
  fc.record({
    kind: fc.constant('asset' as const),
    asset: fc.constantFrom('medal_fragment' as const, 'silver_coin' as const),
    amount: fc.integer({ min: 1, max: 50 }),
  }),
);

/** Tiers drawn freely (they may overlap: the validator filters those definitions out). */
const tiersArb = fc.array(
  fc
    .record({
      from: fc.integer({ min: 1, max: 7 }),
      len: fc.integer({ min: 0, max: 2 }),
      grants: fc.array(grantArb, { minLength: 1, maxLength: 2 }),
    })
    .map(({ from, len, grants }) => ({ from, to: from + len, grants })),
  { minLength: 1, maxLength: 3 },
);

const labelsOf = (stages: number) =>
  Object.fromEntries([[`board.${BOARD}`, 'Cup'], ...Array.from({ length: stages }, (_, i) => [`stage.s${i}`, `Stage ${i + 1}`])]);

function isoDay(base: string, plus: number): string {
  const d = new Date(`${base}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + plus);
  return d.toISOString().slice(0, 10);
}

/** A knockout of `days.length` stages (advance: strictly fewer each stage) on one board, dates from `start`. */
function definitionOf(p: {
  start: string;
  days: number[];
  advance: number[];
  tail: number;
  owner: 'sender' | 'receiver';
  points: 'rank' | 'coins';
  perCoin: number;
  tiers: Array<{ from: number; to: number; grants: ActivityGrant[] }>;
}): ActivityDefinitionInput {
  let day = 0;
  const stages = p.days.map((len, i) => {
    const stage = { id: `s${i}`, start: isoDay(p.start, day), end: isoDay(p.start, day + len - 1), advance: p.advance[i]! };
    day += len;
    return stage;
  });
  return {
    id: EVENT,
    region: 'default',
    brands: ['default'],
    window: { start: p.start, end: isoDay(p.start, day - 1 + p.tail) },
    theme: { art: 'trophy', from: '#10233f', to: '#050b16', accent: '#f5b94a' },
    boards: [{ id: BOARD, owner: p.owner, points: p.points, per_coin: p.perCoin, rewards: p.tiers }],
    tournament: { board: BOARD, stages },
    views: [{ id: 'main', tabs: [{ id: 'all', blocks: [{ type: 'tournament' }, { type: 'leaderboard', board: BOARD, top: 20 }] }] }],
    routes: [{ path: `/h5/${EVENT}`, section: 'other', name: EVENT, view: 'main' }],
    text: Object.fromEntries(
      LOCALES.map((l) => [
        l,
        { title: `Cup ${l}`, tagline: 'A generated knockout', rules: ['Rule one.'], labels: labelsOf(p.days.length) },
      ]),
    ) as unknown as ActivityDefinitionInput['text'],
  };
}

const definitionArb: fc.Arbitrary<ActivityDefinitionInput> = fc
  .integer({ min: 2, max: 4 })
  .chain((n) =>
    fc.record({
      start: fc.integer({ min: 0, max: 300 }).map((d) => isoDay('2031-01-01', d)),
      days: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: n, maxLength: n }),
      // cut sizes that shrink: n distinct sizes, largest first
      advance: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { minLength: n, maxLength: n }).map((a) => [...a].sort((x, y) => y - x)),
      tail: fc.integer({ min: 0, max: 2 }),
      owner: fc.constantFrom('sender' as const, 'receiver' as const),
      points: fc.constantFrom('rank' as const, 'coins' as const),
      perCoin: fc.integer({ min: 1, max: 3 }),
      tiers: tiersArb,
    }),
  )
  .map(definitionOf)
  // only definitions the validator accepts (overlapping tiers are refused)
  .filter((input) => parseActivityDefinition(input).ok);

const scenarioArb: fc.Arbitrary<Scenario> = definitionArb.chain((input) => {
  const stages = input.tournament!.stages.length;
  return fc.record({ players: fc.integer({ min: 2, max: 7 }), fans: fc.integer({ min: 1, max: 2 }) }).chain(({ players, fans }) =>
    fc.record({
      input: fc.constant(input),
      players: fc.constant(players),
      fans: fc.constant(fans),
      sends: fc.array(
        fc.record({
          // now and then a gift after the last stage, which must score nothing
          stage: fc.oneof(
            { weight: 12, arbitrary: fc.integer({ min: 0, max: stages - 1 }) },
            { weight: 1, arbitrary: fc.constant(stages) },
          ),
          slot: fc.integer({ min: 0, max: SLOTS - 1 }),
          player: fc.integer({ min: 0, max: players - 1 }),
          fan: fc.integer({ min: 0, max: fans - 1 }),
          gift: fc.constantFrom(0 as const, 1 as const),
          count: fc.integer({ min: 1, max: 3 }),
          twin: fc.integer({ min: -1, max: players - 1 }),
        }),
        { minLength: 0, maxLength: 6 * stages },
      ),
      checkpoints: fc.array(
        fc.record({
          early: fc.boolean(),
          flushFirst: fc.boolean(),
          late: fc.integer({ min: 0, max: 10 * 60_000 }),
          runs: fc.array(fc.constantFrom('one' as const, 'two' as const), { minLength: 1, maxLength: 3 }),
        }),
        { minLength: stages, maxLength: stages },
      ),
    }),
  );
});

// ---- the model: expected cuts and places from the sends alone ----

interface Standing {
  owner: string;
  score: number;
  reachedAt: number;
}

/** Top `n` of a stage: scorers (entrants only, after the first stage) best first, then entrants who scored nothing, in seed order. */
function expectedCut(standings: Standing[], entrants: string[] | null, n: number): string[] {
  const ranked = standings
    .filter((s) => s.score > 0 && (entrants === null || entrants.includes(s.owner)))
    .sort((a, b) => {
      if (a.score !== b.score) return b.score - a.score;
      if (a.reachedAt !== b.reachedAt) return a.reachedAt - b.reachedAt;
      return a.owner < b.owner ? -1 : a.owner > b.owner ? 1 : 0;
    })
    .map((s) => s.owner)
    .slice(0, n);
  for (const e of entrants ?? []) if (ranked.length < n && !ranked.includes(e)) ranked.push(e);
  return ranked;
}

// ---- driving one scenario ----

interface Timed {
  at: number;
  act: () => Promise<void>;
}

async function play(backend: Backend, s: Scenario): Promise<void> {
  const parsed = parseActivityDefinition(s.input);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  const def = parsed.def;
  const spans: StageSpan[] = stageSpans(def);
  const board = def.boards[0]!;
  const t: TestApp = await buildTestApp(backend, { seed: true, config: { activities: [s.input] } });
  try {
    const registry = new ActivityRegistry([s.input]);
    const settle = () => settleActivities({ db: t.db, now: t.clock.now, registry });

    // the people: contestants and fans, every sender funded
    t.clock.ms = spans[0]!.startsAt.getTime() - 86_400_000;
    const players: TestUser[] = [];
    const fans: TestUser[] = [];
    for (let i = 0; i < s.players; i++) players.push(await newUser(t, 'default'));
    for (let i = 0; i < s.fans; i++) fans.push(await newUser(t, 'default'));
    for (const u of board.owner === 'sender' ? players : fans) await ledgerFund(t.db, u.id, 1_000_000);
    const catalogue = await giftCatalogue(t, 'default');
    const gifts = GIFTS.map((code) => catalogue.find((g) => g.code === code)!);
    for (const g of gifts) expect(g.asset).toBe('gold_coin');
    const perCoin = board.points === 'rank' ? 10 : board.per_coin;

    // what each stage's board holds, by the sends alone
    const standings = spans.map(() => new Map<string, Standing>());
    const timeOf = (send: Send) => {
      const span = spans[send.stage];
      if (!span) return spans[spans.length - 1]!.endsAt.getTime() + send.slot * 5 * 60_000;
      return span.startsAt.getTime() + Math.floor(((span.endsAt.getTime() - span.startsAt.getTime()) * send.slot) / SLOTS);
    };
    const sendFor = async (send: Send, player: TestUser) => {
      const fan = fans[send.fan]!;
      const [from, to] = board.owner === 'sender' ? [player, fan] : [fan, player];
      const gift = gifts[send.gift]!;
      expect((await sendGift(t, from.token, to.id, gift.id, send.count)).envelope.status).toBe(0);
      const stage = standings[send.stage];
      if (!stage) return;
      const owner = String(player.id);
      const cur = stage.get(owner) ?? { owner, score: 0, reachedAt: 0 };
      stage.set(owner, { owner, score: cur.score + gift.price * send.count * perCoin, reachedAt: Math.max(cur.reachedAt, t.clock.ms) });
    };
    const timeline: Timed[] = s.sends.map((send) => ({
      at: timeOf(send),
      act: async () => {
        await sendFor(send, players[send.player]!);
        if (send.twin >= 0 && send.twin !== send.player) await sendFor(send, players[send.twin]!);
      },
    }));

    // the expected entrants of each stage (null: the first stage is open to everyone)
    const entrantsOf: Array<string[] | null> = [null];
    const expectCuts = async (through: number) => {
      const cuts = await t.db.query<{ stage: string; advanced: number }>(
        'select stage, advanced from activity_cuts where event_id = $1 order by stage',
        [EVENT],
      );
      expect(cuts.rows.map((c) => [c.stage, Number(c.advanced)])).toEqual(
        spans.slice(0, through + 1).map((sp, i) => [sp.id, expectedCut([...standings[i]!.values()], entrantsOf[i]!, sp.advance).length]),
      );
    };
    const entrantsIn = async (stage: string) =>
      (
        await t.db.query<{ owner: string }>('select owner from activity_entrants where event_id = $1 and stage = $2 order by seed', [
          EVENT,
          stage,
        ])
      ).rows.map((r) => r.owner);

    for (const [k, span] of spans.entries()) {
      const cp = s.checkpoints[k]!;
      const due = span.endsAt.getTime() + GRACE;
      if (cp.early) {
        // mid-stage and a second before the grace is over: this stage is not cut yet
        for (const at of [Math.floor((span.startsAt.getTime() + span.endsAt.getTime()) / 2) + 1, due - 1000])
          timeline.push({
            at,
            act: async () => {
              await t.flushOutbox();
              await settle();
              await expectCuts(k - 1);
            },
          });
      }
      timeline.push({
        at: due + cp.late,
        act: async () => {
          if (cp.flushFirst) await t.flushOutbox();
          // however the runs overlap, exactly one of them reports this stage's cut
          let cuts = 0;
          for (const run of cp.runs) {
            const results = run === 'one' ? [await settle()] : await Promise.all([settle(), settle()]);
            for (const r of results) cuts += r.cuts;
          }
          await t.flushOutbox();
          cuts += (await settle()).cuts;
          expect(cuts, `cuts reported at the end of ${span.id}`).toBe(1);
          const advancing = expectedCut([...standings[k]!.values()], entrantsOf[k]!, span.advance);
          await expectCuts(k);
          const next = spans[k + 1];
          if (next) {
            expect(await entrantsIn(next.id), `entrants of ${next.id}`).toEqual(advancing);
            entrantsOf.push(advancing);
          }
        },
      });
    }
    // stable: sends keep their drawn order at one instant, and every instant is reached in order
    timeline.sort((a, b) => a.at - b.at);
    for (const step of timeline) {
      t.clock.ms = step.at;
      await step.act();
    }

    // the last stage's places: its entrants by their final scores, paid by the tiers
    const last = spans.length - 1;
    const order = expectedCut([...standings[last]!.values()], entrantsOf[last]!, Math.max(...board.rewards.map((r) => r.to)));
    const expected: Array<{ user_id: number; rank: number; grants: ActivityGrant[] }> = [];
    for (const [i, owner] of order.entries()) {
      const tier = board.rewards.find((r) => i + 1 >= r.from && i + 1 <= r.to);
      if (tier) expected.push({ user_id: Number(owner), rank: i + 1, grants: tier.grants });
    }
    const payouts = async () =>
      (
        await t.db.query<{ source: string; ref: string; user_id: number; rank: number; grants: ActivityGrant[]; operation_id: number }>(
          'select source, ref, user_id, rank, grants, operation_id from activity_payouts where event_id = $1 order by rank, user_id',
          [EVENT],
        )
      ).rows.map((p) => ({ ...p, user_id: Number(p.user_id), operation_id: Number(p.operation_id) }));
    const paid = await payouts();
    expect(paid.map(({ user_id, rank, grants }) => ({ user_id, rank, grants }))).toEqual(expected);
    // one payout per (event, source, ref, user), each its own ledger operation
    expect(new Set(paid.map((p) => `${p.source}|${p.ref}|${p.user_id}`)).size).toBe(paid.length);
    expect(new Set(paid.map((p) => p.operation_id)).size).toBe(paid.length);
    const settlements = await t.db.query<{ winners: number }>('select winners from activity_settlements where event_id = $1 and ref = $2', [
      EVENT,
      BOARD,
    ]);
    expect(settlements.rows.map((r) => Number(r.winners))).toEqual([expected.length]);

    // the ledger moved exactly the tiers' grants of the places paid, from the house
    const want = new Map<string, number>();
    for (const p of expected)
      for (const g of p.grants)
        if (g.kind !== 'item') {
          const k = `${p.user_id}|${g.kind === 'currency' ? 'gold_coin' : g.asset}`;
          want.set(k, (want.get(k) ?? 0) + g.amount);
        }
    const moved = await t.db.query<{ user_id: number; asset: string; total: number }>(
      `select a.owner_user_id as user_id, t.asset, sum(t.amount)::int8 as total
         from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
        where t.kind = 'activity_reward' group by a.owner_user_id, t.asset`,
    );
    expect(new Map(moved.rows.map((r) => [`${Number(r.user_id)}|${r.asset}`, Number(r.total)]))).toEqual(want);
    expect((await verifyLedger(t.db)).ok).toBe(true);

    // replays after the end: nothing cut, nothing paid, no balance moves
    const everyone = [...players, ...fans];
    const balances = async () => Promise.all(everyone.map((u) => balancesOf(t.db, u.id)));
    const before = await balances();
    for (const later of [60_000, 86_400_000, 30 * 86_400_000]) {
      t.clock.ms = spans[last]!.endsAt.getTime() + GRACE + later;
      expect(await settle()).toEqual({ cuts: 0, paid: 0 });
      const [a, b] = await Promise.all([settle(), settle()]);
      expect(a.cuts + b.cuts + a.paid + b.paid).toBe(0);
    }
    expect(await payouts()).toEqual(paid);
    expect(await balances()).toEqual(before);
    await expectCuts(last);
  } finally {
    await t.close();
  }
}

describe.each(BACKENDS)('activity settlement, any valid knockout (%s)', (backend) => {
  const runs = Number(process.env.PROPERTY_RUNS ?? (backend === 'pglite' ? 12 : 10));
  it(
    'cuts each stage to the previous top N and pays each place once, however often it runs',
    async () => {
      await fc.assert(
        fc.asyncProperty(scenarioArb, (s) => play(backend, s)),
        {
          numRuns: runs,
          // a failing scenario shrinks for at most this long, then fast-check reports the smallest so far
          interruptAfterTimeLimit: SEARCH_MS(runs),
          markInterruptAsFailure: false,
          // the seed is vitest.setup.ts's (FC_SEED); FC_PATH with it replays one counterexample
          ...(process.env.FC_PATH ? { path: process.env.FC_PATH } : {}),
        },
      );
    },
    SEARCH_MS(runs) + 60_000,
  );
});
