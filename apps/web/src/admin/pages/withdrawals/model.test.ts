import { PERMISSIONS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { accountFields, actionsFor, canExportBatches, defaultStatus, sharePercent, timelineOf, zonedTime } from './model';

const REVIEW = { [PERMISSIONS.WITHDRAW_REVIEW]: true };
const APPROVE = { [PERMISSIONS.WITHDRAW_APPROVE]: true };
const PAY = { [PERMISSIONS.WITHDRAW_PAY]: true };
const ALL = { ...REVIEW, ...APPROVE, ...PAY };

const w = (status: string, reviewed_by: number | null = null, approved_by: number | null = null) =>
  ({ status, reviewed_by, approved_by }) as Parameters<typeof actionsFor>[0];
const actions = (offers: ReturnType<typeof actionsFor>) => offers.map((o) => (o.blocked ? `${o.action}:${o.blocked}` : o.action));

describe('withdrawal actions', () => {
  it('offers each stage to the holder of its permission only', () => {
    expect(actions(actionsFor(w('requested'), { id: 1, perms: REVIEW }))).toEqual(['review', 'reject']);
    expect(actionsFor(w('requested'), { id: 1, perms: { ...APPROVE, ...PAY } })).toEqual([]);
    expect(actions(actionsFor(w('reviewing', 1), { id: 2, perms: APPROVE }))).toEqual(['approve', 'reject']);
    expect(actionsFor(w('reviewing', 1), { id: 2, perms: { ...REVIEW, ...PAY } })).toEqual([]);
    expect(actions(actionsFor(w('approved', 1, 2), { id: 3, perms: PAY }))).toEqual(['pay', 'fail']);
    expect(actionsFor(w('approved', 1, 2), { id: 3, perms: { ...REVIEW, ...APPROVE } })).toEqual([]);
  });

  it('offers nothing on a decided withdrawal', () => {
    for (const status of ['paid', 'rejected', 'failed']) expect(actionsFor(w(status, 1, 2), { id: 3, perms: ALL })).toEqual([]);
  });

  it('blocks the next step for an admin who took an earlier one (three different admins)', () => {
    expect(actions(actionsFor(w('reviewing', 7), { id: 7, perms: ALL }))).toEqual(['approve:reviewed_it', 'reject:reviewed_it']);
    expect(actions(actionsFor(w('approved', 7, 8), { id: 7, perms: ALL }))).toEqual(['pay:reviewed_it', 'fail:reviewed_it']);
    expect(actions(actionsFor(w('approved', 7, 8), { id: 8, perms: ALL }))).toEqual(['pay:approved_it', 'fail:approved_it']);
    expect(actions(actionsFor(w('approved', 7, 8), { id: 9, perms: ALL }))).toEqual(['pay', 'fail']);
  });

  it('leaves the same-admin check to the server when the admin id is unknown', () => {
    expect(actions(actionsFor(w('reviewing', 7), { id: null, perms: APPROVE }))).toEqual(['approve', 'reject']);
  });

  it('lets review and pay holders export batches, and opens on the admin’s first stage', () => {
    expect(canExportBatches(REVIEW)).toBe(true);
    expect(canExportBatches(PAY)).toBe(true);
    expect(canExportBatches(APPROVE)).toBe(false);
    expect(defaultStatus(ALL)).toBe('requested');
    expect(defaultStatus(APPROVE)).toBe('reviewing');
    expect(defaultStatus(PAY)).toBe('approved');
    expect(defaultStatus({})).toBe('all');
  });
});

describe('withdrawal display helpers', () => {
  it('shows a time in the region’s clock with its name', () => {
    const jp = zonedTime('2026-01-05T00:00:00Z', 'japan', 'en-GB');
    expect(jp.zone).toBe('Asia/Tokyo');
    expect(jp.text).toContain('09:00');
    const cn = zonedTime('2026-01-05T00:00:00Z', 'default', 'en-GB');
    expect(cn.zone).toBe('Asia/Shanghai');
    expect(cn.text).toContain('08:00');
    expect(zonedTime(null, 'japan', 'en').text).toBe('—');
  });

  it('turns a share into a clamped percent', () => {
    expect(sharePercent(0.9567)).toBe(95.7);
    expect(sharePercent(1)).toBe(100);
    expect(sharePercent(0)).toBe(0);
    expect(sharePercent(1.2)).toBe(100);
    expect(sharePercent(Number.NaN)).toBe(0);
  });

  it('orders the account fields as a transfer form asks for them', () => {
    const fields = accountFields({ method: 'bank', account_number: '1234567', extra: 'x', bank_code: '0009', holder_kana: 'ﾔﾏﾀﾞ ﾊﾅｺ' });
    expect(fields.map((f) => f.key)).toEqual(['holder_kana', 'bank_code', 'account_number', 'extra']);
  });

  it('tells what happened and what comes next', () => {
    const base = {
      requested_at: '2026-01-05T00:00:00Z',
      reviewed_at: null,
      approved_at: null,
      paid_at: null,
      rejected_at: null,
      failed_at: null,
      reviewed_by: null,
      approved_by: null,
      paid_by: null,
      rejected_by: null,
      failed_by: null,
    };
    const steps = (x: Parameters<typeof timelineOf>[0]) => timelineOf(x).map((e) => `${e.step}${e.pending ? '?' : ''}`);
    expect(steps({ ...base, status: 'requested' })).toEqual(['requested', 'waitReview?']);
    expect(steps({ ...base, status: 'reviewing', reviewed_by: 1 })).toEqual(['requested', 'reviewed', 'waitApprove?']);
    const approved = {
      ...base,
      status: 'approved' as const,
      reviewed_by: 1,
      reviewed_at: '2026-01-05T03:00:00Z',
      approved_by: 2,
      approved_at: '2026-01-06T00:00:00Z',
    };
    expect(timelineOf(approved)[1]).toEqual({ step: 'reviewed', at: '2026-01-05T03:00:00Z', by: 1, pending: false });
    expect(steps(approved)).toEqual(['requested', 'reviewed', 'approved', 'waitPay?']);
    const paid = timelineOf({ ...approved, status: 'paid', paid_by: 3, paid_at: '2026-01-07T00:00:00Z' });
    expect(paid.at(-1)).toEqual({ step: 'paid', at: '2026-01-07T00:00:00Z', by: 3, pending: false });
    expect(steps({ ...base, status: 'rejected', rejected_by: 1 })).toEqual(['requested', 'rejected']);
    const failed = timelineOf({ ...approved, status: 'failed', failed_by: 3, failed_at: '2026-01-07T01:00:00Z' });
    expect(failed.map((e) => e.step)).toEqual(['requested', 'reviewed', 'approved', 'failed']);
    expect(failed.at(-1)).toEqual({ step: 'failed', at: '2026-01-07T01:00:00Z', by: 3, pending: false });
  });
});
