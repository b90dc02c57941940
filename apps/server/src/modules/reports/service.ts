import {
  addDays,
  BRANDS,
  type BrandId,
  type Locale,
  PERMISSIONS,
  periodKeySpan,
  REGION_TIME_ZONES,
  type TDashboard,
  type TDashboardQuery,
} from '@app/shared';
import type { AuthedAdmin } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { usersPerDay } from '../accounts/stats';
import { giftsPerDay } from '../gifts/stats';
import { rechargePerDay } from '../payments/stats';
import type { RiskServices } from '../risk';
import { stats as supportStats } from '../support/service';

export interface ReportsDeps {
  db: Db;
  now: () => Date;
  risk?: RiskServices | undefined;
}

const has = (a: AuthedAdmin, ...codes: string[]) => codes.some((c) => a.perms.has(c));

/**
 * The dashboard: days in the chosen brand's region calendar (all brands: the default region's).
 * Each figure is there only for an admin who may see its list — users (user.query), recharge and
 * gifts (finance.view_orders), feedback (either feedback desk), risk (either risk desk); the
 * others are null, not hidden by the page.
 */
export async function dashboard(deps: ReportsDeps, admin: AuthedAdmin, q: TDashboardQuery): Promise<TDashboard> {
  const brand = (q.brand ?? null) as BrandId | null;
  const timeZone = REGION_TIME_ZONES[brand ? BRANDS[brand].defaultRegion : 'default'];
  const from = periodKeySpan(`d:${q.from}`, timeZone).start;
  const until = periodKeySpan(`d:${q.to}`, timeZone).end;
  const f = { from, until, timeZone, brand: brand ?? undefined };
  const days: string[] = [];
  for (let d = q.from; d <= q.to; d = addDays(d, 1)) days.push(d);
  const seeUsers = has(admin, PERMISSIONS.USER_QUERY);
  const seeMoney = has(admin, PERMISSIONS.FINANCE_VIEW_ORDERS);
  const seeSupport = has(admin, PERMISSIONS.FEEDBACK_DEFAULT, PERMISSIONS.FEEDBACK_JAPAN);
  const seeRisk = has(admin, PERMISSIONS.RISK_DEFAULT, PERMISSIONS.RISK_JAPAN);
  const [users, recharge, gifts, support, risk] = await Promise.all([
    seeUsers ? usersPerDay(deps.db, f) : null,
    seeMoney ? rechargePerDay(deps.db, f) : null,
    seeMoney ? giftsPerDay(deps.db, f) : null,
    seeSupport ? supportStats(deps, { from: q.from, to: q.to, ...(brand && { brand }) }) : null,
    seeRisk && deps.risk ? deps.risk.actionsPerDay({ from: q.from, to: q.to, ...(brand && { brand }) }) : null,
  ]);
  return {
    from: q.from,
    to: q.to,
    brand,
    time_zone: timeZone,
    days,
    users,
    recharge,
    gifts,
    support,
    risk,
  };
}

/** `<title>_<from>_<to>.xlsx`-style names: the list's title in the admin's language and today's date. */
export function exportFileName(title: Record<Locale, string>, locale: Locale, now: Date): string {
  return `${title[locale]}_${now.toISOString().slice(0, 10)}.xlsx`;
}
