import {
  hostInviteLinkPath,
  inviteeState,
  inviteLinkPath,
  isMinor,
  LIMITS,
  LINK_BUDDY_DAYS,
  linkBuddyOpen,
  maskNickname,
  REFERRAL_CHAIN_DEPTH_MAX,
  REFERRAL_REWARDS,
  type ReferralSkipReason,
  rewardSkipReason,
  selfInviteReason,
  type TAdminReferral,
  type TReferralInviteePage,
  type TReferralMe,
  type TReferralVisit,
  type TReferralVisitRequest,
} from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { UserRegistered } from '../accounts/events';
import { findUserById, findUserByPublicId, findUsersByIds, lockUsers, toPublicProfile, type UserRow } from '../accounts/service';
import { creditedBetween, postLegs, runOperation } from '../ledger/service';
import type { OrderEvent } from '../payments/events';
import { instrumentsAmong } from '../payments/service';
import { devicesOfUsers } from '../risk/service';
import { WITHDRAWAL_KINDS } from '../withdrawals/service';
import * as repo from './repo';

export interface ReferralsDeps {
  db: Db;
  now: () => Date;
}

const DAY_MS = 86_400_000;

/**
 * A browser opened a referral link: the code is a user's public id (spec 5: 6 to 10 word
 * characters, checked by the schema) of an active account of the page's brand; anything else is
 * NOT_FOUND (the page shows its not-found screen). Recorded per browser, newest code winning.
 */
export async function visit(deps: ReferralsDeps, input: TReferralVisitRequest, ip: string): Promise<TReferralVisit> {
  const referrer = await findUserByPublicId(deps.db, input.code);
  if (!referrer || referrer.status !== 'active' || referrer.brand !== input.app_name) throw new AppError('NOT_FOUND');
  const at = deps.now();
  await repo.upsertVisit(deps.db, {
    visitorId: input.visitor_id,
    code: input.code,
    referrerId: referrer.id,
    brand: input.app_name,
    channel: input.channel ?? null,
    ip,
    at,
  });
  return {
    code: input.code,
    referrer: { public_id: referrer.public_id, nickname: toPublicProfile(referrer).nickname, gender: referrer.gender },
    expires_at: new Date(at.getTime() + LIMITS.referralAttributionDays * DAY_MS).toISOString(),
  };
}

/** `user.registered` subscriber: attaches the recorded code of each registering browser. */
export async function attachRegistrations(q: Queryable, items: readonly UserRegistered[]): Promise<number> {
  const regs = items.flatMap((i) =>
    i.visitorId ? [{ userId: i.userId, brand: i.brand, visitorId: i.visitorId, registeredAt: i.registeredAt }] : [],
  );
  return repo.attachRegistrations(q, regs, LIMITS.referralAttributionDays);
}

/** The console's user drawer: who brought the user, how many they brought, the newest of them. */
export async function adminReferral(deps: ReferralsDeps, userId: number): Promise<TAdminReferral> {
  const [mine, invited, rewards, totals] = await Promise.all([
    repo.attributionOf(deps.db, userId),
    repo.inviteesOf(deps.db, userId, LIMITS.referralInviteesListedMax),
    repo.rewardsByInviter(deps.db, userId, LIMITS.referralInviteesListedMax),
    repo.inviterTotals(deps.db, userId),
  ]);
  const rewardUsers = await findUsersByIds(deps.db, [...new Set(rewards.map((w) => w.invitee_id))]);
  const users = await findUsersByIds(deps.db, [...(mine ? [mine.referrer_id] : []), ...invited.rows.map((r) => r.user_id)]);
  const base = (r: repo.AttributionRow) => ({
    code: r.code,
    channel: r.channel,
    visited_at: r.visited_at.toISOString(),
    registered_at: r.registered_at.toISOString(),
  });
  const referrer = mine ? users.get(mine.referrer_id) : undefined;
  return {
    referred_by: mine && referrer ? { ...base(mine), referrer: toPublicProfile(referrer) } : null,
    invited_count: invited.count,
    invitees: invited.rows.flatMap((r) => {
      const u = users.get(r.user_id);
      return u ? [{ ...base(r), user: toPublicProfile(u) }] : [];
    }),
    rewards_paid: { coins: totals.coins, points: totals.points },
    rewards: rewards.flatMap((w) => {
      const u = rewardUsers.get(w.invitee_id);
      return u
        ? [
            {
              invitee: toPublicProfile(u),
              kind: w.kind,
              state: w.state,
              reason: w.reason,
              amount: w.amount,
              asset: w.asset,
              at: rewardAt(w),
            },
          ]
        : [];
    }),
    self_flags: totals.selfFlags,
  };
}

// ---- my invitations, link buddy and inviter rewards (issue 13) ----

const rewardAt = (w: repo.RewardRow) => (w.decided_at ?? w.qualified_at).toISOString();
const isBanned = (u: Pick<UserRow, 'status' | 'ban_reason' | 'ban_ends_at'>, now: Date) =>
  u.status !== 'active' || (u.ban_reason !== null && (u.ban_ends_at === null || u.ban_ends_at.getTime() > now.getTime()));

async function meOf(deps: ReferralsDeps, user: UserRow): Promise<TReferralMe> {
  const [mine, totals] = await Promise.all([repo.attributionFull(deps.db, user.id), repo.inviterTotals(deps.db, user.id)]);
  const inviter = mine ? await findUserById(deps.db, mine.referrer_id) : null;
  const createdAt = new Date(user.created_at);
  return {
    code: user.public_id,
    link_path: inviteLinkPath(user.brand, user.public_id),
    host_link_path: hostInviteLinkPath(user.public_id),
    totals: { invited: totals.invited, rewarded: totals.rewarded, coins: totals.coins, points: totals.points },
    inviter:
      mine && inviter
        ? {
            public_id: inviter.public_id,
            nickname: toPublicProfile(inviter).nickname,
            avatar_url: toPublicProfile(inviter).avatar_url,
            source: mine.source,
            bound_at: (mine.source === 'buddy' ? mine.visited_at : mine.registered_at).toISOString(),
          }
        : null,
    can_bind: linkBuddyOpen(createdAt, deps.now(), mine !== null),
    bind_until: new Date(createdAt.getTime() + LINK_BUDDY_DAYS * DAY_MS).toISOString(),
  };
}

async function viewerRow(deps: ReferralsDeps, viewer: AuthedUser): Promise<UserRow> {
  const user = await findUserById(deps.db, viewer.id);
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

/** My invite code and link, my totals, my inviter and whether I may still bind one. */
export async function me(deps: ReferralsDeps, viewer: AuthedUser): Promise<TReferralMe> {
  return meOf(deps, await viewerRow(deps, viewer));
}

/**
 * Link buddy: an account registered without a referral binds an inviter by code, once, within
 * LINK_BUDDY_DAYS of registering; not its own code, not an account seen on the same device, not
 * one up its own chain of invitees (no cycles), same brand. Both accounts are locked (in id
 * order) so two accounts binding each other at once cannot make a cycle.
 */
export async function bind(deps: ReferralsDeps, viewer: AuthedUser, code: string): Promise<TReferralMe> {
  const user = await viewerRow(deps, viewer);
  const now = deps.now();
  const inviter = await findUserByPublicId(deps.db, code);
  if (!inviter || inviter.brand !== user.brand || inviter.status !== 'active') throw new AppError('REFERRAL_CODE_UNKNOWN');
  if (inviter.id === user.id) throw new AppError('REFERRAL_SELF');
  await deps.db.tx(async (q) => {
    await lockUsers(q, [user.id, inviter.id]);
    if (await repo.attributionOf(q, user.id)) throw new AppError('REFERRAL_ALREADY_BOUND');
    if (!linkBuddyOpen(new Date(user.created_at), now, false)) throw new AppError('REFERRAL_BIND_EXPIRED');
    const devices = await devicesOfUsers(q, [user.id, inviter.id]);
    if (
      selfInviteReason({
        ...noInstruments,
        inviterId: inviter.id,
        inviteeId: user.id,
        inviterDevices: devices.get(inviter.id) ?? [],
        inviteeDevices: devices.get(user.id) ?? [],
      })
    )
      throw new AppError('REFERRAL_SAME_DEVICE');
    if (await repo.chainHas(q, inviter.id, user.id, REFERRAL_CHAIN_DEPTH_MAX)) throw new AppError('REFERRAL_CYCLE');
    const bound = await repo.attachBuddy(q, {
      userId: user.id,
      referrerId: inviter.id,
      code,
      registeredAt: new Date(user.created_at),
      at: now,
    });
    if (!bound) throw new AppError('REFERRAL_ALREADY_BOUND');
  });
  return meOf(deps, user);
}
const noInstruments = { inviterInstruments: [], inviteeInstruments: [] };

const encodeInviteeCursor = (r: { registered_at: Date; user_id: number }) =>
  Buffer.from(`${r.registered_at.getTime()}:${r.user_id}`).toString('base64url');
function decodeInviteeCursor(cursor: string | undefined): { at: Date; id: number } | null {
  if (!cursor) return null;
  const m = /^(\d{1,15}):(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!m) throw new AppError('VALIDATION_FAILED', { field: 'cursor' }, { field: 'cursor' });
  return { at: new Date(Number(m[1])), id: Number(m[2]) };
}

/** The accounts I invited, newest first: masked nickname, date, state (with the refusal's reason) and rewards. */
export async function invitees(
  deps: ReferralsDeps,
  viewer: AuthedUser,
  f: { cursor?: string; limit: number },
): Promise<TReferralInviteePage> {
  const rows = await repo.inviteesPage(deps.db, viewer.id, decodeInviteeCursor(f.cursor), f.limit + 1);
  const page = rows.slice(0, f.limit);
  const ids = page.map((r) => Number(r.user_id));
  const [users, rewards] = await Promise.all([findUsersByIds(deps.db, ids), repo.rewardsOfInvitees(deps.db, ids)]);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => {
      const mine = rewards.filter((w) => w.invitee_id === Number(r.user_id) && w.inviter_id === viewer.id);
      const refused = mine.find((w) => w.state === 'not_eligible');
      return {
        nickname: maskNickname(users.get(Number(r.user_id))?.nickname ?? ''),
        registered_at: r.registered_at.toISOString(),
        state: inviteeState(mine),
        reason: (refused?.reason as ReferralSkipReason | undefined) ?? null,
        rewards: mine.map((w) => ({
          kind: w.kind,
          state: w.state,
          reason: (w.reason as ReferralSkipReason | null) ?? null,
          asset: w.asset,
          amount: w.amount,
          at: rewardAt(w),
        })),
      };
    }),
    next_cursor:
      rows.length > f.limit && last ? encodeInviteeCursor({ registered_at: last.registered_at, user_id: Number(last.user_id) }) : null,
  };
}

/**
 * `order.credited` subscriber: an invitee's first credited coin recharge while invited qualifies
 * its inviter for the recharge reward (one row per invitee: a replayed or second order writes nothing).
 */
export async function qualifyRecharges(q: Queryable, orders: readonly OrderEvent[]): Promise<number> {
  const seen = new Set<number>();
  // the reward is paid in the recharge's own asset: the brand's currency (inviter and invitee share the brand)
  const byAsset = new Map<string, Array<{ inviteeId: number; source: string; at: Date }>>();
  for (const o of orders) {
    if (o.kind !== 'coins' || o.amount <= 0 || !o.asset || seen.has(o.user_id)) continue;
    seen.add(o.user_id);
    const rows = byAsset.get(o.asset) ?? [];
    rows.push({ inviteeId: o.user_id, source: o.order_id, at: o.at ? new Date(o.at) : new Date() });
    byAsset.set(o.asset, rows);
  }
  let qualified = 0;
  for (const [asset, rows] of byAsset) qualified += await repo.qualify(q, 'recharge', asset, REFERRAL_REWARDS.recharge.amount, rows);
  return qualified;
}

/** Anchor points an invited host earned since registering that count toward the host reward. */
const EPOCH = new Date(0);
const END_OF_TIME = new Date('9999-12-31T00:00:00Z');
const NOT_EARNED = ['referral_reward', WITHDRAWAL_KINDS.release, WITHDRAWAL_KINDS.returned];

/**
 * The host sweep (scheduler): invited hosts whose anchor points since registration reached the
 * threshold qualify their inviter for the host reward (once per invitee, as above).
 */
export async function qualifyHosts(deps: ReferralsDeps): Promise<number> {
  const now = deps.now();
  const since = new Date(now.getTime() - LIMITS.referralHostRewardDays * DAY_MS);
  const candidates = await repo.withoutReward(deps.db, 'host', since, LIMITS.referralSweepBatch);
  const users = await findUsersByIds(
    deps.db,
    candidates.map((c) => c.user_id),
  );
  const r = REFERRAL_REWARDS.host;
  const rows: Array<{ inviteeId: number; source: string; at: Date }> = [];
  for (const c of candidates) {
    if (users.get(c.user_id)?.gender !== 'female') continue;
    // every point the account earned (it is new: there were none before it registered)
    const earned = await creditedBetween(deps.db, c.user_id, 'anchor_point', EPOCH, END_OF_TIME, NOT_EARNED);
    if (earned >= r.threshold) rows.push({ inviteeId: c.user_id, source: `points:${earned}`, at: now });
  }
  return repo.qualify(deps.db, 'host', r.asset, r.amount, rows);
}

class AlreadyDecided extends Error {}

/**
 * Pays (or refuses, with the reason) the qualified rewards: each one ledger operation from the
 * house keyed `referral-reward:<kind>:<invitee>`, its row turned `rewarded` in the same
 * transaction; a row another run decided first rolls the payment back. Self (same account, a
 * shared device or payment instrument), a minor and a banned inviter are refused. How many decided.
 */
export async function payDueRewards(deps: ReferralsDeps): Promise<number> {
  const due = await repo.dueRewards(deps.db, LIMITS.referralSweepBatch);
  if (due.length === 0) return 0;
  const ids = [...new Set(due.flatMap((d) => [d.inviter_id, d.invitee_id]))];
  const [users, devices, instruments] = await Promise.all([
    findUsersByIds(deps.db, ids),
    devicesOfUsers(deps.db, ids),
    instrumentsAmong(deps.db, ids),
  ]);
  let decided = 0;
  for (const d of due) {
    const now = deps.now();
    const inviter = users.get(d.inviter_id);
    const self = selfInviteReason({
      inviterId: d.inviter_id,
      inviteeId: d.invitee_id,
      inviterDevices: devices.get(d.inviter_id) ?? [],
      inviteeDevices: devices.get(d.invitee_id) ?? [],
      inviterInstruments: instruments.get(d.inviter_id) ?? [],
      inviteeInstruments: instruments.get(d.invitee_id) ?? [],
    });
    const skip = rewardSkipReason({
      self,
      inviterMinor: !inviter || isMinor(inviter.birth_date, now),
      inviterBanned: !inviter || isBanned(inviter, now),
    });
    const base = { inviteeId: d.invitee_id, kind: d.kind, at: now };
    if (skip) {
      if (await repo.decide(deps.db, { ...base, state: 'not_eligible', reason: skip, operationId: null })) decided++;
      continue;
    }
    if (await payOne(deps, d, now)) decided++;
  }
  return decided;
}

/** Pays one qualified reward from the house (false: another run decided it first). */
export async function payOne(deps: ReferralsDeps, d: repo.RewardRow, now: Date): Promise<boolean> {
  try {
    await runOperation(
      deps.db,
      {
        scope: 'system:referrals',
        requestId: `referral-reward:${d.kind}:${d.invitee_id}`,
        kind: 'referral_reward',
        body: { invitee: d.invitee_id, inviter: d.inviter_id, kind: d.kind, asset: d.asset, amount: d.amount },
      },
      async (q, operationId) => {
        const base = { inviteeId: d.invitee_id, kind: d.kind, at: now };
        if (!(await repo.decide(q, { ...base, state: 'rewarded', reason: null, operationId }))) throw new AlreadyDecided();
        await postLegs(q, operationId, 'referral_reward', [
          {
            from: { system: 'house' },
            to: { user: d.inviter_id },
            asset: d.asset as 'gold_coin' | 'diamond' | 'anchor_point',
            amount: d.amount,
            memo: `referral ${d.kind} ${d.invitee_id}`,
          },
        ]);
        return { invitee: d.invitee_id, amount: d.amount };
      },
    );
    return true;
  } catch (err) {
    if (err instanceof AlreadyDecided) return false;
    throw err;
  }
}
