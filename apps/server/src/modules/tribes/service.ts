import {
  compareTribeMembers,
  type HonourGift,
  honourDeltas,
  isMinor,
  LIMITS,
  periodSpan,
  REGION_TIME_ZONES,
  type Region,
  restrictionActive,
  type TribeAction,
  type TribeRole,
  type TTribeCard,
  type TTribeCreate,
  type TTribeEvent,
  type TTribeHall,
  type TTribeList,
  type TTribeMe,
  type TTribeRanking,
  type TTribeRequestList,
  type TTribeResult,
  type TTribeSettings,
  tribeInviteOpen,
  tribeMayDo,
  tribeWeekKey,
} from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findUserById, findUserByPublicId, findUsersByIds, toPublicProfile, type UserRow } from '../accounts/service';
import * as repo from './repo';

/**
 * Tribes (issue 14; docs/architecture.md "Tribes"): a brand-and-region group of users with a chief,
 * elders and members. This module owns `tribes` and `tribe_members`: gifts stamp the sender's tribe
 * (`tribesOfSql`) and add honour (`addHonour`), activities name tribes and pay their members — all
 * through the functions below.
 */
export interface TribesDeps {
  db: Db;
  now: () => Date;
  /** the risk module's mute check: a muted user sets no tribe text */
  assertNotMuted?: (userId: number) => Promise<void>;
}

// ---- what other modules use ----

export type { MemberRow as TribeMemberRow } from './repo';
export { tribesOfSql } from './repo';

/** Tribes by id: their names (event boards show them). */
export const tribesByIds = repo.tribeNames;
/** The members of a tribe (its rewards go to each), at most `limit`, by id. */
export const tribeMembers = repo.memberIds;

/** The tribe of a user, or null. */
export async function tribeOfUser(q: Queryable, userId: number): Promise<number | null> {
  return (await repo.memberOf(q, userId))?.tribe_id ?? null;
}

/**
 * Honour from a batch of gifts (gifts' `gift.sent` subscriber, inside its transaction): all time,
 * this week in each tribe's region, and each sender's part while a member.
 */
export async function addHonour(q: Queryable, gifts: readonly HonourGift[]): Promise<void> {
  const ids = [...new Set(gifts.filter((g) => g.tribeId && g.honor > 0).map((g) => g.tribeId as number))];
  if (ids.length === 0) return;
  const regions = await repo.regionsOf(q, ids);
  const d = honourDeltas(gifts, (id) => regions.get(id) as Region | undefined);
  await repo.addHonour(q, [...d.tribes], [...d.weeks.values()], [...d.members.values()]);
}

// ---- rules ----

const ban = (u: UserRow) =>
  u.ban_reason ? { reason: u.ban_reason, endsAt: u.ban_ends_at ? new Date(u.ban_ends_at).toISOString() : null } : null;

/** Why a user may not be in a tribe now, or null: disabled, a minor, banned. */
function unavailable(u: UserRow, now: Date): 'disabled' | 'minor' | 'banned' | null {
  if (u.status !== 'active') return 'disabled';
  if (isMinor(u.birth_date, now, u.region)) return 'minor';
  if (restrictionActive(ban(u), now)) return 'banned';
  return null;
}

/** The caller may create or join: ACCOUNT_DISABLED or MINOR_RESTRICTED otherwise (banned callers never get here). */
async function assertEligible(q: Queryable, userId: number, now: Date): Promise<UserRow> {
  const u = await findUserById(q, userId);
  const why = u ? unavailable(u, now) : 'disabled';
  if (!u || why === 'disabled') throw new AppError('ACCOUNT_DISABLED');
  if (why === 'minor') throw new AppError('MINOR_RESTRICTED');
  if (why === 'banned') throw new AppError('TRIBE_USER_UNAVAILABLE');
  return u;
}

/** A live tribe of the caller's brand (another brand's tribes do not exist for them), optionally locked. */
async function liveTribe(q: Queryable, user: AuthedUser, id: number, lock?: 'update'): Promise<repo.TribeRow> {
  const t = await repo.findTribe(q, id, lock);
  if (!t || t.disbanded_at || t.brand !== user.brand) throw new AppError('NOT_FOUND');
  return t;
}

/** The caller's membership of this tribe, allowed to do `action` (to a member of role `target`). */
async function actorIn(q: Queryable, userId: number, tribeId: number, action: TribeAction, target?: TribeRole): Promise<repo.MemberRow> {
  const m = await repo.memberOf(q, userId);
  if (!m || m.tribe_id !== tribeId) throw new AppError('TRIBE_NOT_MEMBER');
  if (!tribeMayDo(m.role, action, target)) throw new AppError('TRIBE_ROLE_REQUIRED');
  return m;
}

const sameScope = (t: repo.TribeRow, u: { brand: string; region: string }) => t.brand === u.brand && t.region === u.region;

function weekOf(region: string, now: Date) {
  const span = periodSpan('weekly', now, REGION_TIME_ZONES[region as Region]);
  return { key: span.key, endsAt: span.end };
}

// ---- reads ----

async function toCards(q: Queryable, rows: readonly repo.TribeCardRow[]): Promise<TTribeCard[]> {
  const chiefs = await findUsersByIds(q, [...new Set(rows.map((r) => r.chief_id).filter((x): x is number => x !== null))]);
  return rows.map((t) => {
    const chief = t.chief_id ? chiefs.get(t.chief_id) : undefined;
    return {
      id: t.id,
      name: t.name,
      emblem: t.emblem,
      announcement: t.announcement,
      brand: t.brand as TTribeCard['brand'],
      region: t.region as TTribeCard['region'],
      honor: t.honor,
      week_honor: t.week_honor,
      member_count: t.member_count,
      member_limit: t.member_limit,
      chief: chief ? toPublicProfile(chief) : null,
    };
  });
}

async function cardsByIds(q: Queryable, ids: readonly number[], week: string): Promise<Map<number, TTribeCard>> {
  const rows = await repo.tribeCards(q, ids, week);
  const cards = await toCards(q, [...rows.values()]);
  return new Map(cards.map((c) => [c.id, c]));
}

export async function me(deps: TribesDeps, user: AuthedUser): Promise<TTribeMe> {
  const now = deps.now();
  const q = deps.db;
  const [member, invites, requests, u] = await Promise.all([
    repo.memberOf(q, user.id),
    repo.openInvitesOfUser(q, user.id, now),
    repo.openRequestsOfUser(q, user.id),
    findUserById(q, user.id),
  ]);
  // every tribe here is of the caller's scope: their week is the caller's region's
  const ids = [member?.tribe_id, ...invites.map((i) => i.tribe_id), ...requests.map((r) => r.tribe_id)];
  const cards = await cardsByIds(q, [...new Set(ids.filter((x): x is number => !!x))], tribeWeekKey(now, user.region));
  const inviters = await findUsersByIds(q, [...new Set(invites.map((i) => i.inviter_id))]);
  return {
    tribe: member ? (cards.get(member.tribe_id) ?? null) : null,
    role: member?.role ?? null,
    invites: invites.flatMap((i) => {
      const tribe = cards.get(i.tribe_id);
      const inviter = inviters.get(i.inviter_id);
      return tribe && inviter
        ? [
            {
              id: i.id,
              tribe,
              inviter: toPublicProfile(inviter),
              created_at: i.created_at.toISOString(),
              expires_at: i.expires_at.toISOString(),
            },
          ]
        : [];
    }),
    requests: requests.flatMap((r) => {
      const tribe = cards.get(r.tribe_id);
      return tribe ? [{ id: r.id, tribe, created_at: r.created_at.toISOString() }] : [];
    }),
    eligible: u ? unavailable(u, now) === null : false,
  };
}

/** The live tribes of the caller's brand and region, most honour first; `search` a part of the name. */
export async function list(deps: TribesDeps, user: AuthedUser, search: string | undefined): Promise<TTribeList> {
  const week = tribeWeekKey(deps.now(), user.region);
  const rows = await repo.listTribes(deps.db, user, week, { search: search?.trim() || undefined, limit: LIMITS.tribeListMax });
  return { items: await toCards(deps.db, rows) };
}

/** The tribe ranking of the caller's brand and region: this week (the region's week) or all time. */
export async function ranking(deps: TribesDeps, user: AuthedUser, period: 'weekly' | 'all'): Promise<TTribeRanking> {
  const q = deps.db;
  const now = deps.now();
  const wk = weekOf(user.region, now);
  const week = period === 'weekly' ? wk.key : null;
  const rows = await repo.rankingRows(q, user, week, LIMITS.tribeListMax);
  const cards = await repo.tribeCards(
    q,
    rows.map((r) => r.id),
    wk.key,
  );
  const list = await toCards(
    q,
    rows.flatMap((r) => (cards.get(r.id) ? [cards.get(r.id)!] : [])),
  );
  const byId = new Map(list.map((c) => [c.id, c]));
  const member = await repo.memberOf(q, user.id);
  let mine: TTribeRanking['mine'] = null;
  if (member) {
    const t = await repo.findTribe(q, member.tribe_id);
    if (t && sameScope(t, user)) {
      const honor = week ? await repo.weekHonour(q, t.id, week) : t.honor;
      mine = { tribe_id: t.id, honor, rank: honor > 0 ? await repo.placeOf(q, user, week, { id: t.id, honor }) : null };
    }
  }
  return {
    period,
    key: week ?? 'all',
    ends_at: week ? wk.endsAt.toISOString() : null,
    items: rows.flatMap((r, i) => {
      const tribe = byId.get(r.id);
      return tribe ? [{ rank: i + 1, tribe, honor: r.honor }] : [];
    }),
    mine,
  };
}

/** The tribe hall: the tribe, members by role, honour and places, recent events. */
export async function hall(deps: TribesDeps, user: AuthedUser, id: number): Promise<TTribeHall> {
  const q = deps.db;
  const now = deps.now();
  const t = await liveTribe(q, user, id);
  const wk = weekOf(t.region, now);
  const [members, mine, recent, cardRows, openMine] = await Promise.all([
    repo.membersOf(q, t.id),
    repo.memberOf(q, user.id),
    repo.recentEvents(q, t.id, LIMITS.tribeRecentShown),
    repo.tribeCards(q, [t.id], wk.key),
    repo.openRequestsOfUser(q, user.id),
  ]);
  const card = (await toCards(q, [cardRows.get(t.id)!]))[0]!;
  const people = await findUsersByIds(q, [
    ...new Set([...members.map((m) => m.user_id), ...recent.flatMap((e) => [e.actor_id, e.target_id]).filter((x): x is number => !!x)]),
  ]);
  const myRole = mine && mine.tribe_id === t.id ? mine.role : null;
  const requested = openMine.some((r) => r.tribe_id === t.id);
  const scope = { brand: t.brand, region: t.region };
  const profile = (uid: number | null) => {
    const u = uid ? people.get(uid) : undefined;
    return u ? toPublicProfile(u) : null;
  };
  return {
    tribe: { ...card, elder_limit: t.elder_limit, created_at: t.created_at.toISOString() },
    members: members
      .filter((m) => people.has(m.user_id))
      .sort(compareTribeMembers)
      .map((m) => ({
        user: toPublicProfile(people.get(m.user_id)!),
        role: m.role,
        contributed: m.contributed,
        joined_at: m.joined_at.toISOString(),
      })),
    viewer_id: user.id,
    my_role: myRole,
    can_request: !mine && !requested && sameScope(t, user) && card.member_count < t.member_limit,
    requested,
    rank_week: card.week_honor > 0 ? await repo.placeOf(q, scope, wk.key, { id: t.id, honor: card.week_honor }) : null,
    rank_all: t.honor > 0 ? await repo.placeOf(q, scope, null, { id: t.id, honor: t.honor }) : null,
    week: { key: wk.key, ends_at: wk.endsAt.toISOString() },
    pending_requests: myRole === 'chief' || myRole === 'elder' ? await repo.countOpenRequests(q, t.id) : 0,
    recent: recent.map(
      (e): TTribeEvent => ({
        id: e.id,
        kind: e.kind as TTribeEvent['kind'],
        actor: profile(e.actor_id),
        target: profile(e.target_id),
        detail: e.detail ?? {},
        created_at: e.created_at.toISOString(),
      }),
    ),
  };
}

/** Open requests to join, oldest first (the chief and elders). */
export async function requests(deps: TribesDeps, user: AuthedUser, id: number): Promise<TTribeRequestList> {
  const q = deps.db;
  await liveTribe(q, user, id);
  await actorIn(q, user.id, id, 'decide_request');
  const rows = await repo.openRequestsOfTribe(q, id, LIMITS.tribeRequestsShownMax);
  const users = await findUsersByIds(
    q,
    rows.map((r) => r.user_id),
  );
  return {
    items: rows.flatMap((r) => {
      const u = users.get(r.user_id);
      return u ? [{ id: r.id, user: toPublicProfile(u), created_at: r.created_at.toISOString() }] : [];
    }),
  };
}

// ---- writes ----

/** Creates a tribe with the caller as its chief. */
export async function create(deps: TribesDeps, user: AuthedUser, input: TTribeCreate): Promise<TTribeResult> {
  await deps.assertNotMuted?.(user.id);
  const now = deps.now();
  const id = await deps.db.tx(async (q) => {
    await repo.lockUser(q, user.id);
    await assertEligible(q, user.id, now);
    if (await repo.memberOf(q, user.id)) throw new AppError('TRIBE_ALREADY_MEMBER');
    const id = await repo.insertTribe(q, {
      name: input.name.trim(),
      emblem: input.emblem,
      announcement: input.announcement.trim(),
      brand: user.brand,
      region: user.region,
      chiefId: user.id,
      memberLimit: LIMITS.tribeMembersMax,
      elderLimit: LIMITS.tribeEldersMax,
      at: now,
    });
    if (id === null) throw new AppError('TRIBE_NAME_TAKEN');
    // a concurrent create or join by the same user commits first: this one is refused whole
    if (!(await repo.insertMember(q, id, user.id, 'chief', now))) throw new AppError('TRIBE_ALREADY_MEMBER');
    await repo.closeOpenOf(q, user.id, now);
    await repo.insertEvent(q, { tribeId: id, kind: 'created', actorId: user.id, at: now });
    return id;
  });
  return { outcome: 'created', tribe_id: id };
}

/** Changes the name and emblem (the chief) or the announcement (the chief or an elder). */
export async function settings(deps: TribesDeps, user: AuthedUser, id: number, input: TTribeSettings): Promise<TTribeResult> {
  if (input.name !== undefined || input.announcement !== undefined) await deps.assertNotMuted?.(user.id);
  const now = deps.now();
  await deps.db.tx(async (q) => {
    const t = await liveTribe(q, user, id, 'update');
    const profile = input.name !== undefined || input.emblem !== undefined;
    await actorIn(q, user.id, id, profile ? 'edit_profile' : 'edit_announcement');
    const name = input.name?.trim();
    const announcement = input.announcement?.trim();
    const changed = {
      name: name !== undefined && name !== t.name ? name : undefined,
      emblem: input.emblem !== undefined && input.emblem !== t.emblem ? input.emblem : undefined,
      announcement: announcement !== undefined && announcement !== t.announcement ? announcement : undefined,
    };
    if (!(await repo.updateTribe(q, id, changed, now))) throw new AppError('TRIBE_NAME_TAKEN');
    if (changed.name !== undefined)
      await repo.insertEvent(q, { tribeId: id, kind: 'renamed', actorId: user.id, detail: { name: changed.name }, at: now });
    if (changed.emblem !== undefined)
      await repo.insertEvent(q, { tribeId: id, kind: 'emblem', actorId: user.id, detail: { emblem: changed.emblem }, at: now });
    if (changed.announcement !== undefined) await repo.insertEvent(q, { tribeId: id, kind: 'announcement', actorId: user.id, at: now });
  });
  return { outcome: 'updated', tribe_id: id };
}

/** Asks to join: an open request for the chief and elders (asking again is the same request). */
export async function join(deps: TribesDeps, user: AuthedUser, id: number): Promise<TTribeResult> {
  const now = deps.now();
  await deps.db.tx(async (q) => {
    await repo.lockUser(q, user.id);
    await assertEligible(q, user.id, now);
    const t = await liveTribe(q, user, id);
    if (!sameScope(t, user)) throw new AppError('TRIBE_OTHER_SCOPE');
    if (await repo.memberOf(q, user.id)) throw new AppError('TRIBE_ALREADY_MEMBER');
    const { members } = await repo.countMembers(q, id);
    if (members >= t.member_limit) throw new AppError('TRIBE_FULL', { limit: String(t.member_limit) });
    const open = await repo.openRequestsOfUser(q, user.id);
    if (open.some((r) => r.tribe_id === id)) return;
    if (open.length >= LIMITS.tribeOpenRequestsPerUserMax) throw new AppError('RATE_LIMITED');
    await repo.insertRequest(q, id, user.id, now);
  });
  return { outcome: 'requested', tribe_id: id };
}

/** Withdraws the caller's open request to this tribe (none open: nothing happens). */
export async function withdraw(deps: TribesDeps, user: AuthedUser, id: number): Promise<TTribeResult> {
  const now = deps.now();
  await deps.db.tx(async (q) => {
    const open = (await repo.openRequestsOfUser(q, user.id)).find((r) => r.tribe_id === id);
    if (open) await repo.closeRequest(q, open.id, 'withdrawn', user.id, now);
  });
  return { outcome: 'declined', tribe_id: id };
}

/**
 * Adds a user to a locked, live tribe: same scope, available, room left, in no tribe. Returns the
 * refusal instead of throwing when the caller has to record something first (a stale request).
 */
async function admit(
  q: Queryable,
  t: repo.TribeRow,
  target: UserRow | null,
  now: Date,
  role: TribeRole = 'member',
): Promise<AppError | null> {
  if (!target || unavailable(target, now)) return new AppError('TRIBE_USER_UNAVAILABLE');
  if (!sameScope(t, target)) return new AppError('TRIBE_OTHER_SCOPE');
  const { members } = await repo.countMembers(q, t.id);
  if (members >= t.member_limit) return new AppError('TRIBE_FULL', { limit: String(t.member_limit) });
  // the key on user_id: one tribe per user, even when two tribes admit the same user at once
  if (!(await repo.insertMember(q, t.id, target.id, role, now))) return new AppError('TRIBE_USER_UNAVAILABLE');
  await repo.closeOpenOf(q, target.id, now);
  return null;
}

/** The chief or an elder approves or rejects an open request. */
export async function decide(
  deps: TribesDeps,
  user: AuthedUser,
  id: number,
  requestId: number,
  decision: 'approve' | 'reject',
): Promise<TTribeResult> {
  const now = deps.now();
  const outcome = await deps.db.tx(async (q) => {
    // the tribe row is the lock every change of its members takes: the member limit holds
    const t = await liveTribe(q, user, id, 'update');
    await actorIn(q, user.id, id, 'decide_request');
    const seen = await repo.findRequest(q, requestId);
    if (!seen || seen.tribe_id !== id) throw new AppError('TRIBE_REQUEST_CLOSED');
    await repo.lockUser(q, seen.user_id);
    const r = await repo.findRequest(q, requestId, 'update');
    if (!r || r.status !== 'pending') throw new AppError('TRIBE_REQUEST_CLOSED');
    if (decision === 'reject') {
      await repo.closeRequest(q, r.id, 'rejected', user.id, now);
      return 'rejected' as const;
    }
    const target = await findUserById(q, r.user_id);
    const refused = await admit(q, t, target, now);
    if (refused) {
      // a full tribe keeps the request (room may come); an unavailable user's request ends
      if (refused.code === 'TRIBE_FULL') throw refused;
      await repo.closeRequest(q, r.id, 'withdrawn', user.id, now);
      return refused;
    }
    await repo.closeRequest(q, r.id, 'approved', user.id, now);
    await repo.insertEvent(q, { tribeId: id, kind: 'joined', actorId: user.id, targetId: r.user_id, detail: { via: 'request' }, at: now });
    return 'joined' as const;
  });
  if (outcome instanceof AppError) throw outcome;
  return { outcome, tribe_id: id };
}

/** The chief or an elder invites a user of the same brand and region (by public id). */
export async function invite(deps: TribesDeps, user: AuthedUser, id: number, publicId: string): Promise<TTribeResult> {
  const now = deps.now();
  await deps.db.tx(async (q) => {
    const t = await liveTribe(q, user, id);
    await actorIn(q, user.id, id, 'invite');
    const target = await findUserByPublicId(q, publicId.trim());
    if (!target || target.brand !== t.brand) throw new AppError('NOT_FOUND');
    if (target.region !== t.region) throw new AppError('TRIBE_OTHER_SCOPE');
    if (unavailable(target, now) || (await repo.memberOf(q, target.id))) throw new AppError('TRIBE_USER_UNAVAILABLE');
    const { members } = await repo.countMembers(q, id);
    if (members >= t.member_limit) throw new AppError('TRIBE_FULL', { limit: String(t.member_limit) });
    await repo.upsertInvite(q, id, target.id, user.id, now, new Date(now.getTime() + LIMITS.tribeInviteDays * 86_400_000));
  });
  return { outcome: 'invited', tribe_id: id };
}

/** The invitee accepts (joins at once) or declines an open invitation. */
export async function answer(deps: TribesDeps, user: AuthedUser, inviteId: number, decision: 'accept' | 'decline'): Promise<TTribeResult> {
  const now = deps.now();
  const tribeId = await deps.db.tx(async (q) => {
    const i = await repo.findInvite(q, inviteId);
    if (!i || i.user_id !== user.id) throw new AppError('NOT_FOUND');
    if (decision === 'decline') {
      if (!(await repo.closeInvite(q, i.id, 'declined', now))) throw new AppError('TRIBE_REQUEST_CLOSED');
      return i.tribe_id;
    }
    // the tribe, the user, then the invitation: the order every change of members locks in
    const t = await repo.findTribe(q, i.tribe_id, 'update');
    await repo.lockUser(q, user.id);
    const self = await assertEligible(q, user.id, now);
    if (await repo.memberOf(q, user.id)) throw new AppError('TRIBE_ALREADY_MEMBER');
    const locked = await repo.findInvite(q, inviteId, 'update');
    if (!t || t.disbanded_at || !locked || !tribeInviteOpen(locked, now)) throw new AppError('TRIBE_REQUEST_CLOSED');
    const refused = await admit(q, t, self, now);
    if (refused) throw refused.code === 'TRIBE_USER_UNAVAILABLE' ? new AppError('TRIBE_ALREADY_MEMBER') : refused;
    await repo.closeInvite(q, i.id, 'accepted', now);
    await repo.insertEvent(q, {
      tribeId: t.id,
      kind: 'joined',
      actorId: locked.inviter_id,
      targetId: user.id,
      detail: { via: 'invite' },
      at: now,
    });
    return t.id;
  });
  return { outcome: decision === 'accept' ? 'joined' : 'declined', tribe_id: tribeId };
}

/** The chief makes a member an elder or an elder a member (within the elder limit). */
export async function setRole(
  deps: TribesDeps,
  user: AuthedUser,
  id: number,
  targetId: number,
  role: 'elder' | 'member',
): Promise<TTribeResult> {
  const now = deps.now();
  await deps.db.tx(async (q) => {
    const t = await liveTribe(q, user, id, 'update');
    const target = await repo.memberOf(q, targetId);
    if (!target || target.tribe_id !== id) throw new AppError('TRIBE_NOT_MEMBER');
    await actorIn(q, user.id, id, 'set_role', target.role);
    if (target.role === role) return;
    if (role === 'elder') {
      const { elders } = await repo.countMembers(q, id);
      if (elders >= t.elder_limit) throw new AppError('TRIBE_ELDERS_FULL', { limit: String(t.elder_limit) });
    }
    await repo.setRole(q, id, targetId, role);
    await repo.insertEvent(q, { tribeId: id, kind: 'role', actorId: user.id, targetId, detail: { role }, at: now });
  });
  return { outcome: 'updated', tribe_id: id };
}

/** The chief removes anyone but themselves; an elder removes plain members. */
export async function remove(deps: TribesDeps, user: AuthedUser, id: number, targetId: number): Promise<TTribeResult> {
  const now = deps.now();
  await deps.db.tx(async (q) => {
    await liveTribe(q, user, id, 'update');
    const target = await repo.memberOf(q, targetId);
    if (!target || target.tribe_id !== id || targetId === user.id) throw new AppError('TRIBE_NOT_MEMBER');
    await actorIn(q, user.id, id, 'remove_member', target.role);
    await repo.deleteMember(q, id, targetId);
    await repo.insertEvent(q, { tribeId: id, kind: 'removed', actorId: user.id, targetId, at: now });
  });
  return { outcome: 'removed', tribe_id: id };
}

/** The chief hands the tribe to another member and becomes an elder (a member when the elders are full). */
export async function handOver(deps: TribesDeps, user: AuthedUser, id: number, targetId: number): Promise<TTribeResult> {
  const now = deps.now();
  await deps.db.tx(async (q) => {
    const t = await liveTribe(q, user, id, 'update');
    await actorIn(q, user.id, id, 'hand_over');
    const target = await repo.memberOf(q, targetId);
    if (!target || target.tribe_id !== id || targetId === user.id) throw new AppError('TRIBE_NOT_MEMBER');
    const targetUser = await findUserById(q, targetId);
    if (!targetUser || unavailable(targetUser, now)) throw new AppError('TRIBE_USER_UNAVAILABLE');
    const { elders } = await repo.countMembers(q, id);
    // the new chief stops being an elder: their seat is the old chief's
    const room = elders - (target.role === 'elder' ? 1 : 0) < t.elder_limit;
    await repo.setRole(q, id, user.id, room ? 'elder' : 'member');
    await repo.setRole(q, id, targetId, 'chief');
    await repo.updateTribe(q, id, { chiefId: targetId }, now);
    await repo.insertEvent(q, { tribeId: id, kind: 'handed_over', actorId: user.id, targetId, at: now });
  });
  return { outcome: 'updated', tribe_id: id };
}

/** Leaves the tribe; the chief hands over or disbands first. */
export async function leave(deps: TribesDeps, user: AuthedUser, id: number): Promise<TTribeResult> {
  const now = deps.now();
  await deps.db.tx(async (q) => {
    await liveTribe(q, user, id, 'update');
    const m = await repo.memberOf(q, user.id);
    if (!m || m.tribe_id !== id) throw new AppError('TRIBE_NOT_MEMBER');
    if (m.role === 'chief') throw new AppError('TRIBE_CHIEF_MUST_HAND_OVER');
    await repo.deleteMember(q, id, user.id);
    await repo.insertEvent(q, { tribeId: id, kind: 'left', actorId: user.id, at: now });
  });
  return { outcome: 'left', tribe_id: id };
}

/** The chief disbands the tribe: every member leaves, open requests and invitations end; its honour stays on record. */
export async function disband(deps: TribesDeps, user: AuthedUser, id: number): Promise<TTribeResult> {
  const now = deps.now();
  await deps.db.tx(async (q) => {
    await liveTribe(q, user, id, 'update');
    await actorIn(q, user.id, id, 'disband');
    await repo.insertEvent(q, { tribeId: id, kind: 'disbanded', actorId: user.id, at: now });
    await repo.markDisbanded(q, id, now);
  });
  return { outcome: 'disbanded', tribe_id: null };
}
