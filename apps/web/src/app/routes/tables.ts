import { ACTIVITY_ROUTES, type ActivitySection, type BrandId } from '@app/shared';
import type { ComponentType } from 'react';
import type { SpecDefaultSection } from './spec-routes';

/**
 * Per-brand route tables (spec section 2). The router turns each RouteDef into a lazy route with
 * `handle: { name, titleKey }`; the admin console (/h5/qyqyadmin/...) and /h5/login are mounted by
 * the router itself and are not listed here. spec-routes.ts holds the same paths transcribed from
 * the spec and spec-routes.test.ts keeps the two in step.
 */
export interface RouteDef {
  /** react-router path, e.g. '/h5/japan/bonus_charge/:gender?' */
  path: string;
  /** unique within its table */
  name: string;
  /** key in the `routes` i18n namespace */
  titleKey: string;
  /** lazy page module */
  load: () => Promise<{ default: ComponentType }>;
  /** the i18n namespaces the page reads: fetched together with its code, not after it renders */
  ns?: readonly string[];
  /**
   * The server renders the page into its HTML (src/ssr): its text paints before any script runs.
   * For pages whose first render needs no browser state; a signed-in reader's page is rendered
   * with their own answers (the apps open pages with `access_token`).
   */
  ssr?: boolean;
}

/** The route builder of one page module: `fooPage(path, name, titleKey = name)`. */
function pagesOf(load: RouteDef['load'], ns?: readonly string[], opts: { ssr?: boolean } = {}) {
  return (path: string, name: string, titleKey: string = name): RouteDef => ({
    path,
    name,
    titleKey,
    load,
    ...(ns && { ns }),
    ...(opts.ssr && { ssr: true }),
  });
}

// rankings, rules, level and gift-wall pages (features/gifts; the ranking page composed with cp and social)
const rankingPage = pagesOf(() => import('./RankingPage'), ['ranking'], { ssr: true });
const rankRulePage = pagesOf(() => import('../../features/gifts/pages/RankRulePage'), ['ranking']);
const levelPage = pagesOf(() => import('../../features/gifts/pages/LevelPage'), ['ranking']);
const giftWallPage = pagesOf(() => import('../../features/gifts/pages/GiftWallPage'), ['ranking']);

// money pages (features/money): recharge, charge records, bonus charge, membership
const rechargePage = pagesOf(() => import('../../features/money/pages/RechargePage'), ['money'], { ssr: true });
const chargeRecordsPage = pagesOf(() => import('../../features/money/pages/ChargeRecordsPage'), ['money']);
const bonusChargePage = pagesOf(() => import('../../features/money/pages/BonusChargePage'), ['money']);
const bonusChargeRulePage = pagesOf(() => import('../../features/money/pages/BonusChargeRulePage'), ['money']);
const memberPage = pagesOf(() => import('../../features/money/pages/MemberPage'), ['money'], { ssr: true });

// official messages (features/notices)
const messagesPage = pagesOf(() => import('../../features/notices/pages/MessagesPage'), ['notices']);
// anonymous letters: write one or open a random one, and the mailbox of replies (features/letters)
const lettersPage = pagesOf(() => import('../../features/letters/pages/LettersPage'), ['letters']);
const mailboxPage = pagesOf(() => import('../../features/letters/pages/MailboxPage'), ['letters']);
// a coin trader's desk: stock, today's limit, transfers (features/traders)
const traderPage = pagesOf(() => import('../../features/traders/pages/TraderPage'), ['traders']);
// the tribe hall: my tribe or one by id, without a tribe create, browse and the ranking (features/tribes)
const tribePage = pagesOf(() => import('../../features/tribes/pages/TribePage'), ['tribes']);

// customer service (features/support): my feedback threads and the feedback chat
const supportPage = pagesOf(() => import('../../features/support/pages/SupportPage'), ['support']);

// legal documents (features/legal): one page for every legal route, the document from the route or its :name
const documentPage = pagesOf(() => import('../../features/legal/pages/DocumentPage'), ['legal'], { ssr: true });
// the registration information table: its terms and the host's form (features/legal)
const registerInfoPage = pagesOf(() => import('../../features/legal/pages/RegisterInfoPage'), ['legal']);

// official home pages and the landing / download pages (features/site)
const siteHomePage = pagesOf(() => import('../../features/site/pages/SiteHomePage'), ['site'], { ssr: true });
const landingPage = pagesOf(() => import('../../features/site/pages/LandingPage'), ['site'], { ssr: true });
// referral entry: records the code and leads to download or registration (features/referral)
const referralPage = pagesOf(() => import('../../features/referral/pages/ReferralPage'), ['referral', 'site']);
// hosts' shareable profile cards, their editor and the brand's gallery (features/hostcards, composed with social and referral)
const hostCardPage = pagesOf(() => import('./HostCardPage'), ['hostcard', 'social', 'site']);
// my invitations: code, link, QR and rules; the accounts I invited; link buddy (features/referral)
const invitePage = pagesOf(() => import('../../features/referral/pages/InvitePage'), ['referral']);
// the landing of a host's invite link: how hosts earn and withdraw, download or register (features/referral)
const drawGuidePage = pagesOf(() => import('../../features/referral/pages/DrawGuidePage'), ['referral', 'site']);

// support and QA tools (features/tools); the route list reads the tables, so it lives here in app
const forceUpgradePage = pagesOf(() => import('../../features/tools/pages/ForceUpgradePage'), ['tools']);
const diagnosticsPage = pagesOf(() => import('../../features/tools/pages/DiagnosticsPage'), ['tools']);
const widgetsPage = pagesOf(() => import('../../features/tools/pages/WidgetsPage'), ['tools']);
const uploadPage = pagesOf(() => import('../../features/tools/pages/UploadPage'), ['tools']);
const webGeneratePage = pagesOf(() => import('../../features/tools/pages/WebGeneratePage'), ['tools']);
const apiUtilPage = pagesOf(() => import('../../features/tools/pages/ApiUtilPage'), ['tools']);
const noticePage = pagesOf(() => import('../../features/tools/pages/NoticePage'), ['tools']);
const lineDialogPage = pagesOf(() => import('../../features/tools/pages/LineDialogPage'), ['tools']);
const emptyPage = pagesOf(() => import('../../features/tools/pages/EmptyPage'), ['tools']);
const routeListPage = pagesOf(() => import('./RouteListPage'), ['tools']);

// a host's income from her calls, replies and memberships (features/hosts)
const hostIncomePage = pagesOf(() => import('../../features/hosts/pages/HostIncomePage'), ['hosts']);
// her 7-day check-in, tasks and cash task sets (features/hosts)
const hostTasksPage = pagesOf(() => import('../../features/hosts/pages/HostTasksPage'), ['hosts']);
// her guides: chat tasks, voice and video match, newcomers, FAQ (features/hosts/guides.ts)
const hostGuidePage = pagesOf(() => import('../../features/hosts/pages/HostGuidePage'), ['hosts']);
// her rating, party-room tasks and pendant, weekly incentive and wakoo's bonus banner (features/hosts)
const hostRatingPage = pagesOf(() => import('../../features/hosts/pages/HostRatingPage'), ['hostprog']);
const hostRoomTasksPage = pagesOf(() => import('../../features/hosts/pages/HostRoomTasksPage'), ['hostprog']);
const hostPendantPage = pagesOf(() => import('../../features/hosts/pages/HostPendantPage'), ['hostprog']);
const hostIncentivePage = pagesOf(() => import('../../features/hosts/pages/HostIncentivePage'), ['hostprog']);
// her withdrawals: payout accounts, amount, confirm, records; every step and brand (features/withdraw)
const withdrawPage = pagesOf(() => import('../../features/withdraw/pages/WithdrawPage'), ['withdraw', 'hosts']);
// guilds and agencies (features/guilds): host recruitment, operators' applications, sub-agents, the agency's own app
const recruitPage = pagesOf(() => import('../../features/guilds/pages/RecruitPage'), ['guilds']);
const operatorPage = pagesOf(() => import('../../features/guilds/pages/OperatorPage'), ['guilds']);
const subAgentPage = pagesOf(() => import('../../features/guilds/pages/SubAgentPage'), ['guilds']);
const agencyPage = pagesOf(() => import('../../features/guilds/pages/AgencyPage'), ['guilds']);

// first-class club (features/club)
const clubPage = pagesOf(() => import('../../features/club/pages/ClubPage'), ['club'], { ssr: true });

// speed racing (features/racing): the live round, records and rules in one page
const racingPage = pagesOf(() => import('./RacingRoute'), ['games', 'fairness']);
const spokesmanPage = pagesOf(() => import('../../features/racing/pages/SpokesmanPage'), ['games']);

// per-user draw games (features/draws): scratch cards, wheels, blind boxes, cards; one engine page
const drawPage = pagesOf(() => import('./DrawRoute'), ['draws', 'fairness']);

// CP pairs (features/cp): my CP, invitations, invite, rules
const cpPage = pagesOf(() => import('../../features/cp/pages/CpPage'), ['cp']);

// every activity page (features/activities): one renderer draws any event definition; its rows are
// generated from the definitions (ACTIVITY_ROUTES), the page finds its event and view by route name
const activityPage = pagesOf(() => import('../../features/activities/pages/ActivityRoute'), ['activities']);

/** A section's activity routes; a route's title is its name without a trailing `_jp` (one title per event). */
const activities = (section: ActivitySection): RouteDef[] =>
  (ACTIVITY_ROUTES[section] ?? []).map(([path, name]) => activityPage(path, name, name.replace(/_jp$/, '')));

/**
 * The spec writes '/h5/%23/racing'. react-router decodes each URL segment before matching
 * (decodePath), so the browser URL /h5/%23/racing is matched as '/h5/#/racing' and the route
 * path has to carry the decoded character.
 */
const HASH = '#';

// ---- default table, section by section ----

const DEFAULT_SECTIONS: Record<SpecDefaultSection, RouteDef[]> = {
  activities: activities('activities'),
  seasonal: activities('seasonal'),
  dragonYear: [
    drawPage('/h5/dragon_blind_box', 'dragon_blind_box'),
    drawPage('/h5/acivity/dragon_wish_reward', 'dragon_wish_reward'),
    giftWallPage('/h5/gift_wall/dragon_year_limited', 'dragon_year_gift_wall'),
    ...activities('dragon_year'),
  ],
  otherActivities: [
    drawPage('/h5/wish_ferris_wheel', 'wish_ferris_wheel'),
    rankingPage('/h5/weeklyGiftStarRank', 'weekly_gift_star_rank'),
    rankingPage('/h5/weeklyGiftHistoryRank', 'weekly_gift_history_rank'),
    giftWallPage('/h5/giftwall520', 'gift_wall_520'),
    ...activities('other'),
  ],
  constellation: activities('constellation'),
  rankings: [
    rankingPage('/h5/whole_rank', 'whole_rank'),
    rankRulePage('/h5/rank_rule_reward', 'rank_rule_reward'),
    rankingPage('/h5/japan/all_rank', 'japan_all_rank'),
    rankRulePage('/h5/japan/all_rank_award', 'japan_all_rank_award'),
    rankRulePage('/h5/japan/all_newer_rank_award', 'japan_all_newer_rank_award'),
    rankRulePage('/h5/japan/rank_rule', 'japan_rank_rule'),
    rankingPage('/h5/japan/cp_rank', 'japan_cp_rank'),
    rankingPage('/h5/japan/newer_rank', 'japan_newer_rank'),
    rankRulePage('/h5/japan/newer_rank_award', 'japan_newer_rank_award'),
    rankingPage('/h5/japan/lucky_rank', 'japan_lucky_rank'),
    rankingPage('/h5/japan/blind_box_rank', 'japan_blind_box_rank'),
    rankingPage('/h5/japan/buddy_rank', 'japan_buddy_rank'),
    rankingPage('/h5/richrankactivity/:app_name?', 'rich_rank_activity'),
    rankingPage('/h5/racing/rank', 'racing_rank'),
    rankRulePage('/h5/racing/rank/rule', 'racing_rank_rule'),
  ],
  japan: [
    bonusChargePage('/h5/japan/bonus_charge/:gender?', 'bonus_charge'),
    bonusChargeRulePage('/h5/japan/rule_bonus_charge/:gender?', 'bonus_charge_rule'),
    hostRoomTasksPage('/h5/japan/room_task', 'room_task'),
    hostPendantPage('/h5/japan/room_operator_pendant', 'room_operator_pendant'),
    hostTasksPage('/h5/japan/task', 'japan_task'),
    recruitPage('/h5/japan/recruit', 'japan_recruit', 'host_recruit'),
    operatorPage('/h5/japan/community_recruit', 'community_recruit'),
    operatorPage('/h5/japan/advanced_community', 'advanced_community'),
    lineDialogPage('/h5/japan/line_dialog', 'line_dialog'),
    hostGuidePage('/h5/japan/audio_match_doc', 'japan_audio_match_doc', 'audio_match_doc'),
    racingPage('/h5/japan/race_car', 'race_car'),
    drawPage('/h5/japan/koi_card', 'koi_card'),
    racingPage('/h5/japan/gold_racing', 'japan_gold_racing', 'gold_racing'),
    racingPage('/h5/japan/gold_racing_half', 'japan_gold_racing_half', 'gold_racing_half'),
    racingPage('/h5/japan/racing/about', 'racing_about'),
    levelPage('/h5/ja/level', 'ja_level', 'level'),
    hostIncentivePage('/h5/incentive_jp', 'incentive_jp'),
    hostTasksPage('/h5/group_task', 'group_task'),
    clubPage('/h5/jp/club', 'jp_club'),
    subAgentPage('/h5/jp/invite/sub_agent', 'sub_agent_invite'),
    noticePage('/h5/about/defend', 'about_defend'),
  ],
  games: [
    racingPage('/h5/gold_racing', 'gold_racing'),
    racingPage('/h5/gold_racing_half', 'gold_racing_half'),
    racingPage('/h5/racing', 'racing'),
    racingPage(`/h5/${HASH}/racing`, 'hash_racing', 'racing'),
    racingPage(`/h5/${HASH}/racing_history`, 'hash_racing_history', 'racing_history'),
    racingPage(`/h5/${HASH}/racing_rules`, 'hash_racing_rules', 'racing_rules'),
    drawPage('/h5/guaguale', 'scratch_card'),
    drawPage('/h5/ggl_rule', 'scratch_card_rule'),
    drawPage('/h5/record_ggl', 'scratch_card_record'),
    drawPage('/h5/luckywheel', 'lucky_wheel'),
    drawPage('/h5/magpie', 'magpie'),
    drawPage('/h5/blindboxroom', 'blind_box_room'),
    drawPage('/h5/cpblindboxroom', 'cp_blind_box_room'),
    drawPage('/h5/anchor_fight', 'anchor_fight'),
  ],
  withdrawal: [
    withdrawPage('/h5/japan/withdraw/pre_apply', 'withdraw_pre_apply'),
    withdrawPage('/h5/japan/withdraw/apply', 'withdraw_apply'),
    withdrawPage('/h5/japan/withdraw/success', 'withdraw_success'),
    withdrawPage('/h5/japan/withdraw/eidt/paypay', 'withdraw_edit_paypay'),
    withdrawPage('/h5/japan/withdraw/eidt/bank', 'withdraw_edit_bank'),
    withdrawPage('/h5/japan/withdraw/main', 'withdraw_main'),
    chargeRecordsPage('/h5/japan/withdraw/charge/record', 'withdraw_charge_record'),
    withdrawPage('/h5/japan/withdraw/record', 'withdraw_record'),
    withdrawPage('/h5/japan/withdraw/confirm', 'withdraw_confirm'),
    withdrawPage('/h5/japan/withdraw/create_account', 'withdraw_create_account'),
    withdrawPage('/h5/page_withdraw', 'page_withdraw'),
    drawGuidePage('/h5/draw_guide/:code?', 'draw_guide'),
  ],
  legal: [
    documentPage('/h5/contract/:name?', 'contract'),
    // generic legal page: any /h5/<name>[/<app_name>[/<lang>]] no other route claims
    documentPage('/h5/:name/:app_name?/:lang?', 'legal_document'),
    documentPage('/h5/wakoo/agreement', 'wakoo_agreement'),
    documentPage('/h5/ja/user_service/:app_name?', 'ja_user_service', 'user_service'),
    documentPage('/h5/ja/privacy_policy/:app_name?', 'ja_privacy_policy', 'privacy_policy'),
    documentPage('/h5/ja/vip_service/:app_name?', 'ja_vip_service', 'vip_service'),
    documentPage('/h5/ja/vip_sub_service/:app_name?', 'ja_vip_sub_service', 'vip_sub_service'),
    documentPage('/h5/charge/:app_name?', 'charge_agreement'),
    documentPage('/h5/privacy/:app_name?', 'privacy', 'privacy_policy'),
    documentPage('/h5/agreement/:app_name?', 'user_agreement'),
    documentPage('/h5/broadcaster_agreement/:app_name?', 'broadcaster_agreement'),
    documentPage('/h5/promise', 'promise'),
    documentPage('/h5/promise_page', 'promise_page'),
    documentPage('/h5/anchor_union_agreement', 'anchor_union_agreement'),
    documentPage('/h5/anchor_behavior', 'anchor_behavior'),
    registerInfoPage('/h5/register_info_table', 'register_info_table'),
    documentPage('/h5/default/childrensecurity', 'children_security'),
    documentPage('/h5/jp/childrensecurity', 'children_security_jp', 'children_security'),
  ],
  anchor: [
    hostRatingPage('/h5/anchor_rating', 'anchor_rating'),
    hostTasksPage('/h5/new_anchor_v3', 'new_anchor_v3', 'new_anchor'),
    hostTasksPage('/h5/new_anchor_v4', 'new_anchor_v4', 'new_anchor'),
    cpPage('/h5/cp_task_guide', 'cp_task_guide'),
    hostGuidePage('/h5/chat_task_guide', 'chat_task_guide'),
    hostGuidePage('/h5/audio_match_doc', 'audio_match_doc'),
    hostGuidePage('/h5/video_match_doc', 'video_match_doc'),
    hostGuidePage('/h5/newer_recom_rule', 'newer_recom_rule'),
    hostGuidePage('/h5/question', 'question'),
    recruitPage('/h5/page_recruit', 'page_recruit', 'host_recruit'),
    hostIncomePage('/h5/salary_settlement', 'salary_settlement'),
    spokesmanPage('/h5/racing_spokesman', 'racing_spokesman'),
    invitePage('/h5/intro_invite_friends', 'intro_invite_friends', 'invite_friends'),
    invitePage('/h5/record_invite_friends', 'record_invite_friends', 'invite_history'),
    noticePage('/h5/reality_alert', 'reality_alert'),
    noticePage('/h5/auth_alert', 'auth_alert'),
  ],
  official: [
    siteHomePage('/', 'site_home'),
    siteHomePage('/jp', 'site_jp', 'site_home_jp'),
    siteHomePage('/japan', 'site_japan', 'site_home_jp'),
    siteHomePage('/h5/lite', 'lite'),
    siteHomePage('/h5/wakoo/:lang?', 'wakoo_site'),
    siteHomePage('/h5/cooya', 'cooya_site'),
    siteHomePage('/h5/ocha', 'ocha_site'),
    landingPage('/h5/landing_page/:region?', 'landing_page'),
    landingPage('/h5/landing_page_jp', 'landing_page_jp', 'landing_page'),
    landingPage('/h5/dating_cn', 'dating_cn', 'dating'),
    landingPage('/dating', 'dating'),
    landingPage('/h5/download/:region?', 'download'),
    landingPage('/h5/jp/download', 'download_jp', 'download'),
    hostCardPage('/girls/:code?', 'girls'),
    // root-level referral code (spec 5: 6 to 10 word characters); other codes render not-found
    referralPage('/:code', 'referral'),
    memberPage('/h5/card_cn_client', 'card_cn_client'),
    memberPage('/h5/vip_cn', 'vip_cn'),
    rechargePage('/h5/recharge_cn/:app_name?', 'recharge_cn', 'recharge'),
    rechargePage('/h5/recharge_ja/:app_name?', 'recharge_ja', 'recharge'),
    siteHomePage('/h5/page_introduce', 'page_introduce'),
  ],
  other: [
    lettersPage('/h5/letters', 'letters'),
    mailboxPage('/h5/mailbox', 'mailbox'),
    // official messages (spec 2, "Screens named by text"; no path given there): the app's message tab opens it
    messagesPage('/h5/messages', 'messages'),
    // coin traders (spec 1 and 6 name the role, no path): the trader's own page
    traderPage('/h5/coin_trader', 'coin_trader'),
    // the tribe hall (spec 2 names the app's "tribe hall" link, no path): the bridge's tribe_hall jump opens it in a browser
    tribePage('/h5/tribe/:id?', 'tribe_hall'),
    // charge records in the reader's language (the /h5/japan/ one forces Japanese)
    chargeRecordsPage('/h5/charge_records', 'charge_records', 'withdraw_charge_record'),
    levelPage('/h5/mine_level', 'mine_level'),
    webGeneratePage('/h5/web_generate', 'web_generate'),
    forceUpgradePage('/h5/force_upgrade', 'force_upgrade'),
    supportPage('/h5/customerservice', 'customer_service'),
    routeListPage('/h5/list', 'list'),
    widgetsPage('/h5/widgets', 'widgets'),
    uploadPage('/h5/upload', 'upload'),
    diagnosticsPage('/h5/hello', 'hello'),
    diagnosticsPage('/h5/test', 'test'),
    agencyPage('/agency/login', 'agency_login'),
    agencyPage('/agency/dashboard', 'agency_dashboard'),
  ],
};

const DEFAULT_TABLE: RouteDef[] = Object.values(DEFAULT_SECTIONS).flat();

// ---- wakoo: its own pages, then every default page ----

const WAKOO_AUTH: RouteDef[] = [
  withdrawPage('/h5/auth/withdraw_request', 'auth_withdraw_request', 'withdraw_apply'),
  withdrawPage('/h5/auth/withdraw_fill_info', 'auth_withdraw_fill_info', 'withdraw_fill_info'),
  withdrawPage('/h5/auth/withdraw_confirm', 'auth_withdraw_confirm', 'withdraw_confirm'),
  withdrawPage('/h5/auth/auth_realname', 'auth_realname', 'realname_auth'),
  hostIncentivePage('/h5/auth/bonus_banner', 'auth_bonus_banner', 'bonus_banner'),
  hostGuidePage('/h5/auth/question', 'auth_question', 'question'),
  withdrawPage('/h5/auth/page_withdraw', 'auth_page_withdraw', 'page_withdraw'),
  hostIncomePage('/h5/auth/my_bonus', 'auth_my_bonus', 'my_bonus'),
  withdrawPage('/h5/auth/confirm_bonus', 'auth_confirm_bonus', 'confirm_bonus'),
  withdrawPage('/h5/auth/edit_account', 'auth_edit_account', 'edit_account'),
  withdrawPage('/h5/auth/bonus_record', 'auth_bonus_record', 'bonus_record'),
  withdrawPage('/h5/auth/japan/cshrec', 'auth_japan_cash_record', 'cash_record'),
  withdrawPage('/h5/auth/japan/widw/pre_apply', 'auth_widw_pre_apply', 'withdraw_pre_apply'),
  withdrawPage('/h5/auth/japan/widw/apply', 'auth_widw_apply', 'withdraw_apply'),
  withdrawPage('/h5/auth/japan/widw/success', 'auth_widw_success', 'withdraw_success'),
  withdrawPage('/h5/auth/japan/widw/edit/paypay', 'auth_widw_edit_paypay', 'withdraw_edit_paypay'),
  withdrawPage('/h5/auth/japan/widw/edit/bank', 'auth_widw_edit_bank', 'withdraw_edit_bank'),
  withdrawPage('/h5/auth/japan/widw/confirm', 'auth_widw_confirm', 'withdraw_confirm'),
  withdrawPage('/h5/auth/japan/widw/create_account', 'auth_widw_create_account', 'withdraw_create_account'),
  invitePage('/h5/auth/japan/invite', 'auth_japan_invite', 'invite_friends'),
  invitePage('/h5/auth/japan/invite/history', 'auth_japan_invite_history', 'invite_history'),
  subAgentPage('/h5/auth/japan/invite/history/agent', 'auth_japan_invite_history_agent', 'agent_invite_history'),
  invitePage('/h5/auth/japan/link_buddy', 'auth_japan_link_buddy', 'link_buddy'),
  invitePage('/h5/auth/cn/link_buddy', 'auth_cn_link_buddy', 'link_buddy'),
];

const WAKOO_GAMES: RouteDef[] = [
  racingPage('/h5/games/wakoo_racing', 'wakoo_racing', 'racing'),
  racingPage('/h5/games/wakoo_racing_half', 'wakoo_racing_half', 'racing_half'),
  racingPage('/h5/games/wakoo_racing_ja', 'wakoo_racing_ja', 'racing'),
  racingPage('/h5/games/wakoo_racing_half_ja', 'wakoo_racing_half_ja', 'racing_half'),
  racingPage('/h5/games/wakoo_racing_dev', 'wakoo_racing_dev', 'racing_dev'),
];

const WAKOO_OTHER: RouteDef[] = [
  levelPage('/h5/mine_level_ja', 'mine_level_ja', 'mine_level'),
  hostCardPage('/h5/girls', 'wakoo_girls', 'girls'),
  landingPage('/h5/dating', 'wakoo_dating', 'dating'),
  // one-segment /h5/<code>; listed before the default pages so it wins the tie with the generic
  // legal page's one-segment form (/h5/:name); two- and three-segment legal URLs still go there
  referralPage('/h5/:code', 'wakoo_code', 'referral'),
  landingPage('/h5/landing', 'wakoo_landing', 'landing_page'),
  rechargePage('/h5/recharge', 'wakoo_recharge', 'recharge'),
  rechargePage('/h5/recharge_pc', 'recharge_pc'),
  memberPage('/h5/member_pc', 'member_pc'),
  memberPage('/h5/member/:app_name?', 'member'),
  landingPage('/h5/distribute', 'distribute'),
  emptyPage('/h5/empty', 'empty'),
  cpPage('/h5/cpbox/intro', 'cpbox_intro'),
  hostTasksPage('/h5/broadcaster/task/index', 'broadcaster_task', 'anchor_task'),
  hostGuidePage('/h5/broadcaster/task/chat_guide', 'broadcaster_chat_guide', 'chat_task_guide'),
  cpPage('/h5/broadcaster/task/cp_guide', 'broadcaster_cp_guide', 'cp_task_guide'),
  rankingPage('/h5/weekly/star', 'weekly_star', 'weekly_gift_star_rank'),
  rankingPage('/h5/weekly/star/history', 'weekly_star_history', 'weekly_gift_history_rank'),
  ...activities('wakoo'),
  apiUtilPage('/apiutil', 'api_util'),
  // wakoo's "not-found catch-all" is the router's own '*' route (app/NotFound), which every brand gets
];

const WAKOO_TABLE: RouteDef[] = [...WAKOO_AUTH, ...WAKOO_GAMES, ...WAKOO_OTHER, ...DEFAULT_TABLE];

// ---- small tables ----

const OCHA_TABLE: RouteDef[] = [
  siteHomePage('/', 'site_home'),
  documentPage('/h5/:contract/:app_name?', 'contract'),
  documentPage('/h5/childrensecurity', 'children_security'),
];

/** default pages by name, in the order given */
function defaultPages(...names: string[]): RouteDef[] {
  return names.map((name) => {
    const route = DEFAULT_TABLE.find((r) => r.name === name);
    if (!route) throw new Error(`no default page named ${name}`);
    return route;
  });
}

/** "several activity pages": the 520 event, dance, candy and spring 2025 from the default list */
const COOYA_TABLE: RouteDef[] = [
  ...defaultPages('contract', 'site_home'),
  ...DEFAULT_SECTIONS.activities,
  ...defaultPages('spring_2025', 'spring_2025_rule'),
];

const UCOO_PLUS_TABLE: RouteDef[] = [documentPage('/h5/contract/:contract', 'contract')];

export const ROUTE_TABLES: Record<BrandId, RouteDef[]> = {
  default: DEFAULT_TABLE,
  wakoo: WAKOO_TABLE,
  ocha: OCHA_TABLE,
  cooya: COOYA_TABLE,
  ucoo_plus: UCOO_PLUS_TABLE,
};

/** names that appear twice in a table (the router logs them in debug mode) */
export function duplicateRouteNames(table: RouteDef[]): string[] {
  const seen = new Set<string>();
  const duplicated = new Set<string>();
  for (const route of table) {
    if (seen.has(route.name)) duplicated.add(route.name);
    else seen.add(route.name);
  }
  return [...duplicated];
}
