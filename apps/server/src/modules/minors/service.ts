/**
 * Minors' protection (issue 14 D). Recharge limits per age band and region, enforced in the
 * payment order's own transaction: an order reserves its price against the region month (a hold
 * that lapses with the order, so an unpaid order never blocks for longer than its life), a payment
 * turns the hold into a credit, a failure releases it, and a payment whose hold lapsed is credited
 * only if the month still has room. Every reservation and credit of a (user, region, month) first
 * takes that month row's lock, so orders at once queue and cannot pass the cap together.
 *
 * A birth date changed after registration waits for staff: the request opens a risk record in
 * the user's region (risk service), the account keeps its birth date until an admin of that
 * region approves it (audited); approval writes it through the accounts service.
 */
import {
  ageInRegion,
  formatMinorAmount,
  isMinor,
  largestPayment,
  limitsRegionOf,
  monthlyRemaining,
  REGION_CURRENCY,
  type RechargeBand,
  type RechargeLimits,
  type RechargeVerdict,
  rechargeBandOf,
  rechargeMonth,
  rechargeMonthEnd,
  rechargeVerdict,
  riskRegionsOf,
  scopeOf,
  stripDisplayControls,
  type TAdminBirthDateChange,
  type TAdminBirthDateChangeList,
  type TBirthDateChange,
  type TMinorsMe,
  ZBirthDateChangeDecision,
  ZBirthDateChangeRequest,
} from '@app/shared';
import { writeAudit } from '../../platform/audit';
import type { AuthedAdmin, AuthedUser } from '../../platform/auth';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findUserById, findUsersByIds, setBirthDate, type UserRow } from '../accounts/service';
import { adminNicknames, adminRef } from '../admin/service';
import { assertNotMuted, closeRuleRecord, openRuleRecord } from '../risk/service';
import * as repo from './repo';

export interface MinorsDeps {
  db: Db;
  now: () => Date;
  /** recharge limits per region and age band (config `minorRechargeLimits`) */
  limits: RechargeLimits;
}

/** What the payments module asks, inside its order transaction (PaymentsDeps.minors). */
export interface RechargeGate {
  /** Reserves a new order's price against its month; throws the refusal (3895–3897). */
  reserve(q: Queryable, order: GateOrder): Promise<void>;
  /** Before crediting a paid order: null = credit it; an error = it would pass the cap (nothing credited). */
  confirm(q: Queryable, order: GateOrder): Promise<AppError | null>;
  /** A failed order stops counting. */
  release(q: Queryable, orderId: string): Promise<void>;
}
export interface GateOrder {
  id: string;
  user_id: number;
  price_minor: number;
  currency: string;
  expires_at: Date;
}

const OLDEST_YEARS = 120;

/** The refusal of a verdict, its amounts in the order's currency as people read them. */
function refusal(v: Extract<RechargeVerdict, { ok: false }>, currency: string): AppError {
  const data = { reason: v.reason, limit: v.limit, remaining: v.remaining, currency };
  const params = { limit: formatMinorAmount(v.limit, currency), remaining: formatMinorAmount(v.remaining, currency) };
  if (v.reason === 'blocked') return new AppError('MINOR_RECHARGE_BLOCKED', params, data);
  if (v.reason === 'per_payment') return new AppError('MINOR_RECHARGE_PER_PAYMENT', params, data);
  return new AppError('MINOR_RECHARGE_MONTHLY', params, data);
}

/** The region, age and band of a user for an order in this currency, at `at`. */
function bandOf(deps: MinorsDeps, user: Pick<UserRow, 'birth_date' | 'region'>, currency: string, at: Date) {
  const region = limitsRegionOf(currency, user.region);
  const age = ageInRegion(user.birth_date, at, region);
  return { region, age, band: rechargeBandOf(deps.limits, region, age) };
}

export function rechargeGate(deps: MinorsDeps): RechargeGate {
  return {
    async reserve(q, o) {
      const user = await findUserById(q, o.user_id);
      if (!user) throw new AppError('NOT_FOUND');
      const now = deps.now();
      const { region, age, band } = bandOf(deps, user, o.currency, now);
      if (!band) return;
      // refusals that need no sum (no recharge at all, one order above the per-payment cap) come first
      const alone = rechargeVerdict({ ...band, monthly: null }, 0, o.price_minor);
      if (!alone.ok)
        throw refusal(alone.reason === 'blocked' ? alone : { ...alone, remaining: band.monthly ?? alone.remaining }, o.currency);
      const month = rechargeMonth(now, region);
      await repo.lockMonth(q, user.id, region, month);
      const used = await repo.usedIn(q, user.id, region, month, now);
      const v = rechargeVerdict(band, used, o.price_minor);
      if (!v.ok) throw refusal(v, o.currency);
      await repo.insertHold(
        q,
        {
          order_id: o.id,
          user_id: user.id,
          region,
          month,
          amount: o.price_minor,
          currency: o.currency,
          age,
          per_payment: band.per_payment,
          monthly: band.monthly,
          state: 'held',
          expires_at: o.expires_at,
        },
        now,
      );
    },

    async confirm(q, o) {
      const now = deps.now();
      const hold = await repo.findHold(q, o.id);
      if (hold?.state === 'credited') return null;
      if (!hold) {
        // an order placed without a hold (an adult then, a customer-service record): checked now
        const user = await findUserById(q, o.user_id);
        if (!user) return null;
        const { region, age, band } = bandOf(deps, user, o.currency, now);
        if (!band) return null;
        const month = rechargeMonth(now, region);
        await repo.lockMonth(q, user.id, region, month);
        const v = rechargeVerdict(band, await repo.usedIn(q, user.id, region, month, now), o.price_minor);
        if (!v.ok) return refusal(v, o.currency);
        await repo.insertHold(
          q,
          {
            order_id: o.id,
            user_id: user.id,
            region,
            month,
            amount: o.price_minor,
            currency: o.currency,
            age,
            per_payment: band.per_payment,
            monthly: band.monthly,
            state: 'credited',
            expires_at: now,
          },
          now,
        );
        return null;
      }
      await repo.lockMonth(q, hold.user_id, hold.region, hold.month);
      if (hold.state === 'held' && hold.expires_at.getTime() > now.getTime()) {
        await repo.setHoldState(q, o.id, 'credited', now);
        return null;
      }
      // the hold lapsed (a payment after the order expired) or was released: only if the month has room
      const band: RechargeBand = { min_age: hold.age, max_age: hold.age + 1, per_payment: hold.per_payment, monthly: hold.monthly };
      const v = rechargeVerdict(band, await repo.usedIn(q, hold.user_id, hold.region, hold.month, now, o.id), hold.amount);
      if (!v.ok) {
        await repo.setHoldState(q, o.id, 'released', now);
        return refusal(v, hold.currency);
      }
      await repo.setHoldState(q, o.id, 'credited', now);
      return null;
    },

    async release(q, orderId) {
      const hold = await repo.findHold(q, orderId);
      if (hold?.state === 'held') await repo.setHoldState(q, orderId, 'released', deps.now());
    },
  };
}

// ---- the user's page ----

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toChange(c: repo.ChangeRow): TBirthDateChange {
  return {
    id: c.id,
    status: c.status,
    old_birth_date: c.old_birth_date,
    new_birth_date: c.new_birth_date,
    reason: c.reason,
    note: c.note,
    created_at: new Date(c.created_at).toISOString(),
    decided_at: iso(c.decided_at),
  };
}

/** The caller's age, recharge band and what is left this month in their brand's currency, and their birth-date change. */
export async function me(deps: MinorsDeps, actor: AuthedUser): Promise<TMinorsMe> {
  const user = await findUserById(deps.db, actor.id);
  if (!user) throw new AppError('NOT_LOGGED_IN');
  const now = deps.now();
  const currency = REGION_CURRENCY[scopeOf(actor.brand).region];
  const { region, band } = bandOf(deps, user, currency, now);
  const month = rechargeMonth(now, region);
  const used = band ? await repo.usedIn(deps.db, user.id, region, month, now) : 0;
  const change = await repo.latestChangeOf(deps.db, user.id);
  return {
    birth_date: user.birth_date,
    age: ageInRegion(user.birth_date, now, user.region),
    minor: isMinor(user.birth_date, now, user.region),
    recharge: {
      region,
      currency,
      band,
      month,
      used,
      remaining: band ? monthlyRemaining(band, used) : null,
      largest_payment: band ? largestPayment(band, used) : null,
      resets_at: rechargeMonthEnd(month, region).toISOString(),
    },
    change: change ? toChange(change) : null,
  };
}

/**
 * A birth date changed after registration: a pending change and a risk record for staff, in one
 * transaction; the account keeps its birth date until approved. One pending change per user; a
 * retry of the same request id answers the first.
 */
export async function requestChange(deps: MinorsDeps, actor: AuthedUser, raw: unknown): Promise<TBirthDateChange> {
  const input = ZBirthDateChangeRequest.parse(raw);
  const now = deps.now();
  const user = await findUserById(deps.db, actor.id);
  if (!user) throw new AppError('NOT_LOGGED_IN');
  const replay = await repo.changeByRequest(deps.db, user.id, input.request_id);
  if (replay) {
    if (replay.new_birth_date !== input.birth_date) throw new AppError('CONFLICT', {}, { request_id: input.request_id });
    return toChange(replay);
  }
  const age = ageInRegion(input.birth_date, now, user.region);
  if (input.birth_date === user.birth_date || age < 0 || age > OLDEST_YEARS)
    throw new AppError('VALIDATION_FAILED', { field: 'birth_date' }, { field: 'birth_date' });
  if (input.reason) await assertNotMuted(deps, user.id);
  return deps.db.tx(async (q) => {
    if (await repo.pendingChangeOf(q, user.id)) throw new AppError('BIRTH_DATE_CHANGE_PENDING');
    const record = await openRuleRecord(q, {
      user,
      category: 'minor',
      severity: isMinor(input.birth_date, now, user.region) !== isMinor(user.birth_date, now, user.region) ? 'high' : 'medium',
      description: `birth date change ${user.birth_date} → ${input.birth_date}${input.reason ? `: ${input.reason}` : ''}`,
      at: now,
    });
    const row = await repo.insertChange(q, {
      user_id: user.id,
      request_id: input.request_id,
      region: user.region,
      old_birth_date: user.birth_date,
      new_birth_date: input.birth_date,
      reason: input.reason,
      risk_record_id: record.id,
      created_at: now,
    });
    // a racing request took the one pending place (or this request id) first: nothing of this one stays
    if (!row) throw new AppError('BIRTH_DATE_CHANGE_PENDING');
    return toChange(row);
  });
}

// ---- the risk console ----

function regionsOf(admin: AuthedAdmin) {
  const regions = riskRegionsOf(admin.perms);
  if (regions.length === 0) throw new AppError('FORBIDDEN');
  return regions;
}

async function toAdminChanges(q: Queryable, rows: repo.ChangeRow[]): Promise<TAdminBirthDateChange[]> {
  const users = await findUsersByIds(q, [...new Set(rows.map((r) => r.user_id))]);
  const admins = await adminNicknames(q, [...new Set(rows.flatMap((r) => (r.decided_by ? [r.decided_by] : [])))]);
  return rows.map((r) => {
    const u = users.get(r.user_id);
    return {
      ...toChange(r),
      user: { id: r.user_id, public_id: u?.public_id ?? '', nickname: stripDisplayControls(u?.nickname ?? '') },
      region: r.region,
      risk_record_id: r.risk_record_id,
      decided_by: adminRef(admins, r.decided_by),
    };
  });
}

export async function adminList(
  deps: MinorsDeps,
  admin: AuthedAdmin,
  query: { status?: 'pending' | 'approved' | 'rejected' | undefined; record_id?: number | undefined },
): Promise<TAdminBirthDateChangeList> {
  const rows = await repo.listChanges(deps.db, { regions: regionsOf(admin), status: query.status, recordId: query.record_id }, 100);
  return { items: await toAdminChanges(deps.db, rows) };
}

/**
 * Approve (the account's birth date becomes the new one) or reject; one transaction with the
 * change locked: the change, the user's row, the risk record's state and the audit row. Only an
 * admin of the user's region; a decided change answers BIRTH_DATE_CHANGE_CLOSED.
 */
export async function decide(deps: MinorsDeps, admin: AuthedAdmin, id: number, raw: unknown, ip: string): Promise<TAdminBirthDateChange> {
  const input = ZBirthDateChangeDecision.parse(raw);
  const regions = regionsOf(admin);
  const now = deps.now();
  return deps.db.tx(async (q) => {
    const c = await repo.findChange(q, id, true);
    if (!c) throw new AppError('NOT_FOUND');
    if (!regions.includes(c.region)) throw new AppError('RISK_REGION_FORBIDDEN');
    if (c.status !== 'pending') throw new AppError('BIRTH_DATE_CHANGE_CLOSED');
    const user = await findUserById(q, c.user_id);
    const approve = input.decision === 'approve';
    if (approve) await setBirthDate(q, c.user_id, c.new_birth_date);
    const row = await repo.decideChange(q, c.id, {
      status: approve ? 'approved' : 'rejected',
      adminId: admin.id,
      note: input.note,
      at: now,
    });
    if (c.risk_record_id) await closeRuleRecord(q, c.risk_record_id, approve ? 'actioned' : 'dismissed', now);
    await writeAudit(q, {
      adminId: admin.id,
      action: approve ? 'minors.birth_date.approve' : 'minors.birth_date.reject',
      target: `user:${user?.public_id ?? c.user_id}`,
      detail: { change_id: c.id, risk_record_id: c.risk_record_id, note: input.note, region: c.region },
      before: { birth_date: c.old_birth_date, status: c.status },
      after: { birth_date: approve ? c.new_birth_date : c.old_birth_date, status: row.status },
      ip,
      at: now,
    });
    return (await toAdminChanges(q, [row]))[0]!;
  });
}
