import {
  type BrandId,
  CLUB_RICH_THRESHOLD,
  type ClubSettings,
  callerBrand,
  canMessage,
  DEFAULT_CLUB_SETTINGS,
  type Region,
  scopeOf,
  type TClubHall,
  type TClubStatus,
} from '@app/shared';
import { writeAudit } from '../../platform/audit';
import type { AuthedAdmin, AuthedUser } from '../../platform/auth';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { activeUsersAmong, findUserById, findUsersByIds, toPublicProfile } from '../accounts/service';
import { richTotalsOf, statsOf } from '../gifts/service';
import { isFollowing } from '../social/service';
import * as repo from './repo';

/** A user's membership row, or null (the console's user view). */
export { type ClubRow, findMember } from './repo';

export interface ClubDeps {
  db: Db;
}

export async function status(deps: ClubDeps, userId: number): Promise<TClubStatus> {
  const [member, stats] = await Promise.all([repo.findMember(deps.db, userId), statsOf(deps.db, userId)]);
  return {
    member: Boolean(member),
    joined_at: member ? member.joined_at.toISOString() : null,
    source: member?.source ?? null,
    rich_total: stats.rich_total,
    threshold: CLUB_RICH_THRESHOLD,
    settings: member ? { ...DEFAULT_CLUB_SETTINGS, ...member.settings } : null,
  };
}

/** Members switch their own privileges; everyone else is refused. */
export async function updateSettings(deps: ClubDeps, actor: AuthedUser, patch: Partial<ClubSettings>): Promise<TClubStatus> {
  const updated = await repo.updateSettings(deps.db, actor.id, patch);
  if (!updated) throw new AppError('FORBIDDEN');
  return status(deps, actor.id);
}

export async function hallOfFame(
  deps: ClubDeps,
  viewer: AuthedUser | null,
  q: { app_name?: BrandId; region?: Region; limit: number },
): Promise<TClubHall> {
  const { brand, region, key: scope } = scopeOf(callerBrand(q.app_name, viewer), { region: q.region, viewer });
  // members of this scope with active accounts, by lifetime rich points (most first); the members
  // come longest-standing first and the sort is stable, so ties stay in (joined_at, user_id) order
  const all = await repo.members(deps.db);
  const active = await activeUsersAmong(
    deps.db,
    all.map((m) => m.user_id),
    brand,
    region,
  );
  const inScope = all.filter((m) => active.has(m.user_id));
  const totals = await richTotalsOf(
    deps.db,
    inScope.map((m) => m.user_id),
  );
  const rows = inScope
    .map((m) => ({ ...m, rich_total: totals.get(m.user_id) ?? 0 }))
    .sort((a, b) => b.rich_total - a.rich_total)
    .slice(0, q.limit);
  const users = await findUsersByIds(
    deps.db,
    rows.map((r) => r.user_id),
  );
  const members: TClubHall['members'] = [];
  for (const [i, row] of rows.entries()) {
    const user = users.get(row.user_id);
    if (user)
      members.push({ rank: i + 1, rich_total: row.rich_total, joined_at: row.joined_at.toISOString(), profile: toPublicProfile(user) });
  }
  return { scope, members };
}

export async function admit(
  deps: ClubDeps,
  admin: AuthedAdmin,
  input: { user_id: number; reason: string },
  ip: string,
): Promise<TClubStatus> {
  if (!(await findUserById(deps.db, input.user_id))) throw new AppError('NOT_FOUND');
  await deps.db.tx(async (q) => {
    await repo.admitByStaff(q, input.user_id, DEFAULT_CLUB_SETTINGS);
    await writeAudit(q, { adminId: admin.id, action: 'club.admit', target: String(input.user_id), detail: { reason: input.reason }, ip });
  });
  return status(deps, input.user_id);
}

/** Called by the gift effects job after spending totals grow (same transaction). */
export async function admitSpenders(q: Queryable, userIds: number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const totals = await richTotalsOf(q, userIds);
  const reached = [...totals].filter(([, rich]) => rich >= CLUB_RICH_THRESHOLD).map(([id]) => id);
  return repo.admitBySpend(q, reached, DEFAULT_CLUB_SETTINGS);
}

/** The do-not-disturb rule, for every feature that delivers a message to a user. */
export async function mayMessage(q: Queryable, senderId: number, receiverId: number): Promise<boolean> {
  const member = await repo.findMember(q, receiverId);
  if (!member) return true;
  return canMessage(
    { clubMember: true, settings: { ...DEFAULT_CLUB_SETTINGS, ...member.settings } },
    // "followed users": the ones the member follows, not the ones who follow the member
    await isFollowing(q, receiverId, senderId),
  );
}
