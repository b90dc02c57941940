import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  addDays,
  callIncome,
  GROUP_CP_MESSAGES,
  HOST_CASH_CURRENCY,
  HOST_CHECK_IN_POINTS,
  HOST_TASK_SETS,
  HOST_TASKS,
  hostDay,
  hostTaskState,
  isMinor,
  isNewUser,
  LIMITS,
  memberIncome,
  nextStreakDay,
  periodSpan,
  REGION_TIME_ZONES,
  replyIncome,
  type THostActionResult,
  type THostEvent,
  type THostEventsResult,
  type THostIncome,
  type THostIncomeKind,
  type THostTasks,
  ZHostEventsRequest,
} from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findUserById, findUsersByIds, toPublicProfile, type UserRow } from '../accounts/service';
import { pairOf } from '../cp/service';
import { balancesOf, postLegs, runOperation } from '../ledger/service';
import { mutualPairs } from '../social/service';
import * as programsRepo from './programs-repo';
import * as repo from './repo';

export interface HostsDeps {
  db: Db;
  now: () => Date;
  /** the HMAC key of the apps' server-to-server reports; empty: every report is refused */
  eventsKey: string;
}

export const HOST_INCOME_KIND = 'host_income';
const SCOPE = 'system:hosts';

/** A host: an active adult female account (spec: female anchors; minors may not work). */
export const isHost = (u: Pick<UserRow, 'gender' | 'status' | 'birth_date'> | undefined, at: Date) =>
  Boolean(u && u.gender === 'female' && u.status === 'active' && !isMinor(u.birth_date, at));

/**
 * Checks a report's signature: `x-host-signature: t=<unix seconds>,v1=<hex HMAC-SHA256(key,
 * "<t>.<raw body>")>`, `t` within the tolerance of the server clock (a replayed old request is
 * refused; a replayed event id is a duplicate anyway).
 */
export function verifySignature(deps: HostsDeps, raw: string, header: string | undefined): void {
  if (!header) throw new AppError('SIGNATURE_MISSING');
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  const v1 = parts.v1 ?? '';
  if (!deps.eventsKey || !Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) throw new AppError('SIGNATURE_INVALID');
  if (Math.abs(deps.now().getTime() - t * 1000) > LIMITS.hostEventSignatureToleranceMs) throw new AppError('TIMESTAMP_EXPIRED');
  const want = createHmac('sha256', deps.eventsKey).update(`${t}.${raw}`).digest();
  if (!timingSafeEqual(want, Buffer.from(v1, 'hex'))) throw new AppError('SIGNATURE_INVALID');
}

/** The signature header for a body (the apps' servers compute the same; tests and the demo use it). */
export function signHostEvents(key: string, raw: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', key).update(`${t}.${raw}`).digest('hex')}`;
}

/** Parses a verified body (bad input: VALIDATION_FAILED naming the first field). */
export function parseEvents(raw: string): THostEvent[] {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('VALIDATION_FAILED', { field: 'body' }, { field: 'body' });
  }
  const parsed = ZHostEventsRequest.safeParse(json);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || 'events';
    throw new AppError('VALIDATION_FAILED', { field }, { field });
  }
  return parsed.data.events;
}

/**
 * Credits the reported events, each once: one ledger operation per event keyed by its id (anchor
 * points from the mint, with the event's record in the same transaction). The same event again
 * answers its first result; the same id with other content is refused (conflict). Events of a
 * non-host, for an unknown user, of a host with herself, or from the future are refused and
 * credit nothing.
 */
export async function ingest(deps: HostsDeps, events: readonly THostEvent[]): Promise<THostEventsResult> {
  const now = deps.now();
  const users = await findUsersByIds(deps.db, [
    ...new Set(events.flatMap((e) => ('user_id' in e ? [e.anchor_id, e.user_id] : [e.anchor_id]))),
  ]);
  const results: THostEventsResult['results'] = [];
  for (const e of events) {
    const at = new Date(e.at);
    const refuse = (reason: NonNullable<THostEventsResult['results'][number]['reason']>) =>
      results.push({ id: e.id, outcome: 'refused', points: 0, reason });
    const anchor = users.get(e.anchor_id);
    // a stretch on the mic of her room has no other user
    const user = 'user_id' in e ? users.get(e.user_id) : null;
    if (at.getTime() > now.getTime() + LIMITS.hostEventFutureMs) refuse('future');
    else if (!isHost(anchor, at)) refuse('not_a_host');
    else if (user === undefined) refuse('unknown_user');
    else if ('user_id' in e && e.user_id === e.anchor_id) refuse('same_account');
    else {
      try {
        const r = await credit(deps, e, anchor!, user, at);
        results.push({ id: e.id, outcome: r.duplicate ? 'duplicate' : 'credited', points: r.result.points, reason: null });
      } catch (err) {
        if (err instanceof AppError && err.code === 'CONFLICT') refuse('conflict');
        else throw err;
      }
    }
  }
  return { results };
}

function income(e: THostEvent, user: UserRow | null, at: Date) {
  // her party room's events earn no points by themselves: they count for the room tasks and pendant
  if (e.kind === 'room_mic' || e.kind === 'room_reception' || e.kind === 'room_gift' || !user)
    return { points: 0, bonus: 0, reception: false, fastReply: false };
  if (e.kind === 'call') {
    const c = callIncome(e.media, e.seconds, isNewUser(new Date(user.created_at), at));
    return { points: c.points, bonus: c.bonus, reception: c.reception, fastReply: false };
  }
  if (e.kind === 'reply') {
    const points = replyIncome(e.reply_seconds);
    return { points, bonus: 0, reception: false, fastReply: points > 0 };
  }
  return { points: memberIncome(e.plan), bonus: 0, reception: false, fastReply: false };
}

function credit(deps: HostsDeps, e: THostEvent, anchor: UserRow, user: UserRow | null, at: Date) {
  const got = income(e, user, at);
  return runOperation(
    deps.db,
    { scope: SCOPE, requestId: `host-event:${e.id}`, kind: HOST_INCOME_KIND, body: e },
    async (q, operationId) => {
      await repo.insertEvent(q, {
        id: e.id,
        anchorId: anchor.id,
        userId: user?.id ?? null,
        kind: e.kind,
        media: e.kind === 'call' ? e.media : null,
        seconds: 'seconds' in e ? e.seconds : e.kind === 'reply' ? e.reply_seconds : null,
        roomId: 'room_id' in e ? e.room_id : null,
        coins: e.kind === 'room_gift' ? e.coins : null,
        plan: e.kind === 'membership' ? e.plan : null,
        points: got.points,
        bonus: got.bonus,
        reception: got.reception,
        fastReply: got.fastReply,
        day: hostDay(at, anchor.region),
        operationId,
        at,
      });
      const total = got.points + got.bonus;
      if (total > 0)
        await postLegs(q, operationId, HOST_INCOME_KIND, [
          { from: { system: 'mint' }, to: { user: anchor.id }, asset: 'anchor_point', amount: total, memo: `host ${e.kind} ${e.id}` },
        ]);
      return { points: total };
    },
  );
}

const KINDS: readonly THostIncomeKind[] = ['video', 'voice', 'new_user', 'reply', 'membership'];

/** A host's income of the last 7 or 30 days of her region's calendar, by day and kind, and her latest events. */
export async function incomeOf(deps: HostsDeps, viewer: AuthedUser, period: 'week' | 'month'): Promise<THostIncome> {
  const now = deps.now();
  const me = await hostOf(deps.db, viewer, now);
  const today = hostDay(now, me.region);
  const from = addDays(today, period === 'week' ? -6 : -29);
  const sums = await repo.daySums(deps.db, me.id, from, today);
  const byDay = new Map<string, number>();
  const byKind = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<THostIncomeKind, number>;
  let minutes = 0;
  let receptions = 0;
  let fast = 0;
  for (const s of sums) {
    byDay.set(s.day, (byDay.get(s.day) ?? 0) + s.points + s.bonus);
    const kind: THostIncomeKind = s.kind === 'call' ? (s.media ?? 'voice') : s.kind;
    byKind[kind] += s.points;
    byKind.new_user += s.bonus;
    minutes += s.minutes;
    receptions += s.receptions;
    fast += s.fast_replies;
  }
  const days: THostIncome['days'] = [];
  for (let d = from; d <= today; d = addDays(d, 1)) days.push({ day: d, points: byDay.get(d) ?? 0 });
  const recent = await repo.recentEvents(deps.db, me.id, LIMITS.hostIncomeRecentShown);
  const people = await findUsersByIds(deps.db, [...new Set(recent.map((r) => r.user_id))]);
  const balance = (await balancesOf(deps.db, me.id)).anchor_point;
  return {
    region: me.region,
    period,
    from,
    to: today,
    today,
    balance,
    totals: {
      points: days.reduce((a, d) => a + d.points, 0),
      by_kind: byKind,
      call_minutes: minutes,
      receptions,
      fast_replies: fast,
    },
    days,
    recent: recent.map((r) => {
      const u = people.get(r.user_id);
      return {
        id: r.id,
        kind: r.kind,
        media: r.media,
        seconds: r.seconds,
        plan: r.plan,
        points: r.points,
        bonus: r.bonus,
        user: u ? toPublicProfile(u) : null,
        at: r.at.toISOString(),
      };
    }),
  };
}

/** The viewer as a host, or HOST_ONLY. */
export async function hostOf(q: Queryable, viewer: AuthedUser, now: Date): Promise<UserRow> {
  const me = await findUserById(q, viewer.id);
  if (!me || !isHost(me, now)) throw new AppError('HOST_ONLY');
  return me;
}

// ---- check-in and tasks ----

/**
 * Spec 9 "3 relatives" and "1 CP" over a week: her relatives are mutual followers (the social
 * module's buddies) she worked with in the week (a call or a reply); her CP counts when she is in
 * a live pair (the cp module) and has replied to the partner at least GROUP_CP_MESSAGES times
 * (spec 9 "10 messages before a group CP invite").
 */
async function bondMetrics(q: Queryable, anchorId: number, from: Date, to: Date): Promise<{ relatives: number; cp: number }> {
  const users = await programsRepo.workedWith(q, anchorId, from, to);
  const relatives =
    users.length > 0
      ? (
          await mutualPairs(
            q,
            users.map(() => anchorId),
            users,
          )
        ).length
      : 0;
  const pair = await pairOf(q, anchorId);
  const partner = pair ? (Number(pair.user_low) === anchorId ? Number(pair.user_high) : Number(pair.user_low)) : null;
  const cp = partner !== null && (await programsRepo.repliesTo(q, anchorId, partner)) >= GROUP_CP_MESSAGES ? 1 : 0;
  return { relatives, cp };
}

export async function tasksOf(deps: HostsDeps, viewer: AuthedUser): Promise<THostTasks> {
  const now = deps.now();
  return tasksFor(deps.db, await hostOf(deps.db, viewer, now), now);
}

/** A host's check-in streak and tasks now (her region's day and Monday-to-Sunday week). */
async function tasksFor(q: Queryable, me: UserRow, now: Date): Promise<THostTasks> {
  const tz = REGION_TIME_ZONES[me.region];
  const day = periodSpan('daily', now, tz);
  const week = periodSpan('weekly', now, tz);
  // one query after another: `q` may be a transaction's client
  const daily = { ...(await repo.metricsBetween(q, me.id, day.start, day.end)), relatives: 0, cp: 0 };
  const weekly = { ...(await repo.metricsBetween(q, me.id, week.start, week.end)), ...(await bondMetrics(q, me.id, week.start, week.end)) };
  const claimed = await repo.claimsIn(q, me.id, [day.key, week.key]);
  const today = hostDay(now, me.region);
  const yesterday = addDays(today, -1);
  const checkins = await repo.checkinsSince(q, me.id, yesterday);
  const doneToday = checkins.has(today);
  const streak = checkins.get(today) ?? nextStreakDay(checkins.get(yesterday) ?? 0);
  const keyOf = (period: 'daily' | 'weekly') => (period === 'daily' ? day.key : week.key);
  const tasks = HOST_TASKS.map((t) => {
    const progress = Math.min((t.period === 'daily' ? daily : weekly)[t.metric], t.goal);
    return { ...t, progress, state: hostTaskState(progress, t.goal, claimed.has(`${t.id}|${keyOf(t.period)}`)) };
  });
  return {
    region: me.region,
    today,
    week_from: week.key.slice(2),
    week_to: addDays(week.key.slice(2), 6),
    check_in: {
      days: HOST_CHECK_IN_POINTS.map((points, i) => ({
        day: i + 1,
        points,
        state:
          i + 1 < streak || (i + 1 === streak && doneToday)
            ? ('signed' as const)
            : i + 1 === streak
              ? ('today' as const)
              : ('unsigned' as const),
      })),
      streak,
      done_today: doneToday,
    },
    tasks,
    sets: HOST_TASK_SETS.map((set) => {
      const done = set.tasks.every((id) => tasks.find((t) => t.id === id)!.progress >= HOST_TASKS.find((t) => t.id === id)!.goal);
      return {
        id: set.id,
        period: set.period,
        tasks: [...set.tasks],
        cash: set.cash[me.region],
        currency: HOST_CASH_CURRENCY[me.region].code,
        state: hostTaskState(done ? 1 : 0, 1, claimed.has(`${set.id}|${keyOf(set.period)}`)),
      };
    }),
  };
}

/**
 * Today's check-in: the streak's next day (a missed day starts again at day 1), its anchor points
 * from the mint. Once a day (ALREADY_CHECKED_IN); a retry of the same request answers the first result.
 */
export async function checkIn(deps: HostsDeps, viewer: AuthedUser, requestId: string): Promise<THostActionResult> {
  const now = deps.now();
  const me = await hostOf(deps.db, viewer, now);
  const today = hostDay(now, me.region);
  const r = await runOperation(
    deps.db,
    { scope: `user:${me.id}`, requestId, kind: 'host_check_in', body: { day: today } },
    async (q, operationId) => {
      const yesterday = addDays(today, -1);
      const streakDay = nextStreakDay((await repo.checkinsSince(q, me.id, yesterday)).get(yesterday) ?? 0);
      const points = HOST_CHECK_IN_POINTS[streakDay - 1]!;
      if (!(await repo.insertCheckin(q, { anchorId: me.id, day: today, streakDay, points, operationId, at: now })))
        throw new AppError('ALREADY_CHECKED_IN');
      await postLegs(q, operationId, HOST_INCOME_KIND, [
        { from: { system: 'mint' }, to: { user: me.id }, asset: 'anchor_point', amount: points, memo: `host check-in day ${streakDay}` },
      ]);
      return { paid: { asset: 'anchor_point' as const, amount: points }, tasks: await tasksFor(q, me, now) };
    },
  );
  return r.result;
}

/**
 * Claims a done task (its anchor points, from the mint) or a done task set (its cash, from the
 * house), once per period: TASK_NOT_DONE before, REWARD_ALREADY_CLAIMED after.
 */
export async function claim(deps: HostsDeps, viewer: AuthedUser, ref: string, requestId: string): Promise<THostActionResult> {
  const now = deps.now();
  const me = await hostOf(deps.db, viewer, now);
  const task = HOST_TASKS.find((t) => t.id === ref);
  const set = HOST_TASK_SETS.find((s) => s.id === ref);
  const period = task?.period ?? set?.period;
  if (!period) throw new AppError('NOT_FOUND');
  const periodKey = periodSpan(period, now, REGION_TIME_ZONES[me.region]).key;
  const r = await runOperation(
    deps.db,
    { scope: `user:${me.id}`, requestId, kind: 'host_claim', body: { ref, period: periodKey } },
    async (q, operationId) => {
      const before = await tasksFor(q, me, now);
      const state = (task ? before.tasks : before.sets).find((x) => x.id === ref)!.state;
      if (state === 'todo') throw new AppError('TASK_NOT_DONE');
      const paid = task
        ? { asset: 'anchor_point' as const, amount: task.points }
        : { asset: 'cash' as const, amount: set!.cash[me.region] };
      if (state === 'claimed' || !(await repo.insertClaim(q, { anchorId: me.id, ref, periodKey, ...paid, operationId, at: now })))
        throw new AppError('REWARD_ALREADY_CLAIMED');
      await postLegs(q, operationId, HOST_INCOME_KIND, [
        { from: { system: task ? 'mint' : 'house' }, to: { user: me.id }, ...paid, memo: `host ${ref} ${periodKey}` },
      ]);
      return { paid, tasks: await tasksFor(q, me, now) };
    },
  );
  return r.result;
}

/** Guilds: points per host and region day over `[from, to]` (`YYYY-MM-DD`), for these hosts. */
export const pointsByHostDay = (q: Queryable, anchorIds: readonly number[], from: string, to: string) =>
  repo.pointsByHostDay(q, anchorIds, from, to);
