import { LIMITS, type TAdminReferral, type TReferralVisit, type TReferralVisitRequest } from '@app/shared';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { UserRegistered } from '../accounts/events';
import { findUserByPublicId, findUsersByIds, toPublicProfile } from '../accounts/service';
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
  const [mine, invited] = await Promise.all([
    repo.attributionOf(deps.db, userId),
    repo.inviteesOf(deps.db, userId, LIMITS.referralInviteesListedMax),
  ]);
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
  };
}
