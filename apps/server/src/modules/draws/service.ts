import { createHmac } from 'node:crypto';
import {
  type BrandId,
  DRAW_ITEMS,
  DRAW_RECORDS_SHOWN,
  DRAW_TICKET_PRICES,
  type DrawGameDef,
  type DrawGameId,
  type DrawPrize,
  type DrawTicket,
  drawCostValue,
  drawGame,
  drawMessage,
  drawWeights,
  isMinor,
  outcomeFromHash,
  periodDay,
  priceAsset,
  prizeValue,
  publishedConfigHash,
  REGION_TIME_ZONES,
  type Region,
  type TDrawMe,
  type TDrawPrizeView,
  type TDrawRecord,
  type TDrawState,
  type TFairnessDraw,
  type TPublicProfile,
} from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { assertAdultPlayer, findUsersByIds, toPublicProfile } from '../accounts/service';
import type { UserSeeds } from '../fairness/seeds';
import { balancesOf, type Leg, postLegs, runOperation } from '../ledger/service';
import { publishDrawsPlayed } from './events';
import * as repo from './repo';

export interface DrawsDeps {
  db: Db;
  now: () => Date;
  seeds: UserSeeds;
  /** daily spending cap on draws per region, in the brand's currency; null = off */
  caps: Record<Region, number | null>;
  /** draws are kept this many days (at least 90) */
  retentionDays: number;
}

function gameOf(id: string): DrawGameDef {
  const game = drawGame(id);
  if (!game) throw new AppError('GAME_UNAVAILABLE');
  return game;
}

const dayOf = (user: AuthedUser, at: Date) => periodDay(at, REGION_TIME_ZONES[user.region]);

export function prizeView(p: DrawPrize): TDrawPrizeView {
  return {
    id: p.id,
    kind: p.kind,
    amount: p.kind === 'currency' || p.kind === 'asset' ? p.amount : null,
    asset: p.kind === 'asset' ? p.asset : null,
    item: p.kind === 'item' ? p.item : null,
    days: p.kind === 'item' ? p.days : null,
    label: p.kind === 'currency' ? (p.label ?? null) : null,
  };
}

const recordOf = (d: repo.DrawRow, targets: ReadonlyMap<number, TPublicProfile>): TDrawRecord => ({
  id: Number(d.id),
  game: d.game as DrawGameId,
  nonce: Number(d.nonce),
  prize: d.detail,
  cost: d.cost,
  created_at: new Date(d.created_at).toISOString(),
  target: d.target_id === null ? null : (targets.get(Number(d.target_id)) ?? null),
});

/** The hosts cheering draws backed, as public profiles. */
async function targetsOf(q: Queryable, rows: readonly repo.DrawRow[]): Promise<Map<number, TPublicProfile>> {
  const ids = [...new Set(rows.flatMap((r) => (r.target_id === null ? [] : [Number(r.target_id)])))];
  const users = await findUsersByIds(q, ids);
  return new Map([...users].map(([id, u]) => [Number(id), toPublicProfile(u)]));
}

/**
 * The host a cheering draw backs: an active adult host (a female account, spec: the platform's
 * hosts) of the player's own app, not the player.
 */
async function hostFor(q: Queryable, user: AuthedUser, game: DrawGameDef, anchorId: number | undefined, now: Date) {
  if (!game.support) {
    if (anchorId !== undefined) throw new AppError('VALIDATION_FAILED', { field: 'anchor_id' }, { field: 'anchor_id' });
    return null;
  }
  if (anchorId === undefined) throw new AppError('FIGHT_HOST_REQUIRED');
  return backableHost(q, { id: user.id, brand: user.brand }, anchorId, now);
}

async function backableHost(q: Queryable, viewer: { id: number | null; brand: BrandId }, anchorId: number, now: Date) {
  const host = (await findUsersByIds(q, [anchorId])).get(anchorId);
  if (
    !host ||
    host.id === viewer.id ||
    host.brand !== viewer.brand ||
    host.gender !== 'female' ||
    host.status !== 'active' ||
    isMinor(host.birth_date, now)
  ) {
    throw new AppError('FIGHT_HOST_UNAVAILABLE');
  }
  return host;
}

/** A host the viewer may cheer for, by id (a live room's link): her public profile, or FIGHT_HOST_UNAVAILABLE. */
export async function fightHost(deps: DrawsDeps, viewer: AuthedUser | null, anchorId: number, brand: BrandId | undefined) {
  const shown = viewer?.brand ?? brand ?? 'default';
  const host = await backableHost(deps.db, { id: viewer?.id ?? null, brand: shown }, anchorId, deps.now());
  return { profile: toPublicProfile(host) };
}

async function meOf(deps: DrawsDeps, q: Queryable, user: AuthedUser, game: DrawGameDef): Promise<TDrawMe> {
  const at = deps.now();
  const [b, spent, medal, seeds] = await Promise.all([
    balancesOf(q, user.id),
    repo.spentOn(q, user.id, dayOf(user, at)),
    game.medal ? repo.medalOf(q, user.id, game.id) : null,
    deps.seeds.view(q, user.id),
  ]);
  const asset = priceAsset(user.brand);
  const until = medal?.medal_until && new Date(medal.medal_until) > at ? new Date(medal.medal_until).toISOString() : null;
  return {
    tickets: { scratch_ticket: b.scratch_ticket ?? 0, wish_ticket: b.wish_ticket ?? 0 },
    fragments: b.medal_fragment ?? 0,
    price_asset: asset,
    price_balance: b[asset] ?? 0,
    spent_today: spent,
    daily_cap: deps.caps[user.region],
    medal_progress: medal && game.medal ? medal.draws % game.medal.perDay : null,
    medal_until: until,
    seed: { seed_hash: seeds.seed_hash, client_seed: seeds.client_seed, nonce: seeds.nonce },
  };
}

export async function state(deps: DrawsDeps, user: AuthedUser | null, gameId: string, brand: BrandId | undefined): Promise<TDrawState> {
  const game = gameOf(gameId);
  const shown = user?.brand ?? brand ?? 'default';
  return {
    game: game.id as DrawGameId,
    brand: shown,
    price_asset: priceAsset(shown),
    config_hash: publishedConfigHash(game.id)!,
    me: user ? await meOf(deps, deps.db, user, game) : null,
  };
}

/**
 * Tickets for their price. Scratch tickets cost a medal fragment each: fragments held are used
 * first, the rest is paid in the brand's currency at a fragment's price (1 for 1, spec 9). Wish
 * tickets are paid in the currency.
 */
export async function buyTickets(deps: DrawsDeps, user: AuthedUser, input: { ticket: DrawTicket; count: number; request_id: string }) {
  await assertAdultPlayer(deps.db, user.id, deps.now());
  const price = DRAW_TICKET_PRICES[input.ticket];
  const currency = priceAsset(user.brand);
  const due = input.count * price.amount;
  await runOperation(
    deps.db,
    { scope: `user:${user.id}`, requestId: input.request_id, kind: 'draws.tickets', body: { ticket: input.ticket, count: input.count } },
    async (q, operationId) => {
      const fragments = price.pay === 'medal_fragment' ? Math.min(due, (await balancesOf(q, user.id)).medal_fragment ?? 0) : 0;
      const legs: Leg[] = [];
      if (fragments > 0)
        legs.push({ from: { user: user.id }, to: { system: 'house' }, asset: 'medal_fragment', amount: fragments, memo: input.ticket });
      if (due - fragments > 0)
        legs.push({ from: { user: user.id }, to: { system: 'house' }, asset: currency, amount: due - fragments, memo: input.ticket });
      legs.push({ from: { system: 'mint' }, to: { user: user.id }, asset: input.ticket, amount: input.count, memo: input.ticket });
      await postLegs(q, operationId, 'draws.tickets', legs);
    },
  );
  return { me: await meOf(deps, deps.db, user, gameOf(input.ticket === 'scratch_ticket' ? 'scratch' : 'wish_wheel')) };
}

function ticketShortage(ticket: DrawTicket, held: number): AppError {
  if (ticket === 'scratch_ticket') return new AppError(held > 0 ? 'SCRATCH_TICKETS_INSUFFICIENT' : 'SCRATCH_BUY_FIRST');
  return new AppError('WISH_TICKETS_INSUFFICIENT');
}

/** What a batch of prizes pays: one leg per asset, item days summed per item. */
function payoutsOf(user: AuthedUser, prizes: readonly DrawPrize[]): { legs: Leg[]; items: Map<string, number> } {
  const sums = new Map<string, { asset: Leg['asset']; from: 'house' | 'mint'; amount: number }>();
  const items = new Map<string, number>();
  for (const p of prizes) {
    if (p.kind === 'currency') {
      const asset = priceAsset(user.brand);
      const s = sums.get(asset) ?? { asset, from: 'house' as const, amount: 0 };
      s.amount += p.amount;
      sums.set(asset, s);
    } else if (p.kind === 'asset') {
      const s = sums.get(p.asset) ?? { asset: p.asset, from: 'mint' as const, amount: 0 };
      s.amount += p.amount;
      sums.set(p.asset, s);
    } else if (p.kind === 'item') {
      items.set(p.item, (items.get(p.item) ?? 0) + p.days);
    }
  }
  const legs: Leg[] = [...sums.values()].map((s) => ({
    from: { system: s.from },
    to: { user: user.id },
    asset: s.asset,
    amount: s.amount,
    memo: 'draw prize',
  }));
  return { legs, items };
}

/**
 * The prizes of `count` draws from nonce `first` on: HMAC-SHA256(seed, "<game>:<client_seed>:<nonce>")
 * picks from the game's weights (fairness.ts, with node:crypto's HMAC).
 */
export function drawPrizes(game: DrawGameDef, seedHex: string, clientSeed: string, first: number, count: number): DrawPrize[] {
  const weights = drawWeights(game);
  const key = Buffer.from(seedHex, 'hex');
  const prizes: DrawPrize[] = [];
  for (let i = 0; i < count; i++) {
    const hash = createHmac('sha256', key)
      .update(drawMessage(game.id, clientSeed, first + i))
      .digest('hex');
    prizes.push(game.prizes[outcomeFromHash(hash, weights).index]!);
  }
  return prizes;
}

/**
 * Draws `count` times in one transaction keyed by the request id: the user's seed is locked (so
 * nonces never repeat), the day's spending checked against the region's cap, the cost taken, each
 * outcome drawn from HMAC(seed, "<game>:<client_seed>:<nonce>") and every prize paid.
 */
export async function draw(
  deps: DrawsDeps,
  user: AuthedUser,
  gameId: string,
  input: { count: number; request_id: string; anchor_id?: number | undefined },
) {
  const game = gameOf(gameId);
  if (!game.batches.includes(input.count)) throw new AppError('DRAW_BATCH_UNAVAILABLE');
  const at = deps.now();
  await assertAdultPlayer(deps.db, user.id, at);
  const host = await hostFor(deps.db, user, game, input.anchor_id, at);
  const out = await runOperation(
    deps.db,
    {
      scope: `user:${user.id}`,
      requestId: input.request_id,
      kind: 'draws.draw',
      body: { game: game.id, count: input.count, ...(host ? { anchor_id: host.id } : {}) },
    },
    async (q, operationId) => {
      const seed = await deps.seeds.lockCurrent(q, user.id);
      const unit = drawCostValue(game);
      const cap = deps.caps[user.region];
      if (!(await repo.addSpend(q, user.id, dayOf(user, at), unit * input.count, cap))) {
        throw new AppError('DRAW_DAILY_CAP', { cap: String(cap) }, { cap, spent_today: await repo.spentOn(q, user.id, dayOf(user, at)) });
      }
      const cost: Leg =
        'currency' in game.cost
          ? {
              from: { user: user.id },
              to: { system: 'house' },
              asset: priceAsset(user.brand),
              amount: game.cost.currency * input.count,
              memo: game.id,
            }
          : {
              from: { user: user.id },
              to: { system: 'house' },
              asset: game.cost.ticket,
              amount: game.cost.amount * input.count,
              memo: game.id,
            };
      try {
        await postLegs(q, operationId, 'draws.cost', [cost]);
      } catch (err) {
        if (err instanceof AppError && err.code === 'INSUFFICIENT_BALANCE' && 'ticket' in game.cost) {
          throw ticketShortage(game.cost.ticket, (await balancesOf(q, user.id))[game.cost.ticket] ?? 0);
        }
        throw err;
      }
      const first = await deps.seeds.takeNonces(q, seed.id, input.count);
      const prizes = drawPrizes(game, seed.seed, seed.clientSeed, first, input.count);
      const { legs, items } = payoutsOf(user, prizes);
      if (legs.length) await postLegs(q, operationId, 'draws.prize', legs);
      for (const [item, days] of items) await repo.addItemDays(q, user.id, item, days, at);
      if (game.medal) await repo.addMedalDraws(q, user.id, game.id, input.count, game.medal.perDay, at);
      const rows = await repo.insertDraws(
        q,
        prizes.map((p, i) => ({
          user_id: user.id,
          brand: user.brand,
          game: game.id,
          seed_id: seed.id,
          nonce: first + i,
          config_hash: publishedConfigHash(game.id)!,
          prize: p.id,
          detail: prizeView(p),
          cost: unit,
          created_at: at,
          target_id: host ? host.id : null,
        })),
      );
      const won = prizes.reduce((sum, p) => sum + prizeValue(p), 0);
      const boxes = game.look === 'box' ? input.count : 0;
      const cheer = host && game.support ? { target_id: host.id, points: game.support.points * input.count } : {};
      await publishDrawsPlayed(
        q,
        { brand: user.brand, user_id: user.id, game: game.id, at: at.toISOString(), won, boxes, count: input.count, ...cheer },
        at,
      );
      return { draws: rows.map((r) => recordOf(r, host ? new Map([[host.id, toPublicProfile(host)]]) : new Map())) };
    },
  );
  return { draws: out.result.draws, me: await meOf(deps, deps.db, user, game) };
}

/** The user's latest draws of a game (spec 9: the last 100). */
export async function records(deps: DrawsDeps, user: AuthedUser, gameId: string) {
  const game = gameOf(gameId);
  const rows = await repo.userDraws(deps.db, user.id, { game: game.id, limit: DRAW_RECORDS_SHOWN });
  const targets = await targetsOf(deps.db, rows);
  return { records: rows.map((r) => recordOf(r, targets)) };
}

export async function backpack(deps: DrawsDeps, user: AuthedUser) {
  const rows = await repo.backpack(deps.db, user.id, deps.now());
  return {
    items: rows.map((r) => ({
      item: r.item,
      kind: DRAW_ITEMS[r.item as keyof typeof DRAW_ITEMS]?.kind ?? 'item',
      expires_at: new Date(r.expires_at).toISOString(),
    })),
  };
}

/** For staff (the console's user drawer): the user's draw spending of their day and latest draws. */
export async function staffSummary(q: Queryable, user: { id: number; region: Region }, now: Date, limit = 5) {
  const [spent, rows] = await Promise.all([
    repo.spentOn(q, user.id, periodDay(now, REGION_TIME_ZONES[user.region])),
    repo.userDraws(q, user.id, { limit }),
  ]);
  return {
    spent_today: spent,
    recent: rows.map((r) => ({ id: Number(r.id), game: r.game, prize: r.detail, created_at: new Date(r.created_at).toISOString() })),
  };
}

// ---- proofs (GET /api/v1/fairness/draws) ----

async function proofsOf(deps: DrawsDeps, rows: repo.DrawRow[]): Promise<TFairnessDraw[]> {
  const seeds = await deps.seeds.byIds(deps.db, [...new Set(rows.map((r) => Number(r.seed_id)))]);
  return rows.map((r) => {
    const s = seeds.get(Number(r.seed_id))!;
    const game = drawGame(r.game);
    return {
      id: Number(r.id),
      game: r.game,
      seed_hash: s.seed_hash,
      seed: s.revealed_at ? s.seed : null,
      client_seed: s.client_seed,
      nonce: Number(r.nonce),
      // the list this draw used: the published one while its hash matches
      weights: game && publishedConfigHash(game.id)! === r.config_hash ? drawWeights(game).map(([n, w]) => [n, w] as [string, number]) : [],
      config_hash: r.config_hash,
      outcome: r.prize,
      created_at: new Date(r.created_at).toISOString(),
    };
  });
}

export async function drawProof(deps: DrawsDeps, user: AuthedUser, id: number): Promise<TFairnessDraw | null> {
  const row = await repo.userDraw(deps.db, user.id, id);
  return row ? (await proofsOf(deps, [row]))[0]! : null;
}

export async function drawProofs(
  deps: DrawsDeps,
  user: AuthedUser,
  f: { game?: string | undefined; before?: number | undefined; limit: number },
): Promise<TFairnessDraw[]> {
  return proofsOf(deps, await repo.userDraws(deps.db, user.id, f));
}

/** Deletes draws older than the retention (never less than 90 days), in batches. */
export async function purge(deps: DrawsDeps): Promise<number> {
  const days = Math.max(deps.retentionDays, 90);
  const before = new Date(deps.now().getTime() - days * 86_400_000);
  let total = 0;
  for (;;) {
    const n = await repo.purgeDraws(deps.db, before, 5_000);
    total += n;
    if (n < 5_000) return total;
  }
}

/** Puts a backpack item in a user's backpack for `days` more days (another module's reward; inside its transaction). */
export function grantItem(q: Queryable, userId: number, item: string, days: number, at: Date): Promise<void> {
  return repo.addItemDays(q, userId, item, days, at);
}
