import {
  cpPoints,
  isMinor,
  type Locale,
  levelExp,
  levelProgress,
  rankPoints,
  receiverIncome,
  type TGiftList,
  type TLevelInfo,
  type TSendGiftRequest,
  type TSendGiftResult,
  tribeHonor,
} from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { balancesOf, postLegs, runOperation } from '../ledger/service';
import * as repo from './repo';

export interface GiftsDeps {
  db: Db;
  now: () => Date;
  /** called once after a send commits (not on replays): effects job, live notifications */
  onSent?: (sent: { senderId: number; result: Omit<TSendGiftResult, 'duplicate'> }) => void;
}

/** Credits to one popular receiver spread over this many balance rows (hot-row relief). */
export const RECEIVER_STRIPES = 16;

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
 * the send is recorded with every point it earns — all in one idempotent transaction. Ranks,
 * levels and tribe honour are then derived from the record by the effects job (effects.ts).
 */
export async function sendGift(deps: GiftsDeps, actor: AuthedUser, input: TSendGiftRequest): Promise<TSendGiftResult> {
  const { request_id: requestId, ...body } = input;
  const outcome = await runOperation(deps.db, { scope: `user:${actor.id}`, requestId, kind: 'gift', body }, async (q, operationId) => {
    if (input.to_user_id === actor.id) throw new AppError('CANNOT_GIFT_SELF');
    const { sender, receiver, cpLevel: level, senderTribeId } = await repo.findSendContext(q, actor.id, input.to_user_id);
    if (sender?.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    if (!receiver) throw new AppError('NOT_FOUND');
    if (receiver.status !== 'active') throw new AppError('RECEIVER_UNAVAILABLE');
    const now = deps.now();
    if (isMinor(sender.birth_date, now) || isMinor(receiver.birth_date, now)) throw new AppError('MINOR_RESTRICTED');
    const gift = await repo.findGiftCached(q, input.gift_id);
    if (!gift?.active || gift.brand !== sender.brand) throw new AppError('GIFT_UNAVAILABLE');

    const value = { asset: gift.asset, total: gift.price * input.count, bonus: gift.is_limited };
    const points = rankPoints(value);
    const income = receiverIncome(value);
    await postLegs(q, operationId, 'gift', [
      { from: { user: sender.id }, to: { system: 'house' }, asset: gift.asset, amount: value.total },
      ...(income > 0
        ? [
            {
              from: { system: 'mint' },
              to: { user: receiver.id },
              asset: 'anchor_point' as const,
              amount: income,
              toStripes: RECEIVER_STRIPES,
            },
          ]
        : []),
    ]);
    const cp = level ? cpPoints(points, level) : 0;
    const exp = levelExp(value);
    const giftSendId = await repo.insertGiftSend(q, {
      operationId,
      senderId: sender.id,
      receiverId: receiver.id,
      giftId: gift.id,
      count: input.count,
      asset: gift.asset,
      total: value.total,
      richPoints: points,
      charmPoints: points,
      cpPoints: cp,
      exp,
      honor: tribeHonor(value),
      income,
      cpLevel: level,
      senderTribeId,
      scopeSender: `${sender.brand}:${sender.region}`,
      scopeReceiver: `${receiver.brand}:${receiver.region}`,
      regionSender: sender.region,
      regionReceiver: receiver.region,
    });
    const balance = (await balancesOf(q, sender.id))[gift.asset];
    return {
      gift_send_id: giftSendId,
      operation_id: operationId,
      gift_id: gift.id,
      to_user_id: receiver.id,
      count: input.count,
      asset: gift.asset,
      total: value.total,
      balance,
      rich_points: points,
      charm_points: points,
      cp_points: cp,
      exp,
    };
  });
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
