import { BRAND_IDS, REFERRAL_REWARDS } from '@app/shared';
import type { Db } from '../../platform/db';
import { findUsersByEmails } from '../accounts/service';
import * as repo from './repo';
import { payOne } from './service';

/**
 * Demo attributions: in each brand, the first demo host brought the second demo user (a LINE ad)
 * and the second demo host (a TikTok ad), so the console's user drawer shows both directions.
 */
export async function seedReferralDemo(deps: { db: Db; now: () => Date }): Promise<void> {
  const emails = BRAND_IDS.flatMap((b) => [`anchor1.${b}@demo.local`, `user2.${b}@demo.local`, `anchor2.${b}@demo.local`]);
  const users = await findUsersByEmails(deps.db, emails);
  const byEmail = new Map(users.map((u) => [u.email, u]));
  const now = deps.now().getTime();
  for (const brand of BRAND_IDS) {
    const host = byEmail.get(`anchor1.${brand}@demo.local`);
    if (!host) continue;
    for (const [i, channel] of ['line_ads', 'tiktok'].entries()) {
      const user = byEmail.get(i === 0 ? `user2.${brand}@demo.local` : `anchor2.${brand}@demo.local`);
      if (!user) continue;
      const visitor = `demo-visitor-${brand}-${i + 2}`;
      const visited = new Date(now - (3 - i) * 86_400_000);
      await deps.db.query(
        `insert into referral_visits (visitor_id, code, referrer_id, brand, channel, ip, first_seen_at, visited_at)
         values ($1, $2, $3, $4, $5, '203.0.113.7', $6, $6) on conflict do nothing`,
        [visitor, host.public_id, host.id, brand, channel, visited],
      );
      await deps.db.query(
        `insert into referral_attributions (user_id, referrer_id, code, channel, visitor_id, visited_at, registered_at)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
        [user.id, host.id, host.public_id, channel, visitor, visited, new Date(visited.getTime() + 20 * 60_000)],
      );
    }
  }
}

export type DemoInviteeState = 'registered' | 'qualified' | 'rewarded' | 'not_eligible';

/**
 * A demo inviter's invitees in every state of the record page: attributed through a link, the
 * recharge reward qualified (paid by the reward job soon after start), paid from the house
 * (ledger key `referral-reward:recharge:<invitee>`), or refused as the same device. Idempotent:
 * a restart finds the rows and the operation and changes nothing.
 */
export async function seedInviteDemo(
  deps: { db: Db; now: () => Date },
  inviterId: number,
  /** the brand's currency (`priceAsset`): what a recharge reward pays in */
  asset: 'gold_coin' | 'diamond',
  friends: ReadonlyArray<{ id: number; code: string; state: DemoInviteeState; daysAgo: number }>,
): Promise<void> {
  const now = deps.now().getTime();
  const amount = REFERRAL_REWARDS.recharge.amount;
  for (const f of friends) {
    const registered = new Date(now - f.daysAgo * 86_400_000);
    await deps.db.query(
      `insert into referral_attributions (user_id, referrer_id, code, channel, visitor_id, visited_at, registered_at)
       values ($1, $2, $3, 'line', $4, $5, $6) on conflict do nothing`,
      [f.id, inviterId, f.code, `demo-invite-${f.id}`, new Date(registered.getTime() - 600_000), registered],
    );
    if (f.state === 'registered') continue;
    const at = new Date(registered.getTime() + 3_600_000);
    await repo.qualify(deps.db, 'recharge', asset, amount, [{ inviteeId: f.id, source: `demo-recharge-${f.id}`, at }]);
    const [row] = await repo.rewardsOfInvitees(deps.db, [f.id]);
    if (!row || row.state !== 'qualified') continue;
    if (f.state === 'rewarded') await payOne(deps, row, at);
    else if (f.state === 'not_eligible')
      await repo.decide(deps.db, {
        inviteeId: f.id,
        kind: 'recharge',
        state: 'not_eligible',
        reason: 'same_device',
        operationId: null,
        at,
      });
  }
}
