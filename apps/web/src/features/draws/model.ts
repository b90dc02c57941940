import { DRAW_GAMES, type DrawGameDef, type DrawGameId, drawGame, type TDrawPrizeView } from '@app/shared';

/**
 * Pure helpers of the draw-game engine page: which game and tab a route opens, a prize's label
 * (as i18n key and values), odds as exact percentages, the wheel's stopping angle and the
 * scratch card's coverage.
 */

export type DrawTab = 'play' | 'records' | 'rules';

/** The spec routes of the draw games (tables.ts names): the game each opens and its first tab. */
export const DRAW_ROUTES: Record<string, { game: DrawGameId; tab: DrawTab }> = {
  scratch_card: { game: 'scratch', tab: 'play' },
  scratch_card_rule: { game: 'scratch', tab: 'rules' },
  scratch_card_record: { game: 'scratch', tab: 'records' },
  lucky_wheel: { game: 'lucky_wheel', tab: 'play' },
  dragon_wish_reward: { game: 'dragon_wish', tab: 'play' },
  wish_ferris_wheel: { game: 'ferris_wheel', tab: 'play' },
  blind_box_room: { game: 'blind_box', tab: 'play' },
  cp_blind_box_room: { game: 'cp_blind_box', tab: 'play' },
  dragon_blind_box: { game: 'dragon_blind_box', tab: 'play' },
  koi_card: { game: 'koi_card', tab: 'play' },
  magpie: { game: 'magpie', tab: 'play' },
  anchor_fight: { game: 'anchor_fight', tab: 'play' },
};

/** Games a page can switch between (one page, several pools): the dragon wish shares wish tickets with the wish wheel. */
export const DRAW_POOLS: Partial<Record<DrawGameId, readonly DrawGameId[]>> = {
  dragon_wish: ['dragon_wish', 'wish_wheel'],
};

export function routeDraw(name: string | undefined): { game: DrawGameId; tab: DrawTab } {
  return (name && DRAW_ROUTES[name]) || { game: 'scratch', tab: 'play' };
}

export function gameDef(id: DrawGameId): DrawGameDef {
  return drawGame(id) ?? (DRAW_GAMES[0] as DrawGameDef);
}

export type PriceAsset = 'gold_coin' | 'diamond';

/** A prize as the API shows it, or from a definition (the odds table). */
export type PrizeLike = Pick<TDrawPrizeView, 'id' | 'kind'> & {
  amount?: number | null;
  asset?: string | null;
  item?: string | null;
  days?: number | null;
  label?: string | null;
};

/** A definition's prize in the API's shape. */
export function prizeView(p: DrawGameDef['prizes'][number]): PrizeLike {
  switch (p.kind) {
    case 'none':
      return { id: p.id, kind: 'none' };
    case 'currency':
      return { id: p.id, kind: 'currency', amount: p.amount, label: p.label ?? null };
    case 'asset':
      return { id: p.id, kind: 'asset', asset: p.asset, amount: p.amount };
    case 'item':
      return { id: p.id, kind: 'item', item: p.item, days: p.days };
  }
}

export const JACKPOT_LABELS = ['lamborghini', 'koi', 'magpie', 'crown'] as const;

/**
 * A prize's label as a key of the `draws` namespace and its values: currency by the brand's
 * currency, the named jackpots by name, tickets and fragments with their count, items with their
 * name and days, and "thanks for playing". Item and asset names are keys too (`items.<id>`,
 * `assets.<id>`), so the caller translates `values.name` first.
 */
export function prizeLabel(p: PrizeLike, priceAsset: PriceAsset): { key: string; values: Record<string, string | number> } {
  const amount = p.amount ?? 0;
  switch (p.kind) {
    case 'currency':
      if (p.label && (JACKPOT_LABELS as readonly string[]).includes(p.label))
        return { key: `prize.jackpot.${p.label}`, values: { amount } };
      return { key: `prize.currency.${priceAsset}`, values: { amount } };
    case 'asset':
      return { key: 'prize.asset', values: { name: `assets.${p.asset ?? 'medal_fragment'}`, amount } };
    case 'item':
      return { key: 'prize.item', values: { name: `items.${p.item ?? ''}`, days: p.days ?? 0 } };
    default:
      return { key: 'prize.none', values: {} };
  }
}

/** The icon a prize shows. */
export type PrizeIconKind = 'jackpot' | 'coin' | 'diamond' | 'ticket' | 'fragment' | 'frame' | 'bubble' | 'vehicle' | 'none';

export function prizeIcon(p: PrizeLike, priceAsset: PriceAsset): PrizeIconKind {
  if (p.kind === 'currency') return p.label ? 'jackpot' : priceAsset === 'diamond' ? 'diamond' : 'coin';
  if (p.kind === 'asset') return p.asset === 'medal_fragment' ? 'fragment' : 'ticket';
  if (p.kind === 'item') {
    const item = p.item ?? '';
    return item.startsWith('vehicle') ? 'vehicle' : item.startsWith('bubble') ? 'bubble' : 'frame';
  }
  return 'none';
}

/** Decimals of the odds table: enough for 1 in 10,000,000 (0.00001%). */
export const ODDS_DECIMALS = 5;

/**
 * `weight / total` as a percentage, rounded exactly (integers, so 1 in 10,000,000 shows as
 * 0.00001% and not as 0 or 1e-5), trailing zeros dropped; a chance that rounds to 0 shows as
 * "<0.00001%".
 */
export function formatOdds(weight: number, total: number, decimals = ODDS_DECIMALS): string {
  if (!(total > 0) || weight <= 0) return '0%';
  const scale = 10n ** BigInt(decimals);
  const num = BigInt(weight) * 100n * scale;
  const den = BigInt(total);
  const scaled = (num * 2n + den) / (den * 2n); // round half up
  if (scaled === 0n) return `<0.${'0'.repeat(decimals - 1)}1%`;
  const int = scaled / scale;
  const frac = (scaled % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${int}${frac ? `.${frac}` : ''}%`;
}

/** "1 in N" of a chance, rounded (for the odds table's second line). */
export function oneIn(weight: number, total: number): number {
  return Math.max(1, Math.round(total / weight));
}

/**
 * The wheel's next rotation (degrees, clockwise, growing) that stops segment `index` of `n` under
 * the pointer at the top, after at least `turns` full turns from `previous`. Segment i spans
 * [i·360/n, (i+1)·360/n) clockwise from the top; `offset` in (−0.5, 0.5) moves the stop inside the
 * segment so the wheel does not always stop dead centre.
 */
export function wheelRotation(previous: number, index: number, n: number, turns = 5, offset = 0): number {
  const seg = 360 / n;
  const target = (((360 - (index + 0.5 + offset) * seg) % 360) + 360) % 360;
  const current = ((previous % 360) + 360) % 360;
  const delta = (target - current + 360) % 360;
  return previous + turns * 360 + delta;
}

/** The segment under the top pointer at a rotation (the inverse of `wheelRotation`). */
export function segmentAt(rotation: number, n: number): number {
  const seg = 360 / n;
  const at = (((360 - (rotation % 360)) % 360) + 360) % 360;
  return Math.floor(at / seg) % n;
}

/** Of a batch, the result the wheel stops on: the most valuable one (the first of equals). */
export function headlineIndex(values: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i]! > values[best]!) best = i;
  return best;
}

/**
 * How much of a scratch card is uncovered: the card is split into a grid of cells and a cell
 * counts once the brush has passed over its centre (cheaper than reading the canvas's pixels).
 */
export class ScratchCoverage {
  private readonly hit: Uint8Array;
  private count = 0;
  constructor(
    readonly width: number,
    readonly height: number,
    readonly cols = 24,
    readonly rows = 12,
  ) {
    this.hit = new Uint8Array(cols * rows);
  }
  /** marks the cells whose centres lie within `radius` of (x, y) */
  brush(x: number, y: number, radius: number): void {
    const cw = this.width / this.cols;
    const ch = this.height / this.rows;
    const c0 = Math.max(0, Math.floor((x - radius) / cw));
    const c1 = Math.min(this.cols - 1, Math.floor((x + radius) / cw));
    const r0 = Math.max(0, Math.floor((y - radius) / ch));
    const r1 = Math.min(this.rows - 1, Math.floor((y + radius) / ch));
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const i = r * this.cols + c;
        if (this.hit[i]) continue;
        const dx = (c + 0.5) * cw - x;
        const dy = (r + 0.5) * ch - y;
        if (dx * dx + dy * dy <= radius * radius) {
          this.hit[i] = 1;
          this.count++;
        }
      }
    }
  }
  /** a stroke from (x0, y0) to (x1, y1), brushed every half radius */
  stroke(x0: number, y0: number, x1: number, y1: number, radius: number): void {
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / (radius / 2)));
    for (let s = 0; s <= steps; s++) this.brush(x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps, radius);
  }
  /** the uncovered share, 0 … 1 */
  get ratio(): number {
    return this.count / this.hit.length;
  }
}

/** Scratching this much of a card reveals the rest. */
export const SCRATCH_REVEAL_AT = 0.6;

/** Cells of a draw's cost: `{unit: 'ticket' | currency asset, amount}` for `count` draws. */
export function costOf(game: DrawGameDef, count: number): { unit: string; amount: number } {
  return 'currency' in game.cost
    ? { unit: 'currency', amount: game.cost.currency * count }
    : { unit: game.cost.ticket, amount: game.cost.amount * count };
}
