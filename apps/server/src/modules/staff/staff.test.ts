import { ErrorCode, LIMITS, PERMISSIONS } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { newUser, sandboxPaidOrder, walletBalance } from '../../test/factories';
import { ADMIN_API, adminLogin, BACKENDS, call, rid, useAdminTokens, useTestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';
import { SandboxProvider } from '../payments/providers';
import { seedStaffDemo } from './service';

const BIG = LIMITS.approvalAdjustAmountMax + 1;
const PASSWORD = 'Str0ng#Staff-pass';

describe.each(BACKENDS)('staff: admin management and four eyes on money (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  const tokens = useAdminTokens(t, { root: 'admin@demo.local' });
  let rootId: number;
  beforeAll(async () => {
    rootId = (await call(t, { url: `${ADMIN_API}/user/info`, token: tokens.root })).envelope.data.id;
  });

  const post = (url: string, params: Record<string, unknown>, token = tokens.root) =>
    call(t, { method: 'POST', url: `${ADMIN_API}${url}`, token, params });
  const get = (url: string, params: Record<string, unknown> = {}, token = tokens.root) =>
    call(t, { url: `${ADMIN_API}${url}`, token, params });
  let seq = 0;
  async function newAdmin(perms: string[]) {
    seq += 1;
    const email = `staff${seq}.${Date.now().toString(36)}@test.local`;
    const created = await post('/staff/admins', { email, nickname: `Staff ${seq}`, password: PASSWORD, perms });
    expect(created.envelope.status).toBe(0);
    const token = (await adminLogin(t, email, PASSWORD)).access_token;
    return { id: created.envelope.data.id as number, email, token };
  }
  const audits = async (action: string, target: string) =>
    (
      await t.db.query<{ detail: any }>('select detail from admin_audit_log where action = $1 and target = $2 order by id', [
        action,
        target,
      ])
    ).rows;

  it('creates an admin with codes and a password through the shared rule; refuses a weak password and a taken email', async () => {
    const a = await newAdmin([PERMISSIONS.USER_QUERY]);
    const list = await get('/staff/admins');
    expect(list.envelope.data.items.find((x: any) => x.id === a.id)).toMatchObject({
      email: a.email,
      status: 'active',
      perms: ['user.query'],
    });
    expect(list.body).not.toContain('password');
    const weak = await post('/staff/admins', { email: 'weak@test.local', nickname: 'W', password: 'password', perms: [] });
    expect(weak.envelope.status).toBe(ErrorCode.PASSWORD_TOO_WEAK);
    const taken = await post('/staff/admins', { email: a.email, nickname: 'X', password: PASSWORD, perms: [] });
    expect(taken.envelope.status).toBe(ErrorCode.ACCOUNT_EXISTS);
    expect(
      (await post('/staff/admins', { email: 'c@test.local', nickname: 'C', password: PASSWORD, perms: ['made.up'] })).envelope.status,
    ).toBe(ErrorCode.VALIDATION_FAILED);
    const [row] = await audits('staff.admin_create', String(a.id));
    expect(row!.detail).toMatchObject({ before: null, after: { email: a.email, status: 'active', perms: ['user.query'] } });
  });

  it('a disabled admin is refused at once (-3), cannot log in, and comes back when enabled', async () => {
    const a = await newAdmin([PERMISSIONS.USER_QUERY]);
    expect((await get('/user/info', {}, a.token)).envelope.status).toBe(0);
    const off = await post(`/staff/admins/${a.id}/status`, { status: 'disabled' });
    expect(off.envelope.data).toMatchObject({ id: a.id, status: 'disabled' });
    expect((await get('/user/info', {}, a.token)).envelope.status).toBe(-3);
    const relogin = await call(t, { method: 'POST', url: `${ADMIN_API}/auth/login`, params: { email: a.email, password: PASSWORD } });
    expect(relogin.envelope.status).toBe(ErrorCode.ACCOUNT_DISABLED);
    expect((await post(`/staff/admins/${a.id}/status`, { status: 'active' })).envelope.data.status).toBe('active');
    // the old token stays revoked; a new login works
    expect((await get('/user/info', {}, a.token)).envelope.status).toBe(-3);
    expect((await adminLogin(t, a.email, PASSWORD)).access_token).toBeTruthy();
    const [row] = await audits('staff.admin_disable', String(a.id));
    expect(row!.detail).toMatchObject({ before: { status: 'active' }, after: { status: 'disabled' } });
  });

  it('a revoked code is refused on the next request; a granted one works on the next request', async () => {
    const a = await newAdmin([PERMISSIONS.USER_QUERY]);
    const query = () => get('/publicid/query', { q: 'x', page: 1, page_size: 5 }, a.token);
    expect((await query()).envelope.status).toBe(0);
    await post(`/staff/admins/${a.id}/perms`, { perms: [] });
    expect((await query()).envelope.status).toBe(ErrorCode.FORBIDDEN);
    await post(`/staff/admins/${a.id}/perms`, { perms: [PERMISSIONS.USER_QUERY] });
    expect((await query()).envelope.status).toBe(0);
    const rows = await audits('staff.admin_perms', String(a.id));
    expect(rows[0]!.detail).toMatchObject({ before: { perms: ['user.query'] }, after: { perms: [] } });
  });

  it('an admin cannot disable themself nor drop their own admin.manage; a non-manager is forbidden', async () => {
    expect((await post(`/staff/admins/${rootId}/status`, { status: 'disabled' })).envelope.status).toBe(ErrorCode.ADMIN_CANNOT_CHANGE_SELF);
    expect((await post(`/staff/admins/${rootId}/perms`, { perms: [PERMISSIONS.USER_QUERY] })).envelope.status).toBe(
      ErrorCode.ADMIN_CANNOT_CHANGE_SELF,
    );
    const a = await newAdmin([PERMISSIONS.USER_QUERY]);
    expect((await get('/staff/admins', {}, a.token)).envelope.status).toBe(ErrorCode.FORBIDDEN);
    expect((await post(`/staff/admins/${a.id}/status`, { status: 'disabled' }, a.token)).envelope.status).toBe(ErrorCode.FORBIDDEN);
  });

  it('a password reset ends the sessions; the own password change needs the current password', async () => {
    const a = await newAdmin([]);
    const NEW = 'An0ther#Staff-pass';
    expect((await post(`/staff/admins/${a.id}/password`, { password: NEW })).envelope.status).toBe(0);
    expect((await get('/user/info', {}, a.token)).envelope.status).toBe(-3);
    const token = (await adminLogin(t, a.email, NEW)).access_token;
    const wrong = await post('/staff/me/password', { current_password: 'nope', new_password: PASSWORD }, token);
    expect(wrong.envelope.status).toBe(ErrorCode.CURRENT_PASSWORD_WRONG);
    expect((await post('/staff/me/password', { current_password: NEW, new_password: PASSWORD }, token)).envelope.status).toBe(0);
    expect((await adminLogin(t, a.email, PASSWORD)).access_token).toBeTruthy();
    expect((await audits('staff.admin_password_reset', String(a.id))).length).toBe(1);
    const log = await t.db.query<{ detail: string }>(`select detail::text as detail from admin_audit_log where target = $1`, [
      String(a.id),
    ]);
    expect(log.rows.map((r) => r.detail).join()).not.toMatch(/\$2|scrypt|argon|Str0ng|An0ther/);
  });

  it('contact fields are absent without user.view_contact', async () => {
    const u = await newUser(t);
    const a = await newAdmin([PERMISSIONS.USER_QUERY]);
    const without = await get('/other/info', { userid: u.id }, a.token);
    expect(without.envelope.status).toBe(0);
    expect(without.envelope.data.account).not.toHaveProperty('email_masked');
    expect(without.envelope.data.account).not.toHaveProperty('phone_masked');
    const withCode = await get('/other/info', { userid: u.id });
    expect(withCode.envelope.data.account.email_masked).toContain('@');
  });

  it('demo data: a finance checker and one pending request, seeded once', async () => {
    await seedStaffDemo(t.db, 'unused-hash');
    await seedStaffDemo(t.db, 'unused-hash');
    const admins = (await get('/staff/admins')).envelope.data.items as Array<{ email: string; perms: string[] }>;
    expect(admins.filter((a) => a.email === 'finance@demo.local')).toEqual([
      expect.objectContaining({ perms: expect.arrayContaining(['finance.approve']) }),
    ]);
    const pending = (await get('/staff/approvals', { status: 'pending' })).envelope.data.items as Array<{ reason: string }>;
    expect(pending.filter((a) => a.reason === 'Tournament prize (demo)')).toHaveLength(1);
  });

  describe('four eyes', () => {
    let requester: { id: number; token: string };
    let approver: { id: number; token: string };
    beforeAll(async () => {
      requester = await newAdmin([PERMISSIONS.FINANCE_ADJUST_BALANCE, PERMISSIONS.FINANCE_APPROVE, PERMISSIONS.FINANCE_REFUND]);
      approver = await newAdmin([PERMISSIONS.FINANCE_APPROVE]);
    });
    const adjust = (params: Record<string, unknown>, token = requester.token) => post('/wallet/adjust', params, token);

    it('below the limit an adjustment runs at once, as before', async () => {
      const u = await newUser(t);
      const res = await adjust({
        user_id: u.id,
        asset: 'gold_coin',
        amount: LIMITS.approvalAdjustAmountMax,
        reason: 'ok',
        request_id: rid(),
      });
      expect(res.envelope.data).toMatchObject({
        amount: LIMITS.approvalAdjustAmountMax,
        balance: LIMITS.approvalAdjustAmountMax,
        duplicate: false,
      });
      expect(await walletBalance(t, u.token)).toBe(LIMITS.approvalAdjustAmountMax);
      expect((await t.db.query('select 1 from staff_approvals where target = $1', [String(u.id)])).rows).toHaveLength(0);
    });

    it('above the limit it waits; the requester cannot approve; two concurrent approvals run it once', async () => {
      const u = await newUser(t);
      const key = rid();
      const body = { user_id: u.id, asset: 'gold_coin', amount: BIG, reason: 'vip compensation', request_id: key };
      const first = await adjust(body);
      expect(first.envelope).toMatchObject({ status: 0, data: { approval_status: 'pending', duplicate: false } });
      const id = first.envelope.data.approval_id as number;
      expect(await walletBalance(t, u.token)).toBe(0);
      // a retry of the same request answers the same approval; another body under the key conflicts
      expect((await adjust(body)).envelope.data).toMatchObject({ approval_id: id, duplicate: true });
      expect((await adjust({ ...body, amount: BIG + 1 })).envelope.status).toBe(ErrorCode.CONFLICT);

      const pending = await get('/staff/approvals', { status: 'pending' }, approver.token);
      expect(pending.envelope.data.items.find((x: any) => x.id === id)).toMatchObject({
        kind: 'wallet.adjust',
        amount: BIG,
        unit: 'gold_coin',
        target: String(u.id),
        requester: { id: requester.id },
      });
      // the requester holds finance.approve, still cannot approve their own
      expect((await post(`/staff/approvals/${id}/approve`, {}, requester.token)).envelope.status).toBe(ErrorCode.APPROVAL_OWN_REQUEST);
      // the adjust-only admin without finance.approve is forbidden
      const noApprove = await newAdmin([PERMISSIONS.FINANCE_ADJUST_BALANCE]);
      expect((await post(`/staff/approvals/${id}/approve`, {}, noApprove.token)).envelope.status).toBe(ErrorCode.FORBIDDEN);

      const [a, b] = await Promise.all([
        post(`/staff/approvals/${id}/approve`, { note: 'checked' }, approver.token),
        post(`/staff/approvals/${id}/approve`, { note: 'checked' }, tokens.root),
      ]);
      const statuses = [a.envelope.status, b.envelope.status].sort();
      expect(statuses).toEqual([0, ErrorCode.APPROVAL_CLOSED].sort());
      const ok = a.envelope.status === 0 ? a : b;
      expect(ok.envelope.data).toMatchObject({ status: 'approved', result: { amount: BIG, balance: BIG } });
      expect(await walletBalance(t, u.token)).toBe(BIG);
      const ops = await t.db.query<{ n: number }>(
        `select count(*)::int8 as n from ledger_operations where scope = $1 and request_id = $2`,
        [`admin:${requester.id}`, key],
      );
      expect(Number(ops.rows[0]!.n)).toBe(1);
      // a later approval or rejection finds it closed; a replay of the original request is the same approval
      expect((await post(`/staff/approvals/${id}/reject`, {}, approver.token)).envelope.status).toBe(ErrorCode.APPROVAL_CLOSED);
      expect(await walletBalance(t, u.token)).toBe(BIG);
      expect((await audits('approval.request', String(id))).length).toBe(1);
      expect((await audits('approval.approve', String(id)))[0]!.detail).toMatchObject({
        before: { status: 'pending' },
        after: { status: 'approved' },
      });
      const adjusted = await t.db.query<{ admin_id: number; detail: any }>(
        `select admin_id, detail from admin_audit_log where action = 'wallet.adjust' and target = $1`,
        [String(u.id)],
      );
      expect(adjusted.rows).toHaveLength(1);
      expect(adjusted.rows[0]!.detail).toMatchObject({ approval_id: id, request_id: key });
      expect((await verifyLedger(t.db)).ok).toBe(true);
    });

    it('a rejected request changes nothing', async () => {
      const u = await newUser(t);
      const first = await adjust({ user_id: u.id, asset: 'gold_coin', amount: -BIG, reason: 'clawback', request_id: rid() });
      const id = first.envelope.data.approval_id as number;
      const rejected = await post(`/staff/approvals/${id}/reject`, { note: 'no evidence' }, approver.token);
      expect(rejected.envelope.data).toMatchObject({
        status: 'rejected',
        decided_by: { id: approver.id },
        decision_note: 'no evidence',
        result: null,
      });
      expect((await post(`/staff/approvals/${id}/approve`, {}, tokens.root)).envelope.status).toBe(ErrorCode.APPROVAL_CLOSED);
      expect(await walletBalance(t, u.token)).toBe(0);
    });

    it('a large refund waits for a second admin; approving asks the provider once', async () => {
      const sandbox = new SandboxProvider('sandbox-secret');
      const u = await newUser(t);
      await t.db.query(`update products set price_minor = $1 where brand = 'default' and code = 'coins_6480'`, [
        LIMITS.approvalRefundCnyMinorMax + 1,
      ]);
      const product = ((await call(t, { url: '/api/v1/products', token: u.token })).envelope.data.products as any[]).find(
        (p) => p.kind === 'coins' && p.amount === 6480 + 1200,
      );
      const { orderId } = await sandboxPaidOrder(t, sandbox, u.token, product.id);
      const key = rid();
      const asked = await post(`/orders/${orderId}/refund`, { reason: 'duplicate charge', request_id: key }, requester.token);
      expect(asked.envelope.data).toMatchObject({ approval_status: 'pending' });
      const id = asked.envelope.data.approval_id as number;
      expect((await get(`/orders/${orderId}`)).envelope.data.refund).toBeNull();
      const approved = await post(`/staff/approvals/${id}/approve`, {}, approver.token);
      expect(approved.envelope.data).toMatchObject({ status: 'approved', result: { order_id: orderId, refund_state: 'requested' } });
      const refund = (await get(`/orders/${orderId}`)).envelope.data.refund;
      expect(refund).toMatchObject({ source: 'staff', admin_id: requester.id, reason: 'duplicate charge' });
    });
  });
});
