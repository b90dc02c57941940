import {
  BRANDS,
  CLUB_RICH_THRESHOLD,
  type ClubSettings,
  canMessage,
  DEFAULT_CLUB_SETTINGS,
  type Region,
  type TClubHall,
  type TClubStatus,
} from '@app/shared';
import { writeAudit } from '../../platform/audit';
import type { AuthedAdmin, AuthedUser } from '../../platform/auth';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findUserById } from '../accounts/repo';
import { toPublicProfile } from '../accounts/service';
import { statsOf } from '../gifts/repo';
import * as repo from './repo';

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
  q: { app_name?: string; region?: Region; limit: number },
): Promise<TClubHall> {
  const brand = (q.app_name ?? viewer?.brand ?? 'default') as keyof typeof BRANDS;
  const region = q.region ?? (viewer && viewer.brand === brand ? (viewer.region as Region) : BRANDS[brand].defaultRegion);
  const rows = await repo.hall(deps.db, brand, region, q.limit);
  const members: TClubHall['members'] = [];
  for (const [i, row] of rows.entries()) {
    const user = await findUserById(deps.db, row.user_id);
    if (user)
      members.push({ rank: i + 1, rich_total: row.rich_total, joined_at: row.joined_at.toISOString(), profile: toPublicProfile(user) });
  }
  return { scope: `${brand}:${region}`, members };
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
export function admitSpenders(q: Queryable, userIds: number[]): Promise<number> {
  return repo.admitBySpend(q, userIds, CLUB_RICH_THRESHOLD, DEFAULT_CLUB_SETTINGS);
}

/** The do-not-disturb rule, for every feature that delivers a message to a user. */
export async function mayMessage(q: Queryable, senderId: number, receiverId: number): Promise<boolean> {
  const member = await repo.findMember(q, receiverId);
  if (!member) return true;
  return canMessage(
    { clubMember: true, settings: { ...DEFAULT_CLUB_SETTINGS, ...member.settings } },
    // "followed users": the ones the member follows, not the ones who follow the member
    await repo.isFollowedBy(q, senderId, receiverId),
  );
}
