import type { BrandId } from '@app/shared';

/**
 * The paths of spec section 2 per table, transcribed by hand with the shorthand expanded
 * ("(+/rule)", "(+_candy)", sibling lists such as "/h5/japan/room_operator_pendant, /task",
 * "/h5/japan/withdraw/ with pre_apply, …"). Spellings are the spec's ('%23', 'eidt', 'acivity').
 * Redacted placeholders ({token}, /h5/{hash}) are left out. spec-routes.test.ts checks that the
 * tables register exactly these and that every literal route in the spec text appears here.
 */

const ACTIVITIES = ['/h5/activity_dragonBoat', '/h5/activity_2025_520', '/h5/activity_2025_520/rule', '/h5/dance/:activity?', '/h5/candy'];

const SEASONAL = [
  '/h5/spring2025',
  '/h5/spring2025_rule',
  '/h5/aprilfoolday25',
  '/h5/aprilfoolday25_candy',
  '/h5/valentinesday25',
  '/h5/valentinesday25_candy',
  '/h5/spring_festival25',
  '/h5/spring_festival25_candy',
  '/h5/spring_festival24',
  '/h5/goddessday_2025',
  '/h5/newyear2025',
  '/h5/new_years_day',
  '/h5/reward20250501',
  '/h5/activity_qixi',
  '/h5/summer_party',
  '/h5/summer_party_reward',
  '/h5/halloweenactivity',
  '/h5/2024/mid_autumn',
  '/h5/20250930',
  '/h5/jp/20250930',
  '/h5/summerbar',
  '/h5/summerbar/history',
  '/h5/summerbar/about',
  '/h5/rechargec',
];

const DRAGON_YEAR = [
  '/h5/dragon_blind_box',
  '/h5/acivity/dragon_wish_reward',
  '/h5/gift_wall/dragon_year_limited',
  '/h5/activity/dragon_baby',
  '/h5/activity/dragon_reward',
];

const OTHER_ACTIVITIES = [
  '/h5/energy_challenge',
  '/h5/grand_ceremony',
  '/h5/swimming',
  '/h5/swimming_jp',
  '/h5/nicelinglong202401',
  '/h5/wish_ferris_wheel',
  '/h5/weeklyGiftStarRank',
  '/h5/weeklyGiftHistoryRank',
  '/h5/yearly_rank_2023',
  '/h5/yearly_reward_2023',
  '/h5/giftwall520',
  '/h5/vindicate520',
  '/h5/cp_rank_520',
];

const CONSTELLATION = [
  '/h5/constellation',
  '/h5/constellation/challenge/rule',
  '/h5/jp/constellation',
  '/h5/jp/constellation/challenge/rule',
];

const RANKINGS = [
  '/h5/whole_rank',
  '/h5/rank_rule_reward',
  '/h5/japan/all_rank',
  '/h5/japan/all_rank_award',
  '/h5/japan/all_newer_rank_award',
  '/h5/japan/rank_rule',
  '/h5/japan/cp_rank',
  '/h5/japan/newer_rank',
  '/h5/japan/newer_rank_award',
  '/h5/japan/lucky_rank',
  '/h5/japan/blind_box_rank',
  '/h5/japan/buddy_rank',
  '/h5/richrankactivity/:app_name?',
  '/h5/racing/rank',
  '/h5/racing/rank/rule',
];

const JAPAN = [
  '/h5/japan/bonus_charge/:gender?',
  '/h5/japan/rule_bonus_charge/:gender?',
  '/h5/japan/room_task',
  '/h5/japan/room_operator_pendant',
  '/h5/japan/task',
  '/h5/japan/recruit',
  '/h5/japan/community_recruit',
  '/h5/japan/advanced_community',
  '/h5/japan/line_dialog',
  '/h5/japan/audio_match_doc',
  '/h5/japan/race_car',
  '/h5/japan/koi_card',
  '/h5/japan/gold_racing',
  '/h5/japan/gold_racing_half',
  '/h5/japan/racing/about',
  '/h5/ja/level',
  '/h5/incentive_jp',
  '/h5/group_task',
  '/h5/jp/club',
  '/h5/jp/invite/sub_agent',
  '/h5/about/defend',
];

const GAMES = [
  '/h5/gold_racing',
  '/h5/gold_racing_half',
  '/h5/racing',
  '/h5/%23/racing',
  '/h5/%23/racing_history',
  '/h5/%23/racing_rules',
  '/h5/guaguale',
  '/h5/ggl_rule',
  '/h5/record_ggl',
  '/h5/luckywheel',
  '/h5/magpie',
  '/h5/blindboxroom',
  '/h5/cpblindboxroom',
  '/h5/anchor_fight',
];

const WITHDRAWAL = [
  '/h5/japan/withdraw/pre_apply',
  '/h5/japan/withdraw/apply',
  '/h5/japan/withdraw/success',
  '/h5/japan/withdraw/eidt/paypay',
  '/h5/japan/withdraw/eidt/bank',
  '/h5/japan/withdraw/main',
  '/h5/japan/withdraw/charge/record',
  '/h5/japan/withdraw/record',
  '/h5/japan/withdraw/confirm',
  '/h5/japan/withdraw/create_account',
  '/h5/page_withdraw',
  '/h5/draw_guide/:code?',
];

const LEGAL = [
  '/h5/contract/:name?',
  '/h5/:name/:app_name?/:lang?',
  '/h5/wakoo/agreement',
  '/h5/ja/user_service/:app_name?',
  '/h5/ja/privacy_policy/:app_name?',
  '/h5/ja/vip_service/:app_name?',
  '/h5/ja/vip_sub_service/:app_name?',
  '/h5/charge/:app_name?',
  '/h5/privacy/:app_name?',
  '/h5/agreement/:app_name?',
  '/h5/broadcaster_agreement/:app_name?',
  '/h5/promise',
  '/h5/promise_page',
  '/h5/anchor_union_agreement',
  '/h5/anchor_behavior',
  '/h5/register_info_table',
  '/h5/default/childrensecurity',
  '/h5/jp/childrensecurity',
];

const ANCHOR = [
  '/h5/anchor_rating',
  '/h5/new_anchor_v3',
  '/h5/new_anchor_v4',
  '/h5/cp_task_guide',
  '/h5/chat_task_guide',
  '/h5/audio_match_doc',
  '/h5/video_match_doc',
  '/h5/newer_recom_rule',
  '/h5/question',
  '/h5/page_recruit',
  '/h5/salary_settlement',
  '/h5/racing_spokesman',
  '/h5/intro_invite_friends',
  '/h5/record_invite_friends',
  '/h5/reality_alert',
  '/h5/auth_alert',
];

const OFFICIAL = [
  '/',
  '/jp',
  '/japan',
  '/h5/lite',
  '/h5/wakoo/:lang?',
  '/h5/cooya',
  '/h5/ocha',
  '/h5/landing_page/:region?',
  '/h5/landing_page_jp',
  '/h5/dating_cn',
  '/dating',
  '/h5/download/:region?',
  '/h5/jp/download',
  '/girls/:code?',
  // "a root-level referral code path of 6 to 10 word characters"
  '/:code',
  '/h5/card_cn_client',
  '/h5/vip_cn',
  '/h5/recharge_cn/:app_name?',
  '/h5/recharge_ja/:app_name?',
  '/h5/page_introduce',
];

const OTHER = [
  '/h5/letters',
  '/h5/mailbox',
  // "official messages" is a screen named by text without a path; ours (the message tab opens it)
  '/h5/messages',
  '/h5/mine_level',
  '/h5/web_generate',
  '/h5/force_upgrade',
  '/h5/customerservice',
  '/h5/list',
  '/h5/widgets',
  '/h5/upload',
  '/h5/hello',
  '/h5/test',
  '/agency/login',
  '/agency/dashboard',
];

export const SPEC_DEFAULT_ROUTES: readonly string[] = [
  ...ACTIVITIES,
  ...SEASONAL,
  ...DRAGON_YEAR,
  ...OTHER_ACTIVITIES,
  ...CONSTELLATION,
  ...RANKINGS,
  ...JAPAN,
  ...GAMES,
  ...WITHDRAWAL,
  ...LEGAL,
  ...ANCHOR,
  ...OFFICIAL,
  ...OTHER,
];

const WAKOO_AUTH = [
  '/h5/auth/withdraw_request',
  '/h5/auth/withdraw_fill_info',
  '/h5/auth/withdraw_confirm',
  '/h5/auth/auth_realname',
  '/h5/auth/bonus_banner',
  '/h5/auth/question',
  '/h5/auth/page_withdraw',
  '/h5/auth/my_bonus',
  '/h5/auth/confirm_bonus',
  '/h5/auth/edit_account',
  '/h5/auth/bonus_record',
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
];

const WAKOO_GAMES = [
  '/h5/games/wakoo_racing',
  '/h5/games/wakoo_racing_half',
  '/h5/games/wakoo_racing_ja',
  '/h5/games/wakoo_racing_half_ja',
  '/h5/games/wakoo_racing_dev',
];

const WAKOO_OTHER = [
  '/h5/mine_level_ja',
  '/h5/girls',
  '/h5/dating',
  '/h5/:code',
  '/h5/landing',
  '/h5/recharge',
  '/h5/recharge_pc',
  '/h5/member_pc',
  '/h5/member/:app_name?',
  '/h5/distribute',
  '/h5/empty',
  '/h5/cpbox/intro',
  '/h5/broadcaster/task/index',
  '/h5/broadcaster/task/chat_guide',
  '/h5/broadcaster/task/cp_guide',
  '/h5/weekly/star',
  '/h5/weekly/star/history',
  '/h5/:area?/cyber',
  '/h5/:area?/cyber/rule',
  // "(+/rule), /apiutil": follows a shorthand marker, not a path, so it is read as a root path
  '/apiutil',
  // "a not-found catch-all": the router appends '*' (app/NotFound) after every table
];

export const SPEC_WAKOO_ONLY_ROUTES: readonly string[] = [...WAKOO_AUTH, ...WAKOO_GAMES, ...WAKOO_OTHER];

export const SPEC_ROUTES: Record<BrandId, readonly string[]> = {
  default: SPEC_DEFAULT_ROUTES,
  wakoo: [...SPEC_WAKOO_ONLY_ROUTES, ...SPEC_DEFAULT_ROUTES],
  ocha: ['/', '/h5/:contract/:app_name?', '/h5/childrensecurity'],
  // "/h5/contract/:name?, /, and several activity pages": our pick of activity pages
  cooya: [
    '/h5/contract/:name?',
    '/',
    '/h5/activity_dragonBoat',
    '/h5/activity_2025_520',
    '/h5/activity_2025_520/rule',
    '/h5/dance/:activity?',
    '/h5/candy',
    '/h5/spring2025',
    '/h5/spring2025_rule',
  ],
  ucoo_plus: ['/h5/contract/:contract'],
};

/**
 * The route path react-router needs for a spec path: it decodes each URL segment before matching,
 * so '%23' in the spec becomes '#' in the route (same decoding as react-router's decodePath).
 */
export function routePathOf(specPath: string): string {
  return specPath
    .split('/')
    .map((segment) => decodeURIComponent(segment))
    .join('/');
}
