import type { Region } from './brands';
import { HOST_CASH_CURRENCY } from './hosts';
import type { Locale } from './locale';

/**
 * Withdrawals (issue 13): a host turns her anchor points into cash. The rules here are pure and
 * shared: the server decides with them and the pages explain with them.
 *
 * Money: points and cash are integers. Cash is in the region's minor unit (JPY: yen, CNY: fen).
 */

export const PAYOUT_METHODS = { japan: ['paypay', 'bank'], default: ['alipay', 'bank_card'] } as const satisfies Record<
  Region,
  readonly string[]
>;
export type PayoutMethod = (typeof PAYOUT_METHODS)[Region][number];
export const ALL_PAYOUT_METHODS = ['paypay', 'bank', 'alipay', 'bank_card'] as const satisfies readonly PayoutMethod[];

export interface WithdrawRules {
  /** cash minor units a point is worth: cashPerPoints.cash per cashPerPoints.points */
  cashPerPoints: { cash: number; points: number };
  minPoints: number;
  maxPoints: number;
  /** the transfer fee per method, in cash minor units */
  fee: Partial<Record<PayoutMethod, number>>;
}

/**
 * Japan: 1 point = ¥1, at least 1,000 points; the transfer costs ¥330 to a bank, ¥100 to PayPay.
 * China: 1 point = 1 fen (100 points = ¥1), at least 10,000 points (¥100); no fee.
 */
export const WITHDRAW_RULES: Record<Region, WithdrawRules> = {
  japan: { cashPerPoints: { cash: 1, points: 1 }, minPoints: 1_000, maxPoints: 2_000_000, fee: { bank: 330, paypay: 100 } },
  default: { cashPerPoints: { cash: 1, points: 1 }, minPoints: 10_000, maxPoints: 5_000_000, fee: { alipay: 0, bank_card: 0 } },
};

/** A withdrawal is paid within 3 business days of its approval (spec 9: rewards within 3 working days). */
export const WITHDRAW_DUE_BUSINESS_DAYS = 3;

export interface WithdrawQuote {
  points: number;
  currency: string;
  /** cash minor units */
  gross: number;
  fee: number;
  withholding: number;
  net: number;
}

/**
 * Income tax withheld from one payment (an estimate shown before applying; the statement keeps it).
 * Japan (所得税法 204条, 報酬・料金): 10.21 % up to ¥1,000,000, 20.42 % of the part above.
 * China (劳务报酬 pre-withholding, yuan): nothing up to ¥800; up to ¥4,000, 20 % of (income − 800);
 * above, of 80 % of the income: 20 % up to ¥20,000, 30 % − ¥2,000 up to ¥50,000, 40 % − ¥7,000 above.
 */
export function withholdingOf(region: Region, gross: number): number {
  if (gross <= 0) return 0;
  if (region === 'japan') {
    const low = Math.min(gross, 1_000_000);
    return Math.floor((low * 1021) / 10_000) + Math.floor(((gross - low) * 2042) / 10_000);
  }
  // fen; 80 000 fen = ¥800
  if (gross <= 80_000) return 0;
  if (gross <= 400_000) return Math.floor(((gross - 80_000) * 20) / 100);
  const taxable = Math.floor((gross * 80) / 100);
  if (taxable <= 2_000_000) return Math.floor((taxable * 20) / 100);
  if (taxable <= 5_000_000) return Math.floor((taxable * 30) / 100) - 200_000;
  return Math.floor((taxable * 40) / 100) - 700_000;
}

/** Points → cash, rounded down (a fraction of a minor unit is never paid). */
export function cashOfPoints(region: Region, points: number): number {
  const r = WITHDRAW_RULES[region].cashPerPoints;
  return Math.floor((points * r.cash) / r.points);
}

/** What a withdrawal of `points` by `method` pays: gross, the fee, the tax withheld, net. */
export function withdrawQuote(region: Region, method: PayoutMethod, points: number): WithdrawQuote {
  const gross = cashOfPoints(region, points);
  const fee = WITHDRAW_RULES[region].fee[method] ?? 0;
  const withholding = withholdingOf(region, gross);
  return { points, currency: HOST_CASH_CURRENCY[region].code, gross, fee, withholding, net: Math.max(0, gross - fee - withholding) };
}

/** Why an amount cannot be withdrawn, or null. */
export function withdrawAmountProblem(
  region: Region,
  method: PayoutMethod,
  points: number,
  available: number,
): 'below_minimum' | 'above_maximum' | 'insufficient' | 'method' | 'nothing_left' | null {
  const rules = WITHDRAW_RULES[region];
  if (!(PAYOUT_METHODS[region] as readonly string[]).includes(method)) return 'method';
  if (!Number.isSafeInteger(points) || points < rules.minPoints) return 'below_minimum';
  if (points > rules.maxPoints) return 'above_maximum';
  if (points > available) return 'insufficient';
  if (withdrawQuote(region, method, points).net <= 0) return 'nothing_left';
  return null;
}

// ---- the state machine (DESIGN: requested → reviewing → approved → paid | rejected | failed) ----

export const WITHDRAWAL_STATUSES = ['requested', 'reviewing', 'approved', 'paid', 'rejected', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export type WithdrawalAction = 'review' | 'approve' | 'reject' | 'pay' | 'fail';

/**
 * Each console action, the states it applies to and the state it makes. Reviewing (the first
 * admin) and approving (a second) happen before the money moves; paying (a third) after the bank
 * or PayPay transfer; a failed transfer returns the points.
 */
export const WITHDRAWAL_TRANSITIONS: Record<WithdrawalAction, { from: readonly WithdrawalStatus[]; to: WithdrawalStatus }> = {
  review: { from: ['requested'], to: 'reviewing' },
  approve: { from: ['reviewing'], to: 'approved' },
  reject: { from: ['requested', 'reviewing'], to: 'rejected' },
  pay: { from: ['approved'], to: 'paid' },
  fail: { from: ['approved'], to: 'failed' },
};

export const nextWithdrawalStatus = (status: WithdrawalStatus, action: WithdrawalAction): WithdrawalStatus | null =>
  WITHDRAWAL_TRANSITIONS[action].from.includes(status) ? WITHDRAWAL_TRANSITIONS[action].to : null;

/** Where the points of a withdrawal in each state are: with the host, held, or paid out. */
export const withdrawalPointsAt = (status: WithdrawalStatus): 'available' | 'held' | 'paid' =>
  status === 'requested' || status === 'reviewing' ? 'held' : status === 'approved' || status === 'paid' ? 'paid' : 'available';

export const REJECT_REASONS = ['account_mismatch', 'name_mismatch', 'suspicious_activity', 'incomplete_info', 'other'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** What the host reads when her request is rejected (in her language; the console adds its note). */
export const REJECT_REASON_MESSAGES: Record<Locale, Record<RejectReason, string>> = {
  'zh-CN': {
    account_mismatch: '收款账户信息有误，请核对后重新申请',
    name_mismatch: '收款人姓名与实名信息不一致',
    suspicious_activity: '账户存在异常收益，需进一步核实',
    incomplete_info: '申请信息不完整，请补充后重新申请',
    other: '申请未通过审核，详情请联系客服',
  },
  'zh-TW': {
    account_mismatch: '收款帳戶資訊有誤，請核對後重新申請',
    name_mismatch: '收款人姓名與實名資訊不一致',
    suspicious_activity: '帳戶存在異常收益，需進一步核實',
    incomplete_info: '申請資訊不完整，請補充後重新申請',
    other: '申請未通過審核，詳情請聯繫客服',
  },
  en: {
    account_mismatch: 'The payout account details are wrong. Please check them and apply again.',
    name_mismatch: 'The account holder does not match your verified name.',
    suspicious_activity: 'Some earnings on your account need to be checked first.',
    incomplete_info: 'The request is incomplete. Please complete it and apply again.',
    other: 'The request was not approved. Please contact support for details.',
  },
  ja: {
    account_mismatch: '振込先口座の情報に誤りがあります。ご確認のうえ、再度申請してください。',
    name_mismatch: '口座名義がご本人の情報と一致しません。',
    suspicious_activity: 'アカウントの獲得ポイントに確認が必要な点があります。',
    incomplete_info: '申請内容に不足があります。入力のうえ、再度申請してください。',
    other: '申請は承認されませんでした。詳しくはカスタマーサポートへお問い合わせください。',
  },
  ko: {
    account_mismatch: '수취 계좌 정보가 잘못되었습니다. 확인 후 다시 신청해 주세요.',
    name_mismatch: '예금주가 본인 정보와 일치하지 않습니다.',
    suspicious_activity: '계정의 수익에 확인이 필요한 부분이 있습니다.',
    incomplete_info: '신청 정보가 부족합니다. 보완 후 다시 신청해 주세요.',
    other: '신청이 승인되지 않았습니다. 자세한 내용은 고객센터에 문의해 주세요.',
  },
};

// ---- business days (the due date) ----

const DAY_MS = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The day `n` business days after `day` (YYYY-MM-DD): weekends and the days `isClosed` names
 * (public and bank holidays) do not count. `day` itself never counts.
 */
export function addBusinessDays(day: string, n: number, isClosed: (day: string) => boolean): string {
  let t = Date.parse(`${day}T00:00:00Z`);
  let left = n;
  while (left > 0) {
    t += DAY_MS;
    const d = isoDay(t);
    const wd = new Date(t).getUTCDay();
    if (wd !== 0 && wd !== 6 && !isClosed(d)) left--;
  }
  return isoDay(t);
}

/** Business days from `from` to `to` (after `from`, up to and including `to`); 0 when `to` ≤ `from`. */
export function businessDaysBetween(from: string, to: string, isClosed: (day: string) => boolean): number {
  let t = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  let count = 0;
  while (t < end) {
    t += DAY_MS;
    const wd = new Date(t).getUTCDay();
    if (wd !== 0 && wd !== 6 && !isClosed(isoDay(t))) count++;
  }
  return count;
}

/** Japanese banks close on 31 Dec and 1–3 Jan besides weekends and public holidays. */
export const isJapanBankHoliday = (day: string): boolean => /-(12-31|01-0[123])$/.test(day);

// ---- payout accounts ----

export const JP_ACCOUNT_TYPES = ['ordinary', 'checking', 'savings'] as const;
export type JpAccountType = (typeof JP_ACCOUNT_TYPES)[number];
/** Zengin's account type digit. */
export const JP_ACCOUNT_TYPE_CODE: Record<JpAccountType, string> = { ordinary: '1', checking: '2', savings: '4' };

/** A Japanese mobile number as PayPay takes it (070/080/090 + 8 digits), hyphens and spaces dropped; or null. */
export function normalizeJpMobile(input: string): string | null {
  const digits = input.normalize('NFKC').replace(/[\s-]/g, '');
  return /^0[789]0\d{8}$/.test(digits) ? digits : null;
}

/** A bank card number's Luhn check (China UnionPay cards: 16 to 19 digits). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * A mainland resident identity number (GB 11643-1999): 17 digits and a check character, with a
 * real birth date. Returns the birth date (YYYY-MM-DD) or null.
 */
export function chinaIdBirthDate(id: string): string | null {
  const v = id.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(v)) return null;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(v[i]) * weights[i]!;
  if ('10X98765432'[sum % 11] !== v[17]) return null;
  const birth = `${v.slice(6, 10)}-${v.slice(10, 12)}-${v.slice(12, 14)}`;
  const t = Date.parse(`${birth}T00:00:00Z`);
  return Number.isNaN(t) || isoDay(t) !== birth ? null : birth;
}

/** The last characters of an account number, for lists ("•••• 4567"). */
export const maskTail = (value: string, keep = 4): string => `•••• ${value.slice(-keep)}`;
