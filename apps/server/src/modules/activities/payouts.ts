import { type ActivityGrant, BRANDS, type BrandId, priceAsset } from '@app/shared';
import type { Db, Queryable } from '../../platform/db';
import { grantItem } from '../draws/service';
import { type Leg, postLegs, runOperation, runOperationIn } from '../ledger/service';
import { publishActivityReward } from './events';
import * as repo from './repo';

/** Rewards leave the house's account (like rank rewards); items go to the backpack. */
const PAYER = { system: 'house' } as const;
export const ACTIVITY_REWARD_KIND = 'activity_reward';
export const ACTIVITY_OPERATION_SCOPE = 'system:activities';

/** Moves the grants to a user inside an operation: ledger legs from the house, backpack days for items. */
export async function applyGrants(
  q: Queryable,
  operationId: number,
  userId: number,
  brand: BrandId,
  grants: readonly ActivityGrant[],
  memo: string,
  at: Date,
): Promise<void> {
  const legs: Leg[] = [];
  for (const g of grants) {
    if (g.kind === 'item') await grantItem(q, userId, g.item, g.days, at);
    else
      legs.push({ from: PAYER, to: { user: userId }, asset: g.kind === 'currency' ? priceAsset(brand) : g.asset, amount: g.amount, memo });
  }
  if (legs.length > 0) await postLegs(q, operationId, ACTIVITY_REWARD_KIND, legs);
}

/**
 * A system payout (a board place, a pool share): one ledger operation keyed by event, source, ref
 * and user, which also writes the payout record — a second run finds the key and pays nothing.
 */
export async function paySystem(db: Db, p: Omit<repo.PayoutRow, 'operationId'>, brand: BrandId): Promise<void> {
  const requestId = `activity:${p.event}:${p.source}:${p.ref}:${p.userId}`;
  await runOperation(
    db,
    { scope: ACTIVITY_OPERATION_SCOPE, requestId, kind: ACTIVITY_REWARD_KIND, body: { ...p, at: undefined, brand } },
    async (q, operationId) => {
      if (!(await repo.insertPayout(q, { ...p, operationId }))) return { operation_id: operationId, paid: false };
      await applyGrants(q, operationId, p.userId, brand, p.grants, memoOf(p), p.at);
      await publishActivityReward(q, rewardOf(p, brand), p.at);
      return { operation_id: operationId, paid: true };
    },
  );
}

/** A user's own claim (a task, a check-in): keyed by their request id, paid once by the payout's unique key. */
export async function payClaim<T>(
  q: Queryable,
  p: Omit<repo.PayoutRow, 'operationId'>,
  brand: BrandId,
  requestId: string,
  then: (q: Queryable) => Promise<T>,
  onTaken: () => never,
) {
  return runOperationIn(
    q,
    { scope: `user:${p.userId}`, requestId, kind: ACTIVITY_REWARD_KIND, body: { event: p.event, source: p.source, ref: p.ref } },
    async (tx, operationId) => {
      if (!(await repo.insertPayout(tx, { ...p, operationId }))) onTaken();
      await applyGrants(tx, operationId, p.userId, brand, p.grants, memoOf(p), p.at);
      await publishActivityReward(tx, rewardOf(p, brand), p.at);
      return then(tx);
    },
  );
}

/** The `activity.rewarded` event of a payout (events.ts). */
const rewardOf = (p: Omit<repo.PayoutRow, 'operationId'>, brand: BrandId) => ({
  event: p.event,
  source: p.source,
  ref: p.ref,
  user_id: p.userId,
  brand,
  rank: p.rank,
  grants: [...p.grants],
});

const memoOf = (p: Pick<repo.PayoutRow, 'event' | 'source' | 'ref' | 'rank'>) =>
  `${p.event} · ${p.source === 'board' ? `#${p.rank} ${p.ref}` : p.source === 'task' ? p.ref : p.source === 'check_in' ? p.ref : 'pool'}`;

/** The brand of a scope key `brand:region`. */
export const brandOfScope = (scope: string): BrandId => {
  const b = scope.split(':')[0] as BrandId;
  return BRANDS[b] ? b : 'default';
};
