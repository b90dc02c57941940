import { LOCALES } from '@app/shared';
import { expect, it } from 'vitest';
import { browserSuite, demoLogin, describeBrowser } from './harness';
import { walkRoutes } from './route-walk';

/**
 * Issue 13's acceptance walk: every host, guild, agency, referral and withdrawal route, for each
 * brand whose table has it, at 375×812, signed in as the brand's demo host; the languages turn
 * with each route so all five are walked. A route fails on the not-found page, the placeholder
 * frame, an uncaught error, a console error, a page still loading, a translation key or an
 * unfilled `{{…}}` on screen; each is photographed.
 */
const DEFAULT_ROUTES = [
  // host work and income
  '/h5/anchor_rating',
  '/h5/new_anchor_v3',
  '/h5/new_anchor_v4',
  '/h5/cp_task_guide',
  '/h5/chat_task_guide',
  '/h5/audio_match_doc',
  '/h5/video_match_doc',
  '/h5/japan/audio_match_doc',
  '/h5/newer_recom_rule',
  '/h5/question',
  '/h5/salary_settlement',
  '/h5/japan/room_task',
  '/h5/japan/room_operator_pendant',
  '/h5/japan/task',
  '/h5/group_task',
  '/h5/incentive_jp',
  // guilds, agencies, recruitment
  '/h5/page_recruit',
  '/h5/japan/recruit',
  '/h5/japan/community_recruit',
  '/h5/japan/advanced_community',
  '/h5/jp/invite/sub_agent',
  '/agency/login',
  '/agency/dashboard',
  // referrals
  '/h5/intro_invite_friends',
  '/h5/record_invite_friends',
  '/h5/draw_guide',
  // withdrawals
  '/h5/japan/withdraw/main',
  '/h5/japan/withdraw/pre_apply',
  '/h5/japan/withdraw/apply',
  '/h5/japan/withdraw/confirm',
  '/h5/japan/withdraw/success',
  '/h5/japan/withdraw/eidt/paypay',
  '/h5/japan/withdraw/eidt/bank',
  '/h5/japan/withdraw/create_account',
  '/h5/japan/withdraw/record',
  '/h5/japan/withdraw/charge/record',
  '/h5/page_withdraw',
  // coin traders (not a route of the spec: the trader's own page)
  '/h5/coin_trader',
];

const WAKOO_ROUTES = [
  '/h5/broadcaster/task/index',
  '/h5/broadcaster/task/chat_guide',
  '/h5/broadcaster/task/cp_guide',
  '/h5/auth/my_bonus',
  '/h5/auth/confirm_bonus',
  '/h5/auth/bonus_record',
  '/h5/auth/bonus_banner',
  '/h5/auth/question',
  '/h5/auth/auth_realname',
  '/h5/auth/withdraw_request',
  '/h5/auth/withdraw_fill_info',
  '/h5/auth/withdraw_confirm',
  '/h5/auth/page_withdraw',
  '/h5/auth/edit_account',
  '/h5/auth/japan/cshrec',
  '/h5/auth/japan/widw/pre_apply',
  '/h5/auth/japan/widw/apply',
  '/h5/auth/japan/widw/success',
  '/h5/auth/japan/widw/edit/paypay',
  '/h5/auth/japan/widw/edit/bank',
  '/h5/auth/japan/widw/confirm',
  '/h5/auth/japan/widw/create_account',
  '/h5/auth/japan/invite',
  '/h5/auth/japan/invite/history',
  '/h5/auth/japan/invite/history/agent',
  '/h5/auth/japan/link_buddy',
  '/h5/auth/cn/link_buddy',
  // wakoo's table holds every default page too: a few of them on its theme
  '/h5/anchor_rating',
  '/h5/incentive_jp',
  '/h5/japan/recruit',
  '/h5/intro_invite_friends',
];

describeBrowser('issue 13: every host, guild, agency, referral and withdrawal route renders a real page', () => {
  const suite = browserSuite();

  /** Walks the routes for one brand, signed in as its demo host, starting the language turn at `first`. */
  async function walk(brand: 'default' | 'wakoo', routes: readonly string[], first: number): Promise<string[]> {
    const host = await demoLogin(suite.server.url, `anchor1.${brand}@demo.local`);
    const visits = routes.map((p, i) => ({ brand, path: p, lang: LOCALES[(first + i) % LOCALES.length]! }));
    return walkRoutes(suite.browser, suite.server.url, visits, { token: host.access_token, shotPrefix: 'issue13' });
  }

  // two turns of the languages: every route is walked in two of them, every language on every table
  it('default table, every language in turn', async () => {
    expect([...(await walk('default', DEFAULT_ROUTES, 0)), ...(await walk('default', DEFAULT_ROUTES, 3))]).toEqual([]);
  }, 300_000);

  it('wakoo table, every language in turn', async () => {
    expect([...(await walk('wakoo', WAKOO_ROUTES, 2)), ...(await walk('wakoo', WAKOO_ROUTES, 4))]).toEqual([]);
  }, 300_000);
});
