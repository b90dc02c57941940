import type { Board, Period, Region } from '@app/shared';

/**
 * What each ranking route shows. The page reads its route name (the `handle.name` the router puts
 * on every H5 route) and looks it up here, so one page module serves every board.
 */
export interface BoardConfig {
  boards: readonly Board[];
  periods: readonly Period[];
  /** Japan pages read the Japan-region boards; others the viewer's region or the brand's home region */
  region?: Region;
  /** open on the previous period (the "history" routes) */
  previous?: boolean;
  /** show the current / previous switch (not for 'all') */
  allowPrevious: boolean;
  /** the rules and rewards route linked from the page */
  rulesPath?: string;
  /** a headline above the tabs (i18n key in `ranking`) */
  heroKey: string;
}

const WHOLE: BoardConfig = {
  boards: ['rich', 'charm'],
  periods: ['daily', 'weekly', 'all'],
  allowPrevious: true,
  rulesPath: '/h5/rank_rule_reward',
  heroKey: 'hero.whole',
};

const WEEKLY_STAR: BoardConfig = {
  boards: ['charm'],
  periods: ['weekly'],
  allowPrevious: true,
  rulesPath: '/h5/rank_rule_reward',
  heroKey: 'hero.weeklyStar',
};

export const BOARD_CONFIGS: Record<string, BoardConfig> = {
  whole_rank: WHOLE,
  japan_all_rank: { ...WHOLE, region: 'japan', rulesPath: '/h5/japan/rank_rule' },
  japan_cp_rank: {
    boards: ['cp'],
    periods: ['weekly', 'all'],
    region: 'japan',
    allowPrevious: true,
    rulesPath: '/h5/japan/rank_rule',
    heroKey: 'hero.cp',
  },
  // newcomers (accounts at most LIMITS.newcomerAccountAgeDaysMax old) compete on their own charm board
  japan_newer_rank: {
    boards: ['newer'],
    periods: ['daily', 'weekly'],
    region: 'japan',
    allowPrevious: true,
    rulesPath: '/h5/japan/newer_rank_award',
    heroKey: 'hero.newer',
  },
  // gifts between mutual followers who are not a CP pair
  japan_buddy_rank: {
    boards: ['buddy'],
    periods: ['daily', 'weekly'],
    region: 'japan',
    allowPrevious: true,
    rulesPath: '/h5/japan/rank_rule',
    heroKey: 'hero.buddy',
  },
  rich_rank_activity: {
    boards: ['rich'],
    periods: ['weekly'],
    allowPrevious: true,
    rulesPath: '/h5/rank_rule_reward',
    heroKey: 'hero.richActivity',
  },
  // speed racing: fragments won, today and this week (features/racing plays the rounds)
  racing_rank: {
    boards: ['racing'],
    periods: ['daily', 'weekly'],
    allowPrevious: true,
    rulesPath: '/h5/racing/rank/rule',
    heroKey: 'hero.racing',
  },
  // draws (features/draws): prize value won, and blind boxes opened — Japan's lucky and blind-box ranks
  japan_lucky_rank: {
    boards: ['lucky'],
    periods: ['daily', 'weekly'],
    region: 'japan',
    allowPrevious: true,
    heroKey: 'hero.lucky',
  },
  japan_blind_box_rank: {
    boards: ['blind_box'],
    periods: ['daily', 'weekly'],
    region: 'japan',
    allowPrevious: true,
    heroKey: 'hero.blind_box',
  },
  weekly_gift_star_rank: WEEKLY_STAR,
  weekly_gift_history_rank: { ...WEEKLY_STAR, previous: true },
  weekly_star: WEEKLY_STAR,
  weekly_star_history: { ...WEEKLY_STAR, previous: true },
};

export const DEFAULT_BOARD_CONFIG = WHOLE;

/** Boards a game scores, not gifts: their own empty text, hint and scoring note (keys in `ranking`). */
export const GAME_BOARDS: Partial<Record<Board, { empty: string; start: string; intro: string }>> = {
  racing: { empty: 'board.emptyRacing', start: 'me.startRacing', intro: 'rules.racingIntro' },
  lucky: { empty: 'board.emptyLucky', start: 'me.startLucky', intro: 'rules.luckyIntro' },
  blind_box: { empty: 'board.emptyBlindBox', start: 'me.startBlindBox', intro: 'rules.blindBoxIntro' },
};

export type RulesVariant = 'rules' | 'award' | 'newerAward';

/** each rules/award page: its layout, the boards whose rewards it shows, the region it reads */
export const RULES_PAGES: Record<string, { variant: RulesVariant; boards: readonly Board[]; region?: Region }> = {
  rank_rule_reward: { variant: 'rules', boards: ['rich', 'charm'] },
  racing_rank_rule: { variant: 'rules', boards: ['racing'] },
  japan_rank_rule: { variant: 'rules', boards: ['rich', 'charm', 'cp', 'buddy'], region: 'japan' },
  japan_all_rank_award: { variant: 'award', boards: ['rich', 'charm', 'cp'], region: 'japan' },
  japan_all_newer_rank_award: { variant: 'newerAward', boards: ['newer'], region: 'japan' },
  japan_newer_rank_award: { variant: 'newerAward', boards: ['newer'], region: 'japan' },
};
