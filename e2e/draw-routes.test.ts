import { expect, it } from 'vitest';
import { browserSuite, demoLogin, describeBrowser, openSignedIn } from './harness';

/**
 * Every spec route of the games, signed in, on the default app and on Wakoo (which serves every
 * default page too): the page opens on its game and its tab, with no script error, and a game
 * route shows its stage or its rules or records.
 */
const DRAW_ROUTES: ReadonlyArray<[path: string, game: string, tab: 'play' | 'records' | 'rules']> = [
  ['/h5/guaguale', 'scratch', 'play'],
  ['/h5/ggl_rule', 'scratch', 'rules'],
  ['/h5/record_ggl', 'scratch', 'records'],
  ['/h5/luckywheel', 'lucky_wheel', 'play'],
  ['/h5/acivity/dragon_wish_reward', 'dragon_wish', 'play'],
  ['/h5/wish_ferris_wheel', 'ferris_wheel', 'play'],
  ['/h5/blindboxroom', 'blind_box', 'play'],
  ['/h5/cpblindboxroom', 'cp_blind_box', 'play'],
  ['/h5/dragon_blind_box', 'dragon_blind_box', 'play'],
  ['/h5/japan/koi_card', 'koi_card', 'play'],
  ['/h5/magpie', 'magpie', 'play'],
  ['/h5/anchor_fight', 'anchor_fight', 'play'],
];

const TAB_CONTENT = { play: 'draws-play', records: 'draws-records', rules: 'draws-odds' } as const;

describeBrowser('game routes, signed in', () => {
  const suite = browserSuite();

  for (const brand of ['default', 'wakoo'] as const) {
    it(`opens every draw route on its game and tab (${brand})`, async () => {
      const s = await demoLogin(suite.server.url, `user2.${brand}@demo.local`);
      const { page, errors } = await openSignedIn(
        suite.browser,
        `${suite.server.url}/h5/guaguale?app_name=${brand}`,
        s.access_token,
        'draws-page',
      );
      for (const [route, game, tab] of DRAW_ROUTES) {
        await page.goto(`${suite.server.url}${route}?app_name=${brand}`);
        const root = page.locator(`[data-testid="draws-page"][data-game="${game}"][data-tab="${tab}"]`);
        await root.waitFor();
        await page.getByTestId(TAB_CONTENT[tab]).first().waitFor();
        if (tab === 'play') await page.getByTestId('draws-stage').waitFor();
        expect(errors, route).toEqual([]);
      }
      // the racing routes open on their tab too
      for (const [route, tab] of [
        ['/h5/racing', 'race'],
        ['/h5/%23/racing_history', 'records'],
        ['/h5/japan/racing/about', 'rules'],
      ] as const) {
        await page.goto(`${suite.server.url}${route}?app_name=${brand}`);
        await page.locator(`[data-testid="racing-page"]`).waitFor();
        await expect.poll(() => page.getByTestId(`racing-tab-${tab}`).getAttribute('aria-selected'), { message: route }).toBe('true');
        expect(errors, route).toEqual([]);
      }
      await page.close();
    }, 120_000);
  }
});
