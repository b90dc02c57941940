import { BRAND_IDS, periodKey, periodKeySpan, periodSpan, previousPeriodKey, REGION_TIME_ZONES, type THostEvent } from '@app/shared';
import { findUsersByEmails, type UserRow } from '../accounts/service';
import { settleWeeks } from '../hosts/programs';
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
    await seedDemoHostPrograms(deps, hosts, fans);
  }
  // last week's pendants and incentives, paid as the weekly job would (once: keyed by host and week)
  await settleWeeks(deps);
}

/**
 * The demo hosts' programmes (rating, room tasks, pendant, incentive): last week, a long video
 * call (over the first incentive tier) and an evening in her party room (a pendant); this week,
 * some room time on the days before today (today's room tasks are left to do). Ids are keyed by
 * the week: a restart in the same week credits nothing twice.
 */
async function seedDemoHostPrograms(deps: HostsDeps, hosts: readonly UserRow[], fans: readonly UserRow[]): Promise<void> {
  const now = deps.now();
  const events: THostEvent[] = [];
  hosts.forEach((h, hi) => {
    const tz = REGION_TIME_ZONES[h.region];
    const lastWeek = previousPeriodKey('weekly', now, h.region);
    const last = periodKeySpan(lastWeek, tz).start.getTime();
    const fan = fans[hi % fans.length]!;
    const other = fans[(hi + 1) % fans.length]!;
    const id = (k: string) => `demo-prog-${h.id}-${lastWeek}-${k}`;
    const at = (ms: number) => new Date(ms).toISOString();
    const evening = last + 2 * 86_400_000 + 20 * 3_600_000;
    events.push(
      { id: id('call'), kind: 'call', anchor_id: h.id, user_id: fan.id, media: 'video', seconds: (70 + hi * 25) * 60, at: at(evening) },
      { id: id('mic'), kind: 'room_mic', anchor_id: h.id, room_id: `demo-room-${h.id}`, seconds: 150 * 60, at: at(evening + 3_600_000) },
      {
        id: id('gift'),
        kind: 'room_gift',
        anchor_id: h.id,
        user_id: other.id,
        room_id: `demo-room-${h.id}`,
        coins: 1_999,
        at: at(evening + 3_700_000),
      },
      ...[fan, other].map(
        (u, k): THostEvent => ({
          id: id(`listen${k}`),
          kind: 'room_reception',
          anchor_id: h.id,
          user_id: u.id,
          room_id: `demo-room-${h.id}`,
          seconds: 600,
          at: at(evening + 3_800_000),
        }),
      ),
    );
    // this week, before today: room time and a gift
    const today = periodSpan('daily', now, tz).start.getTime();
    const monday = periodSpan('weekly', now, tz).start.getTime();
    if (today > monday) {
      const week = periodKey('weekly', now, h.region);
      const yesterday = today - 4 * 3_600_000;
      events.push(
        {
          id: `demo-prog-${h.id}-${week}-mic`,
          kind: 'room_mic',
          anchor_id: h.id,
          room_id: `demo-room-${h.id}`,
          seconds: 95 * 60,
          at: at(yesterday),
        },
        {
          id: `demo-prog-${h.id}-${week}-gift`,
          kind: 'room_gift',
          anchor_id: h.id,
          user_id: fan.id,
          room_id: `demo-room-${h.id}`,
          coins: 3_300,
          at: at(yesterday),
        },
      );
    }
  });
  if (events.length > 0) await ingest(deps, events);
}
