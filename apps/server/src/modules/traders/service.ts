import {
  isMinor,
  type Locale,
  limitChangeNeedsApproval,
  maxTransferable,
  nextTraderStatus,
  PERMISSIONS,
  remainingOf,
  restrictionActive,
  type TAdminTrader,
  type TAdminTraderList,
  type TAdminTraderTransfersQuery,
  TRADER_RULES,
  type TraderAction,
  type TTraderMe,
  type TTraderPropose,
  type TTraderPurchase,
  type TTraderPurchaseRequest,
  type TTraderRecipient,
  type TTraderTransfer,
  type TTraderTransferPage,
  type TTraderTransferRequest,
  traderAsset,
  traderDay,
  traderLimitsProblem,
} from '@app/shared';
import { writeAudit } from '../../platform/audit';
import type { AuthedAdmin, AuthedUser } from '../../platform/auth';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findUserById, findUserByPublicId, findUsersByIds, toPublicProfile, type UserRow } from '../accounts/service';
import { adminNicknames, adminRef } from '../admin/service';
import { balancesAmong, balancesOf, decodeCursor, encodeCursor, postLegs, runOperation } from '../ledger/service';
import * as repo from './repo';

export interface TradersDeps {
  db: Db;
  now: () => Date;
}

/** Ledger kinds: the recipient's wallet shows `trader_transfer`; a recorded bulk purchase is `trader_purchase`. */
export const TRADER_KINDS = { transfer: 'trader_transfer', purchase: 'trader_purchase' } as const;
const MINT = { system: 'mint' };

export const usageRows = repo.usageRows;

// ---- who may take part ----

const banned = (u: UserRow, now: Date) =>
  restrictionActive(
    u.ban_reason ? { reason: u.ban_reason, endsAt: u.ban_ends_at ? new Date(u.ban_ends_at).toISOString() : null } : null,
    now,
  );

/** Why this account cannot hold or receive coins from a trader now, or null. */
function unavailable(u: UserRow, now: Date): 'disabled' | 'minor' | 'banned' | null {
  if (u.status !== 'active') return 'disabled';
  if (isMinor(u.birth_date, now)) return 'minor';
  if (banned(u, now)) return 'banned';
  return null;
}

/** The caller's trader row when it may transfer: TRADER_NOT_TRADER or TRADER_SUSPENDED otherwise. */
async function activeTrader(q: Queryable, userId: number, lock?: 'share'): Promise<repo.TraderRow> {
  const t = await repo.findTrader(q, userId, lock);
  if (!t || t.status === 'pending' || t.status === 'revoked') throw new AppError('TRADER_NOT_TRADER');
  if (t.status === 'suspended') throw new AppError('TRADER_SUSPENDED');
  return t;
}

/** A recipient of the trader's brand by public id: not the trader, active, adult, not banned. */
async function recipientOf(deps: TradersDeps, q: Queryable, trader: repo.TraderRow, publicId: string): Promise<UserRow> {
  const u = await findUserByPublicId(q, publicId.trim());
  // another brand's users are not found: ids are per app
  if (!u || u.brand !== trader.brand) throw new AppError('NOT_FOUND');
  if (u.id === trader.user_id) throw new AppError('TRADER_SELF');
  const why = unavailable(u, deps.now());
  if (why) throw new AppError('TRADER_RECIPIENT_UNAVAILABLE', {}, { reason: why });
  return u;
}

// ---- the trader's side ----

export async function me(deps: TradersDeps, user: AuthedUser): Promise<TTraderMe> {
  const t = await repo.findTrader(deps.db, user.id);
  const asset = traderAsset(user.brand);
  const day = traderDay(deps.now(), user.region);
  const balance = (await balancesOf(deps.db, user.id))[asset];
  if (!t) return { status: 'none', asset, balance, daily_limit: 0, per_recipient_limit: 0, used_today: 0, remaining_today: 0, day };
  const tday = traderDay(deps.now(), t.region);
  const used = (await repo.usedOn(deps.db, [t.user_id], tday)).get(t.user_id) ?? 0;
  return {
    status: t.status,
    asset,
    balance,
    daily_limit: t.daily_limit,
    per_recipient_limit: t.per_recipient_limit,
    used_today: used,
    remaining_today: t.status === 'active' ? remainingOf(t.daily_limit, used) : 0,
    day: tday,
  };
}

export async function lookupRecipient(deps: TradersDeps, user: AuthedUser, publicId: string): Promise<TTraderRecipient> {
  const t = await activeTrader(deps.db, user.id);
  const u = await recipientOf(deps, deps.db, t, publicId);
  const day = traderDay(deps.now(), t.region);
  const [usedToday, usedForRecipient, balances] = await Promise.all([
    repo.usedOn(deps.db, [t.user_id], day),
    repo.usedForRecipient(deps.db, t.user_id, day, u.id),
    balancesOf(deps.db, t.user_id),
  ]);
  return {
    user: toPublicProfile(u),
    received_today: usedForRecipient,
    max_amount: maxTransferable({
      balance: balances[traderAsset(t.brand as UserRow['brand'])],
      limits: t,
      usedToday: usedToday.get(t.user_id) ?? 0,
      usedForRecipient,
    }),
  };
}

async function toTransfers(q: Queryable, rows: repo.TransferRow[]): Promise<TTraderTransfer[]> {
  const users = await findUsersByIds(q, [...new Set(rows.map((r) => r.recipient_id))]);
  return rows.flatMap((r) => {
    const u = users.get(r.recipient_id);
    if (!u) return [];
    return [
      {
        id: r.id,
        request_id: r.request_id,
        recipient: toPublicProfile(u),
        asset: r.asset,
        amount: r.amount,
        day: r.day,
        created_at: r.created_at.toISOString(),
      },
    ];
  });
}

/**
 * A transfer: one ledger operation keyed by the trader's request id that checks the trader (row
 * shared-locked: a suspension waits for it), adds to the day's and the recipient's usage within
 * their caps (upserts holding the cap), moves the coins and writes the `trader_transfers` row.
 * A replay answers the first transfer, whatever happened since.
 */
export async function transfer(deps: TradersDeps, user: AuthedUser, input: TTraderTransferRequest): Promise<TTraderTransfer> {
  const done = await repo.findTransferByRequest(deps.db, user.id, input.request_id);
  if (done) return replayOf(deps, done, input);
  const t = await activeTrader(deps.db, user.id);
  const recipient = await recipientOf(deps, deps.db, t, input.public_id);
  const now = deps.now();
  const day = traderDay(now, t.region);
  const asset = traderAsset(t.brand as UserRow['brand']);
  const body = { public_id: recipient.public_id, amount: input.amount };
  try {
    const out = await runOperation(
      deps.db,
      { scope: `user:${t.user_id}`, requestId: input.request_id, kind: TRADER_KINDS.transfer, body },
      async (tx, operationId) => {
        const live = await activeTrader(tx, t.user_id, 'share');
        if (!(await repo.addDailyUsage(tx, live.user_id, day, input.amount, live.daily_limit))) {
          const used = (await repo.usedOn(tx, [live.user_id], day)).get(live.user_id) ?? 0;
          const remaining = remainingOf(live.daily_limit, used);
          throw new AppError('TRADER_DAILY_LIMIT', { remaining: String(remaining) }, { remaining });
        }
        if (!(await repo.addRecipientUsage(tx, live.user_id, day, recipient.id, input.amount, live.per_recipient_limit))) {
          const remaining = remainingOf(live.per_recipient_limit, await repo.usedForRecipient(tx, live.user_id, day, recipient.id));
          throw new AppError('TRADER_RECIPIENT_LIMIT', { remaining: String(remaining) }, { remaining });
        }
        await postLegs(tx, operationId, TRADER_KINDS.transfer, [
          { from: { user: live.user_id }, to: { user: recipient.id }, asset, amount: input.amount },
        ]);
        const row = await repo.insertTransfer(tx, {
          trader_id: live.user_id,
          recipient_id: recipient.id,
          brand: live.brand,
          asset,
          amount: input.amount,
          day,
          request_id: input.request_id,
          operation_id: operationId,
          created_at: now,
        });
        return { id: row.id };
      },
    );
    return (await toTransfers(deps.db, [(await repo.findTransfer(deps.db, out.result.id))!]))[0]!;
  } catch (err) {
    // the same request racing itself: the other one wrote it
    if (err instanceof AppError && err.code === 'CONFLICT') {
      const row = await repo.findTransferByRequest(deps.db, user.id, input.request_id);
      if (row) return replayOf(deps, row, input);
    }
    throw err;
  }
}

async function replayOf(deps: TradersDeps, row: repo.TransferRow, input: TTraderTransferRequest): Promise<TTraderTransfer> {
  const [view] = await toTransfers(deps.db, [row]);
  if (!view || view.amount !== input.amount || view.recipient.public_id !== input.public_id.trim())
    throw new AppError('CONFLICT', {}, { request_id: input.request_id });
  return view;
}

export async function transfers(
  deps: TradersDeps,
  user: AuthedUser,
  f: { cursor?: string | undefined; limit: number },
): Promise<TTraderTransferPage> {
  return pageOf(deps, { traderId: user.id, beforeId: decodeCursor(f.cursor), limit: f.limit });
}

async function pageOf(deps: TradersDeps, f: Parameters<typeof repo.listTransfers>[1]): Promise<TTraderTransferPage> {
  const rows = await repo.listTransfers(deps.db, { ...f, limit: f.limit + 1 });
  const page = rows.slice(0, f.limit);
  return {
    items: await toTransfers(deps.db, page),
    next_cursor: rows.length > f.limit && page.length ? encodeCursor(page[page.length - 1]!.id) : null,
  };
}

// ---- the console ----

const P = PERMISSIONS;
const need = (admin: AuthedAdmin, code: string) => {
  if (!admin.perms.has(code)) throw new AppError('FORBIDDEN');
};

async function toAdmin(deps: TradersDeps, q: Queryable, rows: repo.TraderRow[]): Promise<TAdminTrader[]> {
  const ids = rows.map((r) => r.user_id);
  const [users, pending] = await Promise.all([findUsersByIds(q, ids), repo.pendingLimits(q, ids)]);
  const balances = new Map<number, number>();
  for (const asset of ['gold_coin', 'diamond'] as const) {
    const of = rows.filter((r) => traderAsset(r.brand as UserRow['brand']) === asset).map((r) => r.user_id);
    if (of.length) for (const [id, b] of await balancesAmong(q, of, asset)) balances.set(id, b);
  }
  const now = deps.now();
  const used = new Map<number, number>();
  for (const region of ['default', 'japan'] as const) {
    const of = rows.filter((r) => r.region === region).map((r) => r.user_id);
    if (of.length) for (const [id, u] of await repo.usedOn(q, of, traderDay(now, region))) used.set(id, u);
  }
  const adminIds = rows.flatMap((r) => [r.proposed_by, r.approved_by, pending.get(r.user_id)?.requested_by ?? null]);
  const names = await adminNicknames(q, [...new Set(adminIds.filter((x): x is number => x !== null))]);
  return rows.flatMap((r) => {
    const u = users.get(r.user_id);
    if (!u) return [];
    const p = pending.get(r.user_id);
    return [
      {
        user: toPublicProfile(u),
        status: r.status,
        asset: traderAsset(r.brand as UserRow['brand']),
        balance: balances.get(r.user_id) ?? 0,
        daily_limit: r.daily_limit,
        per_recipient_limit: r.per_recipient_limit,
        used_today: used.get(r.user_id) ?? 0,
        day: traderDay(now, r.region),
        note: r.note,
        proposed_by: adminRef(names, r.proposed_by),
        proposed_at: r.proposed_at.toISOString(),
        approved_by: adminRef(names, r.approved_by),
        approved_at: r.approved_at?.toISOString() ?? null,
        updated_at: r.updated_at.toISOString(),
        pending_limits: p
          ? {
              id: p.id,
              daily_limit: p.daily_limit,
              per_recipient_limit: p.per_recipient_limit,
              requested_by: adminRef(names, p.requested_by),
              requested_at: p.requested_at.toISOString(),
            }
          : null,
      },
    ];
  });
}

const one = async (deps: TradersDeps, q: Queryable, row: repo.TraderRow) => (await toAdmin(deps, q, [row]))[0]!;

export async function adminList(
  deps: TradersDeps,
  f: { status?: string | undefined; brand?: string | undefined },
): Promise<TAdminTraderList> {
  return { items: await toAdmin(deps, deps.db, await repo.listTraders(deps.db, { ...f, limit: 500 })) };
}

const limitsInvalid = (field: string) => new AppError('TRADER_LIMIT_INVALID', {}, { field });

/** Proposes a user as a trader (pending until another admin approves). Audited. */
export async function propose(deps: TradersDeps, admin: AuthedAdmin, input: TTraderPropose, ip: string): Promise<TAdminTrader> {
  need(admin, P.TRADERS_MANAGE);
  const problem = traderLimitsProblem(input);
  if (problem) throw limitsInvalid(problem);
  const u = await findUserByPublicId(deps.db, input.public_id);
  if (!u) throw new AppError('NOT_FOUND');
  const why = unavailable(u, deps.now());
  if (why) throw new AppError('TRADER_INELIGIBLE', {}, { reason: why });
  return deps.db.tx(async (q) => {
    const row = await repo.proposeTrader(q, {
      user_id: u.id,
      brand: u.brand,
      region: u.region,
      daily_limit: input.daily_limit,
      per_recipient_limit: input.per_recipient_limit,
      note: input.note,
      admin: admin.id,
      at: deps.now(),
    });
    if (!row) throw new AppError('TRADER_INELIGIBLE', {}, { reason: 'already_trader' });
    await writeAudit(q, {
      adminId: admin.id,
      action: 'traders.propose',
      target: String(u.id),
      detail: { before: null, after: { status: 'pending', daily_limit: row.daily_limit, per_recipient_limit: row.per_recipient_limit } },
      ip,
    });
    return one(deps, q, row);
  });
}

const ACTION_PERM: Record<TraderAction, string> = {
  approve: P.TRADERS_APPROVE,
  reject: P.TRADERS_APPROVE,
  suspend: P.TRADERS_MANAGE,
  resume: P.TRADERS_MANAGE,
  revoke: P.TRADERS_MANAGE,
};

/** approve / reject a proposal (never the proposer's approval), suspend, resume, revoke: row locked, audited. */
export async function act(
  deps: TradersDeps,
  admin: AuthedAdmin,
  id: number,
  input: { action: TraderAction; note: string },
  ip: string,
): Promise<TAdminTrader> {
  need(admin, ACTION_PERM[input.action]);
  return deps.db.tx(async (q) => {
    const t = await repo.findTrader(q, id, 'update');
    if (!t) throw new AppError('NOT_FOUND');
    const to = nextTraderStatus(t.status, input.action);
    if (!to) throw new AppError('TRADER_STATE', { status: t.status }, { status: t.status });
    const now = deps.now();
    if (input.action === 'approve') {
      if (t.proposed_by === admin.id) throw new AppError('TRADER_SAME_ADMIN');
      const u = await findUserById(q, id);
      const why = u ? unavailable(u, now) : 'disabled';
      if (why) throw new AppError('TRADER_INELIGIBLE', {}, { reason: why });
    }
    const after = await repo.updateTrader(q, id, {
      status: to,
      updated_at: now,
      ...(input.action === 'approve' && { approved_by: admin.id, approved_at: now }),
    });
    if (to === 'revoked') {
      const p = await repo.lockPendingLimit(q, id);
      if (p) await repo.decideLimitRequest(q, p.id, 'replaced', null, now);
    }
    await writeAudit(q, {
      adminId: admin.id,
      action: `traders.${input.action}`,
      target: String(id),
      detail: { before: { status: t.status }, after: { status: to }, note: input.note },
      ip,
    });
    return one(deps, q, after);
  });
}

/** New limits: a lowering applies at once; a raise waits for another admin (replacing a waiting one). Audited. */
export async function changeLimits(
  deps: TradersDeps,
  admin: AuthedAdmin,
  id: number,
  limits: { daily_limit: number; per_recipient_limit: number },
  ip: string,
): Promise<TAdminTrader> {
  need(admin, P.TRADERS_MANAGE);
  const problem = traderLimitsProblem(limits);
  if (problem) throw limitsInvalid(problem);
  return deps.db.tx(async (q) => {
    const t = await repo.findTrader(q, id, 'update');
    if (!t) throw new AppError('NOT_FOUND');
    if (t.status !== 'active' && t.status !== 'suspended') throw new AppError('TRADER_STATE', { status: t.status }, { status: t.status });
    const now = deps.now();
    const before = { daily_limit: t.daily_limit, per_recipient_limit: t.per_recipient_limit };
    let after = t;
    if (limitChangeNeedsApproval(t, limits)) {
      await repo.fileLimitRequest(q, { trader_id: id, ...limits, admin: admin.id, at: now });
    } else {
      after = await repo.updateTrader(q, id, { ...limits, updated_at: now });
    }
    await writeAudit(q, {
      adminId: admin.id,
      action: limitChangeNeedsApproval(t, limits) ? 'traders.limits_request' : 'traders.limits',
      target: String(id),
      detail: { before, after: limits },
      ip,
    });
    return one(deps, q, after);
  });
}

/** Approves (never the admin who asked) or rejects a waiting raise. Audited. */
export async function decideLimits(
  deps: TradersDeps,
  admin: AuthedAdmin,
  id: number,
  decision: 'approve' | 'reject',
  ip: string,
): Promise<TAdminTrader> {
  need(admin, P.TRADERS_APPROVE);
  return deps.db.tx(async (q) => {
    const t = await repo.findTrader(q, id, 'update');
    if (!t) throw new AppError('NOT_FOUND');
    const p = await repo.lockPendingLimit(q, id);
    if (!p) throw new AppError('TRADER_STATE', { status: t.status }, { status: t.status });
    if (p.requested_by === admin.id) throw new AppError('TRADER_SAME_ADMIN');
    const now = deps.now();
    await repo.decideLimitRequest(q, p.id, decision === 'approve' ? 'approved' : 'rejected', admin.id, now);
    const after =
      decision === 'approve'
        ? await repo.updateTrader(q, id, { daily_limit: p.daily_limit, per_recipient_limit: p.per_recipient_limit, updated_at: now })
        : t;
    await writeAudit(q, {
      adminId: admin.id,
      action: `traders.limits_${decision}`,
      target: String(id),
      detail: {
        request_id: p.id,
        requested_by: p.requested_by,
        before: { daily_limit: t.daily_limit, per_recipient_limit: t.per_recipient_limit },
        after: { daily_limit: after.daily_limit, per_recipient_limit: after.per_recipient_limit },
      },
      ip,
    });
    return one(deps, q, after);
  });
}

async function toPurchase(q: Queryable, r: repo.PurchaseRow, duplicate?: boolean): Promise<TTraderPurchase> {
  const names = await adminNicknames(q, [r.admin_id]);
  return {
    id: r.id,
    asset: r.asset,
    amount: r.amount,
    price_minor: r.price_minor,
    currency: r.currency,
    reference: r.reference,
    admin: adminRef(names, r.admin_id),
    created_at: r.created_at.toISOString(),
    ...(duplicate !== undefined && { duplicate }),
  };
}

/**
 * A bulk purchase paid outside the app (bank transfer, invoice): one ledger operation from the
 * mint to the trader (the admin's scope and request id: a retry records it once) that writes the
 * `trader_purchases` row with the payment's reference and the audit row.
 */
export async function purchase(
  deps: TradersDeps,
  admin: AuthedAdmin,
  id: number,
  input: TTraderPurchaseRequest,
  ip: string,
): Promise<TTraderPurchase> {
  need(admin, P.TRADERS_MANAGE);
  const t = await repo.findTrader(deps.db, id);
  if (!t) throw new AppError('NOT_FOUND');
  const asset = traderAsset(t.brand as UserRow['brand']);
  const { request_id, ...body } = input;
  const out = await runOperation(
    deps.db,
    {
      scope: `admin:${admin.id}`,
      requestId: `trader-purchase:${request_id}`,
      kind: TRADER_KINDS.purchase,
      body: { trader_id: id, ...body },
    },
    async (tx, operationId) => {
      const live = await repo.findTrader(tx, id, 'share');
      if (!live || (live.status !== 'active' && live.status !== 'suspended'))
        throw new AppError('TRADER_STATE', { status: live?.status ?? 'none' }, { status: live?.status ?? null });
      await postLegs(tx, operationId, TRADER_KINDS.purchase, [{ from: MINT, to: { user: id }, asset, amount: input.amount }]);
      const row = await repo.insertPurchase(tx, {
        trader_id: id,
        asset,
        amount: input.amount,
        price_minor: input.price_minor,
        currency: input.currency,
        reference: input.reference,
        admin_id: admin.id,
        request_id,
        operation_id: operationId,
        created_at: deps.now(),
      });
      await writeAudit(tx, {
        adminId: admin.id,
        action: 'traders.purchase',
        target: String(id),
        detail: {
          purchase_id: row.id,
          asset,
          amount: input.amount,
          price_minor: input.price_minor,
          currency: input.currency,
          reference: input.reference,
        },
        ip,
      });
      return { id: row.id };
    },
  );
  return toPurchase(deps.db, (await repo.findPurchase(deps.db, out.result.id))!, out.duplicate);
}

export async function purchases(deps: TradersDeps, id: number): Promise<{ items: TTraderPurchase[] }> {
  const rows = await repo.listPurchases(deps.db, id, 100);
  return { items: await Promise.all(rows.map((r) => toPurchase(deps.db, r))) };
}

/** A trader's transfers for the console, by region days and recipient. */
export async function adminTransfers(deps: TradersDeps, id: number, f: TAdminTraderTransfersQuery): Promise<TTraderTransferPage> {
  let recipientId: number | undefined;
  if (f.recipient) {
    const u = await findUserByPublicId(deps.db, f.recipient);
    if (!u) return { items: [], next_cursor: null };
    recipientId = u.id;
  }
  return pageOf(deps, { traderId: id, beforeId: decodeCursor(f.cursor), from: f.from, to: f.to, recipientId, limit: f.limit });
}

/** Every page of a filtered transfer list (the xlsx export). */
export async function* allTransfers(deps: TradersDeps, id: number, f: TAdminTraderTransfersQuery): AsyncGenerator<TTraderTransfer[]> {
  let cursor: string | undefined;
  for (let n = 0; n < 2_000; n++) {
    const page = await adminTransfers(deps, id, { ...f, cursor, limit: 100 });
    if (page.items.length) yield page.items;
    if (!page.next_cursor) return;
    cursor = page.next_cursor;
  }
}

export const EXPORT_TITLE: Record<Locale, string> = {
  'zh-CN': '币商转账',
  'zh-TW': '幣商轉帳',
  en: 'Trader transfers',
  ja: 'トレーダー送付履歴',
  ko: '트레이더 전송 내역',
};
export { TRADER_RULES };
