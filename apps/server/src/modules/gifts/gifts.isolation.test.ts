/**
 * One bad request must never fail another user's send. An attacker's send that fails inside the
 * shared group-commit transaction (here: a gift id past int4, slipped past the schema by calling
 * the batcher directly) used to fail its whole batch with 5000; the batch now re-runs its halves
 * so every honest send gets its own answer. Through HTTP the schema refuses such ids with 4000.
 */
import { ErrorCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthedUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { ledgerFund } from '../../test/factories';
import { BACKENDS, buildTestApp, call, registerUser, rid, type TestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';
import { GiftBatcher, type SendRequest } from './batch';

describe.each(BACKENDS)('gift batches isolate a failing send (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t?.close());

  async function funded(coins: number): Promise<AuthedUser & { token: string }> {
    const r = await registerUser(t);
    if (coins > 0) await ledgerFund(t.db, r.user.id, coins);
    return { id: r.user.id, publicId: r.user.public_id, brand: 'default', region: 'default', token: r.access_token };
  }

  it('an attacker in the same batch fails alone; every honest send is applied once', async () => {
    const rose = await t.db.query<{ id: number }>(`select id from gifts where brand = 'default' and code = 'rose'`);
    const giftId = rose.rows[0]!.id;
    const host = await funded(0);
    const honest = await Promise.all(Array.from({ length: 12 }, () => funded(100)));
    const attacker = await funded(100);
    // every request waits in the queue of a batcher with one batch in flight: they share batches
    const batcher = new GiftBatcher(t.db, t.clock.now, 1);
    const blocker = batcher.submit({ actor: honest[0]!, input: { to_user_id: host.id, gift_id: giftId, count: 1, request_id: rid('b') } });
    const requests: SendRequest[] = [];
    honest.forEach((actor, i) => {
      requests.push({ actor, input: { to_user_id: host.id, gift_id: giftId, count: 1, request_id: rid('h') } });
      if (i % 3 === 0) requests.push({ actor: attacker, input: { to_user_id: host.id, gift_id: 2 ** 31, count: 1, request_id: rid('x') } });
    });
    const outcomes = await Promise.all(requests.map((r) => batcher.submit(r)));
    expect((await blocker).ok).toBe(true);
    requests.forEach((r, i) => {
      const o = outcomes[i]!;
      if (r.actor === attacker) expect(o.ok, 'attacker').toBe(false);
      else expect(o, 'honest send').toMatchObject({ ok: true, duplicate: false });
    });
    const bad = outcomes.find((o) => !o.ok);
    expect(bad && !bad.ok && bad.error instanceof AppError).toBe(false); // a database error, isolated, not a refusal
    const received = await t.db.query<{ n: number }>('select count(*)::int as n from gift_sends where receiver_id = $1', [host.id]);
    expect(received.rows[0]!.n).toBe(honest.length + 1);
    const paid = await t.db.query<{ n: number }>('select count(*)::int as n from gift_sends where sender_id = $1', [attacker.id]);
    expect(paid.rows[0]!.n).toBe(0);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('through HTTP an id past its column is a 4000, and honest senders next to it all succeed', async () => {
    const rose = await t.db.query<{ id: number }>(`select id from gifts where brand = 'default' and code = 'rose'`);
    const host = await registerUser(t);
    const senders = await Promise.all(Array.from({ length: 8 }, () => funded(50)));
    const attacker = await registerUser(t);
    const sends = senders.flatMap((s) =>
      [1, 2, 3].map(() =>
        call(t, {
          method: 'POST',
          url: '/api/v1/gifts/send',
          token: s.token,
          params: { to_user_id: host.user.id, gift_id: rose.rows[0]!.id, count: 1, request_id: rid('h') },
        }),
      ),
    );
    const attacks = [2 ** 31, 2 ** 53, 2 ** 63].map((gift_id) =>
      call(t, {
        method: 'POST',
        url: '/api/v1/gifts/send',
        token: attacker.access_token,
        params: { to_user_id: host.user.id, gift_id, count: 1, request_id: rid('x') },
      }),
    );
    const [honest, bad] = await Promise.all([Promise.all(sends), Promise.all(attacks)]);
    expect(honest.map((r) => r.envelope.status)).toEqual(honest.map(() => 0));
    expect(bad.map((r) => r.envelope.status)).toEqual(bad.map(() => ErrorCode.VALIDATION_FAILED));
  });
});
