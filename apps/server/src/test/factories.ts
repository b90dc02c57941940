/**
 * Test data the server suites share: users, money and catalogue look-ups, made the way a client
 * or the console makes them (signed calls through `call`), except `ledgerFund`, which writes the
 * ledger directly for tests below the HTTP layer.
 */
import { beforeAll, expect } from 'vitest';
import { postLegs, runOperation } from '../modules/ledger/service';
import type { SandboxProvider } from '../modules/payments/providers';
import type { Db } from '../platform/db';
import { ADMIN_API, call, registerUser, rid, type TestApp, type TestDb } from './helpers';

export interface TestUser {
  token: string;
  id: number;
  publicId: string;
}

/** A newly registered user of `brand` (its app_name); `extra` overrides registration fields. */
export async function newUser(t: TestApp, brand = 'default', extra: Record<string, unknown> = {}): Promise<TestUser> {
  const { access_token: token, user } = await registerUser(t, { app_name: brand, ...extra });
  return { token, id: user.id, publicId: user.public_id };
}

/** `n` users of brand `default` written straight into the table (`<prefix><i>@test.local`), for tests below the HTTP layer; their ids. */
export async function insertUsers(db: Db, n: number, prefix: string): Promise<number[]> {
  const r = await db.query<{ id: number }>(
    `insert into users (email, password_hash, nickname, gender, birth_date, brand, region)
     select $1 || g || '@test.local', 'x', 'u', 'male', '1990-01-01', 'default', 'default' from generate_series(1, $2::int) g
     returning id`,
    [prefix, n],
  );
  return r.rows.map((row) => row.id);
}

/** The ids of `n` users insertUsers writes before the suite's tests (after the hooks registered earlier, e.g. useMigratedDb's). */
export function useInsertedUsers(tdb: TestDb, n: number, prefix: string): readonly number[] {
  const ids: number[] = [];
  beforeAll(async () => {
    ids.push(...(await insertUsers(tdb.db, n, prefix)));
  });
  return ids;
}

/** Credits a user through the console's wallet adjustment, as staff would; fails the test if refused. */
export async function adminFund(t: TestApp, adminToken: string, userId: number, amount: number, asset = 'gold_coin'): Promise<void> {
  const r = await call(t, {
    method: 'POST',
    url: `${ADMIN_API}/wallet/adjust`,
    token: adminToken,
    params: { user_id: userId, asset, amount, reason: 'test funds', request_id: rid() },
  });
  expect(r.envelope.status).toBe(0);
}

/** Credits gold coins in the ledger itself (a recharge from the mint), under `requestId`. */
export async function ledgerFund(
  db: Db,
  userId: number,
  amount: number,
  requestId = rid('fund'),
  asset: 'gold_coin' | 'anchor_point' = 'gold_coin',
): Promise<void> {
  // anchor points come from a host's work (hosts module kind), coins from a recharge
  const kind = asset === 'anchor_point' ? 'host_income' : 'recharge';
  await runOperation(db, { scope: 'test', requestId, kind, body: { userId, amount, asset } }, (q, id) =>
    postLegs(q, id, kind, [{ from: { system: 'mint' }, to: { user: userId }, asset, amount }]),
  );
}

/** The caller's balance of `asset`, as GET /api/v1/wallet shows it. */
export async function walletBalance(t: TestApp, token: string, asset = 'gold_coin'): Promise<number> {
  return (await call(t, { url: '/api/v1/wallet', token })).envelope.data.balances[asset] as number;
}

/** Sends `count` of gift `giftId` to user `toUserId` under a fresh key (POST /api/v1/gifts/send); the reply. */
export function sendGift(t: TestApp, token: string, toUserId: number, giftId: number, count = 1) {
  return call(t, {
    method: 'POST',
    url: '/api/v1/gifts/send',
    token,
    params: { to_user_id: toUserId, gift_id: giftId, count, request_id: rid() },
  });
}

export interface CatalogueGift {
  id: number;
  code: string;
  name: string;
  price: number;
  asset: string;
  is_cp: boolean;
}

/** A brand's gift catalogue (GET /api/v1/gifts), in `lang` when given. */
export async function giftCatalogue(t: TestApp, brand = 'default', lang?: string): Promise<CatalogueGift[]> {
  const r = await call(t, { url: '/api/v1/gifts', params: { app_name: brand, ...(lang ? { 'app-language': lang } : {}) } });
  return r.envelope.data.gifts as CatalogueGift[];
}

/** Delivers a sandbox provider notification (`SandboxProvider.notification`) to the payment callback, as the provider would. */
export function sandboxNotify(t: TestApp, n: { body: string; signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/callback/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': n.signature },
    payload: n.body,
  });
}

/** Orders `productId` by card for the caller (POST /api/v1/recharge/orders), not yet paid; the order id. */
export async function cardOrder(t: TestApp, token: string, productId: number): Promise<string> {
  const created = await call(t, {
    method: 'POST',
    url: '/api/v1/recharge/orders',
    token,
    params: { product_id: productId, method: 'card', request_id: rid() },
  });
  return created.envelope.data.order_id as string;
}

/** Orders `productId` by card for the caller, then has the sandbox report it paid; returns the order id and the callback's answer. */
export async function sandboxPaidOrder(t: TestApp, sandbox: SandboxProvider, token: string, productId: number) {
  const orderId = await cardOrder(t, token, productId);
  const paid = await sandboxNotify(t, sandbox.notification({ orderId, event: 'paid', providerRef: `pay-${orderId}` }));
  return { orderId, paid };
}
