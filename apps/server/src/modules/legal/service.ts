import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BRANDS,
  type BrandId,
  CURRENCY_NAMES,
  callerBrand,
  isConsentDocument,
  LEGAL_OPERATORS,
  LEGAL_SLUGS,
  type LegalSlug,
  LOCALES,
  type Locale,
  periodDay,
  REGION_TIME_ZONES,
  type Region,
  type TLegalAcceptance,
  type TLegalDocument,
} from '@app/shared';
import MarkdownIt from 'markdown-it';
import cjkFriendly from 'markdown-it-cjk-friendly';
import type { AuthedUser } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
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
  return deps.db.tx(async (q) => {
    const version = (await repo.latestVersionNumber(q, input.slug)) + 1;
    await repo.insertVersion(
      q,
      { slug: input.slug, version, effectiveDate: input.effectiveDate, publishedAt: deps.now(), publishedBy: input.adminId },
      input.texts.map((t) => ({ locale: t.locale, ...split(t.text) })),
    );
    return version;
  });
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
