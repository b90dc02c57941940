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
  // newcomers compete on the daily and weekly charm boards of the Japan region
  japan_newer_rank: {
    boards: ['charm'],
    periods: ['daily', 'weekly'],
    region: 'japan',
    allowPrevious: true,
    rulesPath: '/h5/japan/newer_rank_award',
    heroKey: 'hero.newer',
  },
  japan_buddy_rank: {
    boards: ['cp'],
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
  weekly_gift_star_rank: WEEKLY_STAR,
  weekly_gift_history_rank: { ...WEEKLY_STAR, previous: true },
  weekly_star: WEEKLY_STAR,
  weekly_star_history: { ...WEEKLY_STAR, previous: true },
};

export const DEFAULT_BOARD_CONFIG = WHOLE;

export type RulesVariant = 'rules' | 'award' | 'newerAward';

export const RULES_PAGES: Record<string, { variant: RulesVariant; region?: Region }> = {
  rank_rule_reward: { variant: 'rules' },
  japan_rank_rule: { variant: 'rules', region: 'japan' },
  japan_all_rank_award: { variant: 'award', region: 'japan' },
  japan_all_newer_rank_award: { variant: 'newerAward', region: 'japan' },
  japan_newer_rank_award: { variant: 'newerAward', region: 'japan' },
};
