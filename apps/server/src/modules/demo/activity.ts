import { BRAND_IDS, priceAsset, type TGiftList, type TProductList, WEB_CHECKOUT_METHODS } from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import { hashPassword } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { findUsersByEmails, recordPastSignIns } from '../accounts/service';
import { type CpDeps, answer as cpAnswer, invite as cpInvite } from '../cp/service';
import { type GiftsDeps, catalogue as giftCatalogue, sendGift } from '../gifts/service';
import { applyProviderEvent, createOrder, findOrderByRequest, type PaymentsDeps, products } from '../payments/service';
import { follow } from '../social/service';
import { DEMO_FANS, DEMO_HOSTS, DEMO_USER_PASSWORD, fanEmail, hostEmail } from './accounts';
import { insertDemoUsers } from './seed';

/**
 * A little life for the demo world, so that rankings, charge records and the console's orders are
 * not empty on a first start: per brand a few fans buy coins (sandbox orders, paid and credited
 * through the ledger like any other), one buys a membership, one pair are buddies and one a CP, and
 * they send gifts to the hosts and the demo anchors. Everything goes through the real services with fixed request ids, so a second
 * run changes nothing; tests start without it (DEMO_ACTIVITY=false) and own their boards.
 */
const COUNTS = [1, 3, 5, 10, 1, 2] as const;

// the fans and hosts are listed with the demo accounts (the login page's picker shows them)
export { DEMO_FANS, DEMO_HOSTS, fanEmail, hostEmail } from './accounts';

/** the last step of the seed: when its order is credited, the whole seed is there */
const DONE = { brand: BRAND_IDS[BRAND_IDS.length - 1]!, fan: DEMO_FANS.length - 1, requestId: 'demo-activity-done' };

export interface DemoActivityDeps {
  db: Db;
  payments: PaymentsDeps;
  gifts: GiftsDeps;
  cp: CpDeps;
}

/** `again`: run every step even when the seed looks complete (they are idempotent; tests prove it) */
export async function seedDemoActivity(deps: DemoActivityDeps, opts: { again?: boolean } = {}): Promise<void> {
  const { db } = deps;
  const last = await usersByEmail(db, [fanEmail(DONE.brand, DONE.fan)]);
  const lastId = last.get(fanEmail(DONE.brand, DONE.fan))?.id;
  const done = lastId !== undefined && (await findOrderByRequest(db, lastId, DONE.requestId))?.status === 'credited';
  if (done && !opts.again) return;

  const hash = await hashPassword(DEMO_USER_PASSWORD);
  for (const [b, brand] of BRAND_IDS.entries()) {
    const people = [
      ...DEMO_FANS.map((name, i) => ({
        email: fanEmail(brand, i),
        nickname: `${name} (${brand})`,
        gender: 'male' as const,
        birthDate: `198${i + 5}-0${i + 2}-1${i}`,
        brand,
      })),
      ...DEMO_HOSTS.map((name, i) => ({
        email: hostEmail(brand, i),
        nickname: `${name} (${brand})`,
        gender: 'female' as const,
        birthDate: `199${i + 6}-1${i}-0${i + 3}`,
        brand,
      })),
    ];
    await insertDemoUsers(db, people, hash);
    const users = await usersByEmail(db, [...people.map((p) => p.email), `anchor1.${brand}@demo.local`, `anchor2.${brand}@demo.local`]);
    const fans = DEMO_FANS.map((_, i) => users.get(fanEmail(brand, i))!);
    const hosts = DEMO_HOSTS.map((_, i) => users.get(hostEmail(brand, i))!);
    const receivers = [...hosts, users.get(`anchor1.${brand}@demo.local`)!, users.get(`anchor2.${brand}@demo.local`)!];
    // two weeks of sign-ins, so the dashboard's active users have a history
    await recordPastSignIns(db, pastSignIns([...users.values()], deps.gifts.now()));

    const coins = (await products(deps.payments, brand, 'coins')).products;
    const plans = (await products(deps.payments, brand, 'membership')).products;
    const catalogue = (await giftCatalogue(deps.gifts, brand, 'en')).gifts.filter((g) => g.asset === priceAsset(brand));
    const gifts = catalogue.filter((g) => !g.is_cp);
    // bigger packages for the first fans: the boards get a clear order. Gifts stay within what the
    // package bought — the same plan on every run (a refused send would be retried by the next run)
    const budgets: number[] = [];
    for (const [i, fan] of fans.entries()) {
      const pkg = coins[Math.max(0, coins.length - 1 - i)];
      if (pkg) await buy(deps, fan, pkg, 'demo-coins');
      if (i === 0 && plans[0]) await buy(deps, fan, plans[0], 'demo-membership');
      budgets.push(pkg ? pkg.amount : 0); // amount: what is credited, bonus included
    }

    // the first fan and host follow each other (buddy board); the second pair becomes a CP
    const social = { db, now: deps.cp.now };
    await follow(social, fans[0]!, hosts[0]!.id);
    await follow(social, hosts[0]!, fans[0]!.id);
    const cpGift = catalogue.find((g) => g.is_cp);
    if (cpGift && budgets[1]! >= cpGift.price) {
      budgets[1]! -= cpGift.price;
      const sent = await cpInvite(deps.cp, fans[1]!, { to_user_id: hosts[1]!.id, gift_id: cpGift.id, request_id: 'demo-cp-invite' }, 'en');
      if (sent.invitation.status === 'pending') await cpAnswer(deps.cp, hosts[1]!, sent.invitation.id, 'accept', 'en');
    }

    // gifts sent yesterday and a week ago: the daily and weekly boards that have closed have
    // winners, and the rewards job pays them a moment after start (modules/rankings/rewards.ts)
    await sendEarlierGifts(deps, fans, receivers, gifts, budgets);

    // gifts within each pair, so the buddy and CP boards have them on
    const cheapest = [...gifts].sort((x, y) => x.price - y.price)[0];
    for (const i of [0, 1]) {
      if (!cheapest || cheapest.price * 10 > budgets[i]!) continue;
      budgets[i]! -= cheapest.price * 10;
      await sendGift(deps.gifts, fans[i]!, { to_user_id: hosts[i]!.id, gift_id: cheapest.id, count: 10, request_id: 'demo-pair-gift' });
    }

    for (const [i, fan] of fans.entries()) {
      for (const [j, to] of receivers.entries()) {
        const gift = gifts[(i + j + b) % Math.max(1, gifts.length)];
        const count = COUNTS[(i + j) % COUNTS.length]!;
        if (!gift || (i + j) % 2 === 1 || gift.price * count > budgets[i]!) continue; // not every fan to every host
        budgets[i]! -= gift.price * count;
        await sendGift(deps.gifts, fan, { to_user_id: to.id, gift_id: gift.id, count, request_id: `demo-gift-${j}` });
      }
      if (brand === DONE.brand && i === DONE.fan && coins[0]) await buy(deps, fan, coins[0], DONE.requestId);
    }
  }
}

/** days of sign-in history */
const SIGN_IN_DAYS = 14;

/**
 * Each of the last two weeks' days (not today), about 60% of the users signed in once, at an hour
 * of their own: a fixed pattern, so a second run asks for the same sign-ins.
 */
export function pastSignIns(users: ReadonlyArray<{ id: number }>, now: Date): Array<{ userId: number; at: Date }> {
  const out: Array<{ userId: number; at: Date }> = [];
  const hour = 3_600_000;
  const startOfHour = Math.floor(now.getTime() / hour) * hour;
  for (let d = 1; d <= SIGN_IN_DAYS; d++) {
    for (const u of users) {
      if ((u.id * 7 + d * 5) % 10 >= 6) continue;
      out.push({ userId: u.id, at: new Date(startOfHour - d * 24 * hour - (u.id % 9) * hour) });
    }
  }
  return out;
}

/** days back: yesterday's daily boards and last week's weekly boards */
const EARLIER_DAYS = [1, 7] as const;

/**
 * The first three fans each send the first three hosts a gift a day and a week before now, the
 * first fan the most: last period's daily and weekly boards close with a podium to pay.
 */
async function sendEarlierGifts(
  deps: DemoActivityDeps,
  fans: AuthedUser[],
  receivers: AuthedUser[],
  gifts: TGiftList['gifts'],
  budgets: number[],
): Promise<void> {
  const gift = [...gifts].sort((x, y) => x.price - y.price)[0];
  if (!gift) return;
  for (const days of EARLIER_DAYS) {
    const at = new Date(deps.gifts.now().getTime() - days * 86_400_000);
    const then: GiftsDeps = { db: deps.gifts.db, now: () => at };
    for (const [i, fan] of fans.slice(0, 3).entries()) {
      const to = receivers[i]!;
      const count = 3 - i;
      if (gift.price * count > budgets[i]!) continue;
      budgets[i]! -= gift.price * count;
      await sendGift(then, fan, { to_user_id: to.id, gift_id: gift.id, count, request_id: `demo-earlier-gift-${days}` });
    }
  }
}

interface DemoUserRow extends AuthedUser {
  email: string;
}

async function usersByEmail(db: Db, emails: string[]): Promise<Map<string, DemoUserRow>> {
  const rows = await findUsersByEmails(db, emails);
  return new Map(rows.map((u) => [u.email!, { id: u.id, publicId: u.public_id, brand: u.brand, region: u.region, email: u.email! }]));
}

/** An order paid in the sandbox: the same notification path as a real payment. */
async function buy(deps: DemoActivityDeps, user: AuthedUser, product: TProductList['products'][number], requestId: string): Promise<void> {
  const method = WEB_CHECKOUT_METHODS.find((m) => product.methods.includes(m));
  if (!method) return;
  const order = await createOrder(deps.payments, user, { product_id: product.id, method, request_id: requestId });
  if (order.status !== 'created') return;
  await applyProviderEvent(
    deps.payments,
    deps.payments.provider.name,
    { orderId: order.order_id, event: 'paid', providerRef: `demo-${order.order_id}` },
    { demo: true },
  );
}
