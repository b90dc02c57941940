import { BRAND_IDS, type THostEvent } from '@app/shared';
import { findUsersByEmails } from '../accounts/service';
import { type HostsDeps, ingest } from '../hosts/service';
import { DEMO_FANS, DEMO_HOSTS, fanEmail, hostEmail } from './activity';

/**
 * A week of work for the demo hosts (modules/hosts), reported as the apps would: calls, replies
 * and memberships with the demo fans over the last seven days, so a host's income page has days,
 * kinds and recent calls. Event ids are fixed: a restart credits nothing twice.
 */
export async function seedDemoHostWork(deps: HostsDeps): Promise<void> {
  const now = deps.now();
  const hour = 3_600_000;
  // whole hours back from the start of this hour: the same instants on a restart within the hour
  const base = Math.floor(now.getTime() / hour) * hour;
  for (const brand of BRAND_IDS) {
    const emails = [...DEMO_HOSTS.map((_, i) => hostEmail(brand, i)), `anchor1.${brand}@demo.local`, `anchor2.${brand}@demo.local`];
    const hosts = (await findUsersByEmails(deps.db, emails)).filter((u) => u.gender === 'female');
    const fans = await findUsersByEmails(
      deps.db,
      DEMO_FANS.map((_, i) => fanEmail(brand, i)),
    );
    if (fans.length === 0) continue;
    const events: THostEvent[] = [];
    hosts.forEach((h, hi) => {
      for (let k = 0; k < 18; k++) {
        const fan = fans[(hi + k) % fans.length]!;
        const at = new Date(base - (k * 9 + hi * 2 + 1) * hour).toISOString();
        const id = `demo-${brand}-${h.id}-${k}`;
        if (k % 6 === 5)
          events.push({ id, kind: 'membership', anchor_id: h.id, user_id: fan.id, plan: k % 12 === 5 ? 'weekly' : 'monthly', at });
        else if (k % 3 === 1)
          events.push({ id, kind: 'reply', anchor_id: h.id, user_id: fan.id, reply_seconds: 40 + ((k * 37) % 260), at });
        else
          events.push({
            id,
            kind: 'call',
            anchor_id: h.id,
            user_id: fan.id,
            media: k % 2 === 0 ? 'video' : 'voice',
            seconds: 95 + ((k * 53 + hi * 31) % 900),
            at,
          });
      }
    });
    if (events.length > 0) await ingest(deps, events);
  }
}
