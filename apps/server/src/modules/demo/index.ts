import { hashPassword } from '../../platform/crypto';
import { type Module, need } from '..';
import { GIFT_EFFECTS } from '../gifts/events';
import { seedLegalDemo } from '../legal/seed';
import { seedReferralDemo } from '../referrals/seed';
import { seedStaffDemo } from '../staff/service';
import { seedDemoTribes } from '../tribes/demo';
import { DEMO_ADMIN_PASSWORD } from './accounts';
import { seedDemoActivities } from './activities';
import { seedDemoActivity } from './activity';
import { declareDemoDraws, seedDemoDraws } from './draws';
import { seedDemoGuilds } from './guilds';
import { seedDemoHostWork } from './hosts';
import { declareDemoRacing } from './racing';
import { seedDemoReferrals } from './referrals';
import { seedDemo } from './seed';
import { seedDemoTraders } from './traders';
import { seedDemoWithdrawals } from './withdrawals';

/** Demo accounts and a little activity (DEMO, DEMO_ACTIVITY), through the real services; last. */
export const demoModule: Module = {
  name: 'demo',
  async register(ctx) {
    if (!ctx.seedDemo) return;
    await seedDemo(ctx.db);
    // risk records, a banned and a muted demo account (modules/risk)
    await ctx.services.risk?.seedDemo();
    // a few hosts' registration tables (modules/legal)
    await seedLegalDemo({ db: ctx.db, now: ctx.now });
    // demo hosts who brought demo users (modules/referrals)
    await seedReferralDemo({ db: ctx.db, now: ctx.now });
    // the first demo user's invitees in every state: registered, qualified, rewarded, not eligible (modules/referrals)
    await seedDemoReferrals({ db: ctx.db, now: ctx.now });
    // agencies (own logins), their guilds of demo hosts, a sub-agent, pending applications (modules/guilds)
    await seedDemoGuilds(need(ctx, 'guilds'));
    if (!ctx.config.demoActivity) return;
    // a finance checker and a large adjustment waiting for approval (modules/staff)
    await seedStaffDemo(ctx.db, await hashPassword(DEMO_ADMIN_PASSWORD));
    await seedDemoActivity({ db: ctx.db, payments: need(ctx, 'payments'), gifts: need(ctx, 'gifts'), cp: need(ctx, 'cp') });
    // demo fans fuel cars in every racing round (modules/racing)
    declareDemoRacing(ctx.scheduler, need(ctx, 'racing'));
    // demo users hold scratch and wish tickets; demo fans play a draw now and then (modules/draws)
    await seedDemoDraws(need(ctx, 'draws'));
    declareDemoDraws(ctx.scheduler, need(ctx, 'draws'));
    // the events that ended before the demo began show their final results (modules/activities)
    await seedDemoActivities(need(ctx, 'activities'));
    // a week of the demo hosts' calls, replies and memberships (modules/hosts)
    await seedDemoHostWork(need(ctx, 'hosts'));
    // withdrawals in every state, reviewed, approved and paid by the three demo admins (modules/withdrawals)
    await seedDemoWithdrawals(need(ctx, 'withdrawals'), need(ctx, 'hosts'));
    // the demo activity's hosts join their guilds too (modules/guilds)
    await seedDemoGuilds(need(ctx, 'guilds'));
    // coin traders: proposed, approved by a second admin, stocked, a few transfers out (modules/traders)
    await seedDemoTraders(need(ctx, 'traders'));
    // three tribes per brand of the demo accounts, with honour and a pending request (modules/tribes)
    await seedDemoTribes(need(ctx, 'tribes'));
    // the effects are committed even when a rank-index update was lost: never a reason not to start
    await ctx.outbox.flush(GIFT_EFFECTS).catch(ctx.warn('gift effects at start-up'));
  },
};
