import { RACING_CARS, RACING_ROUND_MS, racingClock } from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { Scheduler } from '../../platform/scheduler';
import { findUsersByEmails } from '../accounts/service';
import { balancesOf } from '../ledger/service';
import { addFuel, buyFragments, confirm, RACING_BRANDS, type RacingDeps } from '../racing/service';
import { DEMO_FANS, fanEmail } from './activity';

/** Demo fans fuel and confirm a few cars in every round, so the racing page is alive on first start. */
export async function demoRacingRound(deps: RacingDeps, random: () => number = Math.random): Promise<void> {
  const roundId = racingClock(deps.now().getTime()).roundId;
  for (const brand of RACING_BRANDS) {
    const emails = DEMO_FANS.map((_, i) => fanEmail(brand, i));
    const users = await findUsersByEmails(deps.db, emails);
    for (const u of users) {
      if (random() < 0.35) continue; // not every fan plays every round
      const user: AuthedUser = { id: u.id, publicId: u.public_id, brand, region: u.region };
      const key = `demo-${roundId}-${u.id}`;
      try {
        // winnings come back as fragments: buy only when the tank runs low
        if (((await balancesOf(deps.db, u.id)).medal_fragment ?? 0) < 300)
          await buyFragments(deps, user, { amount: 600, request_id: `${key}-f` });
        const cars = [...RACING_CARS].sort(() => random() - 0.5).slice(0, 1 + Math.floor(random() * 2));
        for (const car of cars) {
          const litres = 50 * (1 + Math.floor(random() * 6));
          await addFuel(deps, user, { round_id: roundId, car: car.id, litres, request_id: `${key}-${car.id}` });
        }
        await confirm(deps, user, { round_id: roundId });
      } catch (err) {
        // out of coins, the round closed meanwhile: a demo fan just sits this round out
        if (!(err instanceof AppError)) throw err;
      }
    }
  }
}

/** 6 s into each round: after the opener, well inside the 30-s fuel window. */
export function declareDemoRacing(scheduler: Scheduler, deps: RacingDeps): void {
  const offset = 6_000;
  scheduler.every(
    'racing-demo',
    {
      intervalMs: RACING_ROUND_MS,
      slotOf: (at) => new Date(Math.floor((at.getTime() - offset) / RACING_ROUND_MS) * RACING_ROUND_MS + offset),
    },
    () => demoRacingRound(deps),
  );
}
