/** SQL of legal documents: the only file naming the legal_* tables. */
import type { Queryable } from '../../platform/db';
import { pageWithTotal, SqlFilter } from '../../platform/sql';

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

// ---- console ----

export interface VersionRow {
  version: number;
  effective_date: string;
  published_at: Date;
  published_by: number | null;
}

/** Every document's current version (as of `at`), with its languages. */
export async function currentVersions(q: Queryable, at: Date): Promise<Array<VersionRow & { slug: string; locales: string[] }>> {
  const r = await q.query<VersionRow & { slug: string; locales: string[] }>(
    `select d.slug, d.version, min(d.effective_date)::text as effective_date, min(d.published_at) as published_at,
            min(d.published_by) as published_by, array_agg(d.locale order by d.locale) as locales
       from legal_documents d
      where d.version = (select max(version) from legal_documents x where x.slug = d.slug and x.published_at <= $1)
      group by d.slug, d.version order by d.slug`,
    [at],
  );
  return r.rows;
}

/** A document's versions, newest first. */
export async function versionsOf(q: Queryable, slug: string, limit: number): Promise<VersionRow[]> {
  const r = await q.query<VersionRow>(
    `select version, min(effective_date)::text as effective_date, min(published_at) as published_at, min(published_by) as published_by
       from legal_documents where slug = $1 group by version order by version desc limit $2`,
    [slug, limit],
  );
  return r.rows;
}

/** One version's texts in every language it has. */
export async function textsOf(q: Queryable, slug: string, version: number): Promise<DocumentRow[]> {
  const r = await q.query<DocumentRow>(
    `select slug, version, locale, title, body, effective_date::text as effective_date, published_at from legal_documents
      where slug = $1 and version = $2 order by locale`,
    [slug, version],
  );
  return r.rows;
}

/** How many users accepted each (slug, version). */
export async function acceptanceCounts(q: Queryable, keys: ReadonlyArray<{ slug: string; version: number }>): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const r = await q.query<{ slug: string; version: number; n: number }>(
    `select a.slug, a.version, count(*)::int8 as n from legal_acceptances a
       join unnest($1::text[], $2::int4[]) as k(slug, version) on a.slug = k.slug and a.version = k.version
      group by a.slug, a.version`,
    [keys.map((k) => k.slug), keys.map((k) => k.version)],
  );
  return new Map(r.rows.map((x) => [`${x.slug}:${x.version}`, Number(x.n)]));
}

// ---- the registration information table ----

export interface RegisterInfoRow {
  id: number;
  user_id: number;
  brand: string;
  region: string;
  real_name: string;
  birth_date: string;
  phone: string;
  contact_kind: string;
  contact_id: string;
  area: string;
  guild: string;
  experience: string;
  version: number;
  ip: string;
  created_at: Date;
}

const INFO_COLUMNS = `id, user_id, brand, region, real_name, birth_date::text as birth_date, phone, contact_kind, contact_id, area, guild,
  experience, version, ip, created_at`;

export async function insertRegisterInfo(q: Queryable, row: Omit<RegisterInfoRow, 'id'>): Promise<RegisterInfoRow> {
  const r = await q.query<RegisterInfoRow>(
    `insert into legal_register_info (user_id, brand, region, real_name, birth_date, phone, contact_kind, contact_id, area, guild,
       experience, version, ip, created_at)
     values ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning ${INFO_COLUMNS}`,
    [
      row.user_id,
      row.brand,
      row.region,
      row.real_name,
      row.birth_date,
      row.phone,
      row.contact_kind,
      row.contact_id,
      row.area,
      row.guild,
      row.experience,
      row.version,
      row.ip,
      row.created_at,
    ],
  );
  return r.rows[0]!;
}

export async function latestRegisterInfo(q: Queryable, userId: number): Promise<RegisterInfoRow | null> {
  const r = await q.query<RegisterInfoRow>(`select ${INFO_COLUMNS} from legal_register_info where user_id = $1 order by id desc limit 1`, [
    userId,
  ]);
  return r.rows[0] ?? null;
}

export async function registerInfoPage(
  q: Queryable,
  f: { brand?: string; region?: string; userId?: number; text?: string; from?: Date; until?: Date },
  limit: number,
  offset: number,
): Promise<{ rows: RegisterInfoRow[]; total: number }> {
  const where = new SqlFilter();
  if (f.brand) where.add('brand = ?', f.brand);
  if (f.region) where.add('region = ?', f.region);
  if (f.from) where.add('created_at >= ?', f.from);
  if (f.until) where.add('created_at < ?', f.until);
  if (f.text !== undefined) {
    const like = `%${f.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.params.push(like);
    const n = where.params.length;
    const byUser = f.userId !== undefined ? ` or user_id = $${where.params.push(f.userId)}` : '';
    where.raw(`(real_name ilike $${n} or phone ilike $${n} or contact_id ilike $${n}${byUser})`);
  }
  return pageWithTotal<RegisterInfoRow>(
    q,
    { columns: INFO_COLUMNS, from: 'legal_register_info', where, orderBy: 'id desc' },
    limit,
    offset,
  );
}
