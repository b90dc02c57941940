import { createHmac } from 'node:crypto';
import {
  addBusinessDays,
  businessDaysBetween,
  chinaIdBirthDate,
  HOST_CASH_CURRENCY,
  isJapanBankHoliday,
  isMinor,
  JP_ACCOUNT_TYPE_CODE,
  type Locale,
  localDayStart,
  luhnValid,
  maskTail,
  nextWithdrawalStatus,
  normalizeJpMobile,
  normalizeKanaName,
  PAYOUT_METHODS,
  type PayoutMethod,
  periodDay,
  REGION_TIME_ZONES,
  REJECT_REASON_MESSAGES,
  type Region,
  type RejectReason,
  type TAdminWithdrawal,
  type TAdminWithdrawalAction,
  type TAdminWithdrawalPage,
  type TAdminWithdrawalStats,
  type TPayoutAccount,
  type TPayoutAccountInput,
  type TRealname,
  type TStatement,
  type TWithdrawal,
  type TWithdrawalBatch,
  type TWithdrawalPage,
  type TWithdrawOverview,
  type TWithdrawQuoteResult,
  WITHDRAW_DUE_BUSINESS_DAYS,
  WITHDRAW_RULES,
  WITHDRAWAL_STATUSES,
  type WithdrawalAction,
  withdrawAmountProblem,
  withdrawQuote,
} from '@app/shared';
import holidayJp from '@holiday-jp/holiday_jp';
import { writeAudit } from '../../platform/audit';
import type { AuthedAdmin, AuthedUser } from '../../platform/auth';
import { verifyPassword } from '../../platform/crypto';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findUserById, findUsersByIds, toPublicProfile, type UserRow } from '../accounts/service';
import { adminNicknames } from '../admin/service';
import { isHost } from '../hosts/service';
import { balancesOf, creditedBetween, decodeCursor, encodeCursor, postLegs, runOperation, runOperationIn } from '../ledger/service';
import { publishWithdrawalStatus } from './events';
import { buildPaypayCsv, buildZengin, type Consignor, parseConsignor, parseZengin } from './files';
import * as repo from './repo';

export interface WithdrawalsDeps {
  db: Db;
  now: () => Date;
  /** keys the hash of a real-name ID number */
  pepper: string;
  /** ZENGIN_CONSIGNOR (config) */
  consignor: string;
}

// a CommonJS package: Node's ESM loader gives only its default export
const JP_HOLIDAYS = holidayJp.holidays;

const ASSET = 'anchor_point' as const;
const HOLD = { system: 'withdrawal_hold' };
const PAYOUT = { system: 'withdrawal_payout' };
export const WITHDRAWAL_KINDS = {
  hold: 'withdrawal_hold',
  approve: 'withdrawal_payout',
  release: 'withdrawal_release',
  returned: 'withdrawal_return',
} as const;
const SYSTEM_SCOPE = 'system:withdrawals';
/** wrong passwords on the confirm step per hour before RATE_LIMITED */
export const STEPUP_FAILURES_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

// ---- calendar ----

/** Closed days of a region's banks: Japanese public holidays and bank holidays; China, weekends only. */
export const isClosedDay = (region: Region) => (day: string) => region === 'japan' && (day in JP_HOLIDAYS || isJapanBankHoliday(day));

export const dueOn = (region: Region, approvedAt: Date): string =>
  addBusinessDays(periodDay(approvedAt, REGION_TIME_ZONES[region]), WITHDRAW_DUE_BUSINESS_DAYS, isClosedDay(region));

export const businessAge = (region: Region, from: Date, to: Date): number =>
  businessDaysBetween(periodDay(from, REGION_TIME_ZONES[region]), periodDay(to, REGION_TIME_ZONES[region]), isClosedDay(region));

// ---- accounts ----

const TYPE_LABEL: Record<string, string> = { ordinary: '普通', checking: '当座', savings: '貯蓄' };

function labelOf(method: PayoutMethod, d: Record<string, string>): string {
  switch (method) {
    case 'paypay':
      return `PayPay ${d.phone!.slice(0, 3)}••••${d.phone!.slice(-4)}`;
    case 'bank':
      return `${d.bank_name} ${d.branch_name} ${TYPE_LABEL[d.account_type!] ?? ''} ${maskTail(d.account_number!, 3)}`;
    case 'alipay':
      return `支付宝 ${d.account!.includes('@') ? `${d.account!.slice(0, 2)}•••${d.account!.slice(d.account!.indexOf('@'))}` : maskTail(d.account!)}`;
    case 'bank_card':
      return `${d.bank_name} ${maskTail(d.card_number!)}`;
  }
}

const holderOf = (d: Record<string, string>) => d.holder_kana ?? d.holder ?? null;

/** What the edit form gets back: the codes and names, the numbers masked. */
function prefillOf(method: PayoutMethod, d: Record<string, string>): Record<string, string> {
  switch (method) {
    case 'paypay':
      return { phone: `${d.phone!.slice(0, 3)}••••${d.phone!.slice(-4)}`, holder_kana: d.holder_kana! };
    case 'bank':
      return { ...d, account_number: maskTail(d.account_number!, 3) };
    case 'alipay':
      return { account: labelOf('alipay', d).replace('支付宝 ', '') };
    case 'bank_card':
      return { bank_name: d.bank_name!, card_number: maskTail(d.card_number!) };
  }
}

function toAccount(a: repo.AccountRow): TPayoutAccount {
  return {
    id: a.id,
    method: a.method,
    label: labelOf(a.method, a.details),
    holder: holderOf(a.details),
    details: prefillOf(a.method, a.details),
    updated_at: a.updated_at.toISOString(),
  };
}

const invalid = (field: string) => new AppError('VALIDATION_FAILED', { field }, { field });

/** The account as it is kept: normalised, or VALIDATION_FAILED naming the field. */
export function normalizeAccount(input: TPayoutAccountInput): Record<string, string> {
  switch (input.method) {
    case 'paypay': {
      const phone = normalizeJpMobile(input.phone);
      if (!phone) throw invalid('phone');
      const holder = normalizeKanaName(input.holder_kana);
      if (!holder) throw invalid('holder_kana');
      return { phone, holder_kana: holder };
    }
    case 'bank': {
      const holder = normalizeKanaName(input.holder_kana);
      if (!holder) throw invalid('holder_kana');
      return {
        bank_code: input.bank_code,
        bank_name: input.bank_name.trim(),
        branch_code: input.branch_code,
        branch_name: input.branch_name.trim(),
        account_type: input.account_type,
        account_number: input.account_number.padStart(7, '0'),
        holder_kana: holder,
      };
    }
    case 'alipay': {
      const account = input.account.trim();
      if (!/^1[3-9]\d{9}$/.test(account) && !/^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/.test(account)) throw invalid('account');
      return { account };
    }
    case 'bank_card': {
      const card = input.card_number.replace(/\s/g, '');
      if (!luhnValid(card) || card.length < 16) throw invalid('card_number');
      return { card_number: card, bank_name: input.bank_name.trim() };
    }
  }
}

async function hostOf(deps: WithdrawalsDeps, user: AuthedUser): Promise<UserRow> {
  const u = await findUserById(deps.db, user.id);
  if (!u || !isHost(u, deps.now())) throw new AppError('HOST_ONLY');
  return u;
}

export async function saveAccount(deps: WithdrawalsDeps, user: AuthedUser, input: TPayoutAccountInput): Promise<TPayoutAccount> {
  const u = await hostOf(deps, user);
  if (!(PAYOUT_METHODS[u.region] as readonly string[]).includes(input.method)) throw invalid('method');
  const details = normalizeAccount(input);
  const id = await repo.upsertAccount(deps.db, u.id, input.method, details, deps.now());
  const saved = (await repo.accountsOf(deps.db, u.id)).find((a) => a.id === id)!;
  return toAccount(saved);
}

export async function deleteAccount(deps: WithdrawalsDeps, user: AuthedUser, id: number): Promise<Record<string, never>> {
  const u = await hostOf(deps, user);
  if (!(await repo.deleteAccount(deps.db, u.id, id, deps.now()))) throw new AppError('NOT_FOUND');
  return {};
}

// ---- real name (China) ----

function toRealname(r: Awaited<ReturnType<typeof repo.realnameOf>>): TRealname {
  if (!r) return { verified: false, name_masked: null, verified_at: null };
  const chars = [...r.name];
  return {
    verified: true,
    name_masked: `${chars[0]}${'*'.repeat(Math.max(1, chars.length - 1))}`,
    verified_at: r.verified_at.toISOString(),
  };
}

export async function verifyRealname(
  deps: WithdrawalsDeps,
  user: AuthedUser,
  input: { name: string; id_number: string },
): Promise<TRealname> {
  const u = await hostOf(deps, user);
  if (u.region !== 'default') throw invalid('region');
  const name = input.name.trim();
  if (!/^[\p{Script=Han}·•]{2,20}$/u.test(name)) throw new AppError('REALNAME_INVALID', {}, { field: 'name' });
  const id = input.id_number.trim().toUpperCase();
  const birth = chinaIdBirthDate(id);
  if (!birth) throw new AppError('REALNAME_INVALID', {}, { field: 'id_number' });
  if (isMinor(birth, deps.now())) throw new AppError('REALNAME_MINOR');
  const idHash = createHmac('sha256', deps.pepper).update(`realname:${id}`).digest('hex');
  const ok = await repo.insertRealname(deps.db, { userId: u.id, name, idHash, idTail: id.slice(-4), birthDate: birth, at: deps.now() });
  // one identity, one host account
  if (!ok) throw new AppError('REALNAME_INVALID', {}, { field: 'id_number', reason: 'in_use' });
  return toRealname(await repo.realnameOf(deps.db, u.id));
}

// ---- the host's side ----

function toWithdrawal(w: repo.WithdrawalRow, locale: Locale): TWithdrawal {
  const reason = (w.reject_reason as RejectReason | null) ?? null;
  return {
    id: w.id,
    status: w.status,
    method: w.method,
    account_label: labelOf(w.method, w.account),
    points: w.points,
    currency: w.currency,
    gross: w.gross,
    fee: w.fee,
    withholding: w.withholding,
    net: w.net,
    requested_at: w.requested_at.toISOString(),
    reviewed_at: w.reviewed_at?.toISOString() ?? null,
    approved_at: w.approved_at?.toISOString() ?? null,
    due_on: w.due_on,
    paid_at: w.paid_at?.toISOString() ?? null,
    reject_reason: reason,
    reject_message: reason ? REJECT_REASON_MESSAGES[locale][reason] : null,
  };
}

export async function overview(deps: WithdrawalsDeps, user: AuthedUser, locale: Locale): Promise<TWithdrawOverview> {
  const u = await hostOf(deps, user);
  const rules = WITHDRAW_RULES[u.region];
  const [balances, totals, accounts, recent, realname] = await Promise.all([
    balancesOf(deps.db, u.id),
    repo.totalsOf(deps.db, u.id),
    repo.accountsOf(deps.db, u.id),
    repo.listWithdrawals(deps.db, { userId: u.id, limit: 5 }),
    u.region === 'default' ? repo.realnameOf(deps.db, u.id) : Promise.resolve(undefined),
  ]);
  return {
    region: u.region,
    currency: HOST_CASH_CURRENCY[u.region].code,
    available: balances[ASSET],
    held: totals.held,
    paid_total: totals.paid,
    rules: {
      methods: [...PAYOUT_METHODS[u.region]],
      min_points: rules.minPoints,
      max_points: rules.maxPoints,
      cash_per_points: rules.cashPerPoints,
      fee: rules.fee as Record<string, number>,
      due_business_days: WITHDRAW_DUE_BUSINESS_DAYS,
    },
    accounts: accounts.map(toAccount),
    realname: realname === undefined ? null : toRealname(realname),
    recent: recent.map((w) => toWithdrawal(w, locale)),
  };
}

export async function quote(
  deps: WithdrawalsDeps,
  user: AuthedUser,
  input: { method: PayoutMethod; points: number },
): Promise<TWithdrawQuoteResult> {
  const u = await hostOf(deps, user);
  const balances = await balancesOf(deps.db, u.id);
  return {
    quote: withdrawQuote(u.region, input.method, input.points) as TWithdrawQuoteResult['quote'],
    problem: withdrawAmountProblem(u.region, input.method, input.points, balances[ASSET]),
  };
}

/**
 * Apply and confirm: checks the amount, the account and (the step-up) the host's password, then
 * holds the points and records the request in one ledger operation keyed by her request id. A
 * retry with the same id answers the first request; the points are held once.
 */
export async function request(
  deps: WithdrawalsDeps,
  user: AuthedUser,
  input: { request_id: string; account_id: number; points: number; password: string },
  locale: Locale,
): Promise<TWithdrawal> {
  const u = await hostOf(deps, user);
  const rules = WITHDRAW_RULES[u.region];
  if (input.points < rules.minPoints) throw new AppError('WITHDRAW_BELOW_MINIMUM', {}, { min_points: rules.minPoints });
  if (input.points > rules.maxPoints) throw new AppError('WITHDRAW_ABOVE_MAXIMUM', {}, { max_points: rules.maxPoints });
  const account = (await repo.accountsOf(deps.db, u.id)).find((a) => a.id === input.account_id);
  if (!account || !(PAYOUT_METHODS[u.region] as readonly string[]).includes(account.method)) throw new AppError('WITHDRAW_ACCOUNT_MISSING');
  if (u.region === 'default' && !(await repo.realnameOf(deps.db, u.id))) throw new AppError('WITHDRAW_REALNAME_REQUIRED');
  const q = withdrawQuote(u.region, account.method, input.points);
  if (q.net <= 0) throw new AppError('WITHDRAW_BELOW_MINIMUM', {}, { min_points: rules.minPoints });
  await stepUp(deps, u, input.password);
  const body = { account_id: input.account_id, points: input.points };
  const out = await runOperation(
    deps.db,
    { scope: `user:${u.id}`, requestId: input.request_id, kind: WITHDRAWAL_KINDS.hold, body },
    async (tx, operationId) => {
      await postLegs(tx, operationId, WITHDRAWAL_KINDS.hold, [{ from: { user: u.id }, to: HOLD, asset: ASSET, amount: input.points }]);
      const row = await repo.insertWithdrawal(tx, {
        user_id: u.id,
        request_id: input.request_id,
        brand: u.brand,
        region: u.region,
        method: account.method,
        account_id: account.id,
        account: account.details,
        points: input.points,
        currency: HOST_CASH_CURRENCY[u.region].code as 'CNY' | 'JPY',
        gross: q.gross,
        fee: q.fee,
        withholding: q.withholding,
        net: q.net,
        hold_operation_id: operationId,
        requested_at: deps.now(),
      });
      await publishWithdrawalStatus(tx, row, row.requested_at);
      return { id: row.id };
    },
  );
  return toWithdrawal((await repo.findWithdrawal(deps.db, out.result.id))!, locale);
}

/** The confirm step's password, with a few tries an hour. */
async function stepUp(deps: WithdrawalsDeps, u: UserRow, password: string): Promise<void> {
  const since = new Date(deps.now().getTime() - HOUR_MS);
  if ((await repo.countFailures(deps.db, u.id, since)) >= STEPUP_FAILURES_PER_HOUR) throw new AppError('RATE_LIMITED');
  if (await verifyPassword(password, u.password_hash)) return;
  await repo.recordFailure(deps.db, u.id, deps.now());
  throw new AppError('WITHDRAW_PASSWORD_WRONG');
}

export async function list(
  deps: WithdrawalsDeps,
  user: AuthedUser,
  f: { cursor?: string; limit: number; status?: string },
  locale: Locale,
): Promise<TWithdrawalPage> {
  const rows = await repo.listWithdrawals(deps.db, {
    userId: user.id,
    status: f.status,
    beforeId: decodeCursor(f.cursor),
    limit: f.limit + 1,
  });
  const page = rows.slice(0, f.limit);
  return {
    items: page.map((w) => toWithdrawal(w, locale)),
    next_cursor: rows.length > f.limit && page.length ? encodeCursor(page[page.length - 1]!.id) : null,
  };
}

export async function get(deps: WithdrawalsDeps, user: AuthedUser, id: number, locale: Locale): Promise<TWithdrawal> {
  const w = await repo.findWithdrawal(deps.db, id, { userId: user.id });
  if (!w) throw new AppError('NOT_FOUND');
  return toWithdrawal(w, locale);
}

const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** A month of the host's money: points earned, and what the withdrawals paid that month made. */
export async function statement(deps: WithdrawalsDeps, user: AuthedUser, month: string | undefined): Promise<TStatement> {
  const u = await hostOf(deps, user);
  const tz = REGION_TIME_ZONES[u.region];
  const m = month ?? periodDay(deps.now(), tz).slice(0, 7);
  const from = localDayStart(`${m}-01`, tz);
  const to = localDayStart(`${nextMonth(m)}-01`, tz);
  const [earned, paid, months] = await Promise.all([
    creditedBetween(deps.db, u.id, ASSET, from, to, [WITHDRAWAL_KINDS.release, WITHDRAWAL_KINDS.returned]),
    repo.paidBetween(deps.db, u.id, from, to),
    repo.monthsOf(deps.db, u.id, tz),
  ]);
  const current = periodDay(deps.now(), tz).slice(0, 7);
  return {
    month: m,
    currency: HOST_CASH_CURRENCY[u.region].code,
    points_earned: earned,
    withdrawals: paid.n,
    gross: paid.gross,
    platform_share: paid.fee,
    withholding: paid.withholding,
    net: paid.net,
    months: [...new Set([current, ...months])].sort().reverse(),
  };
}

// ---- the console ----

async function toAdmin(deps: WithdrawalsDeps, rows: repo.WithdrawalRow[], locale: Locale): Promise<TAdminWithdrawal[]> {
  const adminIds = rows.flatMap((r) => [r.reviewed_by, r.approved_by, r.paid_by, r.rejected_by, r.failed_by]);
  const [users, names] = await Promise.all([
    findUsersByIds(deps.db, [...new Set(rows.map((r) => r.user_id))]),
    adminNicknames(deps.db, [...new Set(adminIds.filter((id): id is number => id !== null))]),
  ]);
  const now = deps.now();
  return rows.flatMap((w) => {
    const u = users.get(w.user_id);
    if (!u) return [];
    const age = w.status === 'approved' && w.approved_at ? businessAge(w.region, w.approved_at, now) : null;
    return [
      {
        ...toWithdrawal(w, locale),
        user: toPublicProfile(u),
        region: w.region,
        brand: w.brand,
        account: w.account,
        reviewed_by: w.reviewed_by,
        approved_by: w.approved_by,
        paid_by: w.paid_by,
        rejected_by: w.rejected_by,
        rejected_at: w.rejected_at?.toISOString() ?? null,
        failed_by: w.failed_by,
        failed_at: w.failed_at?.toISOString() ?? null,
        admins: Object.fromEntries(
          [w.reviewed_by, w.approved_by, w.paid_by, w.rejected_by, w.failed_by].flatMap((id) =>
            id !== null && names.has(id) ? [[String(id), names.get(id)!]] : [],
          ),
        ),
        reject_note: w.reject_note ?? w.fail_note,
        pay_reference: w.pay_reference,
        batch_id: w.batch_id,
        age_business_days: age,
        overdue: w.status === 'approved' && w.due_on !== null && periodDay(now, REGION_TIME_ZONES[w.region]) > w.due_on,
      },
    ];
  });
}

export async function adminList(
  deps: WithdrawalsDeps,
  f: { cursor?: string; limit: number; status?: string; region?: string; method?: string },
  locale: Locale,
): Promise<TAdminWithdrawalPage> {
  const rows = await repo.listWithdrawals(deps.db, {
    status: f.status,
    region: f.region,
    method: f.method,
    beforeId: decodeCursor(f.cursor),
    limit: f.limit + 1,
  });
  const page = rows.slice(0, f.limit);
  return {
    items: await toAdmin(deps, page, locale),
    next_cursor: rows.length > f.limit && page.length ? encodeCursor(page[page.length - 1]!.id) : null,
  };
}

const ACTION_PERM: Record<WithdrawalAction, readonly string[]> = {
  review: ['finance.withdraw_review'],
  approve: ['finance.withdraw_approve'],
  reject: ['finance.withdraw_review', 'finance.withdraw_approve'],
  pay: ['finance.withdraw_pay'],
  fail: ['finance.withdraw_pay'],
};

/**
 * A console action on one withdrawal, in one transaction with the row locked: the state machine
 * (shared), three different admins (reviewer, approver, payer), the ledger leg of the action keyed
 * by the withdrawal (approve: hold → payout; reject: hold → host; fail: payout → host), the audit.
 */
export async function act(
  deps: WithdrawalsDeps,
  admin: AuthedAdmin,
  id: number,
  action: TAdminWithdrawalAction,
  locale: Locale,
): Promise<TAdminWithdrawal> {
  if (!ACTION_PERM[action.action].some((p) => admin.perms.has(p))) throw new AppError('FORBIDDEN');
  const row = await deps.db.tx(async (q) => {
    const w = await repo.findWithdrawal(q, id, { lock: true });
    if (!w) throw new AppError('NOT_FOUND');
    const to = nextWithdrawalStatus(w.status, action.action);
    if (!to) throw new AppError('WITHDRAW_STATE', {}, { status: w.status });
    const now = deps.now();
    const eyes = [w.reviewed_by, w.approved_by].filter((x): x is number => x !== null);
    let change: repo.Change;
    switch (action.action) {
      case 'review':
        change = { status: to, reviewed_by: admin.id, reviewed_at: now };
        break;
      case 'approve': {
        if (eyes.includes(admin.id)) throw new AppError('WITHDRAW_SAME_ADMIN');
        const op = await move(q, `approve:${w.id}`, WITHDRAWAL_KINDS.approve, { id: w.id }, HOLD, PAYOUT, w.points);
        change = { status: to, approved_by: admin.id, approved_at: now, due_on: dueOn(w.region, now), settle_operation_id: op };
        break;
      }
      case 'reject': {
        // no money leaves on a rejection: the reviewer or the approver may reject
        const op = await move(q, `release:${w.id}`, WITHDRAWAL_KINDS.release, { id: w.id }, HOLD, { user: w.user_id }, w.points);
        change = {
          status: to,
          rejected_by: admin.id,
          rejected_at: now,
          reject_reason: action.reason,
          reject_note: action.note || null,
          settle_operation_id: op,
        };
        break;
      }
      case 'pay':
        if (eyes.includes(admin.id)) throw new AppError('WITHDRAW_SAME_ADMIN');
        change = { status: to, paid_by: admin.id, paid_at: now, pay_reference: action.reference };
        break;
      case 'fail': {
        if (eyes.includes(admin.id)) throw new AppError('WITHDRAW_SAME_ADMIN');
        const op = await move(q, `return:${w.id}`, WITHDRAWAL_KINDS.returned, { id: w.id }, PAYOUT, { user: w.user_id }, w.points);
        change = { status: to, failed_by: admin.id, failed_at: now, fail_note: action.note, settle_operation_id: op };
        break;
      }
    }
    const after = await repo.updateWithdrawal(q, w.id, change);
    await publishWithdrawalStatus(q, after, now);
    await writeAudit(q, {
      adminId: admin.id,
      action: `withdrawals.${action.action}`,
      target: String(w.id),
      before: { status: w.status },
      after: { status: after.status, ...change, ...('reason' in action && { reason: action.reason }) },
    });
    return after;
  });
  return (await toAdmin(deps, [row], locale))[0]!;
}

/** One ledger movement of a withdrawal, keyed by it: run twice, it moves once. */
async function move(
  q: Queryable,
  key: string,
  kind: string,
  body: unknown,
  from: { system: string } | { user: number },
  to: { system: string } | { user: number },
  amount: number,
): Promise<number> {
  const out = await runOperationIn(q, { scope: SYSTEM_SCOPE, requestId: key, kind, body }, async (tx, operationId) => {
    await postLegs(tx, operationId, kind, [{ from, to, asset: ASSET, amount }]);
    return { ok: true };
  });
  return out.operationId;
}

export async function stats(deps: WithdrawalsDeps): Promise<TAdminWithdrawalStats> {
  const now = deps.now();
  const [counts, unpaid, paid] = await Promise.all([
    repo.statusCounts(deps.db),
    repo.unpaidApproved(deps.db),
    repo.paidSince(deps.db, new Date(now.getTime() - 30 * 86_400_000)),
  ]);
  const buckets = ['0', '1', '2', '3', 'over'] as const;
  const ageing = buckets.map((bucket) => ({ bucket, count: 0, net: 0 }));
  for (const w of unpaid) {
    const age = businessAge(w.region, w.approved_at, now);
    const b = ageing[Math.min(age, 4)]!;
    b.count++;
    b.net += w.net;
  }
  const ages = paid.map((w) => businessAge(w.region, w.approved_at, w.paid_at));
  const share = (n: number) => (ages.length ? Math.round((ages.filter((a) => a <= n).length / ages.length) * 1000) / 1000 : 0);
  return {
    counts: Object.fromEntries(WITHDRAWAL_STATUSES.map((s) => [s, counts[s] ?? 0])) as TAdminWithdrawalStats['counts'],
    ageing,
    paid_last_30d: ages.length,
    within_1: share(1),
    within_3: share(3),
  };
}

function consignorOf(deps: WithdrawalsDeps): Consignor {
  const c = parseConsignor(deps.consignor);
  if (!c) throw new AppError('SERVICE_UNAVAILABLE', {}, { reason: 'ZENGIN_CONSIGNOR' });
  return c;
}

const toBatch = (b: repo.BatchRow): TWithdrawalBatch => ({ ...b, created_at: b.created_at.toISOString() });

/**
 * A file of every approved withdrawal of a method not yet in a file: Zengin for bank transfers,
 * CSV for PayPay. The Zengin file is parsed back before it is kept: what leaves is what we meant.
 */
export async function createBatch(deps: WithdrawalsDeps, admin: AuthedAdmin, kind: 'zengin' | 'paypay'): Promise<TWithdrawalBatch> {
  return deps.db.tx(async (q) => {
    const rows = await repo.lockUnbatched(q, kind === 'zengin' ? 'bank' : 'paypay');
    if (rows.length === 0) throw new AppError('WITHDRAW_NOTHING_TO_EXPORT');
    const now = deps.now();
    const day = periodDay(now, REGION_TIME_ZONES.japan);
    let content: Buffer;
    if (kind === 'zengin') {
      const transfers = rows.map((w) => ({
        bankCode: w.account.bank_code!,
        bankName: normalizeKanaName(w.account.bank_name!) ?? '',
        branchCode: w.account.branch_code!,
        branchName: normalizeKanaName(w.account.branch_name!) ?? '',
        accountType: JP_ACCOUNT_TYPE_CODE[w.account.account_type as keyof typeof JP_ACCOUNT_TYPE_CODE],
        accountNumber: w.account.account_number!,
        holder: w.account.holder_kana!,
        amount: w.net,
        reference: String(w.id),
      }));
      content = buildZengin(consignorOf(deps), day.slice(5, 7) + day.slice(8, 10), transfers);
      const back = parseZengin(content);
      if (back.count !== rows.length || back.total !== rows.reduce((s, w) => s + w.net, 0))
        throw new Error('zengin: the file does not read back');
    } else {
      content = buildPaypayCsv(
        rows.map((w) => ({ phone: w.account.phone!, amount: w.net, holder: w.account.holder_kana!, reference: String(w.id) })),
      );
    }
    const batch = await repo.insertBatch(
      q,
      {
        kind,
        count: rows.length,
        total: rows.reduce((s, w) => s + w.net, 0),
        file_name: `${kind === 'zengin' ? 'zengin' : 'paypay'}-${day}-${rows[0]!.id}.${kind === 'zengin' ? 'txt' : 'csv'}`,
        created_by: admin.id,
        created_at: now,
        content,
      },
      rows.map((w) => w.id),
    );
    await writeAudit(q, {
      adminId: admin.id,
      action: 'withdrawals.batch',
      target: String(batch.id),
      detail: { kind, count: batch.count, total: batch.total, withdrawals: rows.map((w) => w.id) },
    });
    return toBatch(batch);
  });
}

export async function batches(deps: WithdrawalsDeps): Promise<{ items: TWithdrawalBatch[] }> {
  return { items: (await repo.listBatches(deps.db, 50)).map(toBatch) };
}

export async function batchFile(deps: WithdrawalsDeps, id: number) {
  const f = await repo.batchFile(deps.db, id);
  if (!f) throw new AppError('NOT_FOUND');
  return f;
}
