import { ErrorCode, LEGAL_SLUGS, LOCALES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../../test/factories';
import { ADMIN_API, BACKENDS, buildTestApp, call, type TestApp, useAdminTokens, useTestApp } from '../../test/helpers';
import { bundledTexts, publish, renderDocument } from './service';

const doc = (slug: string) => `/api/v1/legal/documents/${slug}`;

describe('legal documents: bundled texts', () => {
  it('every document ships in every language, titled, with no placeholder the store cannot fill', () => {
    const known = new Set([
      'app_name',
      'company_name',
      'company_address',
      'company_representative',
      'support_email',
      'privacy_email',
      'support_hours',
      'currency_name',
      'effective_date',
      'version',
    ]);
    const texts = bundledTexts();
    expect([...texts.keys()].sort()).toEqual([...LEGAL_SLUGS].sort());
    for (const [slug, list] of texts) {
      expect(list.map((t) => t.locale)).toEqual([...LOCALES]);
      for (const { locale, text } of list) {
        expect(text.startsWith('# '), `${slug}.${locale} starts with its title`).toBe(true);
        const unknown = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).filter((n) => !known.has(n!));
        expect(unknown, `${slug}.${locale}`).toEqual([]);
      }
    }
  });

  it('renders Markdown inert: no raw HTML, no script, no javascript: link', () => {
    const html = renderDocument(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(2)">',
        '[click](javascript:alert(3)) [data](data:text/html;base64,PHNjcmlwdD4=) [ok](/h5/privacy) [mail](mailto:{{support_email}})',
        '**{{app_name}}**',
        '**钻石不是法定货币。**它代表',
      ].join('\n\n'),
      { app_name: '<b>Evil_App</b>', support_email: 'help@x.example' },
    );
    expect(html).not.toMatch(/<script|<img|href="javascript:|href="data:/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="/h5/privacy">ok</a>');
    expect(html).toContain('<a href="mailto:help@x.example">mail</a>');
    // a value is text, whatever characters it holds
    expect(html).toContain('<strong>&lt;b&gt;Evil_App&lt;/b&gt;</strong>');
    // emphasis closed after CJK punctuation
    expect(html).toContain('<strong>钻石不是法定货币。</strong>它代表');
  });
});

describe.each(BACKENDS)('legal documents (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { seed: false });
  });
  afterAll(() => t.close());

  it('serves the current version in the reader language with the brand and operator filled in', async () => {
    const ja = await call(t, { url: doc('privacy_policy'), params: { brand: 'ocha', lang: 'ja' } });
    expect(ja.envelope.status).toBe(0);
    expect(ja.envelope.data).toMatchObject({ slug: 'privacy_policy', version: 1, locale: 'ja', consent: false, accepted_at: null });
    expect(ja.envelope.data.html).toContain('Ocha');
    expect(ja.envelope.data.html).toContain('Qiyu Japan 株式会社');
    expect(ja.envelope.data.html).not.toContain('{{');
    expect(ja.envelope.data.title).toBe('Ocha プライバシーポリシー'.replace(' ', ''));
    const zh = await call(t, { url: doc('recharge'), params: { brand: 'default', lang: 'zh-CN' } });
    expect(zh.envelope.data.html).toContain('金币');
    expect(zh.envelope.data.html).toContain('奇遇网络科技有限公司');
    // an unknown document is refused by its schema; each of the others answers
    expect((await call(t, { url: doc('nope') })).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    for (const slug of LEGAL_SLUGS) expect((await call(t, { url: doc(slug), params: { lang: 'ko' } })).envelope.status, slug).toBe(0);
  });

  it('records consent once per version and asks again after a new version', async () => {
    const u = await newUser(t, 'wakoo');
    const read = async () => (await call(t, { url: doc('anchor_union_agreement'), token: u.token })).envelope.data;
    const first = await read();
    expect(first).toMatchObject({ consent: true, version: 1, accepted_at: null });
    const accept = (slug: string, version: number) =>
      call(t, { method: 'POST', url: `${doc(slug)}/accept`, token: u.token, params: { version } });
    const a1 = await accept('anchor_union_agreement', 1);
    expect(a1.envelope.data).toMatchObject({ slug: 'anchor_union_agreement', version: 1 });
    t.clock.advance(60);
    const again = await accept('anchor_union_agreement', 1);
    expect(again.envelope.data.accepted_at).toBe(a1.envelope.data.accepted_at);
    expect((await read()).accepted_at).toBe(a1.envelope.data.accepted_at);
    const rows = await t.db.query('select * from legal_acceptances where user_id = $1', [u.id]);
    expect(rows.rows).toHaveLength(1);
    // not a consent document; a version that is not the current one; not signed in
    expect((await accept('privacy_policy', 1)).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await accept('anchor_union_agreement', 2)).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await call(t, { method: 'POST', url: `${doc('promise')}/accept`, params: { version: 1 } })).envelope.status).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
    // a new version: the earlier acceptance does not carry over; the old version stays stored
    const v2 = await publish(
      { db: t.db, now: t.clock.now },
      {
        slug: 'anchor_union_agreement',
        effectiveDate: '2026-12-01',
        texts: LOCALES.map((locale) => ({ locale, text: `# Guild agreement v2 (${locale})\n\nTerm: one year.` })),
        adminId: null,
      },
    );
    expect(v2).toBe(2);
    expect(await read()).toMatchObject({ version: 2, accepted_at: null, effective_date: '2026-12-01' });
    expect((await accept('anchor_union_agreement', 1)).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await accept('anchor_union_agreement', 2)).envelope.status).toBe(0);
    const versions = await t.db.query<{ version: number }>(
      "select distinct version from legal_documents where slug = 'anchor_union_agreement' order by version",
    );
    expect(versions.rows.map((r) => r.version)).toEqual([1, 2]);
  });
});

describe.each(BACKENDS)('legal console and the registration table (%s)', (backend) => {
  const t = useTestApp(backend);
  const admins = useAdminTokens(t, { all: 'admin@demo.local', none: 'noperm@demo.local' });
  const admin = (method: 'GET' | 'POST', url: string, params: Record<string, unknown> = {}, token = admins.all) =>
    call(t, { method, url: `${ADMIN_API}${url}`, token, params });
  const texts = (v: string) => Object.fromEntries(LOCALES.map((l) => [l, `# Promise ${v} (${l})\n\nI keep the **code of behaviour**.`]));

  it('lists, opens, previews and publishes a document: audited, readers see it at once, consent is asked again', async () => {
    const list = await admin('GET', '/legal/documents');
    expect(list.envelope.status).toBe(0);
    expect(list.envelope.data.items.map((d: { slug: string }) => d.slug).sort()).toEqual([...LEGAL_SLUGS].sort());
    const promise = list.envelope.data.items.find((d: { slug: string }) => d.slug === 'promise');
    expect(promise).toMatchObject({ consent: true, version: 1, accepted: 0, locales: [...LOCALES].sort() });

    const opened = await admin('GET', '/legal/documents/promise');
    expect(opened.envelope.data).toMatchObject({ slug: 'promise', version: 1, versions: [{ version: 1, published_by: null }] });
    expect(opened.envelope.data.texts.ja.startsWith('# ')).toBe(true);

    const preview = await admin('POST', '/legal/preview', {
      slug: 'promise',
      locale: 'ja',
      brand: 'ocha',
      text: '# {{app_name}} 誓約書\n\n<script>alert(1)</script> [x](javascript:alert(2))',
    });
    expect(preview.envelope.data.title).toBe('Ocha 誓約書');
    expect(preview.envelope.data.html).not.toMatch(/<script|href="javascript:/);

    // a user accepts v1; the new version asks again
    const u = await newUser(t, 'default');
    expect(
      (await call(t, { method: 'POST', url: `${doc('promise')}/accept`, token: u.token, params: { version: 1 } })).envelope.status,
    ).toBe(0);
    const published = await admin('POST', '/legal/documents/promise/publish', { effective_date: '2026-12-01', texts: texts('v2') });
    expect(published.envelope.data).toEqual({ slug: 'promise', version: 2 });
    const read = await call(t, { url: doc('promise'), token: u.token, params: { lang: 'en' } });
    expect(read.envelope.data).toMatchObject({ version: 2, title: 'Promise v2 (en)', accepted_at: null, effective_date: '2026-12-01' });
    const audit = await t.db.query<{ action: string; target: string; after: unknown }>(
      "select action, target, after from admin_audit_log where action = 'legal.publish' order by seq desc limit 1",
    );
    expect(audit.rows[0]).toMatchObject({ target: 'legal:promise', after: { version: 2 } });
    // the earlier version stays readable in the console
    const old = await admin('GET', '/legal/documents/promise', { version: 1 });
    expect(old.envelope.data.version).toBe(1);
    expect(old.envelope.data.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(old.envelope.data.versions[0].published_by).toBe('Demo Admin');

    // refused: a language missing, a text without its title line, no permission
    const { ko: _ko, ...missing } = texts('v3');
    expect(
      (await admin('POST', '/legal/documents/promise/publish', { effective_date: '2026-12-01', texts: missing })).envelope.status,
    ).toBe(ErrorCode.VALIDATION_FAILED);
    const untitled = { ...texts('v3'), en: 'no title line' };
    expect(
      (await admin('POST', '/legal/documents/promise/publish', { effective_date: '2026-12-01', texts: untitled })).envelope.status,
    ).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await admin('GET', '/legal/documents', {}, admins.none)).envelope.status).toBe(ErrorCode.FORBIDDEN);
    expect(
      (await admin('POST', '/legal/documents/promise/publish', { effective_date: '2026-12-01', texts: texts('x') }, admins.none)).envelope
        .status,
    ).toBe(ErrorCode.FORBIDDEN);
    expect((await admin('GET', '/legal/documents/promise')).envelope.data.version).toBe(2);
  });

  it('stores the registration table with its terms accepted; adults only; the console finds and lists it', async () => {
    const u = await newUser(t, 'default');
    const version = (await call(t, { url: doc('register_info'), token: u.token })).envelope.data.version;
    const form = {
      real_name: '山田 花子',
      birth_date: '1999-04-01',
      phone: '+819012345678',
      contact_kind: 'line',
      contact_id: 'hanako_line',
      area: '東京都',
      guild: 'Star Guild',
      experience: '配信歴2年',
      version,
    };
    const submit = (body: Record<string, unknown>) =>
      call(t, { method: 'POST', url: '/api/v1/legal/register-info', token: u.token, params: body });
    const mine = async () => (await call(t, { url: '/api/v1/legal/register-info', token: u.token })).envelope.data.info;
    expect(await mine()).toBeNull();
    expect((await submit({ ...form, birth_date: '2015-01-01' })).envelope.status).toBe(ErrorCode.MINOR_RESTRICTED);
    expect((await submit({ ...form, version: version + 1 })).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await submit({ ...form, phone: 'not a phone' })).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await submit({ ...form, real_name: '' })).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await call(t, { method: 'POST', url: '/api/v1/legal/register-info', params: form })).envelope.status).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
    expect(await mine()).toBeNull(); // nothing refused was stored
    const ok = await submit(form);
    expect(ok.envelope.status).toBe(0);
    expect(ok.envelope.data).toMatchObject({ real_name: '山田 花子', contact_kind: 'line', version });
    expect(await mine()).toMatchObject({ id: ok.envelope.data.id, area: '東京都' });
    // the table's terms are accepted with it
    expect((await call(t, { url: doc('register_info'), token: u.token })).envelope.data.accepted_at).not.toBeNull();

    const byPhone = await admin('GET', '/legal/register-info', { q: '9012345678' });
    expect(byPhone.envelope.data.items).toHaveLength(1);
    expect(byPhone.envelope.data.items[0]).toMatchObject({ user_public_id: u.publicId, real_name: '山田 花子', brand: 'default' });
    expect((await admin('GET', '/legal/register-info', { q: u.publicId })).envelope.data.total).toBe(1);
    expect((await admin('GET', '/legal/register-info', { q: 'nobody-like-this' })).envelope.data.total).toBe(0);
    expect(
      (await admin('GET', '/legal/register-info', { brand: 'ocha' })).envelope.data.items.some(
        (i: { id: number }) => i.id === ok.envelope.data.id,
      ),
    ).toBe(false);
    expect((await admin('GET', '/legal/register-info', {}, admins.none)).envelope.status).toBe(ErrorCode.FORBIDDEN);
  });
});
