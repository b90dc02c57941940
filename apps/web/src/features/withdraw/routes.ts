import type { PayoutMethod, Region } from '@app/shared';

/**
 * The withdrawal flow's steps and the route families that hold them (spec "Withdrawal", Wakoo's
 * `/h5/auth/...`). One page module draws every step: the route's name says which step and which
 * family, and a step links to the other steps of its own family.
 */
export const WITHDRAW_STEPS = [
  'main',
  'pre_apply',
  'apply',
  'confirm',
  'success',
  'record',
  'create_account',
  'edit_paypay',
  'edit_bank',
  'edit_account',
  'realname',
] as const;
export type WithdrawStep = (typeof WITHDRAW_STEPS)[number];

/**
 * jp: the default table's `/h5/japan/withdraw/...`; wakoo_jp: Wakoo's `/h5/auth/japan/widw/...`;
 * cn: Wakoo's China pages (`/h5/auth/withdraw_request`, ...); single: `/h5/page_withdraw?step=`.
 */
export const WITHDRAW_FAMILIES = ['jp', 'wakoo_jp', 'cn', 'single'] as const;
export type WithdrawFamily = (typeof WITHDRAW_FAMILIES)[number];

export interface WithdrawRoute {
  step: WithdrawStep;
  family: WithdrawFamily;
  /** a main page two families share: the host's region (the overview's) picks the family */
  byRegion?: Record<Region, WithdrawFamily>;
}

const SINGLE_PATH = '/h5/page_withdraw';
const WAKOO_MAIN = '/h5/auth/page_withdraw';

/** Each family's path of each step it has; a step it lacks falls back (withdrawHref). */
export const WITHDRAW_FAMILY_PATHS: Record<WithdrawFamily, Partial<Record<WithdrawStep, string>>> = {
  jp: {
    main: '/h5/japan/withdraw/main',
    pre_apply: '/h5/japan/withdraw/pre_apply',
    apply: '/h5/japan/withdraw/apply',
    confirm: '/h5/japan/withdraw/confirm',
    success: '/h5/japan/withdraw/success',
    record: '/h5/japan/withdraw/record',
    create_account: '/h5/japan/withdraw/create_account',
    edit_paypay: '/h5/japan/withdraw/eidt/paypay',
    edit_bank: '/h5/japan/withdraw/eidt/bank',
  },
  wakoo_jp: {
    main: WAKOO_MAIN,
    pre_apply: '/h5/auth/japan/widw/pre_apply',
    apply: '/h5/auth/japan/widw/apply',
    confirm: '/h5/auth/japan/widw/confirm',
    success: '/h5/auth/japan/widw/success',
    record: '/h5/auth/japan/cshrec',
    create_account: '/h5/auth/japan/widw/create_account',
    edit_paypay: '/h5/auth/japan/widw/edit/paypay',
    edit_bank: '/h5/auth/japan/widw/edit/bank',
  },
  cn: {
    main: WAKOO_MAIN,
    pre_apply: '/h5/auth/withdraw_request',
    apply: '/h5/auth/withdraw_fill_info',
    confirm: '/h5/auth/withdraw_confirm',
    record: '/h5/auth/bonus_record',
    // one page adds and edits an account: without `?method=` it offers the methods
    create_account: '/h5/auth/edit_account',
    edit_account: '/h5/auth/edit_account',
    realname: '/h5/auth/auth_realname',
  },
  single: Object.fromEntries(WITHDRAW_STEPS.map((s) => [s, SINGLE_PATH])) as Record<WithdrawStep, string>,
};

/** Route name → step and family, for every route the page module serves. */
export const WITHDRAW_ROUTES = {
  // default table (also in Wakoo's, which holds every default page)
  withdraw_main: { step: 'main', family: 'jp' },
  withdraw_pre_apply: { step: 'pre_apply', family: 'jp' },
  withdraw_apply: { step: 'apply', family: 'jp' },
  withdraw_confirm: { step: 'confirm', family: 'jp' },
  withdraw_success: { step: 'success', family: 'jp' },
  withdraw_record: { step: 'record', family: 'jp' },
  withdraw_create_account: { step: 'create_account', family: 'jp' },
  withdraw_edit_paypay: { step: 'edit_paypay', family: 'jp' },
  withdraw_edit_bank: { step: 'edit_bank', family: 'jp' },
  page_withdraw: { step: 'main', family: 'single', byRegion: { japan: 'jp', default: 'single' } },
  // Wakoo, Japan
  auth_page_withdraw: { step: 'main', family: 'cn', byRegion: { japan: 'wakoo_jp', default: 'cn' } },
  auth_widw_pre_apply: { step: 'pre_apply', family: 'wakoo_jp' },
  auth_widw_apply: { step: 'apply', family: 'wakoo_jp' },
  auth_widw_confirm: { step: 'confirm', family: 'wakoo_jp' },
  auth_widw_success: { step: 'success', family: 'wakoo_jp' },
  auth_widw_create_account: { step: 'create_account', family: 'wakoo_jp' },
  auth_widw_edit_paypay: { step: 'edit_paypay', family: 'wakoo_jp' },
  auth_widw_edit_bank: { step: 'edit_bank', family: 'wakoo_jp' },
  auth_japan_cash_record: { step: 'record', family: 'wakoo_jp' },
  // Wakoo, China
  auth_withdraw_request: { step: 'pre_apply', family: 'cn' },
  auth_withdraw_fill_info: { step: 'apply', family: 'cn' },
  auth_withdraw_confirm: { step: 'confirm', family: 'cn' },
  auth_confirm_bonus: { step: 'confirm', family: 'cn' },
  auth_bonus_record: { step: 'record', family: 'cn' },
  auth_edit_account: { step: 'edit_account', family: 'cn' },
  auth_realname: { step: 'realname', family: 'cn' },
} as const satisfies Record<string, WithdrawRoute>;

export type WithdrawRouteName = keyof typeof WITHDRAW_ROUTES;
/** Every route name the withdrawal page module serves (for the route tables). */
export const WITHDRAW_ROUTE_NAMES = Object.keys(WITHDRAW_ROUTES) as WithdrawRouteName[];

export const isWithdrawStep = (value: string | null | undefined): value is WithdrawStep =>
  (WITHDRAW_STEPS as readonly string[]).includes(value ?? '');

/**
 * The step and family of the page at route `name`. The single page reads its step from `?step=`
 * and stays single on every step but main; a shared main page takes its family from the host's
 * region once the overview told it (before: the route's own family).
 */
export function resolveWithdrawRoute(
  name: string | undefined,
  search: URLSearchParams,
  region: Region | null,
): { step: WithdrawStep; family: WithdrawFamily } {
  const route: WithdrawRoute = (name && (WITHDRAW_ROUTES as Record<string, WithdrawRoute>)[name]) || WITHDRAW_ROUTES.page_withdraw;
  if (route.family === 'single') {
    const asked = search.get('step');
    const step = isWithdrawStep(asked) ? asked : 'main';
    if (step !== 'main') return { step, family: 'single' };
  }
  const family = route.byRegion && region ? route.byRegion[region] : route.family;
  return { step: route.step, family };
}

export type StepParams = Record<string, string | number | null | undefined>;

/** The step (and its query) that adds or edits an account of `method`. */
export function accountStepOf(method: PayoutMethod): { step: WithdrawStep; params: StepParams } {
  if (method === 'paypay') return { step: 'edit_paypay', params: {} };
  if (method === 'bank') return { step: 'edit_bank', params: {} };
  return { step: 'edit_account', params: { method } };
}

/**
 * The address of `step` in `family` with `params` in its query (empty ones left out). The China
 * family has no success page (its main page shows the request: `?done=<id>`), and adds accounts
 * on its edit page; a step a family lacks leads to its main page.
 */
export function withdrawHref(family: WithdrawFamily, step: WithdrawStep, params: StepParams = {}): string {
  const paths = WITHDRAW_FAMILY_PATHS[family];
  let query: StepParams = params;
  let target: WithdrawStep = step;
  if (family === 'cn' && step === 'success') {
    const { id, ...rest } = params;
    query = { ...rest, done: id };
    target = 'main';
  }
  const path = paths[target] ?? paths.main ?? SINGLE_PATH;
  const search = new URLSearchParams();
  if (family === 'single' && target !== 'main') search.set('step', target);
  for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined && v !== '') search.set(k, String(v));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
