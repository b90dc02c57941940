/**
 * Withdrawals under any order of requests, console actions and replays (issue 13 acceptance):
 *  - no balance goes negative; a request beyond the available points holds nothing;
 *  - the host's available + held + paid out stays what she earned, after every step;
 *  - a rejection or a failed transfer returns the points exactly once (a replayed action is
 *    refused by the state machine and moves nothing), a replayed request holds once;
 *  - the ledger's invariants hold at the end (per-asset sum zero, balances = transfers).
 * And on PostgreSQL: 100 requests at once from a host whose balance covers 10 hold exactly 10.
 * FC_SEED=<seed> FC_PATH=<path> replays a counterexample.
 */
import {
  ErrorCode,
  nextWithdrawalStatus,
  WITHDRAW_RULES,
  type WithdrawalAction,
  type WithdrawalStatus,
  withdrawalPointsAt,
} from '@app/shared';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerFund, newUser, type TestUser, walletBalance } from '../../test/factories';
import { ADMIN_API, BACKENDS, call, PROPERTY_RUNS, rid, type TestApp, useAdminTokens, useTestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';

const PASSWORD = 'Password#1';
const EARNED = 12_000;
const MIN = WITHDRAW_RULES.japan.minPoints;
type Role = 'reviewer' | 'approver' | 'payer';

/** One step of the scenario: a request (new, or the last one's key again), or an admin's action on a request. */
type Step =
  | { kind: 'request'; points: number; replay: boolean }
  | { kind: 'act'; pick: number; action: WithdrawalAction; by: Role; twice: boolean };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('request' as const),
    points: fc.oneof(fc.integer({ min: MIN, max: 6_000 }), fc.integer({ min: 1, max: 20_000 })),
    replay: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('act' as const),
    pick: fc.nat(20),
    action: fc.constantFrom<WithdrawalAction>('review', 'approve', 'reject', 'pay', 'fail'),
    // mostly the admin whose step it is; sometimes another, whom the server must refuse
    by: fc
      .oneof({ weight: 4, arbitrary: fc.constant<Role | null>(null) }, fc.constantFrom<Role | null>('reviewer', 'approver', 'payer'))
      .map((r) => r ?? ('reviewer' as Role)),
    twice: fc.boolean(),
  }),
);

/** The admin whose step an action is (the reviewer may also reject). */
const ROLE_OF: Record<WithdrawalAction, Role> = {
  review: 'reviewer',
  approve: 'approver',
  reject: 'reviewer',
  pay: 'payer',
  fail: 'payer',
};

interface ModelRow {
  id: number;
  points: number;
  status: WithdrawalStatus;
  reviewer: Role | null;
  approver: Role | null;
}

describe.each(BACKENDS)('withdrawals: properties (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  const admins = useAdminTokens(t, { reviewer: 'admin@demo.local', approver: 'approver@demo.local', payer: 'payer@demo.local' });

  async function newHost(points: number): Promise<{ host: TestUser; accountId: number }> {
    const host = await newUser(t, 'default', { gender: 'female', region: 'japan', password: PASSWORD });
    await ledgerFund(t.db, host.id, points, rid('pts'), 'anchor_point');
    const acc = await call(t, {
      method: 'POST',
      url: '/api/v1/withdrawals/accounts',
      token: host.token,
      params: { request_id: rid(), account: { method: 'paypay', phone: '09012345678', holder_kana: 'ﾃｽﾄ' } },
    });
    expect(acc.envelope.status).toBe(0);
    return { host, accountId: acc.envelope.data.id };
  }

  const act = (by: Role, id: number, action: WithdrawalAction) =>
    call(t, {
      method: 'POST',
      url: `${ADMIN_API}/withdrawals/${id}/action`,
      token: admins[by],
      params:
        action === 'reject'
          ? { action, reason: 'other' }
          : action === 'pay'
            ? { action, reference: 'R-1' }
            : action === 'fail'
              ? { action, note: 'closed' }
              : { action },
    });

  /** What the server must answer an admin's action with, by the model (0: done). */
  function expected(row: ModelRow, action: WithdrawalAction, by: Role): number {
    const perms: Record<Role, readonly WithdrawalAction[]> = {
      // admin@demo.local holds every code; the other two only their own
      reviewer: ['review', 'approve', 'reject', 'pay', 'fail'],
      approver: ['approve', 'reject'],
      payer: ['pay', 'fail'],
    };
    if (!perms[by].includes(action)) return ErrorCode.FORBIDDEN;
    if (!nextWithdrawalStatus(row.status, action)) return ErrorCode.WITHDRAW_STATE;
    const eyes = [row.reviewer, row.approver].filter(Boolean);
    if ((action === 'approve' || action === 'pay' || action === 'fail') && eyes.includes(by)) return ErrorCode.WITHDRAW_SAME_ADMIN;
    return 0;
  }

  it(
    'conserves available + held + paid, returns rejected points once, never goes negative',
    () =>
      fc.assert(
        fc.asyncProperty(fc.array(stepArb, { minLength: 4, maxLength: 14 }), async (steps) => {
          const { host, accountId } = await newHost(EARNED);
          const rows: ModelRow[] = [];
          let lastKey: { key: string; points: number } | null = null;
          for (const step of steps) {
            if (step.kind === 'request') {
              const key: { key: string; points: number } = step.replay && lastKey ? lastKey : { key: rid('wd'), points: step.points };
              const r = await call(t, {
                method: 'POST',
                url: '/api/v1/withdrawals',
                token: host.token,
                params: { request_id: key.key, account_id: accountId, points: key.points, password: PASSWORD },
              });
              const known = rows.find((w) => w.id === r.envelope.data?.id);
              if (key === lastKey && known) {
                // a replay answers the first request and holds nothing more
                expect(r.envelope.status).toBe(0);
              } else {
                const available =
                  EARNED - rows.filter((w) => withdrawalPointsAt(w.status) !== 'available').reduce((s, w) => s + w.points, 0);
                const want =
                  key.points < MIN
                    ? ErrorCode.WITHDRAW_BELOW_MINIMUM
                    : key.points > WITHDRAW_RULES.japan.maxPoints
                      ? ErrorCode.WITHDRAW_ABOVE_MAXIMUM
                      : key.points > available
                        ? ErrorCode.INSUFFICIENT_BALANCE
                        : 0;
                expect(r.envelope.status).toBe(want);
                if (want === 0)
                  rows.push({ id: r.envelope.data.id, points: key.points, status: 'requested', reviewer: null, approver: null });
              }
              lastKey = key;
            } else if (rows.length > 0) {
              const row = rows[step.pick % rows.length]!;
              const by = step.by === 'reviewer' ? ROLE_OF[step.action] : step.by;
              for (let i = 0; i < (step.twice ? 2 : 1); i++) {
                const want = expected(row, step.action, by);
                const r = await act(by, row.id, step.action);
                expect(r.envelope.status).toBe(want);
                if (want !== 0) continue;
                row.status = nextWithdrawalStatus(row.status, step.action)!;
                if (step.action === 'review') row.reviewer = by;
                if (step.action === 'approve') row.approver = by;
                expect(r.envelope.data.status).toBe(row.status);
              }
            }
            await expectConserved(t, host, rows);
          }
          const report = await verifyLedger(t.db);
          expect(report.ok, JSON.stringify(report)).toBe(true);
        }),
        { numRuns: Math.min(PROPERTY_RUNS, backend === 'pglite' ? 25 : 20) },
      ),
    240_000,
  );

  async function expectConserved(app: TestApp, host: TestUser, rows: ModelRow[]) {
    const sum = (where: 'available' | 'held' | 'paid') =>
      rows.filter((w) => withdrawalPointsAt(w.status) === where).reduce((s, w) => s + w.points, 0);
    const available = await walletBalance(app, host.token, 'anchor_point');
    const o = (await call(app, { url: '/api/v1/withdrawals/overview', token: host.token })).envelope.data;
    expect(available).toBeGreaterThanOrEqual(0);
    expect(o.available).toBe(available);
    expect(o.held).toBe(sum('held'));
    expect(available).toBe(EARNED - sum('held') - sum('paid'));
    expect(available + o.held + sum('paid')).toBe(EARNED);
  }

  if (backend === 'postgres') {
    let host: TestUser;
    let accountId: number;
    beforeAll(async () => {
      ({ host, accountId } = await newHost(10 * MIN));
    });

    it('100 requests at once from a host with points for 10 hold exactly 10', async () => {
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          call(t, {
            method: 'POST',
            url: '/api/v1/withdrawals',
            token: host.token,
            params: { request_id: rid('wd'), account_id: accountId, points: MIN, password: PASSWORD },
          }),
        ),
      );
      const statuses = answers.map((r) => r.envelope.status);
      expect(statuses.filter((s) => s === 0)).toHaveLength(10);
      expect(statuses.filter((s) => s !== 0).every((s) => s === ErrorCode.INSUFFICIENT_BALANCE)).toBe(true);
      expect(await walletBalance(t, host.token, 'anchor_point')).toBe(0);
      const o = (await call(t, { url: '/api/v1/withdrawals/overview', token: host.token })).envelope.data;
      expect(o.held).toBe(10 * MIN);
      expect((await verifyLedger(t.db)).ok).toBe(true);
    }, 120_000);
  }
});
