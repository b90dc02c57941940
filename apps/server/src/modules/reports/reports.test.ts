import { createReadStream, createWriteStream, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { addDays, computeSign, ErrorCode, makeNonce, periodDay, REPORTS_API, toQueryValues } from '@app/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_API,
  BACKENDS,
  call,
  registerUser,
  TEST_ACCESS_KEY,
  TEST_SECRET,
  type TestApp,
  useAdminTokens,
  useTestApp,
} from '../../test/helpers';
import { EXPORT_SOURCES } from './sources';
import { contentDisposition, pagesOf, writeXlsx } from './xlsx';

/** A signed GET whose answer may be a file (the helpers' `call` parses JSON). */
async function download(t: TestApp, url: string, params: Record<string, unknown>, token?: string, lang = 'en') {
  const signable = toQueryValues({ ...params, timestamp: Math.floor(t.clock.ms / 1000), nonce: makeNonce(), access_key: TEST_ACCESS_KEY });
  signable.sign = computeSign(signable, TEST_SECRET);
  return t.app.inject({
    method: 'GET',
    url,
    query: signable as Record<string, string>,
    headers: { 'system-language': lang, ...(token ? { 'access-token': token } : {}) },
  });
}

/** The sheet's rows (header first), read back with exceljs' own reader. */
async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const filenameStar = (cd: string) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(cd)![1]!);

describe.each(BACKENDS)('reports: exports and dashboard (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  const tokens = useAdminTokens(t, { admin: 'admin@demo.local', noperm: 'noperm@demo.local' });

  it('declares each export with exactly the permission codes of its list', () => {
    for (const s of EXPORT_SOURCES) {
      const list = t.routes.find((r) => r.method === 'GET' && r.url === s.listPath);
      const exp = t.routes.find((r) => r.method === 'GET' && r.url === s.endpoint.path);
      expect(list, s.listPath).toBeDefined();
      expect(exp?.config.perms, s.name).toEqual(list?.config.perms);
      expect(exp?.config.permsAny ?? [], s.name).toEqual(list?.config.permsAny ?? []);
    }
    expect(Object.keys(REPORTS_API.exports).sort()).toEqual(EXPORT_SOURCES.map((s) => s.name).sort());
  });

  it('exports the orders with the filters applied, named, audited', async () => {
    const brand = 'default';
    const listed = await call(t, { url: `${ADMIN_API}/orders`, token: tokens.admin, params: { brand, page_size: 100 } });
    expect(listed.envelope.status).toBe(0);
    const res = await download(t, REPORTS_API.exports.orders.path, { brand, page: 3, page_size: 1 }, tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const cd = String(res.headers['content-disposition']);
    expect(cd).toMatch(/^attachment; filename="orders_\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''orders_/);
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toContain('Order');
    // every row of the filtered list, whatever page the caller was on
    expect(rows.length - 1).toBe(listed.envelope.data.total);
    expect(rows.slice(1).every((r) => r[3] === brand)).toBe(true);
    const ids = new Set(rows.slice(1).map((r) => r[0]));
    for (const o of listed.envelope.data.items) expect(ids.has(o.order_id)).toBe(true);

    // another brand's filter gives other rows
    const other = await download(t, REPORTS_API.exports.orders.path, { brand: 'wakoo' }, tokens.admin);
    const otherRows = await sheetRows(other.rawPayload);
    expect(otherRows.slice(1).every((r) => r[3] === 'wakoo')).toBe(true);

    const audit = await t.db.query<{ action: string; target: string; detail: { filters: Record<string, unknown> } }>(
      `select action, target, detail from admin_audit_log where action = 'export.orders' order by seq desc limit 1`,
    );
    expect(audit.rows[0]).toMatchObject({
      action: 'export.orders',
      target: `${ADMIN_API}/orders`,
      detail: { filters: { brand: 'wakoo' } },
    });
  });

  it('names the file and the headers in the admin language (RFC 5987 for non-ASCII)', async () => {
    await download(t, REPORTS_API.exports.orders.path, {}, tokens.noperm); // one denied row at least
    const res = await download(t, REPORTS_API.exports.audit.path, { denied: 'true' }, tokens.admin, 'ja');
    expect(res.statusCode).toBe(200);
    const cd = String(res.headers['content-disposition']);
    expect(filenameStar(cd)).toMatch(/^監査ログ_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(cd).toMatch(/filename="[\x20-\x7e]+"/);
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toContain('操作');
    // the filter: denied rows only
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((r) => r[5] === true)).toBe(true);
  });

  it('refuses without the list permission or token, before the parameters, and logs the denial', async () => {
    const noToken = await download(t, REPORTS_API.exports.orders.path, { status: 'nonsense' });
    expect(JSON.parse(noToken.body).status).toBe(ErrorCode.ADMIN_TOKEN_INVALID);
    const forbidden = await download(t, REPORTS_API.exports.orders.path, { status: 'nonsense' }, tokens.noperm);
    expect(JSON.parse(forbidden.body).status).toBe(ErrorCode.FORBIDDEN);
    const last = await t.db.query<{ action: string; target: string }>(
      'select action, target from admin_audit_log where seq = (select seq from admin_audit_head where id = 1)',
    );
    expect(last.rows[0]).toEqual({ action: 'permission.denied', target: REPORTS_API.exports.orders.path });
    // allowed, bad filter: a validation envelope, not a file
    const bad = await download(t, REPORTS_API.exports.orders.path, { status: 'nonsense' }, tokens.admin);
    expect(JSON.parse(bad.body).status).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('exports every declared list for an admin with all codes', async () => {
    const params: Record<string, Record<string, unknown>> = { users: { q: 'demo' }, activityResults: { event: 'autumn_2025' } };
    for (const s of EXPORT_SOURCES) {
      const res = await download(t, s.endpoint.path, params[s.name] ?? {}, tokens.admin);
      expect(res.statusCode, `${s.name}: ${res.body.slice(0, 200)}`).toBe(200);
      const rows = await sheetRows(res.rawPayload);
      expect(rows[0]?.length, s.name).toBe(s.columns.length);
    }
  });

  it('exports the registration tables with the list filters, headers in the admin language', async () => {
    const listed = await call(t, { url: `${ADMIN_API}/legal/register-info`, token: tokens.admin, params: { region: 'japan' } });
    expect(listed.envelope.status).toBe(0);
    expect(listed.envelope.data.total).toBeGreaterThan(0);
    const res = await download(t, REPORTS_API.exports.registerInfo.path, { region: 'japan' }, tokens.admin, 'ja');
    expect(res.statusCode).toBe(200);
    expect(filenameStar(String(res.headers['content-disposition']))).toMatch(/^ライバー登録情報_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(expect.arrayContaining(['氏名', '携帯電話番号', '地域']));
    expect(rows.length - 1).toBe(listed.envelope.data.total);
    const region = rows[0]!.indexOf('地域');
    expect(rows.slice(1).every((r) => r[region] === 'japan')).toBe(true);
    const names = new Set(rows.slice(1).map((r) => r[rows[0]!.indexOf('氏名')]));
    for (const r of listed.envelope.data.items as Array<{ real_name: string }>) expect(names.has(r.real_name)).toBe(true);
    // personal data: only with the list's code
    const forbidden = await download(t, REPORTS_API.exports.registerInfo.path, {}, tokens.noperm);
    expect(JSON.parse(forbidden.body).status).toBe(ErrorCode.FORBIDDEN);
  });

  it('aggregates the dashboard by day in the brand region calendar, and only what the admin may see', async () => {
    // the default brand's calendar: near midnight UTC its date is not the UTC date
    const today = periodDay(t.clock.now(), 'Asia/Shanghai');
    const from = addDays(today, -6);
    await registerUser(t);
    const res = await call(t, { url: REPORTS_API.dashboard.path, token: tokens.admin, params: { from, to: today } });
    expect(res.envelope.status).toBe(0);
    const d = res.envelope.data;
    expect(d.days).toHaveLength(7);
    expect(d.time_zone).toBe('Asia/Shanghai');
    expect(d.users.reduce((n: number, x: { new_users: number }) => n + x.new_users, 0)).toBeGreaterThanOrEqual(1);
    expect(Array.isArray(d.recharge) && Array.isArray(d.gifts) && Array.isArray(d.risk)).toBe(true);
    expect(d.support).toHaveProperty('ratings');

    const wakoo = await call(t, { url: REPORTS_API.dashboard.path, token: tokens.admin, params: { from, to: today, brand: 'wakoo' } });
    expect(wakoo.envelope.data.time_zone).toBe('Asia/Tokyo');
    expect(wakoo.envelope.data.brand).toBe('wakoo');

    const none = await call(t, { url: REPORTS_API.dashboard.path, token: tokens.noperm, params: { from, to: today } });
    expect(none.envelope.status).toBe(0);
    expect(none.envelope.data).toMatchObject({ users: null, recharge: null, gifts: null, support: null, risk: null });

    const tooLong = await call(t, { url: REPORTS_API.dashboard.path, token: tokens.admin, params: { from: '2020-01-01', to: today } });
    expect(tooLong.envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
  });
});

describe('xlsx streaming', () => {
  it('writes 100,000 rows with bounded memory; the reader finds them all', async () => {
    const file = path.join(tmpdir(), `export-100k-${process.pid}.xlsx`);
    const out = createWriteStream(file);
    const columns = [
      { key: 'id', header: { 'zh-CN': 'ID', 'zh-TW': 'ID', en: 'ID', ja: 'ID', ko: 'ID' }, value: (r: number) => r },
      {
        key: 'name',
        header: { 'zh-CN': '名', 'zh-TW': '名', en: 'Name', ja: '名前', ko: '이름' },
        value: (r: number) => `ユーザー ${r} =cmd|' /C calc'!A0`,
      },
      {
        key: 'at',
        header: { 'zh-CN': '时', 'zh-TW': '時', en: 'At', ja: '日時', ko: '시각' },
        value: (r: number) => new Date(1_700_000_000_000 + r * 1000),
      },
    ];
    global.gc?.();
    const base = process.memoryUsage().heapUsed;
    let peak = 0;
    const pages = pagesOf(
      async (page, size) => {
        peak = Math.max(peak, process.memoryUsage().heapUsed - base);
        const start = (page - 1) * size;
        return Array.from({ length: Math.max(0, Math.min(size, 100_000 - start)) }, (_, i) => start + i + 1);
      },
      500,
      1_000_000,
    );
    const n = await writeXlsx(out, { sheet: 'big', locale: 'en', columns }, pages);
    await finished(out);
    expect(n).toBe(100_000);
    // a document model of 100k rows takes hundreds of MB; the stream holds a page at a time
    expect(peak).toBeLessThan(96 * 1024 * 1024);
    expect(statSync(file).size).toBeGreaterThan(1_000_000);

    let rows = 0;
    let last: unknown[] = [];
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(file), {});
    for await (const ws of reader)
      for await (const row of ws) {
        rows += 1;
        last = (row.values as unknown[]).slice(1);
      }
    expect(rows).toBe(100_001);
    expect(last[0]).toBe(100_000);
    // text stays text: a formula-looking string is not a formula
    expect(String(last[1])).toBe("ユーザー 100000 =cmd|' /C calc'!A0");
    rmSync(file, { force: true });
  }, 120_000);

  it('encodes file names for content-disposition', () => {
    expect(contentDisposition('订单_2026-01-02.xlsx')).toBe(
      `attachment; filename="___2026-01-02.xlsx"; filename*=UTF-8''%E8%AE%A2%E5%8D%95_2026-01-02.xlsx`,
    );
    expect(contentDisposition('a"b.xlsx')).toContain('filename="a_b.xlsx"');
  });
});
