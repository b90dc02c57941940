/**
 * What the accounts module tells others. A `user.registered` event is written with every new
 * account, in the transaction that inserts it; its `ref` is the user id and its payload the
 * brand and the registering browser's visitor id (when the page sent one). The referrals module
 * attaches a recorded referral code from it; later modules (welcome messages, new-user tasks)
 * subscribe in consumers of their own.
 */
import type { BrandId } from '@app/shared';
import { defineTopic } from '../../platform/outbox';

export interface UserRegistered {
  userId: number;
  brand: BrandId;
  visitorId: string | null;
  registeredAt: Date;
}

export const userRegistered = defineTopic<UserRegistered>('user.registered', async (_q, events) =>
  events.map((e) => {
    const p = (e.payload ?? {}) as { brand?: BrandId; visitor_id?: string | null };
    return { userId: e.ref!, brand: p.brand ?? 'default', visitorId: p.visitor_id ?? null, registeredAt: e.createdAt };
  }),
);
