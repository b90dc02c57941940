import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as shared from '@app/shared';
import {
  BRANDS,
  type BrandId,
  CURRENCY_NAMES,
  callerBrand,
  isConsentDocument,
  isMinor,
  LEGAL_OPERATORS,
  LEGAL_SLUGS,
  type LegalSlug,
  LIMITS,
  LOCALES,
  type Locale,
  periodDay,
  periodKeySpan,
  REGION_TIME_ZONES,
  type Region,
  type TAdminLegalDoc,
  type TAdminLegalList,
  type TAdminRegisterInfo,
  type TAdminRegisterInfoPage,
  type TLegalAcceptance,
  type TLegalDocument,
  type TRegisterInfo,
  type TRegisterInfoRequest,
} from '@app/shared';
import MarkdownIt from 'markdown-it';
import cjkFriendly from 'markdown-it-cjk-friendly';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit';
import type { AuthedAdmin, AuthedUser } from '../../platform/auth';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findUserByPublicId, findUsersByIds } from '../accounts/service';
import { adminNicknames } from '../admin/service';
import * as repo from './repo';

export interface LegalDeps {
  db: Db;
  now: () => Date;
}

/**
 * Markdown as the documents may use it: CommonMark and tables, no raw HTML (a `<script>` or an
 * `onerror=` attribute in a body is shown as text), and markdown-it's link check (no `javascript:`,
 * `vbscript:`, `file:` or `data:` links; they stay text).
 */
// cjk-friendly: `**粗体。**后文` closes its emphasis (CommonMark's flanking rules miss CJK punctuation)
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false }).use(cjkFriendly);

/** `{{placeholder}}` values: the brand, its operator in the reader's region, the version. */
function placeholders(brand: BrandId, region: Region, locale: Locale, doc: { version: number; effective_date: string }) {
  const op = LEGAL_OPERATORS[region];
  return {
    app_name: BRANDS[brand].displayName,
    company_name: op.company[locale],
    company_address: op.address[locale],
    company_representative: op.representative[locale],
    support_email: op.supportEmail,
    privacy_email: op.privacyEmail,
    support_hours: op.supportHours[locale],
    currency_name: CURRENCY_NAMES[BRANDS[brand].currency][locale],
    effective_date: doc.effective_date,
    version: String(doc.version),
  } satisfies Record<string, string>;
}

/** Markdown special characters in a value are escaped, so a value is always plain text. */
const escapeMarkdown = (s: string) => s.replace(/[\\`*_{}[\]()#+\-.!|<>]/g, (c) => `\\${c}`);

const fill = (text: string, values: Record<string, string>, quote: (s: string) => string) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? quote(values[name]!) : whole));

export function renderDocument(body: string, values: Record<string, string>): string {
  return markdown.render(fill(body, values, escapeMarkdown));
}

/** The title is the first line's heading; the page shows it as its title, so the body starts after it. */
function split(text: string): { title: string; body: string } {
  const [first = '', ...rest] = text.split('\n');
  return { title: first.replace(/^#\s+/, '').trim(), body: rest.join('\n').trim() };
}

const rendered = new Map<string, { title: string; html: string }>();
const RENDERED_MAX = 2000;

/** The current version of a document in the reader's language (English if that language is missing). */
export async function getDocument(
  deps: LegalDeps,
  viewer: AuthedUser | null,
  slug: LegalSlug,
  query: { brand?: BrandId | undefined; lang?: Locale | undefined },
  requestLocale: Locale,
): Promise<TLegalDocument> {
  const rows = await repo.currentVersion(deps.db, slug, deps.now());
  const locale = query.lang ?? requestLocale;
  const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === 'en');
  if (!row) throw new AppError('NOT_FOUND');
  const brand = callerBrand(query.brand, viewer);
  const region: Region = viewer && viewer.brand === brand ? viewer.region : row.locale === 'ja' ? 'japan' : BRANDS[brand].defaultRegion;
  const shown = row.locale as Locale;
  const key = `${deps.db.scope}:${slug}:${row.version}:${shown}:${brand}:${region}`;
  let page = rendered.get(key);
  if (page === undefined) {
    const values = placeholders(brand, region, shown, row);
    // the title is plain text (the page renders it as text)
    page = { title: fill(row.title, values, (v) => v), html: renderDocument(row.body, values) };
    if (rendered.size >= RENDERED_MAX) rendered.clear();
    rendered.set(key, page);
  }
  const consent = isConsentDocument(slug);
  const accepted = consent && viewer ? await repo.acceptedAt(deps.db, viewer.id, slug, row.version) : null;
  return {
    slug,
    version: row.version,
    effective_date: row.effective_date,
    locale: shown,
    title: page.title,
    html: page.html,
    consent,
    accepted_at: accepted ? accepted.toISOString() : null,
  };
}

/** A user accepts the version of a consent document they were shown; a repeat keeps the first record. */
export async function accept(deps: LegalDeps, user: AuthedUser, slug: LegalSlug, version: number, ip: string): Promise<TLegalAcceptance> {
  if (!isConsentDocument(slug)) throw new AppError('VALIDATION_FAILED', { field: 'slug' }, { field: 'slug' });
  const rows = await repo.currentVersion(deps.db, slug, deps.now());
  const current = rows[0]?.version;
  if (current === undefined) throw new AppError('NOT_FOUND');
  // an older version shown before a new one was published: the page reloads and asks again
  if (version !== current) throw new AppError('VALIDATION_FAILED', { field: 'version' }, { field: 'version' });
  const at = await repo.accept(deps.db, { userId: user.id, slug, version, at: deps.now(), ip });
  return { slug, version, accepted_at: at.toISOString() };
}

/** Publishes a new version of a document in every language given (the console's publish; tests). */
export async function publish(
  deps: LegalDeps,
  input: { slug: LegalSlug; effectiveDate: string; texts: ReadonlyArray<{ locale: Locale; text: string }>; adminId: number | null },
): Promise<number> {
  return deps.db.tx((q) => publishIn(q, deps.now(), input));
}

async function publishIn(
  q: Queryable,
  now: Date,
  input: { slug: LegalSlug; effectiveDate: string; texts: ReadonlyArray<{ locale: Locale; text: string }>; adminId: number | null },
): Promise<number> {
  // one publisher of a document at a time: the version numbers stay gapless
  await q.query('select pg_advisory_xact_lock(hashtext($1))', [`legal:${input.slug}`]);
  const version = (await repo.latestVersionNumber(q, input.slug)) + 1;
  await repo.insertVersion(
    q,
    { slug: input.slug, version, effectiveDate: input.effectiveDate, publishedAt: now, publishedBy: input.adminId },
    input.texts.map((t) => ({ locale: t.locale, ...split(t.text) })),
  );
  return version;
}

const DOCUMENTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'documents');

/** The texts that ship with the product: `documents/<slug>.<locale>.md`, every slug in every language. */
export function bundledTexts(): Map<LegalSlug, Array<{ locale: Locale; text: string }>> {
  const files = new Set(readdirSync(DOCUMENTS_DIR));
  const out = new Map<LegalSlug, Array<{ locale: Locale; text: string }>>();
  for (const slug of LEGAL_SLUGS) {
    out.set(
      slug,
      LOCALES.map((locale) => {
        const file = `${slug}.${locale}.md`;
        if (!files.has(file)) throw new Error(`legal: documents/${file} is missing`);
        return { locale, text: readFileSync(path.join(DOCUMENTS_DIR, file), 'utf8') };
      }),
    );
  }
  return out;
}

/**
 * At start-up (every deployment, not only demo): a document the store does not hold yet gets the
 * bundled text as its version 1, in force from today in the default region. Later versions come
 * from the console.
 */
export async function installBundled(deps: LegalDeps): Promise<void> {
  const stored = await repo.storedSlugs(deps.db);
  const missing = [...bundledTexts()].filter(([slug]) => !stored.has(slug));
  if (missing.length === 0) return;
  const today = periodDay(deps.now(), REGION_TIME_ZONES.default);
  for (const [slug, texts] of missing) await publish(deps, { slug, effectiveDate: today, texts, adminId: null });
}

// ---- console ----

const joinText = (title: string, body: string) => `# ${title}\n\n${body}`;

/** Every document with its current version, languages and (consent documents) acceptances. */
export async function adminList(deps: LegalDeps): Promise<TAdminLegalList> {
  const rows = await repo.currentVersions(deps.db, deps.now());
  const counts = await repo.acceptanceCounts(
    deps.db,
    rows.filter((r) => isConsentDocument(r.slug as LegalSlug)).map((r) => ({ slug: r.slug, version: r.version })),
  );
  return {
    items: rows
      .filter((r) => (LEGAL_SLUGS as readonly string[]).includes(r.slug))
      .map((r) => ({
        slug: r.slug as LegalSlug,
        consent: isConsentDocument(r.slug as LegalSlug),
        version: r.version,
        effective_date: r.effective_date,
        published_at: new Date(r.published_at).toISOString(),
        locales: r.locales.filter((l): l is Locale => (LOCALES as readonly string[]).includes(l)),
        accepted: isConsentDocument(r.slug as LegalSlug) ? (counts.get(`${r.slug}:${r.version}`) ?? 0) : null,
      })),
  };
}

/** A document's versions and one version's texts (default: the newest), as the editor starts from. */
export async function adminGet(deps: LegalDeps, slug: LegalSlug, version?: number): Promise<TAdminLegalDoc> {
  const versions = await repo.versionsOf(deps.db, slug, LIMITS.legalVersionsListedMax);
  const chosen = version ?? versions[0]?.version;
  if (chosen === undefined) throw new AppError('NOT_FOUND');
  const rows = await repo.textsOf(deps.db, slug, chosen);
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  const byLocale = new Map(rows.map((r) => [r.locale, r]));
  const fallback = byLocale.get('en') ?? rows[0]!;
  const names = await adminNicknames(
    deps.db,
    versions.flatMap((v) => (v.published_by === null ? [] : [Number(v.published_by)])),
  );
  return {
    slug,
    consent: isConsentDocument(slug),
    versions: versions.map((v) => ({
      version: v.version,
      effective_date: v.effective_date,
      published_at: new Date(v.published_at).toISOString(),
      published_by: v.published_by === null ? null : (names.get(Number(v.published_by)) ?? String(v.published_by)),
    })),
    version: chosen,
    effective_date: fallback.effective_date,
    texts: Object.fromEntries(
      LOCALES.map((l) => {
        const r = byLocale.get(l) ?? fallback;
        return [l, joinText(r.title, r.body)];
      }),
    ) as TAdminLegalDoc['texts'],
  };
}

/** A text as a reader of `brand` in `locale` would see it (the editor's phone-size preview). */
export function adminPreview(input: z.infer<typeof shared.ZAdminLegalPreviewRequest>): { title: string; html: string } {
  const { title, body } = split(input.text);
  const region: Region = input.locale === 'ja' ? 'japan' : BRANDS[input.brand].defaultRegion;
  const values = placeholders(input.brand, region, input.locale, { version: 0, effective_date: '' });
  return { title: fill(title, values, (v) => v), html: renderDocument(body, values) };
}

/** Publishes a new version in every language (audited); readers get it at once, consent documents ask again. */
export async function adminPublish(
  deps: LegalDeps,
  admin: AuthedAdmin,
  slug: LegalSlug,
  input: z.infer<typeof shared.ZAdminLegalPublishRequest>,
  ip: string,
): Promise<{ slug: LegalSlug; version: number }> {
  const texts = LOCALES.map((locale) => ({ locale, text: input.texts[locale] }));
  for (const t of texts) {
    // the first line is the title heading (`# …`): the page shows it as the title
    if (!/^#[ \t]+\S/.test(t.text)) throw new AppError('VALIDATION_FAILED', { field: `texts.${t.locale}` }, { field: `texts.${t.locale}` });
  }
  return deps.db.tx(async (q) => {
    const before = await repo.latestVersionNumber(q, slug);
    const version = await publishIn(q, deps.now(), { slug, effectiveDate: input.effective_date, texts, adminId: admin.id });
    await writeAudit(q, {
      adminId: admin.id,
      action: 'legal.publish',
      target: `legal:${slug}`,
      detail: { effective_date: input.effective_date, languages: LOCALES },
      before: before ? { version: before } : null,
      after: { version },
      ip,
    });
    return { slug, version };
  });
}

// ---- the registration information table ----

const toInfo = (r: repo.RegisterInfoRow): TRegisterInfo => ({
  id: Number(r.id),
  real_name: r.real_name,
  birth_date: r.birth_date,
  phone: r.phone,
  contact_kind: r.contact_kind as TRegisterInfo['contact_kind'],
  contact_id: r.contact_id,
  area: r.area,
  guild: r.guild,
  experience: r.experience,
  version: r.version,
  submitted_at: new Date(r.created_at).toISOString(),
});

/**
 * A host submits the table: adults only, and only with the current version of its terms, which
 * is accepted in the same transaction (one acceptance record per version).
 */
export async function submitRegisterInfo(
  deps: LegalDeps,
  user: AuthedUser,
  input: TRegisterInfoRequest,
  ip: string,
): Promise<TRegisterInfo> {
  const now = deps.now();
  if (input.birth_date > periodDay(now, REGION_TIME_ZONES[user.region]) || input.birth_date < '1900-01-01')
    throw new AppError('VALIDATION_FAILED', { field: 'birth_date' }, { field: 'birth_date' });
  if (isMinor(input.birth_date, now)) throw new AppError('MINOR_RESTRICTED');
  const current = (await repo.currentVersion(deps.db, 'register_info', now))[0]?.version;
  if (current === undefined) throw new AppError('NOT_FOUND');
  if (input.version !== current) throw new AppError('VALIDATION_FAILED', { field: 'version' }, { field: 'version' });
  const row = await deps.db.tx(async (q) => {
    await repo.accept(q, { userId: user.id, slug: 'register_info', version: current, at: now, ip });
    return repo.insertRegisterInfo(q, {
      user_id: user.id,
      brand: user.brand,
      region: user.region,
      real_name: input.real_name,
      birth_date: input.birth_date,
      phone: input.phone,
      contact_kind: input.contact_kind,
      contact_id: input.contact_id,
      area: input.area,
      guild: input.guild,
      experience: input.experience,
      version: current,
      ip,
      created_at: now,
    });
  });
  return toInfo(row);
}

export async function myRegisterInfo(deps: LegalDeps, user: AuthedUser): Promise<{ info: TRegisterInfo | null }> {
  const row = await repo.latestRegisterInfo(deps.db, user.id);
  return { info: row ? toInfo(row) : null };
}

/** The console's list, newest first; dates are days of the region shown (default region when all). */
export async function adminRegisterInfo(
  deps: LegalDeps,
  f: z.infer<typeof shared.ZAdminRegisterInfoQuery>,
): Promise<TAdminRegisterInfoPage> {
  const zone = REGION_TIME_ZONES[f.region ?? 'default'];
  const day = (date: string) => periodKeySpan(`d:${date}`, zone);
  const byPublicId = f.q && /^\d{1,16}$/.test(f.q) ? await findUserByPublicId(deps.db, f.q) : null;
  const { rows, total } = await repo.registerInfoPage(
    deps.db,
    {
      brand: f.brand,
      region: f.region,
      from: f.from ? day(f.from).start : undefined,
      until: f.to ? day(f.to).end : undefined,
      text: f.q || undefined,
      userId: byPublicId?.id,
    },
    f.page_size,
    (f.page - 1) * f.page_size,
  );
  const users = await findUsersByIds(deps.db, [...new Set(rows.map((r) => Number(r.user_id)))]);
  const items: TAdminRegisterInfo[] = rows.map((r) => {
    const u = users.get(Number(r.user_id));
    return {
      ...toInfo(r),
      user_public_id: u?.public_id ?? '',
      nickname: u?.nickname ?? '',
      brand: r.brand as BrandId,
      region: r.region as Region,
      ip: r.ip,
    };
  });
  return { items, total, page: f.page, page_size: f.page_size };
}
