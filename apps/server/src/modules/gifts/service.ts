import { type Locale, levelProgress, type TGiftList, type TLevelInfo, type TSendGiftRequest, type TSendGiftResult } from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { type GiftBatcher, sendGiftBatch } from './batch';
import * as repo from './repo';

/**
 * What other modules read of gifts, on the caller's connection or transaction: the catalogue
 * (cached look-up), a user's levels and totals (the console, the club) and spenders' lifetime
 * rich points (club admission in the gift-effects transaction, the club's hall).
 */
export type { GiftRow, GiftToScore, PendingGift } from './repo';
export { expsOf, findGiftCached, giftsToScore, richTotalsOf, statsOf } from './repo';

export interface GiftsDeps {
  db: Db;
  now: () => Date;
  /** groups concurrent sends into shared transactions; without it each send is its own batch */
  batcher?: GiftBatcher;
  /** called once after a send commits (not on replays): effects job, live notifications */
  onSent?: (sent: { senderId: number; result: Omit<TSendGiftResult, 'duplicate'> }) => void;
}

export async function catalogue(deps: GiftsDeps, brand: string, locale: Locale): Promise<TGiftList> {
  const gifts = await repo.listGifts(deps.db, brand);
  return {
    brand: brand as TGiftList['brand'],
    gifts: gifts.map((g) => ({
      id: g.id,
      code: g.code,
      name: g.names[locale] ?? g.names.en,
      asset: g.asset,
      price: g.price,
      is_limited: g.is_limited,
      is_cp: g.is_cp,
    })),
  };
}

/**
 * Sends a gift: the sender pays the house, the receiver earns anchor points from the mint, and
 * the send is recorded with every point it earns — in one idempotent transaction shared with the
 * sends around it (batch.ts). Ranks, levels and tribe honour are then derived from the record by
 * the effects job (effects.ts).
 */
export async function sendGift(deps: GiftsDeps, actor: AuthedUser, input: TSendGiftRequest): Promise<TSendGiftResult> {
  const request = { actor, input };
  const outcome = deps.batcher ? await deps.batcher.submit(request) : (await sendGiftBatch(deps.db, deps.now(), [request]))[0]!;
  if (!outcome.ok) throw outcome.error;
  if (!outcome.duplicate) deps.onSent?.({ senderId: actor.id, result: outcome.result });
  return { ...outcome.result, duplicate: outcome.duplicate };
}

export async function levelInfo(deps: GiftsDeps, userId: number): Promise<TLevelInfo> {
  const stats = await repo.statsOf(deps.db, userId);
  const p = levelProgress(stats.exp);
  return {
    level: p.level,
    band: p.band,
    exp: p.exp,
    level_exp: p.levelExp,
    next_level_exp: p.nextLevelExp,
    locked: p.locked,
    rich_total: stats.rich_total,
    charm_total: stats.charm_total,
  };
}
