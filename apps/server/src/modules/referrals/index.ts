import type { Module } from '..';
import { userRegistered } from '../accounts/events';
import { referralsRoutes } from './routes';
import { attachRegistrations, type ReferralsDeps } from './service';

/** The consumer that attaches referral codes to new accounts (scheduler drain job `outbox:referrals`). */
export const REFERRALS_CONSUMER = 'referrals';

export const referralsModule: Module = {
  name: 'referrals',
  register(ctx) {
    const deps: ReferralsDeps = { db: ctx.db, now: ctx.now };
    referralsRoutes(ctx.app, deps);
    ctx.outbox.subscribe(REFERRALS_CONSUMER, userRegistered, 'attach', async (q, items) => {
      await attachRegistrations(q, items);
      return undefined;
    });
  },
};
