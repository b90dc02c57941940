import {
  ErrorCode,
  type PayoutMethod,
  type TPayoutAccount,
  type TWithdrawOverview,
  type TWithdrawQuote,
  type TWithdrawQuoteResult,
  type WithdrawalStatus,
  withdrawQuote,
} from '@app/shared';
import { ApiError } from '../../lib/api';

/** The answer of a signed-in user who is not a host. */
export const isHostOnly = (error: unknown): boolean => error instanceof ApiError && error.code === ErrorCode.HOST_ONLY;
export const errorCode = (error: unknown): number | null => (error instanceof ApiError ? error.code : null);

// ---- money ----

/** Points → cash minor units at the overview's rate, rounded down (as the server pays). */
export const cashOf = (o: Pick<TWithdrawOverview, 'rules'>, points: number): number =>
  Math.floor((Math.max(0, points) * o.rules.cash_per_points.cash) / Math.max(1, o.rules.cash_per_points.points));

/** A 'YYYY-MM-DD' day (a calendar date, not an instant) in the page's language. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
export function formatDay(day: string, locale: string): string {
  const d = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  let f = dayFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', weekday: 'short', timeZone: 'UTC' });
    dayFormats.set(locale, f);
  }
  return f.format(d);
}

/** An instant with its time, in the page's language and the host's region clock (else the device's). */
const timeFormats = new Map<string, Intl.DateTimeFormat>();
export function formatTime(iso: string, locale: string, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const id = `${locale}|${timeZone ?? ''}`;
  let f = timeFormats.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    timeFormats.set(id, f);
  }
  return f.format(d);
}

/** 'YYYY-MM' as a month in the page's language (2026年1月, January 2026). */
export function formatMonth(month: string, locale: string): string {
  const d = new Date(`${month}-15T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return month;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(d);
}

// ---- amounts and quotes ----

/** Points typed in a field: full-width digits and separators allowed; null when empty or not a whole number. */
export function parsePoints(input: string | null | undefined): number | null {
  const digits = (input ?? '').normalize('NFKC').replace(/[,\s_]/g, '');
  if (!/^\d{1,10}$/.test(digits)) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : null;
}

export type QuoteProblem = NonNullable<TWithdrawQuoteResult['problem']>;

/** The method a quote is for before the account is picked: the asked account's, else the first account's, else the region's first. */
export function preferredMethod(o: Pick<TWithdrawOverview, 'accounts' | 'rules'>, accountId?: number | null): PayoutMethod {
  const asked = accountId ? o.accounts.find((a) => a.id === accountId) : undefined;
  const allowed = (m: PayoutMethod) => o.rules.methods.includes(m);
  const account = asked && allowed(asked.method) ? asked : o.accounts.find((a) => allowed(a.method));
  return account?.method ?? o.rules.methods[0] ?? 'bank';
}

/** The quote shown at once, before (and unless) the server answers: the shared rules'. */
export const localQuote = (o: Pick<TWithdrawOverview, 'region'>, method: PayoutMethod, points: number): TWithdrawQuote =>
  withdrawQuote(o.region, method, Math.max(0, points)) as TWithdrawQuote;

/** Why an amount cannot be withdrawn, by the overview's rules and balance; null when it can. */
export function localProblem(o: TWithdrawOverview, method: PayoutMethod, points: number): QuoteProblem | null {
  if (!o.rules.methods.includes(method)) return 'method';
  if (!Number.isSafeInteger(points) || points < o.rules.min_points) return 'below_minimum';
  if (points > o.rules.max_points) return 'above_maximum';
  if (points > o.available) return 'insufficient';
  if (localQuote(o, method, points).net <= 0) return 'nothing_left';
  return null;
}

export interface QuoteRow {
  key: 'gross' | 'fee' | 'withholding' | 'net';
  /** cash minor units; fee and withholding as the (positive) amounts taken off */
  amount: number;
  /** shown with a minus sign */
  minus: boolean;
}

/** A quote's lines as the breakdown shows them: gross, − fee, − withholding, = net. */
export const quoteRows = (q: TWithdrawQuote): QuoteRow[] => [
  { key: 'gross', amount: q.gross, minus: false },
  { key: 'fee', amount: q.fee, minus: true },
  { key: 'withholding', amount: q.withholding, minus: true },
  { key: 'net', amount: q.net, minus: false },
];

/** Quick amounts: the minimum, half and all of what can be taken (each once, within the rules). */
export function quickAmounts(o: TWithdrawOverview): { key: 'min' | 'half' | 'all'; points: number }[] {
  const max = Math.min(o.available, o.rules.max_points);
  if (max < o.rules.min_points) return [];
  const out: { key: 'min' | 'half' | 'all'; points: number }[] = [{ key: 'min', points: o.rules.min_points }];
  const half = Math.floor(max / 2);
  if (half > o.rules.min_points && half < max) out.push({ key: 'half', points: half });
  if (max > o.rules.min_points) out.push({ key: 'all', points: max });
  return out;
}

// ---- records ----

export type StatusTone = 'wait' | 'review' | 'approved' | 'paid' | 'bad';
export const STATUS_TONE: Record<WithdrawalStatus, StatusTone> = {
  requested: 'wait',
  reviewing: 'review',
  approved: 'approved',
  paid: 'paid',
  rejected: 'bad',
  failed: 'bad',
};

/** The path a request goes: requested → reviewing → approved → paid; where this one is on it (−1: it left it). */
export const WITHDRAW_TIMELINE = ['requested', 'reviewing', 'approved', 'paid'] as const;
export const timelineIndex = (status: WithdrawalStatus): number => (WITHDRAW_TIMELINE as readonly string[]).indexOf(status);

/** Accounts of the methods the region takes, in the rules' order. */
export const accountsInOrder = (o: Pick<TWithdrawOverview, 'accounts' | 'rules'>): TPayoutAccount[] =>
  o.rules.methods.flatMap((m) => o.accounts.filter((a) => a.method === m));

/** A positive whole number from the query (an id, points), or null. */
export function queryInt(value: string | null): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

export { formatCash } from '../../lib/format';
