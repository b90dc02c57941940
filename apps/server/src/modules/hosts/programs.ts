import {
  addDays,
  HOST_CASH_CURRENCY,
  HOST_INCENTIVE_TIERS,
  HOST_PENDANT_TIERS,
  HOST_RATING_RULES,
  HOST_ROOM_TASKS,
  type HostRatingInput,
  hostDay,
  hostRating,
  hostTaskState,
  incentiveDueDay,
  incentiveTier,
  isJapanBankHoliday,
  nextPendantTier,
  pendantTier,
  periodKey,
  periodKeySpan,
  periodSpan,
  REGION_TIME_ZONES,
  REGIONS,
  type Region,
  ROOM_RECEPTION_SECONDS,
  roomPoints,
  shiftPeriodKey,
  type THostIncentive,
  type THostPendant,
  type THostRating,
  type THostRoomClaimResult,
  type THostRoomTasks,
} from '@app/shared';
import holidayJp from '@holiday-jp/holiday_jp';
import type { AuthedUser } from '../../platform/auth';
import type { Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { Firing } from '../../platform/scheduler';
import { findUsersByIds, type UserRow } from '../accounts/service';
import { postLegs, runOperation } from '../ledger/service';
import * as programsRepo from './programs-repo';
import * as repo from './repo';
import { HOST_INCOME_KIND, type HostsDeps, hostOf, isHost } from './service';

/**
 * A host's programmes (issue 13): her rating, her party room's tasks and pendant, and the weekly
 * incentive paid by the `hosts-weekly` job. Rules in packages/shared/src/host-programs.ts;
 * docs/architecture.md "Hosts".
 */

export const HOSTS_WEEKLY_JOB = 'hosts-weekly';
export const HOST_INCENTIVE_KIND = 'host_incentive';
const SCOPE = 'system:hosts';
const WEEKS_SHOWN = 4;
/** The ended weeks the job looks at (the last 8: a long downtime still pays, never twice). */
const SETTLE_WEEKS = 8;

const JP_HOLIDAYS = holidayJp.holidays;
/** Closed days of a region: Japanese public and bank holidays; China, weekends only. */
const isClosed = (region: Region) => (day: string) => region === 'japan' && (day in JP_HOLIDAYS || isJapanBankHoliday(day));

const mondayOf = (key: string) => key.slice(2);

// ---- rating ----

function ratingInput(days: readonly programsRepo.WorkDay[], checkins: number): HostRatingInput {
  const sum = (k: keyof programsRepo.WorkDay) => days.reduce((s, d) => s + (d[k] as number), 0);
  return {
    replies: sum('replies'),
    fast_replies: sum('fast_replies'),
    receptions: sum('receptions'),
    call_minutes: sum('call_minutes'),
    new_user_calls: sum('new_user_calls'),
    check_in_days: checkins,
  };
}

/**
 * Her rating over her last 7 region days (today included) and the grades of her last 4 weeks.
 * Computed from the stored events and check-ins, which never change once written: a past week's
 * grade is the same on every read, so no snapshot table is needed.
 */
export async function ratingOf(deps: HostsDeps, viewer: AuthedUser): Promise<THostRating> {
  const now = deps.now();
  const me = await hostOf(deps.db, viewer, now);
  const today = hostDay(now, me.region);
  const from = addDays(today, -(HOST_RATING_RULES.days - 1));
  const thisWeek = periodKey('weekly', now, me.region);
  const oldest = mondayOf(shiftPeriodKey(thisWeek, -WEEKS_SHOWN));
  const first = [from, oldest].sort()[0]!;
  const days = await programsRepo.workDays(deps.db, me.id, first, today);
  const checkins = await programsRepo.checkinDays(deps.db, me.id, first, today);
  const between = (a: string, b: string) => days.filter((d) => d.day >= a && d.day <= b);
  const checkedIn = (a: string, b: string) => [...checkins].filter((d) => d >= a && d <= b).length;
  const r = hostRating(ratingInput(between(from, today), checkedIn(from, today)));
  const weeks: THostRating['weeks'] = [];
  for (let i = 1; i <= WEEKS_SHOWN; i++) {
    const monday = mondayOf(shiftPeriodKey(thisWeek, -i));
    const sunday = addDays(monday, 6);
    const w = hostRating(ratingInput(between(monday, sunday), checkedIn(monday, sunday)));
    weeks.push({ week_from: monday, week_to: sunday, grade: w.grade, score: w.score });
  }
  return { region: me.region, from, to: today, ...r, weeks };
}

// ---- party-room tasks ----

async function roomTasksFor(q: Queryable, me: UserRow, now: Date): Promise<THostRoomTasks> {
  const tz = REGION_TIME_ZONES[me.region];
  const day = periodSpan('daily', now, tz);
  const week = periodSpan('weekly', now, tz);
  const today = hostDay(now, me.region);
  const monday = mondayOf(week.key);
  const todayTotals = await programsRepo.roomTotals(q, me.id, today, today, ROOM_RECEPTION_SECONDS);
  const weekTotals = await programsRepo.roomTotals(q, me.id, monday, addDays(monday, 6), ROOM_RECEPTION_SECONDS);
  const claimed = await repo.claimsIn(q, me.id, [day.key, week.key]);
  return {
    region: me.region,
    today,
    week_from: monday,
    week_to: addDays(monday, 6),
    today_totals: todayTotals,
    week_totals: weekTotals,
    tasks: HOST_ROOM_TASKS.map((t) => {
      const progress = Math.min((t.period === 'daily' ? todayTotals : weekTotals)[t.metric], t.goal);
      const key = t.period === 'daily' ? day.key : week.key;
      return { ...t, progress, state: hostTaskState(progress, t.goal, claimed.has(`${t.id}|${key}`)) };
    }),
  };
}

export async function roomTasksOf(deps: HostsDeps, viewer: AuthedUser): Promise<THostRoomTasks> {
  const now = deps.now();
  return roomTasksFor(deps.db, await hostOf(deps.db, viewer, now), now);
}

/** Claims a done room task's anchor points (from the mint), once per period: TASK_NOT_DONE before, REWARD_ALREADY_CLAIMED after. */
export async function claimRoomTask(deps: HostsDeps, viewer: AuthedUser, ref: string, requestId: string): Promise<THostRoomClaimResult> {
  const now = deps.now();
  const me = await hostOf(deps.db, viewer, now);
  const task = HOST_ROOM_TASKS.find((t) => t.id === ref);
  if (!task) throw new AppError('NOT_FOUND');
  const key = periodSpan(task.period, now, REGION_TIME_ZONES[me.region]).key;
  const r = await runOperation(
    deps.db,
    { scope: `user:${me.id}`, requestId, kind: 'host_claim', body: { ref, period: key } },
    async (q, operationId) => {
      const before = await roomTasksFor(q, me, now);
      const state = before.tasks.find((x) => x.id === ref)!.state;
      if (state === 'todo') throw new AppError('TASK_NOT_DONE');
      const paid = { asset: 'anchor_point' as const, amount: task.points };
      if (state === 'claimed' || !(await repo.insertClaim(q, { anchorId: me.id, ref, periodKey: key, ...paid, operationId, at: now })))
        throw new AppError('REWARD_ALREADY_CLAIMED');
      await postLegs(q, operationId, HOST_INCOME_KIND, [
        { from: { system: 'mint' }, to: { user: me.id }, ...paid, memo: `host ${ref} ${key}` },
      ]);
      return { paid, room: await roomTasksFor(q, me, now) };
    },
  );
  return r.result;
}

// ---- pendant ----

/** This week's room points toward a pendant tier, the pendant she wears (granted by the weekly job) and her last ones. */
export async function pendantOf(deps: HostsDeps, viewer: AuthedUser): Promise<THostPendant> {
  const now = deps.now();
  const me = await hostOf(deps.db, viewer, now);
  const monday = mondayOf(periodKey('weekly', now, me.region));
  const points = roomPoints(await programsRepo.roomTotals(deps.db, me.id, monday, addDays(monday, 6), ROOM_RECEPTION_SECONDS));
  const rows = await programsRepo.pendantsOf(deps.db, me.id, 8);
  const wearing = rows.find((r) => r.expires_at.getTime() > now.getTime() && mondayOf(r.period_key) < monday);
  return {
    region: me.region,
    week_from: monday,
    week_to: addDays(monday, 6),
    points,
    tiers: HOST_PENDANT_TIERS.map((t) => ({ ...t })),
    reached: pendantTier(points),
    next: nextPendantTier(points),
    current: wearing ? { tier: wearing.tier, week_from: mondayOf(wearing.period_key), expires_at: wearing.expires_at.toISOString() } : null,
    history: rows.map((r) => ({ tier: r.tier, week_from: mondayOf(r.period_key), points: r.points })),
  };
}

// ---- weekly incentive ----

const weekPoints = async (q: Queryable, anchorId: number, monday: string) =>
  (await programsRepo.workDays(q, anchorId, monday, addDays(monday, 6))).reduce((s, d) => s + d.points, 0);

/** The weekly incentive: this week's points toward a tier, last week's result (paid, due or none), and the bonuses paid. */
export async function incentiveOf(deps: HostsDeps, viewer: AuthedUser): Promise<THostIncentive> {
  const now = deps.now();
  const me = await hostOf(deps.db, viewer, now);
  const week = periodKey('weekly', now, me.region);
  const monday = mondayOf(week);
  const lastMonday = mondayOf(shiftPeriodKey(week, -1));
  const points = await weekPoints(deps.db, me.id, monday);
  const lastPoints = await weekPoints(deps.db, me.id, lastMonday);
  const tiers = HOST_INCENTIVE_TIERS[me.region];
  const now_ = incentiveTier(me.region, points);
  const last = incentiveTier(me.region, lastPoints);
  const paid = await programsRepo.incentivesOf(deps.db, me.id, 8);
  const lastPaid = paid.find((p) => p.period_key === `w:${lastMonday}`);
  const next = tiers.find((t) => points < t.points);
  return {
    region: me.region,
    currency: HOST_CASH_CURRENCY[me.region].code,
    week_from: monday,
    week_to: addDays(monday, 6),
    points,
    tiers: tiers.map((t) => ({ ...t })),
    reached: now_.index,
    cash: now_.cash,
    next: next ? { ...next, missing: next.points - points } : null,
    last_week: {
      week_from: lastMonday,
      week_to: addDays(lastMonday, 6),
      points: lastPaid?.points ?? lastPoints,
      reached: lastPaid?.tier ?? last.index,
      cash: lastPaid?.cash ?? last.cash,
      status: lastPaid ? 'paid' : last.cash > 0 ? 'due' : 'none',
      due_day: lastPaid?.due_day ?? incentiveDueDay(lastMonday, isClosed(me.region)),
      paid_at: lastPaid ? lastPaid.created_at.toISOString() : null,
    },
    paid: paid.map((p) => ({ week_from: mondayOf(p.period_key), points: p.points, cash: p.cash, paid_at: p.created_at.toISOString() })),
  };
}

/**
 * The weekly job (hourly): for each region, the weeks that ended (the last 8, so downtime loses
 * nothing), grants each host's pendant by her room points and pays her incentive
 * by her work points. A pendant is one row per host and week; a bonus one ledger operation keyed
 * `host-incentive:<host>:<week>` with its row, so a second run, another node or a restart pays
 * nothing again. Minors and disabled accounts (no longer hosts now) are skipped. Returns what it
 * paid and granted.
 */
export async function settleWeeks(
  deps: Pick<HostsDeps, 'db' | 'now'>,
  firing?: Pick<Firing, 'assertLeader'>,
): Promise<{ paid: number; pendants: number }> {
  const now = deps.now();
  let paid = 0;
  let pendants = 0;
  for (const region of REGIONS) {
    const week = periodKey('weekly', now, region);
    const keys = Array.from({ length: SETTLE_WEEKS }, (_, i) => shiftPeriodKey(week, i - SETTLE_WEEKS));
    const done = await programsRepo.incentivesIn(deps.db, keys);
    const granted = await programsRepo.pendantsIn(deps.db, keys);
    for (const key of keys) {
      const monday = mondayOf(key);
      const sunday = addDays(monday, 6);
      const ids = await programsRepo.anchorsActive(deps.db, monday, sunday);
      const users = await findUsersByIds(deps.db, ids);
      for (const id of ids) {
        const host = users.get(id);
        if (!host || host.region !== region || !isHost(host, now)) continue;
        // the pendant, worn until the end of the next week (once: skipped when granted)
        if (!granted.has(`${id}|${key}`) && (await grantPendant(deps, id, region, key, now))) pendants++;
        if (done.has(`${id}|${key}`) || incentiveTier(region, await weekPoints(deps.db, id, monday)).cash <= 0) continue;
        if (await payIncentive(deps, host, key, firing)) paid++;
      }
    }
  }
  return { paid, pendants };
}

async function grantPendant(deps: Pick<HostsDeps, 'db'>, id: number, region: Region, key: string, now: Date): Promise<boolean> {
  const monday = mondayOf(key);
  const sunday = addDays(monday, 6);
  const points = roomPoints(await programsRepo.roomTotals(deps.db, id, monday, sunday, ROOM_RECEPTION_SECONDS));
  const tier = pendantTier(points);
  if (!tier) return false;
  const expiresAt = periodKeySpan(shiftPeriodKey(key, 1), REGION_TIME_ZONES[region]).end;
  return programsRepo.insertPendant(deps.db, { anchorId: id, periodKey: key, tier, points, expiresAt, at: now });
}

async function payIncentive(deps: Pick<HostsDeps, 'db' | 'now'>, host: UserRow, key: string, firing?: Pick<Firing, 'assertLeader'>) {
  const now = deps.now();
  const monday = mondayOf(key);
  try {
    const r = await runOperation(
      deps.db,
      { scope: SCOPE, requestId: `host-incentive:${host.id}:${key}`, kind: HOST_INCENTIVE_KIND, body: { anchor_id: host.id, week: key } },
      async (q, operationId) => {
        await firing?.assertLeader(q);
        const points = await weekPoints(q, host.id, monday);
        const { index, cash } = incentiveTier(host.region, points);
        if (cash <= 0) throw new AppError('TASK_NOT_DONE');
        const dueDay = incentiveDueDay(monday, isClosed(host.region));
        if (
          !(await programsRepo.insertIncentive(q, {
            anchorId: host.id,
            periodKey: key,
            region: host.region,
            points,
            tier: index,
            cash,
            dueDay,
            operationId,
            at: now,
          }))
        )
          throw new AppError('REWARD_ALREADY_CLAIMED');
        await postLegs(q, operationId, HOST_INCENTIVE_KIND, [
          {
            from: { system: 'house' },
            to: { user: host.id },
            asset: 'cash',
            amount: cash,
            memo: `host incentive ${key} tier ${index + 1}`,
          },
        ]);
        return { cash };
      },
    );
    return !r.duplicate;
  } catch (err) {
    // below the first tier, or paid meanwhile: nothing to pay
    if (err instanceof AppError && (err.code === 'TASK_NOT_DONE' || err.code === 'REWARD_ALREADY_CLAIMED')) return false;
    throw err;
  }
}
