import { createHmac } from 'node:crypto';
import {
  type BrandId,
  configHash,
  outcomeFromHash,
  priceAsset,
  RACING_CONFIG,
  RACING_FRAGMENTS_PER_MEDAL_DAY,
  RACING_FUEL_MAX_LITRES,
  RACING_GAME,
  RACING_OPEN_GRACE_MS,
  RACING_ROUND_MS,
  RACING_WEIGHTS,
  type RacingRecordFilter,
  racingCar,
  racingClock,
  racingPayout,
  racingPhaseOf,
  racingRoundTimes,
  roundMessage,
  type TFairnessRound,
  type TRacingFuel,
  type TRacingRecord,
  type TRacingRound,
  type TRacingState,
} from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { assertAdultPlayer } from '../accounts/service';
import type { ChainStore, Seeds } from '../fairness/service';
import { balancesOf, creditMany, postLegs, runOperation } from '../ledger/service';
import { publishRacingWon } from './events';
import type { RoundRow } from './repo';
import * as repo from './repo';

/** The brands whose apps have the racing pages (spec 2: the default table and wakoo). */
export const RACING_BRANDS: readonly BrandId[] = ['default', 'wakoo'];
export const RACING_CONFIG_HASH = configHash(RACING_CONFIG);
/** void rows are written for rounds nobody opened, back this far at most (a day of rounds) */
const GAP_FILL_ROUNDS = 2160;

export interface RacingDeps {
  db: Db;
  now: () => Date;
  chains: ChainStore;
  /** pushes a round's snapshot to `game:racing:<brand>` */
  publish: (brand: BrandId, round: TRacingRound) => void;
}

/** The winner a round's seed draws (fairness.ts, with node:crypto's HMAC). */
export function drawWinner(seed: string, roundId: number): number {
  const hash = createHmac('sha256', Buffer.from(seed, 'hex')).update(roundMessage(RACING_GAME, roundId)).digest('hex');
  return Number(outcomeFromHash(hash, RACING_WEIGHTS).name);
}

function roundView(roundId: number, nowMs: number, row: RoundRow | null, pools: repo.PoolRow[]): TRacingRound {
  const times = racingRoundTimes(roundId);
  const revealed = row?.state === 'settled' || row?.state === 'void';
  return {
    round_id: roundId,
    phase: racingPhaseOf(roundId, nowMs),
    state: row?.state ?? null,
    starts_at: times.startsAt,
    closes_at: times.closesAt,
    results_at: times.resultsAt,
    ends_at: times.endsAt,
    seed_hash: row?.seed_hash ?? null,
    pools: pools.map((p) => ({ car: p.car, litres: Number(p.litres), players: Number(p.players) })),
    winner: revealed ? (row?.winner ?? null) : null,
    seed: revealed ? row!.seed : null,
  };
}

async function snapshot(q: Queryable, brand: BrandId, roundId: number, nowMs: number): Promise<TRacingRound> {
  const [row, pools] = await Promise.all([repo.findRound(q, brand, roundId), repo.pools(q, brand, roundId)]);
  return roundView(roundId, nowMs, row, pools);
}

// ---- the scheduler's two jobs ----

/**
 * Opens the round `at` falls in: its commitment (SHA-256 of its seed) is stored and pushed before
 * any fuel is taken. A round whose opening comes more than the grace after its start is never
 * opened: it is written void, its seed revealed at once.
 */
export async function openRound(deps: RacingDeps, brand: BrandId): Promise<void> {
  const now = deps.now();
  const clock = racingClock(now.getTime());
  const seeds = await deps.chains.ensure(null, RACING_GAME, brand, clock.roundId);
  const k = seeds.index(clock.roundId);
  const late = now.getTime() - clock.startsAt > RACING_OPEN_GRACE_MS;
  const inserted = await repo.insertRound(deps.db, {
    brand,
    roundId: clock.roundId,
    state: late ? 'void' : 'open',
    chainId: seeds.chain.id,
    seedHash: seeds.seed(k - 1),
    seed: late ? seeds.seed(k) : null,
    at: now,
  });
  if (inserted) deps.publish(brand, await snapshot(deps.db, brand, clock.roundId, now.getTime()));
}

/**
 * Settles every open round whose result time has come (after downtime, each in turn), then writes
 * void rows for the rounds nobody opened, so the record has no holes.
 */
export async function settleDue(deps: RacingDeps, brand: BrandId): Promise<number> {
  const nowMs = deps.now().getTime();
  const current = racingClock(nowMs);
  const lastDue = current.phase === 'results' ? current.roundId : current.roundId - 1;
  let settled = 0;
  for (const roundId of await repo.dueOpenRounds(deps.db, brand, lastDue)) {
    await settleRound(deps, brand, roundId);
    settled++;
  }
  await fillGaps(deps, brand, current.roundId);
  return settled;
}

async function fillGaps(deps: RacingDeps, brand: BrandId, currentRound: number): Promise<void> {
  const oldest = await repo.oldestRoundId(deps.db, brand);
  if (oldest === null) return; // nothing ever ran: no history to fill
  // back to the first round ever opened (never before it), and a day of rounds at most
  const from = Math.max(oldest, currentRound - GAP_FILL_ROUNDS);
  // the current round is the opener's; a missing past round was never opened
  const missing = await repo.missingRounds(deps.db, brand, from, currentRound - 1);
  const rows: Array<{ roundId: number; chainId: number; seedHash: string; seed: string }> = [];
  let seeds: Seeds | null = null;
  for (const roundId of missing) {
    const first = seeds ? Number(seeds.chain.first_round) : 0;
    if (!seeds || roundId < first || roundId >= first + seeds.chain.length) {
      seeds = await deps.chains.ensure(null, RACING_GAME, brand, roundId);
    }
    const k = seeds.index(roundId);
    rows.push({ roundId, chainId: seeds.chain.id, seedHash: seeds.seed(k - 1), seed: seeds.seed(k) });
  }
  await repo.insertVoidRounds(deps.db, brand, rows, deps.now());
}

/**
 * One round's settlement, in one transaction keyed by (brand, round): the seed is revealed, the
 * winner drawn, every fuel row's outcome and payout written in one statement, each user paid
 * once (winners by the multiplier, unconfirmed fuel returned), medals advanced. Run again, it
 * finds the round settled and does nothing.
 */
export async function settleRound(deps: RacingDeps, brand: BrandId, roundId: number): Promise<{ winner: number | null } | null> {
  const at = deps.now();
  const out = await runOperation(
    deps.db,
    { scope: 'system:racing', requestId: `settle-${brand}-${roundId}`, kind: 'racing.settle', body: { brand, round_id: roundId } },
    async (q, operationId) => {
      const round = await repo.findRound(q, brand, roundId, 'for no key update');
      if (round?.state !== 'open') return { winner: round?.winner ?? null, done: false };
      const seeds = await deps.chains.byId(q, round.chain_id);
      if (!seeds) throw new Error(`racing: chain ${round.chain_id} missing`);
      const seed = seeds.seed(seeds.index(roundId));
      const winner = drawWinner(seed, roundId);
      const car = racingCar(winner)!;
      const users = await repo.settleFuel(q, brand, roundId, winner, car.payoutTenths);
      // one set-based credit for every paid user (winners, returned fuel)
      const credits = users.filter((u) => u.due > 0).map((u) => ({ user: u.user_id, amount: u.due, memo: `racing ${roundId}` }));
      await creditMany(q, operationId, 'racing.payout', { system: 'house' }, 'medal_fragment', credits);
      await repo.addMedalFuel(q, users, RACING_FRAGMENTS_PER_MEDAL_DAY, at);
      const winners = users.filter((u) => u.won > 0).map((u) => ({ user_id: u.user_id, won: u.won }));
      if (winners.length) await publishRacingWon(q, { brand, round_id: roundId, at: at.toISOString(), winners }, at);
      await repo.closeRound(q, {
        brand,
        roundId,
        state: 'settled',
        seed,
        winner,
        at,
        players: users.filter((u) => u.spent > 0).length,
        litres: users.reduce((s, u) => s + u.spent, 0),
        paid: users.reduce((s, u) => s + u.won, 0),
      });
      return { winner, done: true };
    },
  );
  if (out.result.done && !out.duplicate) deps.publish(brand, await snapshot(deps.db, brand, roundId, at.getTime()));
  return { winner: out.result.winner };
}

// ---- the player's calls ----

function brandOf(user: AuthedUser): BrandId {
  if (!RACING_BRANDS.includes(user.brand)) throw new AppError('GAME_UNAVAILABLE');
  return user.brand;
}

async function meOf(q: Queryable, user: AuthedUser, roundId: number): Promise<NonNullable<TRacingState['me']>> {
  const [balances, fuel, medal] = await Promise.all([
    balancesOf(q, user.id),
    repo.fuelOf(q, user.brand, roundId, user.id),
    repo.medalOf(q, user.id),
  ]);
  const asset = priceAsset(user.brand);
  return {
    fragments: balances.medal_fragment ?? 0,
    price_asset: asset,
    price_balance: balances[asset] ?? 0,
    fuel: fuel.map(toFuel),
    fragments_spent: medal.fragments_spent,
    medal_until: medal.medal_until ? new Date(medal.medal_until).toISOString() : null,
  };
}

const toFuel = (f: repo.FuelRow): TRacingFuel => ({ car: f.car, litres: f.litres, confirmed: f.confirmed });

export async function state(deps: RacingDeps, user: AuthedUser | null, brandParam: BrandId | undefined): Promise<TRacingState> {
  const brand = user?.brand ?? brandParam ?? 'default';
  if (!RACING_BRANDS.includes(brand)) throw new AppError('GAME_UNAVAILABLE');
  const nowMs = deps.now().getTime();
  const clock = racingClock(nowMs);
  const [round, last, me] = await Promise.all([
    snapshot(deps.db, brand, clock.roundId, nowMs),
    repo.findRound(deps.db, brand, clock.roundId - 1),
    user ? meOf(deps.db, user, clock.roundId) : null,
  ]);
  return {
    server_time: nowMs,
    brand,
    config_hash: RACING_CONFIG_HASH,
    round,
    last: last ? roundView(clock.roundId - 1, nowMs, last, []) : null,
    me,
  };
}

/** Medal fragments for the brand's currency, 1 for 1 (spec 9). */
export async function buyFragments(deps: RacingDeps, user: AuthedUser, input: { amount: number; request_id: string }) {
  brandOf(user);
  await assertAdultPlayer(deps.db, user.id, deps.now());
  const asset = priceAsset(user.brand);
  const out = await runOperation(
    deps.db,
    { scope: `user:${user.id}`, requestId: input.request_id, kind: 'racing.fragments', body: { amount: input.amount } },
    async (q, operationId) => {
      await postLegs(q, operationId, 'racing.fragments', [
        { from: { user: user.id }, to: { system: 'house' }, asset, amount: input.amount, memo: 'medal fragments' },
        { from: { system: 'mint' }, to: { user: user.id }, asset: 'medal_fragment', amount: input.amount, memo: 'medal fragments' },
      ]);
      const b = await balancesOf(q, user.id);
      return { fragments: b.medal_fragment ?? 0, price_balance: b[asset] ?? 0 };
    },
  );
  return out.result;
}

function assertFuelWindow(nowMs: number, roundId: number): void {
  const clock = racingClock(nowMs);
  if (roundId !== clock.roundId || clock.phase !== 'waiting') throw new AppError('GAME_ROUND_CLOSED');
}

/** Adds litres to a car (fragments taken now); confirm joins the round. */
export async function addFuel(
  deps: RacingDeps,
  user: AuthedUser,
  input: { round_id: number; car: number; litres: number; request_id: string },
) {
  const brand = brandOf(user);
  const now = deps.now();
  await assertAdultPlayer(deps.db, user.id, now);
  // the window is checked inside the operation: a retry of an accepted request after the window
  // closed gets its stored answer, not a refusal
  const out = await runOperation(
    deps.db,
    {
      scope: `user:${user.id}`,
      requestId: input.request_id,
      kind: 'racing.fuel',
      body: { round_id: input.round_id, car: input.car, litres: input.litres },
    },
    async (q, operationId) => {
      assertFuelWindow(now.getTime(), input.round_id);
      const round = await repo.findRound(q, brand, input.round_id, 'for share');
      if (round?.state !== 'open') throw new AppError('GAME_ROUND_CLOSED');
      const total = await repo.addFuel(q, {
        brand,
        roundId: input.round_id,
        userId: user.id,
        car: input.car,
        litres: input.litres,
        max: RACING_FUEL_MAX_LITRES,
        at: now,
      });
      if (total === null) {
        const mine = (await repo.fuelOf(q, brand, input.round_id, user.id)).find((f) => f.car === input.car);
        if (mine?.confirmed) throw new AppError('RACING_FUEL_CONFIRMED');
        if ((mine?.litres ?? 0) >= RACING_FUEL_MAX_LITRES) throw new AppError('RACING_FUEL_FULL');
        throw new AppError(
          'RACING_FUEL_CAP',
          { max: String(RACING_FUEL_MAX_LITRES) },
          { max: RACING_FUEL_MAX_LITRES, left: RACING_FUEL_MAX_LITRES - (mine?.litres ?? 0) },
        );
      }
      try {
        await postLegs(q, operationId, 'racing.fuel', [
          {
            from: { user: user.id },
            to: { system: 'house' },
            asset: 'medal_fragment',
            amount: input.litres,
            memo: `racing ${input.round_id}`,
          },
        ]);
      } catch (err) {
        if (err instanceof AppError && err.code === 'INSUFFICIENT_BALANCE') throw new AppError('RACING_NOT_ENOUGH_FUEL');
        throw err;
      }
      const [fuel, b] = await Promise.all([repo.fuelOf(q, brand, input.round_id, user.id), balancesOf(q, user.id)]);
      return { round_id: input.round_id, fuel: fuel.map(toFuel), fragments: b.medal_fragment ?? 0 };
    },
  );
  return out.result;
}

/** Confirms the user's fuel of the round (joining it); confirmed fuel cannot change. */
export async function confirm(deps: RacingDeps, user: AuthedUser, input: { round_id: number }) {
  const brand = brandOf(user);
  const now = deps.now();
  assertFuelWindow(now.getTime(), input.round_id);
  const result = await deps.db.tx(async (q) => {
    const round = await repo.findRound(q, brand, input.round_id, 'for share');
    if (round?.state !== 'open') throw new AppError('GAME_ROUND_CLOSED');
    const changed = await repo.confirmFuel(q, brand, input.round_id, user.id, now);
    const fuel = await repo.fuelOf(q, brand, input.round_id, user.id);
    if (!fuel.length) throw new AppError('RACING_NOTHING_TO_CONFIRM');
    const b = await balancesOf(q, user.id);
    return { changed, out: { round_id: input.round_id, fuel: fuel.map(toFuel), fragments: b.medal_fragment ?? 0 } };
  });
  if (result.changed) deps.publish(brand, await snapshot(deps.db, brand, input.round_id, now.getTime()));
  return result.out;
}

/** What one fuel row returned: the round's winner decides (void rounds and unconfirmed fuel are returned). */
function returned(
  row: repo.RecordRow,
  f: repo.RecordRow['mine'][number],
): { outcome: 'won' | 'lost' | 'returned' | 'pending'; payout: number | null } {
  if (row.state === 'open') return { outcome: 'pending', payout: null };
  if (row.state === 'void' || !f.confirmed) return { outcome: 'returned', payout: f.litres };
  if (f.car === row.winner) return { outcome: 'won', payout: racingPayout(f.litres, racingCar(f.car)!) };
  return { outcome: 'lost', payout: 0 };
}

function outcomeOf(row: repo.RecordRow): TRacingRecord['outcome'] {
  if (!row.mine.length) return 'absent';
  const outcomes = row.mine.map((f) => returned(row, f).outcome);
  if (outcomes.includes('pending')) return 'pending';
  if (outcomes.includes('won')) return 'won';
  if (outcomes.includes('lost')) return 'lost';
  return 'returned';
}

export async function records(
  deps: RacingDeps,
  user: AuthedUser,
  query: { filter: RacingRecordFilter; before?: number; limit: number },
): Promise<{ records: TRacingRecord[]; next_before: number | null }> {
  const brand = brandOf(user);
  const before = query.before ?? racingClock(deps.now().getTime()).roundId + 1;
  const rows = await repo.records(deps.db, brand, user.id, query.filter, before, query.limit);
  return {
    records: rows.map((r) => ({
      round_id: Number(r.round_id),
      state: r.state,
      winner: r.state === 'settled' ? r.winner : null,
      starts_at: Number(r.round_id) * RACING_ROUND_MS,
      litres: Number(r.litres),
      players: r.players,
      mine: r.mine.map((m) => ({ car: m.car, litres: m.litres, confirmed: m.confirmed, payout: returned(r, m).payout })),
      outcome: outcomeOf(r),
    })),
    next_before: rows.length === query.limit ? Number(rows[rows.length - 1]!.round_id) : null,
  };
}

function proofOf(brand: BrandId, row: RoundRow, seeds: Seeds): TFairnessRound {
  const roundId = Number(row.round_id);
  return {
    game: RACING_GAME,
    brand,
    round_id: roundId,
    state: row.state,
    seed_hash: row.seed_hash,
    seed: row.state !== 'open' ? row.seed : null,
    client_seed: '',
    nonce: null,
    weights: RACING_WEIGHTS.map(([n, w]) => [n, w] as [string, number]),
    config_hash: RACING_CONFIG_HASH,
    outcome: row.state === 'settled' && row.winner !== null ? String(row.winner) : null,
    chain: { first_round: Number(seeds.chain.first_round), index: seeds.index(roundId), anchor: seeds.chain.anchor },
  };
}

/** The proof of a round (GET /api/v1/fairness/rounds/racing/:id). */
export async function proof(deps: RacingDeps, brand: BrandId, roundId: number): Promise<TFairnessRound | null> {
  if (!RACING_BRANDS.includes(brand)) return null;
  const row = await repo.findRound(deps.db, brand, roundId);
  if (!row) return null;
  const seeds = await deps.chains.byId(deps.db, row.chain_id);
  return seeds ? proofOf(brand, row, seeds) : null;
}

/** The newest finished rounds' proofs (GET /api/v1/fairness/rounds/racing). */
export async function finishedProofs(
  deps: RacingDeps,
  brand: BrandId,
  before: number | undefined,
  limit: number,
): Promise<TFairnessRound[]> {
  if (!RACING_BRANDS.includes(brand)) return [];
  const rows = await repo.finishedRounds(deps.db, brand, before ?? Number.MAX_SAFE_INTEGER, limit);
  const out: TFairnessRound[] = [];
  for (const row of rows) {
    const seeds = await deps.chains.byId(deps.db, row.chain_id);
    if (seeds) out.push(proofOf(brand, row, seeds));
  }
  return out;
}
