import { ErrorCode, LEGAL_SLUGS, LOCALES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../../test/factories';
import { BACKENDS, buildTestApp, call, type TestApp } from '../../test/helpers';
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
