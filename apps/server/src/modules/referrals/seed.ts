import { BRAND_IDS } from '@app/shared';
import type { Db } from '../../platform/db';
import { findUsersByEmails } from '../accounts/service';

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
