import type { Module } from '..';
import { userRegistered } from '../accounts/events';
import { orderCredited } from '../payments/events';
import { referralsRoutes } from './routes';
import { attachRegistrations, payDueRewards, qualifyHosts, qualifyRecharges, type ReferralsDeps } from './service';

/** The consumer that attaches referral codes to new accounts and qualifies recharges (scheduler drain job `outbox:referrals`). */
export const REFERRALS_CONSUMER = 'referrals';
/** The job that pays (or refuses) qualified inviter rewards through the ledger. */
export const REFERRAL_REWARDS_JOB = 'referral-rewards';
/** The sweep that qualifies invited hosts by their anchor points. */
export const REFERRAL_HOSTS_JOB = 'referral-hosts';

export const referralsModule: Module = {
  name: 'referrals',
  register(ctx) {
    const deps: ReferralsDeps = { db: ctx.db, now: ctx.now };
    referralsRoutes(ctx.app, deps);
    // one consumer for both topics: an account's registration is attributed before its orders are read
    ctx.outbox.subscribe(REFERRALS_CONSUMER, userRegistered, 'attach', async (q, items) => {
      await attachRegistrations(q, items);
      return undefined;
    });
    ctx.outbox.subscribe(REFERRALS_CONSUMER, orderCredited, 'rewards', async (q, orders) => {
      const qualified = await qualifyRecharges(q, orders);
      return qualified > 0 ? async () => ctx.scheduler.kick(REFERRAL_REWARDS_JOB) : undefined;
    });
    // pays what qualified: kicked after a recharge qualified, and every half minute (a restart, a failed run)
    ctx.scheduler.drain(REFERRAL_REWARDS_JOB, { intervalMs: 30_000, minGapMs: 200 }, () => payDueRewards(deps));
    // invited hosts reaching the points threshold (the hosts module keeps no event stream: a sweep over the ledger)
    ctx.scheduler.every(REFERRAL_HOSTS_JOB, { intervalMs: 300_000 }, async () => {
      if ((await qualifyHosts(deps)) > 0) ctx.scheduler.kick(REFERRAL_REWARDS_JOB);
    });
  },
};
