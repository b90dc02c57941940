import type { Weights } from '../fairness';
import {
  anchorFightPointsPerCheer,
  drawDailyCapDefaultRegion,
  drawDailyCapWarnPercent,
  drawResultsKeptDaysMin,
  scratchFragmentsPerMedalDay,
  scratchLamborghiniPrize,
  scratchRecordsShownMax,
  scratchTicketFragments,
  wishTicketPrice,
} from '../limits';

/**
 * Per-user draws (spec 1, 5, 9; docs/fairness.md "per-user draws"): scratch cards, wheels, wishes
 * and blind boxes. Every game is one definition rendered by one engine: the server draws from
 * `drawWeights(game)` and pays the prize the outcome names; the odds page shows the same list and
 * `drawConfigHash(game)`.
 */

/** Tickets a game may cost (ledger assets). */
export const DRAW_TICKETS = ['scratch_ticket', 'wish_ticket'] as const;
export type DrawTicket = (typeof DRAW_TICKETS)[number];

/** What a ticket costs, and what it is bought with. */
export const DRAW_TICKET_PRICES: Record<DrawTicket, { pay: 'medal_fragment' | 'currency'; amount: number }> = {
  // spec 9: one scratch ticket per medal fragment
  scratch_ticket: { pay: 'medal_fragment', amount: scratchTicketFragments },
  wish_ticket: { pay: 'currency', amount: wishTicketPrice },
};

/** Backpack items a draw can award: worn for a number of days (the app shows them). */
export const DRAW_ITEMS = {
  frame_sakura: { kind: 'frame', value: 300 },
  frame_gold: { kind: 'frame', value: 1_000 },
  frame_dragon: { kind: 'frame', value: 3_000 },
  bubble_star: { kind: 'bubble', value: 200 },
  bubble_heart: { kind: 'bubble', value: 500 },
  vehicle_rocket: { kind: 'vehicle', value: 5_000 },
  vehicle_dragon: { kind: 'vehicle', value: 20_000 },
  vehicle_swan: { kind: 'vehicle', value: 8_000 },
} as const satisfies Record<string, { kind: 'frame' | 'bubble' | 'vehicle'; value: number }>;
export type DrawItem = keyof typeof DRAW_ITEMS;
export const DRAW_ITEM_KEYS = Object.keys(DRAW_ITEMS) as DrawItem[];

export type DrawPrize =
  | { id: string; weight: number; kind: 'none' }
  /** the brand's currency (gold coins or diamonds) into the wallet */
  | { id: string; weight: number; kind: 'currency'; amount: number; label?: string }
  | { id: string; weight: number; kind: 'asset'; asset: 'medal_fragment' | DrawTicket; amount: number }
  /** a backpack item for some days (a second one adds the days) */
  | { id: string; weight: number; kind: 'item'; item: DrawItem; days: number };

type Unweighted<T> = T extends unknown ? Omit<T, 'weight'> : never;

/**
 * A prize that needs a set of other prizes collected first. No shipped game has one: the
 * validator refuses any (Japan's 景品表示法 bans "complete gacha"); the field exists so a
 * configuration that tries is caught, not silently ignored.
 */
export interface DrawBonus {
  requires: string[];
  reward: Unweighted<Extract<DrawPrize, { kind: 'currency' | 'item' | 'asset' }>>;
}

export type DrawLook = 'scratch' | 'wheel' | 'box' | 'card' | 'fight';

export interface DrawGameDef {
  id: string;
  look: DrawLook;
  /** one draw costs one of these tickets, or `price` of the brand's currency */
  cost: { ticket: DrawTicket; amount: number } | { currency: number };
  /** draws one request may make at once */
  batches: readonly number[];
  /** every `perDay` draws give a day of this game's medal */
  medal?: { perDay: number };
  /**
   * A cheering game: every draw backs a host the player picks, who gets `points` on the
   * anchor-fight board whatever the draw wins (the host's score never depends on luck).
   */
  support?: { points: number };
  /** spec routes of the game (the odds and records pages live beside) */
  prizes: readonly DrawPrize[];
  bonuses?: readonly DrawBonus[];
}

const coins = (id: string, amount: number, weight: number, label?: string): DrawPrize => ({
  id,
  weight,
  kind: 'currency',
  amount,
  ...(label ? { label } : {}),
});
const item = (id: string, it: DrawItem, days: number, weight: number): DrawPrize => ({ id, weight, kind: 'item', item: it, days });
const none = (weight: number): DrawPrize => ({ id: 'thanks', weight, kind: 'none' });

/**
 * The games. Weights are out of each list's total; each returns under 100% of what it costs
 * (`drawReturn` — a test holds it), items counted at their catalogue value.
 */
export const DRAW_GAMES = [
  {
    id: 'scratch',
    look: 'scratch',
    cost: { ticket: 'scratch_ticket', amount: 1 },
    batches: [1, 10],
    medal: { perDay: scratchFragmentsPerMedalDay },
    prizes: [
      // spec 9: the Lamborghini, 300,000 of the currency
      coins('lamborghini', scratchLamborghiniPrize, 1, 'lamborghini'),
      coins('coins_8888', 8_888, 10),
      coins('coins_888', 888, 200),
      coins('coins_88', 88, 5_000),
      coins('coins_8', 8, 300_000),
      coins('coins_2', 2, 1_500_000),
      { id: 'wish_1', weight: 1_000, kind: 'asset', asset: 'wish_ticket', amount: 1 },
      item('frame_sakura_3d', 'frame_sakura', 3, 300),
      none(8_193_489),
    ],
  },
  {
    id: 'lucky_wheel',
    look: 'wheel',
    cost: { currency: 100 },
    batches: [1, 10],
    prizes: [
      coins('coins_5000', 5_000, 100),
      coins('coins_1000', 1_000, 1_000),
      coins('coins_300', 300, 5_000),
      coins('coins_100', 100, 20_000),
      coins('coins_50', 50, 30_000),
      { id: 'wish_1', weight: 6_000, kind: 'asset', asset: 'wish_ticket', amount: 1 },
      item('bubble_star_7d', 'bubble_star', 7, 4_000),
      none(33_900),
    ],
  },
  {
    id: 'wish_wheel',
    look: 'wheel',
    cost: { ticket: 'wish_ticket', amount: 1 },
    batches: [1, 10],
    prizes: [
      item('vehicle_rocket_7d', 'vehicle_rocket', 7, 50),
      item('frame_gold_7d', 'frame_gold', 7, 1_000),
      item('bubble_heart_7d', 'bubble_heart', 7, 3_000),
      coins('coins_500', 500, 1_000),
      coins('coins_100', 100, 15_000),
      coins('coins_30', 30, 40_000),
      { id: 'fragments_20', weight: 20_000, kind: 'asset', asset: 'medal_fragment', amount: 20 },
      none(19_950),
    ],
  },
  {
    id: 'dragon_wish',
    look: 'wheel',
    cost: { ticket: 'wish_ticket', amount: 1 },
    batches: [1, 10],
    prizes: [
      item('vehicle_dragon_3d', 'vehicle_dragon', 3, 30),
      item('frame_dragon_7d', 'frame_dragon', 7, 600),
      coins('coins_888', 888, 800),
      coins('coins_88', 88, 20_000),
      coins('coins_18', 18, 50_000),
      none(28_570),
    ],
  },
  {
    id: 'ferris_wheel',
    look: 'wheel',
    cost: { ticket: 'wish_ticket', amount: 1 },
    batches: [1, 10],
    prizes: [
      item('vehicle_swan_3d', 'vehicle_swan', 3, 60),
      item('frame_sakura_7d', 'frame_sakura', 7, 3_000),
      coins('coins_520', 520, 1_000),
      coins('coins_52', 52, 30_000),
      coins('coins_13', 13, 40_000),
      none(25_940),
    ],
  },
  {
    id: 'blind_box',
    look: 'box',
    cost: { currency: 200 },
    batches: [1, 5],
    prizes: [
      item('vehicle_rocket_3d', 'vehicle_rocket', 3, 200),
      item('frame_gold_7d', 'frame_gold', 7, 4_000),
      item('bubble_heart_7d', 'bubble_heart', 7, 8_000),
      coins('coins_1000', 1_000, 2_000),
      coins('coins_200', 200, 20_000),
      coins('coins_80', 80, 40_000),
      coins('coins_20', 20, 25_800),
    ],
  },
  {
    id: 'cp_blind_box',
    look: 'box',
    cost: { currency: 520 },
    batches: [1, 5],
    prizes: [
      item('vehicle_swan_7d', 'vehicle_swan', 7, 300),
      item('frame_sakura_7d', 'frame_sakura', 7, 10_000),
      item('bubble_heart_7d', 'bubble_heart', 7, 10_000),
      coins('coins_1314', 1_314, 3_000),
      coins('coins_520', 520, 20_000),
      coins('coins_131', 131, 56_700),
    ],
  },
  {
    id: 'dragon_blind_box',
    look: 'box',
    cost: { currency: 888 },
    batches: [1, 5],
    prizes: [
      item('vehicle_dragon_7d', 'vehicle_dragon', 7, 100),
      item('frame_dragon_7d', 'frame_dragon', 7, 5_000),
      coins('coins_2888', 2_888, 3_000),
      coins('coins_888', 888, 25_000),
      coins('coins_288', 288, 50_000),
      coins('coins_88', 88, 16_900),
    ],
  },
  {
    id: 'koi_card',
    look: 'card',
    cost: { currency: 50 },
    batches: [1, 10],
    prizes: [
      coins('koi_jackpot', 50_000, 5, 'koi'),
      coins('coins_500', 500, 1_500),
      coins('coins_100', 100, 10_000),
      coins('coins_30', 30, 60_000),
      item('bubble_star_3d', 'bubble_star', 3, 3_000),
      none(25_495),
    ],
  },
  {
    id: 'magpie',
    look: 'card',
    cost: { currency: 77 },
    batches: [1, 10],
    prizes: [
      coins('magpie_jackpot', 7_777, 50, 'magpie'),
      item('vehicle_swan_3d', 'vehicle_swan', 3, 200),
      coins('coins_177', 177, 10_000),
      coins('coins_77', 77, 30_000),
      coins('coins_17', 17, 40_000),
      none(19_750),
    ],
  },
  {
    // anchor fight: players cheer for a host; each cheer is a draw for the player and fixed
    // points for the host on the day's and the week's fight board
    id: 'anchor_fight',
    look: 'fight',
    cost: { currency: 100 },
    batches: [1, 10],
    support: { points: anchorFightPointsPerCheer },
    prizes: [
      coins('fight_crown', 10_000, 10, 'crown'),
      item('frame_gold_3d', 'frame_gold', 3, 500),
      coins('coins_500', 500, 1_500),
      coins('coins_100', 100, 15_000),
      coins('coins_30', 30, 40_000),
      item('bubble_star_3d', 'bubble_star', 3, 3_000),
      none(39_990),
    ],
  },
] as const satisfies readonly DrawGameDef[];

export type DrawGameId = (typeof DRAW_GAMES)[number]['id'];
export const DRAW_GAME_IDS = DRAW_GAMES.map((g) => g.id) as DrawGameId[];

export function drawGame(id: string): DrawGameDef | undefined {
  return (DRAW_GAMES as readonly DrawGameDef[]).find((g) => g.id === id);
}

/** The weights list a game draws from: `[prize id, weight]` in the published order. */
export function drawWeights(game: DrawGameDef): Weights {
  return game.prizes.map((p) => [p.id, p.weight] as const);
}

/** One draw's price in the brand's currency (tickets at their price). */
export function drawCostValue(game: DrawGameDef): number {
  if ('currency' in game.cost) return game.cost.currency;
  const price = DRAW_TICKET_PRICES[game.cost.ticket];
  return game.cost.amount * price.amount; // a medal fragment is 1 of the currency (spec 9)
}

/** A prize's value in the brand's currency (items at catalogue value, tickets at their price). */
export function prizeValue(p: DrawPrize): number {
  switch (p.kind) {
    case 'none':
      return 0;
    case 'currency':
      return p.amount;
    case 'asset':
      return p.asset === 'medal_fragment' ? p.amount : p.amount * DRAW_TICKET_PRICES[p.asset].amount;
    case 'item':
      return DRAW_ITEMS[p.item].value;
  }
}

/** Expected return per draw over its cost (0.8 = 80%), exact from the weights. */
export function drawReturn(game: DrawGameDef): number {
  const total = game.prizes.reduce((s, p) => s + p.weight, 0);
  const ev = game.prizes.reduce((s, p) => s + prizeValue(p) * p.weight, 0) / total;
  return ev / drawCostValue(game);
}

/** Per-region daily spending cap on draws, in the brand's currency; null = off. */
export const DRAW_DAILY_CAPS_DEFAULT = { default: drawDailyCapDefaultRegion, japan: null } as const;

/** Whether the page should warn before a draw: the spend after it reaches the warning share of the cap. */
export function drawCapWarning(spentToday: number, cost: number, cap: number | null): 'ok' | 'warn' | 'over' {
  if (cap === null) return 'ok';
  if (spentToday + cost > cap) return 'over';
  return (spentToday + cost) * 100 >= cap * drawDailyCapWarnPercent ? 'warn' : 'ok';
}

export const DRAW_RESULTS_KEPT_DAYS_MIN = drawResultsKeptDaysMin;
export const DRAW_RECORDS_SHOWN = scratchRecordsShownMax;
