/**
 * Admin permission codes. The first five are the ones the spec's console queries; the rest guard
 * the console features we add. Regions split feedback and risk handling (default vs japan).
 */
export const PERMISSIONS = {
  FEEDBACK_DEFAULT: 'publicservice.handle_default_feedback',
  FEEDBACK_JAPAN: 'publicservice.handle_japan_feedback',
  RISK_DEFAULT: 'riskcontrol.handle_default_riskrecord',
  RISK_JAPAN: 'riskcontrol.handle_japan_riskrecord',
  DISPLAY_MESSAGE_OP_USER: 'publicservice.display_message_op_user',
  USER_QUERY: 'user.query',
  FINANCE_ADJUST_BALANCE: 'finance.adjust_balance',
  FINANCE_VIEW_WALLET: 'finance.view_wallet',
  AUDIT_VIEW: 'audit.view',
  CLUB_MANAGE: 'club.manage',
  FINANCE_VIEW_ORDERS: 'finance.view_orders',
  FINANCE_REFUND: 'finance.refund',
  FINANCE_VIEW_REWARDS: 'finance.view_rewards',
  FINANCE_MANUAL_ORDER: 'finance.manual_order',
  /** staff module: admins, their codes and passwords */
  ADMIN_MANAGE: 'admin.manage',
  /** staff module: the second pair of eyes on large wallet adjustments and refunds */
  FINANCE_APPROVE: 'finance.approve',
  /** a user's email and phone in the console's user views (absent from the answer without it) */
  USER_VIEW_CONTACT: 'user.view_contact',
  /** legal module: edit and publish the legal documents */
  LEGAL_MANAGE: 'content.manage_legal',
  /** legal module: hosts' registration information tables (names, phones: personal data) */
  REGISTER_INFO_VIEW: 'host.view_register_info',
  /** activities module: draft, edit and submit seasonal events; export their results */
  ACTIVITY_MANAGE: 'content.manage_activities',
  /** activities module: the second pair of eyes that publishes (or rejects) an event's version, and ends one early */
  ACTIVITY_APPROVE: 'content.approve_activities',
  /** withdrawals module: the first admin on a withdrawal (checks it, or rejects it), and the batch files */
  WITHDRAW_REVIEW: 'finance.withdraw_review',
  /** withdrawals module: the second admin, who approves (the points leave the host) or rejects */
  WITHDRAW_APPROVE: 'finance.withdraw_approve',
  /** withdrawals module: the third admin, who marks a transfer paid or failed */
  WITHDRAW_PAY: 'finance.withdraw_pay',
  /** traders module: propose coin traders, suspend, resume, revoke, change limits, record bulk purchases */
  TRADERS_MANAGE: 'finance.manage_traders',
  /** traders module: the second admin, who approves a proposed trader or a raised limit (never the proposer) */
  TRADERS_APPROVE: 'finance.approve_traders',
  /** guilds module: agencies (their logins), guilds and the operators' applications */
  GUILDS_MANAGE: 'host.manage_guilds',
  /** letters module: each region's blocked keywords for anonymous letters and replies */
  LETTER_KEYWORDS_MANAGE: 'riskcontrol.manage_letter_keywords',
  /** hostcards module: hide or show hosts' shareable profile cards */
  HOST_CARDS_MANAGE: 'host.manage_cards',
} as const;

export type PermissionCode = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
// pure-annotated: a page that reads none of these lists does not keep them (H5 bundles)
export const ALL_PERMISSION_CODES: readonly PermissionCode[] = /* @__PURE__ */ Object.values(PERMISSIONS);

export const JAPAN_REGION_PERMISSIONS: readonly PermissionCode[] = /* @__PURE__ */ (() => [
  PERMISSIONS.FEEDBACK_JAPAN,
  PERMISSIONS.RISK_JAPAN,
])();

export function isPermissionCode(value: unknown): value is PermissionCode {
  return typeof value === 'string' && (ALL_PERMISSION_CODES as readonly string[]).includes(value);
}

/** A console route is open to an admin holding ANY of its codes; an empty list means every admin. */
export function hasAnyPermission(held: ReadonlySet<string> | Record<string, boolean>, needed: readonly string[]): boolean {
  if (needed.length === 0) return true;
  if (held instanceof Set) return needed.some((c) => held.has(c));
  const map = held as Record<string, boolean>;
  return needed.some((c) => map[c] === true);
}

export const ADMIN_PREFIX = '/h5/qyqyadmin';

export interface AdminNavItem {
  path: string;
  /** i18n key of the label, under admin.nav */
  labelKey: string;
  perms: readonly PermissionCode[];
  group: 'feedback' | 'risk' | 'users' | 'finance' | 'system';
}

const P = PERMISSIONS;
/** Console pages and the codes that open them (spec section 2, "Admin back office"). */
export const ADMIN_NAV: readonly AdminNavItem[] = /* @__PURE__ */ (() => [
  { path: `${ADMIN_PREFIX}/feedback/a`, labelKey: 'feedbackAll', perms: [P.FEEDBACK_DEFAULT, P.FEEDBACK_JAPAN], group: 'feedback' },
  { path: `${ADMIN_PREFIX}/feedback/ucoo_zh`, labelKey: 'feedbackUcooZh', perms: [P.FEEDBACK_DEFAULT], group: 'feedback' },
  { path: `${ADMIN_PREFIX}/feedback/wakoo_zh`, labelKey: 'feedbackWakooZh', perms: [P.FEEDBACK_DEFAULT], group: 'feedback' },
  { path: `${ADMIN_PREFIX}/feedback/ucoo_ja`, labelKey: 'feedbackUcooJa', perms: [P.FEEDBACK_JAPAN], group: 'feedback' },
  { path: `${ADMIN_PREFIX}/feedback/wakoo_ja`, labelKey: 'feedbackWakooJa', perms: [P.FEEDBACK_JAPAN], group: 'feedback' },
  {
    path: `${ADMIN_PREFIX}/feedback/officialmsg`,
    labelKey: 'officialMessages',
    perms: [P.DISPLAY_MESSAGE_OP_USER],
    group: 'feedback',
  },
  { path: `${ADMIN_PREFIX}/risk/record`, labelKey: 'riskRecord', perms: [P.RISK_DEFAULT, P.RISK_JAPAN], group: 'risk' },
  { path: `${ADMIN_PREFIX}/risk/notify`, labelKey: 'riskNotify', perms: [P.RISK_DEFAULT, P.RISK_JAPAN], group: 'risk' },
  { path: `${ADMIN_PREFIX}/risk/letter-keywords`, labelKey: 'letterKeywords', perms: [P.LETTER_KEYWORDS_MANAGE], group: 'risk' },
  { path: `${ADMIN_PREFIX}/users`, labelKey: 'users', perms: [P.USER_QUERY], group: 'users' },
  { path: `${ADMIN_PREFIX}/register-info`, labelKey: 'registerInfo', perms: [P.REGISTER_INFO_VIEW], group: 'users' },
  { path: `${ADMIN_PREFIX}/guilds`, labelKey: 'guilds', perms: [P.GUILDS_MANAGE], group: 'users' },
  { path: `${ADMIN_PREFIX}/host_cards`, labelKey: 'hostCards', perms: [P.HOST_CARDS_MANAGE], group: 'users' },
  { path: `${ADMIN_PREFIX}/orders`, labelKey: 'orders', perms: [P.FINANCE_VIEW_ORDERS], group: 'finance' },
  { path: `${ADMIN_PREFIX}/rank-rewards`, labelKey: 'rankRewards', perms: [P.FINANCE_VIEW_REWARDS], group: 'finance' },
  {
    path: `${ADMIN_PREFIX}/withdrawals`,
    labelKey: 'withdrawals',
    perms: [P.WITHDRAW_REVIEW, P.WITHDRAW_APPROVE, P.WITHDRAW_PAY],
    group: 'finance',
  },
  { path: `${ADMIN_PREFIX}/prepaid`, labelKey: 'prepaid', perms: [P.FINANCE_VIEW_ORDERS], group: 'finance' },
  { path: `${ADMIN_PREFIX}/traders`, labelKey: 'traders', perms: [P.TRADERS_MANAGE, P.TRADERS_APPROVE], group: 'finance' },
  { path: `${ADMIN_PREFIX}/approvals`, labelKey: 'approvals', perms: [P.FINANCE_APPROVE], group: 'finance' },
  { path: `${ADMIN_PREFIX}/activities`, labelKey: 'activities', perms: [P.ACTIVITY_MANAGE, P.ACTIVITY_APPROVE], group: 'system' },
  { path: `${ADMIN_PREFIX}/legal`, labelKey: 'legal', perms: [P.LEGAL_MANAGE], group: 'system' },
  { path: `${ADMIN_PREFIX}/admins`, labelKey: 'admins', perms: [P.ADMIN_MANAGE], group: 'system' },
  { path: `${ADMIN_PREFIX}/account`, labelKey: 'myAccount', perms: [], group: 'system' },
  { path: `${ADMIN_PREFIX}/audit`, labelKey: 'audit', perms: [P.AUDIT_VIEW], group: 'system' },
])();
