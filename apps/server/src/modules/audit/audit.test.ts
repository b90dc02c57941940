import { ADMIN_NAV, ErrorCode, PERMISSIONS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { verifyAuditChain, writeAudit, writeAuditBatch } from '../../platform/audit';
import { ADMIN_API, adminLogin, BACKENDS, call, registerUser, type TestApp, useAdminTokens, useTestApp } from '../../test/helpers';

const headSeq = async (t: TestApp) => (await t.db.query<{ seq: number }>('select seq from admin_audit_head where id = 1')).rows[0]!.seq;

describe.each(BACKENDS)('audit chain and console checks (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  const tokens = useAdminTokens(t, { admin: 'admin@demo.local' });

  it('checks token, then permission, then the parameters (console routes only)', async () => {
    const adjust = `${ADMIN_API}/wallet/adjust`;
    // no token, nonsense parameters: -3, not "validation failed"
    const anon = await call(t, { method: 'POST', url: adjust, params: { user_id: 'x', amount: [] } });
    expect(anon.envelope.status).toBe(ErrorCode.ADMIN_TOKEN_INVALID);
    expect(anon.body).not.toContain('user_id');
    const bogus = await call(t, { method: 'POST', url: adjust, token: 'not-a-token' });
    expect(bogus.envelope.status).toBe(ErrorCode.ADMIN_TOKEN_INVALID);
    const noperm = (await adminLogin(t, 'noperm@demo.local')).access_token;
    expect((await call(t, { method: 'POST', url: adjust, token: noperm, params: { user_id: 'x' } })).envelope.status).toBe(
      ErrorCode.FORBIDDEN,
    );
    // allowed: now the parameters are checked
    expect((await call(t, { method: 'POST', url: adjust, token: tokens.admin, params: { user_id: 'x' } })).envelope.status).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    // a user route keeps its order (validation, then login)
    expect((await call(t, { method: 'POST', url: '/api/v1/follows', params: { target: [] } })).envelope.status).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
  });

  it('logs denials with address and user agent, in one unbroken chain', async () => {
    const before = await headSeq(t);
    await call(t, { url: `${ADMIN_API}/audit/logs`, headers: { 'user-agent': 'matrix-probe/1.0' }, remoteAddress: '10.1.2.3' });
    const row = (
      await t.db.query<{
        action: string;
        admin_id: number | null;
        ip: string;
        user_agent: string;
        denied: boolean;
        seq: number;
        detail: unknown;
      }>('select action, admin_id, ip, user_agent, denied, seq, detail from admin_audit_log where seq = $1', [before + 1])
    ).rows[0];
    expect(row).toMatchObject({ action: 'auth.denied', admin_id: null, ip: '10.1.2.3', user_agent: 'matrix-probe/1.0', denied: true });
    expect(row?.detail).toEqual({ method: 'GET', reason: 'no_token' });
    expect((await verifyAuditChain(t.db)).ok).toBe(true);
  });

  it('forms one chain under concurrent writers', async () => {
    const before = await headSeq(t);
    const user = await registerUser(t);
    const writes = Array.from({ length: 24 }, (_, i) =>
      i % 3 === 0
        ? call(t, {
            method: 'POST',
            url: `${ADMIN_API}/wallet/adjust`,
            token: tokens.admin,
            params: { user_id: user.user.id, asset: 'gold_coin', amount: 1, reason: `r${i}`, request_id: `conc-${i}-${Date.now()}` },
          })
        : writeAudit(t.db, {
            adminId: null,
            action: 'test.concurrent',
            target: String(i),
            before: { n: i },
            after: { n: i + 1, nested: { b: 1, a: [1, 'x'] } },
          }),
    );
    await Promise.all(writes);
    const after = await headSeq(t);
    expect(after - before).toBeGreaterThanOrEqual(24);
    const seqs = (await t.db.query<{ seq: number }>('select seq from admin_audit_log where seq > $1 order by seq', [before])).rows.map(
      (r) => r.seq,
    );
    expect(seqs).toEqual(Array.from({ length: after - before }, (_, i) => before + i + 1));
    const report = await verifyAuditChain(t.db);
    expect(report).toMatchObject({ ok: true, verifiedSeq: after, headSeq: after, firstBroken: null });
  });

  it('appends a batch as one run of the chain', async () => {
    const before = await headSeq(t);
    const at = new Date('2026-01-02T03:04:05.678Z');
    const entries = Array.from({ length: 2100 }, (_, i) => ({
      adminId: null,
      action: 'test.batch',
      target: `b${i % 7}`,
      detail: { i, text: 'ü "quoted" \\ back' },
      after: i % 2 ? { v: i } : undefined,
      denied: i % 5 === 0,
      at,
    }));
    await t.db.tx((q) => writeAuditBatch(q, entries));
    expect(await headSeq(t)).toBe(before + 2100);
    expect((await verifyAuditChain(t.db, { batch: 700 })).ok).toBe(true);
  });

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    await expect(t.db.query(`update admin_audit_log set action = 'x' where seq = 1`)).rejects.toThrow(/append-only/);
    await expect(t.db.query('delete from admin_audit_log where seq = 1')).rejects.toThrow(/append-only/);
    await expect(t.db.query('truncate admin_audit_log')).rejects.toThrow(/append-only/);
    expect((await verifyAuditChain(t.db)).ok).toBe(true);
  });

  it('searches by admin, action, target, time and denied only', async () => {
    const list = (params: Record<string, unknown>) => call(t, { url: `${ADMIN_API}/audit/logs`, token: tokens.admin, params });
    const all = await list({ page_size: 5 });
    expect(all.envelope.status).toBe(0);
    expect(all.envelope.data.items).toHaveLength(5);
    const byAction = await list({ action: 'test.concurrent', page_size: 100 });
    expect(byAction.envelope.data.total).toBe(16);
    expect(byAction.envelope.data.items.every((i: { action: string }) => i.action === 'test.concurrent')).toBe(true);
    expect(byAction.envelope.data.items[0].after).toMatchObject({ nested: { a: [1, 'x'] } });
    const byTarget = await list({ action: 'test.concurrent', target: '4' });
    expect(byTarget.envelope.data.items.map((i: { before: unknown }) => i.before)).toEqual([{ n: 4 }]);
    const denied = await list({ denied: 'true', page_size: 100 });
    expect(denied.envelope.data.total).toBeGreaterThanOrEqual(3);
    expect(denied.envelope.data.items.every((i: { denied: boolean }) => i.denied)).toBe(true);
    const me = (await call(t, { url: `${ADMIN_API}/user/info`, token: tokens.admin })).envelope.data.id as number;
    const mine = await list({ admin_id: me, page_size: 100 });
    expect(mine.envelope.data.items.length).toBeGreaterThan(0);
    expect(
      mine.envelope.data.items.every(
        (i: { admin: { id: number; nickname: string } }) => i.admin.id === me && i.admin.nickname === 'Demo Admin',
      ),
    ).toBe(true);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await list({ from: future })).envelope.data.total).toBe(0);
    expect((await list({ from: future, to: new Date(0).toISOString() })).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    const facets = await call(t, { url: `${ADMIN_API}/audit/facets`, token: tokens.admin });
    expect(facets.envelope.data.actions).toEqual(expect.arrayContaining(['auth.denied', 'test.concurrent', 'wallet.adjust']));
    expect(facets.envelope.data.admins).toEqual(expect.arrayContaining([{ id: me, nickname: 'Demo Admin' }]));
  });

  it('serves each admin the menu they may see', async () => {
    const menu = async (token: string) =>
      ((await call(t, { url: `${ADMIN_API}/console/menu`, token })).envelope.data.items as Array<{ path: string }>).map((i) => i.path);
    expect(await menu(tokens.admin)).toContain('/h5/qyqyadmin/audit');
    // an admin without codes sees only the items open to every admin
    const open = ADMIN_NAV.filter((i) => i.perms.length === 0).map((i) => i.path);
    expect(await menu((await adminLogin(t, 'noperm@demo.local')).access_token)).toEqual(open);
    const japan = await menu((await adminLogin(t, 'japan@demo.local')).access_token);
    expect(japan).toContain('/h5/qyqyadmin/feedback/ucoo_ja');
    expect(japan).not.toContain('/h5/qyqyadmin/feedback/ucoo_zh');
    expect(japan).not.toContain('/h5/qyqyadmin/audit');
    expect(PERMISSIONS.AUDIT_VIEW).toBe('audit.view');
  });

  it('names the first row a superuser changed or removed behind the trigger', async () => {
    const chain = await call(t, { url: `${ADMIN_API}/audit/chain`, token: tokens.admin, params: { full: 'true' } });
    expect(chain.envelope.data).toMatchObject({ ok: true, first_broken: null });
    const head = await headSeq(t);
    const victim = (await t.db.query<{ id: number; seq: number }>('select id, seq from admin_audit_log where seq = $1', [head - 5]))
      .rows[0]!;
    // what a superuser could do: switch the trigger off, rewrite a row, switch it back on
    await t.db.query('alter table admin_audit_log disable trigger admin_audit_log_no_change');
    await t.db.query(`update admin_audit_log set detail = '{"forged":true}'::jsonb where id = $1`, [victim.id]);
    await t.db.query('alter table admin_audit_log enable trigger admin_audit_log_no_change');
    const report = await verifyAuditChain(t.db);
    expect(report).toMatchObject({
      ok: false,
      verifiedSeq: victim.seq - 1,
      firstBroken: { id: victim.id, seq: victim.seq, reason: 'hash_mismatch' },
    });
    const status = await call(t, { url: `${ADMIN_API}/audit/chain`, token: tokens.admin, params: { full: 'true' } });
    expect(status.envelope.data).toMatchObject({ ok: false, first_broken: { id: victim.id, reason: 'hash_mismatch' } });
    // a row removed: the next one is named
    const later = (await t.db.query<{ id: number; seq: number }>('select id, seq from admin_audit_log where seq = $1', [head - 2]))
      .rows[0]!;
    await t.db.query('alter table admin_audit_log disable trigger admin_audit_log_no_change');
    await t.db.query('delete from admin_audit_log where seq = $1', [head - 3]);
    await t.db.query('alter table admin_audit_log enable trigger admin_audit_log_no_change');
    expect((await verifyAuditChain(t.db, { fromSeq: victim.seq })).firstBroken).toMatchObject({ id: later.id, reason: 'seq_gap' });
  });
});
