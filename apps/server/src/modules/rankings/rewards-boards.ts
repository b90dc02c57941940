import { isNewcomer, type Region } from '@app/shared';
import type { Queryable } from '../../platform/db';
import { accountsCreatedAt } from '../accounts/service';
import type { PendingGift } from '../gifts/events';
import { mutualPairs } from '../social/service';
import { cpOwner } from './service';

type AddScore = (board: string, scope: string, region: Region, at: Date, owner: string, delta: number) => void;

/**
 * The newcomer and buddy boards, derived in the gift-effects batch (same transaction, so exactly
 * once like the other boards):
 * - `newer`: the charm points a receiver gets while their account is at most LIMITS.newcomerAccountAgeDaysMax old at
 *   the time of the gift (receiver's scope);
 * - `buddy`: gifts between two users who follow each other and are not a CP pair (the gift carried
 *   no CP level), scored per pair `low-high` with the gift's points (sender's scope, like cp).
 *   "Follow each other" is read when the batch runs, about a quarter second after the gift.
 */
export async function addNewerAndBuddyScores(q: Queryable, gifts: readonly PendingGift[], addScore: AddScore): Promise<void> {
  if (gifts.length === 0) return;
  const receivers = [...new Set(gifts.map((g) => g.receiver_id))];
  const createdAt = await accountsCreatedAt(q, receivers);

  const candidates = gifts.filter((g) => !g.cp_level);
  const mutual = new Set<string>();
  if (candidates.length > 0) {
    const pairs = new Map(candidates.map((g) => [cpOwner(g.sender_id, g.receiver_id), g]));
    const lows = [...pairs.keys()].map((k) => Number(k.split('-')[0]));
    const highs = [...pairs.keys()].map((k) => Number(k.split('-')[1]));
    for (const row of await mutualPairs(q, lows, highs)) mutual.add(cpOwner(row.a, row.b));
  }

  for (const g of gifts) {
    const at = new Date(g.created_at);
    const born = createdAt.get(g.receiver_id);
    if (born && isNewcomer(born, at))
      addScore('newer', g.scope_receiver, g.region_receiver as Region, at, String(g.receiver_id), g.charm_points);
    const pair = cpOwner(g.sender_id, g.receiver_id);
    if (!g.cp_level && mutual.has(pair)) addScore('buddy', g.scope_sender, g.region_sender as Region, at, pair, g.charm_points);
  }
}
