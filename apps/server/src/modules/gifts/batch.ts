/**
 * Gift sends on the ledger's group commit (ledger/batch.ts): concurrent sends share one
 * transaction of a handful of statements. The gift rules live here — who may send what to whom,
 * what a send costs, earns and scores; the ledger claims the keys, checks and moves the balances
 * in queue order, and stores each answer.
 */
import {
  type Asset,
  type BrandId,
  cpPoints,
  isMinor,
  levelExp,
  type Region,
  rankPoints,
  receiverIncome,
  scopeKey,
  type TSendGiftRequest,
  type TSendGiftResult,
  tribeHonor,
} from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { Outbox } from '../../platform/outbox';
import { usersForDecisionSql } from '../accounts/queries';
import { pairLevelsSql } from '../cp/queries';
import { type BatchHandler, type BatchOutcome, type BatchPlan, type BatchRequest, OperationBatcher, runBatch } from '../ledger/batch';
import { tribesOfSql } from '../tribes/service';
import { giftSent } from './events';
import { findGiftCached, type NewSend, recordSendsSql } from './repo';

/** Credits to one popular receiver spread over this many balance rows (hot-row relief). */
export const RECEIVER_STRIPES = 16;
export const MAX_BATCH = 64;

export type SendResult = Omit<TSendGiftResult, 'duplicate'>;
/** `error` is an AppError for a refused send; anything else is a failure isolated to that send. */
export type SendOutcome = BatchOutcome<SendResult>;

export interface SendRequest {
  actor: AuthedUser;
  input: TSendGiftRequest;
}

interface GiftRequest extends BatchRequest {
  send: SendRequest;
}

interface UserRow {
  id: number;
  brand: BrandId;
  region: Region;
  status: string;
  birth_date: string;
}

interface Context {
  users: Map<number, UserRow>;
  cps: Map<string, 'normal' | 'peerless' | 'ultimate'>;
  tribes: Map<number, number>;
}

const pairKey = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;

function toBatchRequest(send: SendRequest): GiftRequest {
  const { request_id: requestId, ...body } = send.input;
  return { scope: `user:${send.actor.id}`, requestId, body, send };
}

/** The gift rules, as the ledger batch asks for them; `now` decides ages. */
function giftHandler(now: Date): BatchHandler<GiftRequest, Context, Omit<NewSend, 'operationId' | 'balance'>> {
  return {
    kind: 'gift',
    async accounts(q, { send: { actor, input } }) {
      // the gift's asset decides the sender's account (the catalogue is cached in-process)
      const gift = await findGiftCached(q, input.gift_id);
      if (!gift) return [];
      // the sender pays the house; the receiver's anchor points come from the mint (see plan)
      return [
        { user: actor.id, asset: gift.asset },
        { user: input.to_user_id, asset: 'anchor_point', credit: true },
        { system: 'house', asset: gift.asset },
        { system: 'mint', asset: 'anchor_point' },
      ];
    },
    read(reqs, param) {
      const ids = [...new Set(reqs.flatMap((r) => [r.send.actor.id, r.send.input.to_user_id]))];
      const pairs = reqs.map((r) => [
        Math.min(r.send.actor.id, r.send.input.to_user_id),
        Math.max(r.send.actor.id, r.send.input.to_user_id),
      ]);
      return {
        users: usersForDecisionSql(param(ids)),
        cps: pairLevelsSql(param(pairs.map((p) => p[0])), param(pairs.map((p) => p[1]))),
        tribes: tribesOfSql(param(reqs.map((r) => r.send.actor.id))),
      };
    },
    context(row) {
      return {
        users: new Map((row.users as UserRow[]).map((u) => [u.id, u])),
        cps: new Map(
          (row.cps as Array<{ l: number; h: number; level: 'normal' | 'peerless' | 'ultimate' }>).map((c) => [`${c.l}-${c.h}`, c.level]),
        ),
        tribes: new Map((row.tribes as Array<{ u: number; t: number }>).map((t) => [t.u, t.t])),
      };
    },
    async plan(q, { send: { actor, input } }, ctx) {
      if (input.to_user_id === actor.id) return new AppError('CANNOT_GIFT_SELF');
      const sender = ctx.users.get(actor.id);
      const receiver = ctx.users.get(input.to_user_id);
      if (sender?.status !== 'active') return new AppError('ACCOUNT_DISABLED');
      if (!receiver) return new AppError('NOT_FOUND');
      // brands are separate apps: like follows and CP, a gift never crosses them
      if (receiver.brand !== sender.brand) return new AppError('RECEIVER_OTHER_BRAND');
      if (receiver.status !== 'active') return new AppError('RECEIVER_UNAVAILABLE');
      if (isMinor(sender.birth_date, now) || isMinor(receiver.birth_date, now)) return new AppError('MINOR_RESTRICTED');
      const gift = await findGiftCached(q, input.gift_id);
      if (!gift?.active || gift.brand !== sender.brand) return new AppError('GIFT_UNAVAILABLE');

      const value = { asset: gift.asset, total: gift.price * input.count, bonus: gift.is_limited };
      const points = rankPoints(value);
      const income = receiverIncome(value);
      const cpLevel = ctx.cps.get(pairKey(sender.id, receiver.id)) ?? null;
      const plan: BatchPlan<Omit<NewSend, 'operationId' | 'balance'>> = {
        // the sender pays the house; the receiver earns anchor points from the mint
        legs: [
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
        ],
        data: {
          senderId: sender.id,
          receiverId: receiver.id,
          giftId: gift.id,
          count: input.count,
          asset: gift.asset,
          total: value.total,
          points,
          cp: cpLevel ? cpPoints(points, cpLevel) : 0,
          exp: levelExp(value),
          honor: tribeHonor(value),
          income,
          cpLevel,
          tribeId: ctx.tribes.get(sender.id) ?? null,
          scopeSender: scopeKey(sender.brand, sender.region),
          scopeReceiver: scopeKey(receiver.brand, receiver.region),
          regionSender: sender.region,
          regionReceiver: receiver.region,
        },
      };
      return plan;
    },
    record(accepted, param) {
      const sends = accepted.map((a) => ({
        ...a.plan.data,
        operationId: a.operationId,
        balance: a.balanceAfter(a.plan.data.senderId, a.plan.data.asset as Asset),
      }));
      return recordSendsSql(sends, now, param, (source) => Outbox.insertFromSql(giftSent, source, param));
    },
  };
}

/**
 * Sends gifts as one batch, in queue order (see ledger/batch.ts runBatch: retries, and a batch
 * that fails otherwise is split so that only the failing send fails).
 */
export function sendGiftBatch(db: Db, now: Date, requests: readonly SendRequest[], lane?: number): Promise<SendOutcome[]> {
  return runBatch(db, requests.map(toBatchRequest), giftHandler(now), lane);
}

/** Collects concurrent sends into batches (ledger/batch.ts OperationBatcher). */
export class GiftBatcher extends OperationBatcher<SendRequest, SendResult> {
  constructor(db: Db, now: () => Date, maxInFlight = 1) {
    super((requests, lane) => sendGiftBatch(db, now(), requests, lane), maxInFlight, MAX_BATCH);
  }
}
