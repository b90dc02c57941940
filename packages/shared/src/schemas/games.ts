import { z } from 'zod';
import { DRAW_GAME_IDS, DRAW_TICKETS, type DrawGameId } from '../games/draws';
import { RACING_CARS, RACING_FUEL_MAX_LITRES, RACING_RECORD_FILTERS } from '../games/racing';
import * as LIMITS from '../limits';
import { ZBrandId, ZPublicProfile } from './common';
import { ZRequestId } from './wallet';

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const roundId = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const carId = z.number().int().min(1).max(RACING_CARS.length);

// ---- fairness (docs/fairness.md) ----
export const ZFairnessChainsQuery = z.object({
  game: z.string().regex(/^[a-z0-9_]{1,32}$/),
  brand: ZBrandId,
});
export const ZFairnessChain = z.object({
  game: z.string(),
  brand: ZBrandId,
  /** the chain's rounds are first_round … first_round + length - 1; round r uses seed index r - first_round + 1 */
  first_round: z.number().int(),
  length: z.number().int(),
  /** seed_0: every revealed seed of the chain hashes down to it */
  anchor: hex64,
  published_at: z.string(),
});
export const ZFairnessChains = z.object({ chains: z.array(ZFairnessChain) });
export type TFairnessChain = z.infer<typeof ZFairnessChain>;

export const ZFairnessRoundParams = z.object({ game: z.string().regex(/^[a-z0-9_]{1,32}$/), round_id: roundId });
export const ZFairnessRoundQuery = z.object({ brand: ZBrandId });
export const ZFairnessRound = z.object({
  game: z.string(),
  brand: ZBrandId,
  round_id: z.number().int(),
  state: z.enum(['open', 'settled', 'void']),
  seed_hash: hex64,
  /** revealed with the result */
  seed: hex64.nullable(),
  client_seed: z.string(),
  nonce: z.number().int().nullable(),
  /** the outcomes in order with their integer weights */
  weights: z.array(z.tuple([z.string(), z.number().int()])),
  config_hash: hex64,
  /** the outcome's name (a car id for racing); null until settled, or void */
  outcome: z.string().nullable(),
  chain: z.object({ first_round: z.number().int(), index: z.number().int(), anchor: hex64 }),
});
export type TFairnessRound = z.infer<typeof ZFairnessRound>;
export const ZFairnessGameParams = z.object({ game: z.string().regex(/^[a-z0-9_]{1,32}$/) });
export const ZFairnessRoundsQuery = z.object({
  brand: ZBrandId,
  /** rounds with a smaller id (newest first); default: the newest */
  before: roundId.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const ZFairnessRounds = z.object({ rounds: z.array(ZFairnessRound), next_before: z.number().int().nullable() });

// ---- racing ----
export const ZRacingPhase = z.enum(['waiting', 'racing', 'results']);
export const ZRacingPool = z.object({ car: z.number().int(), litres: z.number().int(), players: z.number().int() });
export const ZRacingRound = z.object({
  round_id: z.number().int(),
  phase: ZRacingPhase,
  state: z.enum(['open', 'settled', 'void']).nullable(),
  starts_at: z.number().int(),
  closes_at: z.number().int(),
  results_at: z.number().int(),
  ends_at: z.number().int(),
  seed_hash: hex64.nullable(),
  /** confirmed fuel per car so far */
  pools: z.array(ZRacingPool),
  /** the result, once announced */
  winner: z.number().int().nullable(),
  seed: hex64.nullable(),
});
export type TRacingRound = z.infer<typeof ZRacingRound>;
export const ZRacingFuel = z.object({ car: z.number().int(), litres: z.number().int(), confirmed: z.boolean() });
export type TRacingFuel = z.infer<typeof ZRacingFuel>;
export const ZRacingMe = z.object({
  fragments: z.number().int(),
  /** the brand currency the fragments are bought with */
  price_asset: z.enum(['gold_coin', 'diamond']),
  price_balance: z.number().int(),
  fuel: z.array(ZRacingFuel),
  /** fragments spent on confirmed fuel, all time; every 2,000 give a day of the medal */
  fragments_spent: z.number().int(),
  medal_until: z.string().nullable(),
});
export const ZRacingStateQuery = z.object({ brand: ZBrandId.optional() });
export const ZRacingState = z.object({
  server_time: z.number().int(),
  brand: ZBrandId,
  config_hash: hex64,
  round: ZRacingRound,
  /** the round before, with its result */
  last: ZRacingRound.nullable(),
  me: ZRacingMe.nullable(),
});
export type TRacingState = z.infer<typeof ZRacingState>;

export const ZBuyFragmentsRequest = z.object({ amount: z.number().int().min(1).max(1_000_000), request_id: ZRequestId });
export const ZBuyFragmentsResult = z.object({ fragments: z.number().int(), price_balance: z.number().int() });

export const ZRacingFuelRequest = z.object({
  round_id: z.number().int().min(0),
  car: carId,
  litres: z.number().int().min(1).max(RACING_FUEL_MAX_LITRES),
  request_id: ZRequestId,
});
export const ZRacingFuelResult = z.object({ round_id: z.number().int(), fuel: z.array(ZRacingFuel), fragments: z.number().int() });
export const ZRacingConfirmRequest = z.object({ round_id: z.number().int().min(0) });

export const ZRacingRecordsQuery = z.object({
  filter: z.enum(RACING_RECORD_FILTERS).default('all'),
  before: roundId.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const ZRacingRecord = z.object({
  round_id: z.number().int(),
  state: z.enum(['open', 'settled', 'void']),
  winner: z.number().int().nullable(),
  starts_at: z.number().int(),
  litres: z.number().int(),
  players: z.number().int(),
  /** the viewer's fuel and what it returned; empty when they did not take part */
  mine: z.array(z.object({ car: z.number().int(), litres: z.number().int(), confirmed: z.boolean(), payout: z.number().int().nullable() })),
  outcome: z.enum(['won', 'lost', 'returned', 'absent', 'pending']),
});
export type TRacingRecord = z.infer<typeof ZRacingRecord>;
export const ZRacingRecords = z.object({ records: z.array(ZRacingRecord), next_before: z.number().int().nullable() });

// ---- per-user draws (scratch cards, wheels, wishes, blind boxes) ----
const drawGameId = z.enum(DRAW_GAME_IDS as [DrawGameId, ...DrawGameId[]]);
export const ZDrawGameParams = z.object({ game: drawGameId });
export const ZDrawTicketBalances = z.object({ scratch_ticket: z.number().int(), wish_ticket: z.number().int() });
/** The viewer's side of a draw game. */
export const ZDrawMe = z.object({
  tickets: ZDrawTicketBalances,
  fragments: z.number().int(),
  price_asset: z.enum(['gold_coin', 'diamond']),
  price_balance: z.number().int(),
  /** spent on draws today (region calendar), in the brand currency; the cap is null when off */
  spent_today: z.number().int(),
  daily_cap: z.number().int().nullable(),
  /** this game's medal: draws toward the next day, and until when it is worn */
  medal_progress: z.number().int().nullable(),
  medal_until: z.string().nullable(),
  seed: z.object({ seed_hash: hex64, client_seed: z.string(), nonce: z.number().int() }),
});
export type TDrawMe = z.infer<typeof ZDrawMe>;
export const ZDrawStateQuery = z.object({ brand: ZBrandId.optional() });
/** A host the anchor fight can back (a live room's link names her by id). */
export const ZDrawHostParams = z.object({ anchor_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const ZDrawHost = z.object({ profile: ZPublicProfile });
export type TDrawHost = z.infer<typeof ZDrawHost>;
export const ZDrawState = z.object({
  game: drawGameId,
  brand: ZBrandId,
  /** the brand's currency: what prizes and prices are in (also for visitors) */
  price_asset: z.enum(['gold_coin', 'diamond']),
  config_hash: hex64,
  me: ZDrawMe.nullable(),
});
export type TDrawState = z.infer<typeof ZDrawState>;

export const ZBuyTicketsRequest = z.object({
  ticket: z.enum(DRAW_TICKETS),
  count: z.number().int().min(1).max(10_000),
  request_id: ZRequestId,
});
export const ZBuyTicketsResult = z.object({ me: ZDrawMe });

export const ZDrawRequest = z.object({
  count: z.number().int().min(1).max(10),
  request_id: ZRequestId,
  /** the host a cheering game's draws back (required there, refused elsewhere) */
  anchor_id: z.number().int().positive().optional(),
});
export const ZDrawPrizeView = z.object({
  id: z.string(),
  kind: z.enum(['none', 'currency', 'asset', 'item']),
  amount: z.number().int().nullable(),
  asset: z.string().nullable(),
  item: z.string().nullable(),
  days: z.number().int().nullable(),
  label: z.string().nullable(),
});
export type TDrawPrizeView = z.infer<typeof ZDrawPrizeView>;
export const ZDrawRecord = z.object({
  id: z.number().int(),
  game: drawGameId,
  nonce: z.number().int(),
  prize: ZDrawPrizeView,
  cost: z.number().int(),
  created_at: z.string(),
  /** the host the draw cheered for (cheering games) */
  target: ZPublicProfile.nullable(),
});
export type TDrawRecord = z.infer<typeof ZDrawRecord>;
export const ZDrawResult = z.object({ draws: z.array(ZDrawRecord), me: ZDrawMe });
export type TDrawResult = z.infer<typeof ZDrawResult>;
export const ZDrawRecords = z.object({ records: z.array(ZDrawRecord) });

export const ZBackpackItem = z.object({ item: z.string(), kind: z.string(), expires_at: z.string() });
export const ZBackpack = z.object({ items: z.array(ZBackpackItem) });

// ---- per-user seeds and draw proofs (docs/fairness.md) ----
export const ZDrawSeedRevealed = z.object({
  seed_hash: hex64,
  seed: hex64,
  client_seed: z.string(),
  /** draws made with it: nonces 0 … draws − 1 */
  draws: z.number().int(),
  revealed_at: z.string(),
});
export const ZDrawSeeds = z.object({
  seed_hash: hex64,
  client_seed: z.string(),
  nonce: z.number().int(),
  revealed: z.array(ZDrawSeedRevealed),
});
export type TDrawSeeds = z.infer<typeof ZDrawSeeds>;
export const ZDrawClientSeedRequest = z.object({
  client_seed: z
    .string()
    .min(1)
    .max(LIMITS.drawClientSeedMax)
    .regex(/^[\x21-\x7e]+$/),
});
export const ZDrawRotateRequest = z.object({});
export const ZFairnessDrawParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export const ZFairnessDraw = z.object({
  id: z.number().int(),
  game: z.string(),
  seed_hash: hex64,
  /** revealed once the seed is rotated (changing the client seed rotates it) */
  seed: hex64.nullable(),
  client_seed: z.string(),
  nonce: z.number().int(),
  weights: z.array(z.tuple([z.string(), z.number().int()])),
  config_hash: hex64,
  outcome: z.string(),
  created_at: z.string(),
});
export type TFairnessDraw = z.infer<typeof ZFairnessDraw>;
export const ZFairnessDrawsQuery = z.object({
  game: drawGameId.optional(),
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const ZFairnessDraws = z.object({ draws: z.array(ZFairnessDraw), next_before: z.number().int().nullable() });
