import { expect, it } from 'vitest';
import { browserSuite, demoLogin, describeBrowser, PHONE } from './harness';
import { walkRoutes } from './route-walk';

/**
 * Issue 10's acceptance walk: every legal, official, landing, referral and tool route, for every
 * brand whose table has it, at 375×812 in Japanese and Simplified Chinese. A route fails on the
 * not-found page, an uncaught error, a console error or a translation key
 * left on screen; each is photographed.
 */
type Case = [brand: string, path: string];

const LEGAL = [
  '/h5/contract/user_service',
  '/h5/privacy_policy/default/en',
  '/h5/wakoo/agreement',
  '/h5/ja/user_service',
  '/h5/ja/privacy_policy',
  '/h5/ja/vip_service',
  '/h5/ja/vip_sub_service',
  '/h5/charge',
  '/h5/privacy',
  '/h5/agreement',
  '/h5/broadcaster_agreement',
  '/h5/promise',
  '/h5/promise_page',
  '/h5/anchor_union_agreement',
  '/h5/anchor_behavior',
  '/h5/register_info_table',
  '/h5/default/childrensecurity',
  '/h5/jp/childrensecurity',
];
const OFFICIAL = ['/', '/jp', '/japan', '/h5/lite', '/h5/wakoo', '/h5/wakoo/ja', '/h5/cooya', '/h5/ocha', '/h5/page_introduce'];
const LANDING = [
  '/h5/landing_page',
  '/h5/landing_page/japan',
  '/h5/landing_page_jp',
  '/h5/dating_cn',
  '/dating',
  '/h5/download',
  '/h5/jp/download',
];
const TOOLS = [
  '/h5/force_upgrade',
  '/h5/hello',
  '/h5/test',
  '/h5/list',
  '/h5/widgets',
  '/h5/upload',
  '/h5/web_generate',
  '/h5/about/defend',
  '/h5/japan/line_dialog',
  '/h5/reality_alert',
  '/h5/auth_alert',
];
const WAKOO_ONLY = ['/h5/landing', '/h5/girls', '/h5/dating', '/h5/distribute', '/h5/empty', '/apiutil'];

/** The referral routes need a live code of the brand: a demo host's public id. */
function cases(codes: Record<string, string>): Case[] {
  const shared = [...LEGAL, ...OFFICIAL, ...LANDING, ...TOOLS];
  return [
    ...shared.map((p): Case => ['default', p]),
    ['default', `/${codes.default}`],
    ['default', `/girls/${codes.default}`],
    ['default', '/girls'],
    ...[...shared, ...WAKOO_ONLY].map((p): Case => ['wakoo', p]),
    ['wakoo', `/h5/${codes.wakoo}`],
    ['ocha', '/'],
    ['ocha', '/h5/privacy_policy'],
    ['ocha', '/h5/user_service/ocha'],
    ['ocha', '/h5/childrensecurity'],
    ['cooya', '/'],
    ['cooya', '/h5/contract/recharge'],
    ['ucoo_plus', '/h5/contract/privacy_policy'],
  ];
}

describeBrowser('issue 10: every legal, official, landing, referral and tool route renders a real page', () => {
  const suite = browserSuite();

  async function walk(locale: string, tag: string): Promise<string[]> {
    const [d, w] = await Promise.all([
      demoLogin(suite.server.url, 'anchor1.default@demo.local'),
      demoLogin(suite.server.url, 'anchor1.wakoo@demo.local'),
    ]);
    const visits = cases({ default: d.user.public_id, wakoo: w.user.public_id }).map(([brand, p]) => ({ brand, path: p }));
    return walkRoutes(suite.browser, suite.server.url, visits, { locale, shotPrefix: `issue10-${tag}` });
  }

  it('in Japanese', async () => {
    expect(await walk('ja-JP', 'ja')).toEqual([]);
  }, 300_000);

  it('in Simplified Chinese', async () => {
    expect(await walk('zh-CN', 'zh')).toEqual([]);
  }, 300_000);

  it('an unknown or malformed referral code is the not-found page', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE, locale: 'en-US' });
    const page = await context.newPage();
    for (const p of ['/999999999', '/abc', '/h5/zzzzzzzz?app_name=wakoo', '/girls/not-a-code!']) {
      await page.goto(`${suite.server.url}${p}`);
      await page.getByTestId('not-found').waitFor();
    }
    await context.close();
  });
});
