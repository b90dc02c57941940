/** SQL of legal documents: the only file naming the legal_* tables. */
import type { Queryable } from '../../platform/db';

export interface DocumentRow {
  slug: string;
  version: number;
  locale: string;
  title: string;
  body: string;
  effective_date: string;
  published_at: Date;
}

/** The highest version of `slug` published by `at`, in each locale it has. */
export async function currentVersion(q: Queryable, slug: string, at: Date): Promise<DocumentRow[]> {
  const r = await q.query<DocumentRow>(
    `select slug, version, locale, title, body, effective_date::text as effective_date, published_at from legal_documents
      where slug = $1 and version = (select max(version) from legal_documents where slug = $1 and published_at <= $2)`,
    [slug, at],
  );
  return r.rows;
}

export async function latestVersionNumber(q: Queryable, slug: string): Promise<number> {
  const r = await q.query<{ v: number | null }>('select max(version) as v from legal_documents where slug = $1', [slug]);
  return r.rows[0]?.v ?? 0;
}

export async function insertVersion(
  q: Queryable,
  doc: { slug: string; version: number; effectiveDate: string; publishedAt: Date; publishedBy: number | null },
  texts: ReadonlyArray<{ locale: string; title: string; body: string }>,
): Promise<void> {
  await q.query(
    `insert into legal_documents (slug, version, locale, title, body, effective_date, published_at, published_by)
     select $1, $2, t.locale, t.title, t.body, $3::date, $4, $5
       from unnest($6::text[], $7::text[], $8::text[]) as t(locale, title, body)
     on conflict do nothing`,
    [
      doc.slug,
      doc.version,
      doc.effectiveDate,
      doc.publishedAt,
      doc.publishedBy,
      texts.map((t) => t.locale),
      texts.map((t) => t.title),
      texts.map((t) => t.body),
    ],
  );
}

/** Slugs that have at least one version. */
export async function storedSlugs(q: Queryable): Promise<Set<string>> {
  const r = await q.query<{ slug: string }>('select distinct slug from legal_documents');
  return new Set(r.rows.map((x) => x.slug));
}

export async function acceptedAt(q: Queryable, userId: number, slug: string, version: number): Promise<Date | null> {
  const r = await q.query<{ accepted_at: Date }>(
    'select accepted_at from legal_acceptances where user_id = $1 and slug = $2 and version = $3',
    [userId, slug, version],
  );
  return r.rows[0] ? new Date(r.rows[0].accepted_at) : null;
}

/** Records the acceptance once: a repeat keeps the first time and address. */
export async function accept(q: Queryable, a: { userId: number; slug: string; version: number; at: Date; ip: string }): Promise<Date> {
  await q.query(
    `insert into legal_acceptances (user_id, slug, version, accepted_at, ip) values ($1, $2, $3, $4, $5)
     on conflict (user_id, slug, version) do nothing`,
    [a.userId, a.slug, a.version, a.at, a.ip],
  );
  return (await acceptedAt(q, a.userId, a.slug, a.version))!;
}
