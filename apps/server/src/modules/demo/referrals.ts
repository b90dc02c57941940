import { BRAND_IDS, priceAsset } from '@app/shared';
import { hashPassword } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { findUsersByEmails } from '../accounts/service';
import { type DemoInviteeState, seedInviteDemo } from '../referrals/seed';
import { DEMO_USER_PASSWORD, demoInviterEmail } from './accounts';
import { insertDemoUsers } from './seed';

const FRIENDS: ReadonlyArray<{ name: string; state: DemoInviteeState; daysAgo: number }> = [
  { name: 'Sakura', state: 'rewarded', daysAgo: 12 },
  { name: 'Kenta', state: 'not_eligible', daysAgo: 9 },
  { name: 'Mei', state: 'qualified', daysAgo: 4 },
  { name: 'Yuto', state: 'registered', daysAgo: 1 },
];
const friendEmail = (brand: string, i: number) => `invitee${i + 1}.${brand}@demo.local`;

/**
 * The demo inviter of each brand: an account of its own, so that the rewards its invitees earn it
 * (one is paid by the reward job a moment after start) move no balance the other demo users show.
 */
export { demoInviterEmail };

/**
 * The invite pages alive (`/h5/intro_invite_friends`, the record, the console's drawer): in each
 * brand the demo inviter (`inviter.<brand>@demo.local`) invited four demo accounts, one in each state (rewarded, not
 * eligible as the same device, qualified, just registered). Idempotent.
 */
export async function seedDemoReferrals(deps: { db: Db; now: () => Date }): Promise<void> {
  const hash = await hashPassword(DEMO_USER_PASSWORD);
  for (const brand of BRAND_IDS) {
    const people = [
      { email: demoInviterEmail(brand), nickname: 'Sora', gender: 'male' as const, birthDate: '1993-06-15', brand },
      ...FRIENDS.map((f, i) => ({
        email: friendEmail(brand, i),
        nickname: f.name,
        gender: 'male' as const,
        birthDate: `199${i + 1}-0${i + 3}-1${i + 2}`,
        brand,
      })),
    ];
    await insertDemoUsers(deps.db, people, hash);
    const users = await findUsersByEmails(
      deps.db,
      people.map((p) => p.email),
    );
    const byEmail = new Map(users.map((u) => [u.email, u]));
    const inviter = byEmail.get(demoInviterEmail(brand));
    if (!inviter) continue;
    const friends = FRIENDS.flatMap((f, i) => {
      const u = byEmail.get(friendEmail(brand, i));
      return u ? [{ id: u.id, code: inviter.public_id, state: f.state, daysAgo: f.daysAgo }] : [];
    });
    await seedInviteDemo(deps, inviter.id, priceAsset(brand), friends);
  }
}
