import { createHmac } from 'node:crypto';
import { REFERRAL_REWARDS } from '@app/shared';
import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { AppError } from '../../platform/errors';
import { cardOrder, sandboxNotify } from '../../test/factories';
import { call, itHolds, PROPERTY_RUNS, useTestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';
import { bind, payDueRewards } from './service';

const SECRET = 'sandbox-secret';
const USERS = 4;
const DEVICES = ['dev-a-000001', 'dev-b-000002', 'dev-c-000003', 'dev-d-000004'];
const CARDS = ['card_fp_1', 'card_fp_2', 'card_fp_3'];
let run = 0;

/**
 * Registrations (through a link or not, on a device), link-buddy bindings, recharges (with their
 * notification repeated), replayed `order.credited` events and reward runs (two at once), in any
 * order: each invitee pays its inviter at most once, never one sharing its device or card, and
 * the ledger balances.
 */
const step = fc.oneof(
  fc.record({ t: fc.constant('bind' as const), who: fc.nat(USERS - 1), to: fc.nat(USERS - 1) }),
  fc.record({
    t: fc.constant('recharge' as const),
    who: fc.nat(USERS - 1),
    card: fc.option(fc.nat(CARDS.length - 1)),
    times: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({ t: fc.constant('replay' as const) }),
  fc.record({ t: fc.constant('flush' as const) }),
  fc.record({ t: fc.constant('pay' as const), twice: fc.boolean() }),
);
const scenario = fc.record({
  users: fc.array(fc.record({ via: fc.option(fc.nat(USERS - 1)), device: fc.nat(DEVICES.length - 1) }), {
    minLength: USERS,
    maxLength: USERS,
  }),
  steps: fc.array(step, { maxLength: 12 }),
});

describe('referral rewards property', () => {
  const t = useTestApp('pglite', { seed: true });

  itHolds(`each invitee pays its inviter at most once, never self (${PROPERTY_RUNS} runs)`, scenario, async ({ users, steps }) => {
    run++;
    const deps = { db: t.db, now: t.clock.now };
    const made: Array<{ id: number; publicId: string; token: string; device: string }> = [];
    const cards = new Map<number, Set<string>>();
    for (const [i, u] of users.entries()) {
      const vid = `prop-${run}-${i}-${Date.now().toString(36)}`;
      const via = u.via !== null && u.via < made.length ? made[u.via] : undefined;
      if (via) await call(t, { method: 'POST', url: '/api/v1/referrals/visits', params: { code: via.publicId, visitor_id: vid } });
      const r = await call(t, {
        method: 'POST',
        url: '/api/v1/auth/register',
        params: {
          account: `${vid}@test.local`,
          password: 'Password#1',
          nickname: 'P',
          gender: 'male',
          birth_date: '1990-01-01',
          app_name: 'default',
          visitor_id: vid,
        },
        headers: { 'device-id': `${DEVICES[u.device]}-${run}` },
      });
      expect(r.envelope.status, r.body).toBe(0);
      made.push({
        id: r.envelope.data.user.id,
        publicId: r.envelope.data.user.public_id,
        token: r.envelope.data.access_token,
        device: `${DEVICES[u.device]}-${run}`,
      });
    }
    await t.flushOutbox();
    const product = (await call(t, { url: '/api/v1/products', token: made[0]!.token, params: { kind: 'coins' } })).envelope.data.products[0]
      .id;
    for (const s of steps) {
      if (s.t === 'bind') {
        try {
          await bind(
            deps,
            { id: made[s.who]!.id, publicId: made[s.who]!.publicId, brand: 'default', region: 'default' },
            made[s.to]!.publicId,
          );
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
        }
      } else if (s.t === 'recharge') {
        const u = made[s.who]!;
        const orderId = await cardOrder(t, u.token, product);
        const card = s.card === null ? undefined : `${CARDS[s.card]}-${run}`;
        if (card) cards.set(u.id, (cards.get(u.id) ?? new Set()).add(card));
        const body = JSON.stringify({ order_id: orderId, event: 'paid', provider_ref: `p-${orderId}`, ...(card && { instrument: card }) });
        const signature = createHmac('sha256', SECRET).update(body).digest('hex');
        for (let i = 0; i < s.times; i++) await sandboxNotify(t, { body, signature });
      } else if (s.t === 'replay') {
        await t.db.query(
          `insert into outbox_events (topic, payload, created_at)
           select topic, payload, created_at from outbox_events where topic = 'order.credited' order by id desc limit 1`,
        );
      } else if (s.t === 'flush') await t.flushOutbox();
      else if (s.twice) await Promise.all([payDueRewards(deps), payDueRewards(deps)]);
      else await payDueRewards(deps);
    }
    await t.flushOutbox();
    await payDueRewards(deps);

    const ids = made.map((u) => u.id);
    const rows = (
      await t.db.query<{ invitee_id: string; inviter_id: string; kind: string; state: string }>(
        'select invitee_id, inviter_id, kind, state from referral_rewards where invitee_id = any($1::int8[])',
        [ids],
      )
    ).rows;
    const ops = (
      await t.db.query<{ request_id: string; n: number }>(
        `select request_id, count(*)::int as n from ledger_operations where request_id = any($1::text[]) group by request_id`,
        [ids.map((id) => `referral-reward:recharge:${id}`)],
      )
    ).rows;
    // at most one payment per invitee, and a payment exactly for each rewarded row
    for (const o of ops) expect(o.n).toBe(1);
    const rewarded = rows.filter((r) => r.state === 'rewarded');
    expect(ops.map((o) => o.request_id).sort()).toEqual(rewarded.map((r) => `referral-reward:recharge:${r.invitee_id}`).sort());
    for (const r of rewarded) {
      const invitee = made.find((u) => u.id === Number(r.invitee_id))!;
      const inviter = made.find((u) => u.id === Number(r.inviter_id));
      expect(inviter, 'the inviter is one of the scenario accounts').toBeDefined();
      expect(inviter!.id).not.toBe(invitee.id);
      expect(inviter!.device).not.toBe(invitee.device);
      const shared = [...(cards.get(invitee.id) ?? [])].some((c) => cards.get(inviter!.id)?.has(c));
      expect(shared, 'no shared card').toBe(false);
      const amount = await t.db.query<{ amount: string }>(
        `select t.amount::int8 as amount from ledger_transfers t join ledger_operations o on o.id = t.operation_id where o.request_id = $1`,
        [`referral-reward:recharge:${r.invitee_id}`],
      );
      expect(amount.rows.map((a) => Number(a.amount))).toEqual([REFERRAL_REWARDS.recharge.amount]);
    }
    // no qualified row is left behind
    expect(rows.filter((r) => r.state === 'qualified')).toEqual([]);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });
});
