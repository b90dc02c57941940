import { BRAND_IDS } from '@app/shared';
import { seedConsents, seedConsoleDemo, seedPastResults } from '../activities/demo';
import type { ActivitiesDeps } from '../activities/service';
import { DEMO_FANS, fanEmail } from './activity';

/** Final results for the events that ended before the demo started (modules/activities). */
export async function seedDemoActivities(deps: ActivitiesDeps): Promise<void> {
  const emails = BRAND_IDS.flatMap((b) => [
    ...DEMO_FANS.map((_, i) => fanEmail(b, i)),
    `user1.${b}@demo.local`,
    `user2.${b}@demo.local`,
    `anchor1.${b}@demo.local`,
    `anchor2.${b}@demo.local`,
  ]);
  await seedPastResults(deps, emails);
  await seedConsoleDemo(deps, 'admin@demo.local');
  // two fans of each app show their amounts on spending boards; the rest stay hidden
  await seedConsents(
    deps,
    BRAND_IDS.flatMap((b) => [fanEmail(b, 0), fanEmail(b, 1)]),
  );
}
