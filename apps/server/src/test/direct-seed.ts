/**
 * Users and coins written straight through the services, without HTTP or the test runner: for the
 * benches and the crash test, which need many funded accounts fast.
 */
import { register } from '../modules/accounts/service';
import { postLegs, runOperation } from '../modules/ledger/service';
import type { Db } from '../platform/db';

/** Registers users of brand `default` named `<name>@<mailDomain>`, all with `password`. */
export function directRegistrar(db: Db, mailDomain: string, password: string) {
  const deps = { db, now: () => new Date(), userTokenTtlSeconds: 3600 };
  return (name: string, gender: 'male' | 'female') =>
    register(deps, {
      account: `${name}@${mailDomain}`,
      password,
      nickname: name,
      gender,
      birth_date: '1990-01-01',
      app_name: 'default',
    });
}

/** Credits gold coins from the mint (one recharge operation under `scope` and `requestId`). */
export async function mintGold(db: Db, scope: string, requestId: string, userId: number, amount: number): Promise<void> {
  await runOperation(db, { scope, requestId, kind: 'recharge', body: {} }, (q, id) =>
    postLegs(q, id, 'recharge', [{ from: { system: 'mint' }, to: { user: userId }, asset: 'gold_coin', amount }]),
  );
}

/** The id of the default brand's rose, the gift the load tests send. */
export async function roseGiftId(db: Db): Promise<number> {
  return (await db.query<{ id: number }>(`select id from gifts where brand = 'default' and code = 'rose'`)).rows[0]!.id;
}
