import { racingFuelPerCarPerRoundLitresMax, racingRoundIntervalSeconds } from '../limits';

/**
 * Speed racing (spec 1, 4, 5, 9): the published cars and the round clock. The server draws the
 * winner from these weights (fairness.ts) and pays by these multipliers; the odds page shows both
 * and the hash of this configuration.
 */
export const RACING_GAME = 'racing';

export interface RacingCar {
  /** 1-based, the order on the track and in the weights list */
  id: number;
  /** key of the car's name in the `games` namespace (`racing.cars.<key>`) */
  key: string;
  colour: string;
  /** win weight out of RACING_WEIGHT_TOTAL */
  weight: number;
  /** what a litre on the winner returns, in tenths of a fragment (31 = ×3.1, stake included) */
  payoutTenths: number;
}

/** Six cars; each returns about 92–93% of the fuel put on it over many rounds. */
export const RACING_CARS: readonly RacingCar[] = [
  { id: 1, key: 'blaze', colour: '#ff4d4f', weight: 300, payoutTenths: 31 },
  { id: 2, key: 'storm', colour: '#2f7bff', weight: 250, payoutTenths: 37 },
  { id: 3, key: 'comet', colour: '#ffb020', weight: 200, payoutTenths: 46 },
  { id: 4, key: 'viper', colour: '#1fbf75', weight: 120, payoutTenths: 77 },
  { id: 5, key: 'phantom', colour: '#9b5cff', weight: 80, payoutTenths: 116 },
  { id: 6, key: 'aurora', colour: '#ff5cb8', weight: 50, payoutTenths: 186 },
];

/** The weights list the draw uses: `[car id as text, weight]` in car order. */
export const RACING_WEIGHTS: readonly (readonly [string, number])[] = RACING_CARS.map((c) => [String(c.id), c.weight] as const);

/** What the configuration hash is taken of (the odds page and every round's proof show it). */
export const RACING_CONFIG = {
  game: RACING_GAME,
  cars: RACING_CARS.map(({ id, weight, payoutTenths }) => ({ id, weight, payoutTenths })),
  roundMs: racingRoundIntervalSeconds * 1000,
};

export function racingCar(id: number): RacingCar | undefined {
  return RACING_CARS.find((c) => c.id === id);
}

/** The fragments a winning stake returns (rounded down). */
export function racingPayout(litres: number, car: RacingCar): number {
  return Math.floor((litres * car.payoutTenths) / 10);
}

/** Long-run share of the fuel a car's backers get back (weight × multiplier). */
export function racingReturnRate(car: RacingCar): number {
  const total = RACING_CARS.reduce((s, c) => s + c.weight, 0);
  return (car.weight / total) * (car.payoutTenths / 10);
}

// ---- the round clock (server time) ----
export const RACING_ROUND_MS = racingRoundIntervalSeconds * 1000;
/** fuel is taken during the first 30 s (the countdown) */
export const RACING_BETTING_MS = 30_000;
/** then the race runs 7 s; the result is announced at 37 s and stays up until the next round */
export const RACING_RACE_MS = 7_000;
export const RACING_RESULTS_AT_MS = RACING_BETTING_MS + RACING_RACE_MS;
/** a round opened more than this after its start is not opened (settled void) */
export const RACING_OPEN_GRACE_MS = 5_000;
export const RACING_FUEL_MAX_LITRES = racingFuelPerCarPerRoundLitresMax;
/** 1 coin (or diamond) buys 1 medal fragment; 1 fragment is 1 litre */
export const FRAGMENT_PRICE = 1;
/** every 2,000 fragments spent on fuel give one day of the racing medal */
export const RACING_FRAGMENTS_PER_MEDAL_DAY = 2000;

export type RacingPhase = 'waiting' | 'racing' | 'results';

export interface RacingClock {
  roundId: number;
  phase: RacingPhase;
  startsAt: number;
  /** when fuel stops being taken */
  closesAt: number;
  resultsAt: number;
  endsAt: number;
}

export function racingRoundTimes(roundId: number): Omit<RacingClock, 'phase'> {
  const startsAt = roundId * RACING_ROUND_MS;
  return {
    roundId,
    startsAt,
    closesAt: startsAt + RACING_BETTING_MS,
    resultsAt: startsAt + RACING_RESULTS_AT_MS,
    endsAt: startsAt + RACING_ROUND_MS,
  };
}

/** A round's phase at a moment (before its start: waiting; after its end: results). */
export function racingPhaseOf(roundId: number, ms: number): RacingPhase {
  const into = ms - roundId * RACING_ROUND_MS;
  return into < RACING_BETTING_MS ? 'waiting' : into < RACING_RESULTS_AT_MS ? 'racing' : 'results';
}

/** Round id = ⌊epoch ms / 40,000⌋: the round a moment falls in, and its phase. */
export function racingClock(ms: number): RacingClock {
  const roundId = Math.floor(ms / RACING_ROUND_MS);
  return { ...racingRoundTimes(roundId), phase: racingPhaseOf(roundId, ms) };
}

/** The records filter (spec 4): all, mine, not participating, failed, win. */
export const RACING_RECORD_FILTERS = ['all', 'mine', 'absent', 'lost', 'won'] as const;
export type RacingRecordFilter = (typeof RACING_RECORD_FILTERS)[number];
