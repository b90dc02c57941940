import { BRAND_IDS, type BrandId } from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { Scheduler } from '../../platform/scheduler';
import { findUsersByEmails } from '../accounts/service';
import { type DrawsDeps, draw } from '../draws/service';
import { postLegs, runOperation } from '../ledger/service';
import { DEMO_FANS, fanEmail } from './activity';

/** What demo fans play, one draw each time they come by. */
const FAN_GAMES = ['lucky_wheel', 'blind_box', 'cp_blind_box', 'koi_card', 'magpie', 'dragon_blind_box'] as const;
const EVERY_MS = 5 * 60_000;

const asUser = (u: { id: number; public_id: string; region: AuthedUser['region'] }, brand: BrandId): AuthedUser => ({
  id: u.id,
  publicId: u.public_id,
  brand,
  region: u.region,
});

/**
 * The demo users' starting tickets (so the scratch and wish pages can be played at once), and a
 * few draws and cheers by the demo fans, so the records, backpacks, the lucky boards and the
 * anchor fight are not empty.
 */
export async function seedDemoDraws(draws: DrawsDeps): Promise<void> {
  for (const brand of BRAND_IDS) {
    const users = await findUsersByEmails(
      draws.db,
      [1, 2].map((i) => `user${i}.${brand}@demo.local`),
    );
    for (const u of users) {
      // a welcome gift of tickets from the mint, once (the request id makes a restart a no-op)
      await runOperation(
        draws.db,
        { scope: 'system:demo', requestId: `demo-draw-tickets-${u.id}`, kind: 'demo.tickets', body: {} },
        (q, id) =>
          postLegs(q, id, 'demo.tickets', [
            { from: { system: 'mint' }, to: { user: u.id }, asset: 'scratch_ticket', amount: 30, memo: 'demo' },
            { from: { system: 'mint' }, to: { user: u.id }, asset: 'wish_ticket', amount: 5, memo: 'demo' },
          ]),
      );
    }
  }
  await demoFanDraws(draws, 'start');
}

export async function demoFanDraws(deps: DrawsDeps, slot: string, random: () => number = Math.random): Promise<void> {
  for (const brand of BRAND_IDS) {
    const users = await findUsersByEmails(
      deps.db,
      DEMO_FANS.map((_, i) => fanEmail(brand, i)),
    );
    const hosts = await findUsersByEmails(
      deps.db,
      [1, 2].map((i) => `anchor${i}.${brand}@demo.local`),
    );
    for (const u of users) {
      const player = asUser(u, brand);
      if (random() >= 0.5) {
        const game = FAN_GAMES[Math.floor(random() * FAN_GAMES.length)]!;
        await sitOutRefusals(draw(deps, player, game, { count: 1, request_id: `demo-draw-${slot}-${u.id}` }));
      }
      // some also cheer for a host in the anchor fight (every fan at the start: a fight is on from the first look)
      const host = slot === 'start' || random() < 0.35 ? hosts[Math.floor(random() * hosts.length)] : undefined;
      if (host) {
        await sitOutRefusals(
          draw(deps, player, 'anchor_fight', { count: 1, request_id: `demo-cheer-${slot}-${u.id}`, anchor_id: host.id }),
        );
      }
    }
  }
}

/** Out of coins or over the day's cap: the fan sits it out. */
async function sitOutRefusals(play: Promise<unknown>): Promise<void> {
  try {
    await play;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
  }
}

/** Every five minutes, some demo fans play a draw. */
export function declareDemoDraws(scheduler: Scheduler, deps: DrawsDeps): void {
  scheduler.every('draws-demo', { intervalMs: EVERY_MS }, (firing) =>
    demoFanDraws(deps, String(Math.floor(firing.slot.getTime() / EVERY_MS))),
  );
}
