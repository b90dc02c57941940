/**
 * SQL of official messages: the only file naming notice_messages, notice_deliveries and
 * notice_user_langs. Every function takes the caller's connection or transaction.
 */
import type { Locale } from '@app/shared';
import type { Queryable } from '../../platform/db';
import { firstRow } from '../../platform/sql';

export type NoticeStatus = 'scheduled' | 'sending' | 'sent' | 'cancelled';
export type NoticeContent = Partial<Record<Locale, { title: string; body: string }>>;
export interface StoredAudience {
  kind: 'user' | 'list' | 'segment';
  public_ids?: string[];
  segment?: Record<string, string | number>;
}

export interface MessageRow {
  id: number;
  status: NoticeStatus;
  default_lang: Locale;
  content: NoticeContent;
  link: string | null;
  audience: StoredAudience;
  target_user_ids: number[] | null;
  send_at: Date;
  request_id: string;
  created_by: number;
  created_by_name: string;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  cancelled_at: Date | null;
  fanout_cursor: number;
  recipient_count: number;
}

const COLUMNS = `id, status, default_lang, content, link, audience, target_user_ids, send_at, request_id, created_by,
  created_by_name, created_at, started_at, finished_at, cancelled_at, fanout_cursor, recipient_count`;

function norm(r: MessageRow): MessageRow {
  // node-postgres hands bigint[] back as strings
  return { ...r, target_user_ids: r.target_user_ids ? r.target_user_ids.map(Number) : null };
}

export interface NewMessage {
  status: 'scheduled' | 'sending';
  defaultLang: Locale;
  content: NoticeContent;
  link: string | null;
  audience: StoredAudience;
  targetUserIds: number[] | null;
  sendAt: Date;
  requestId: string;
  createdBy: number;
  createdByName: string;
  now: Date;
}

/** Inserts a message; null when this admin already composed one under the request id. */
export async function insertMessage(q: Queryable, m: NewMessage): Promise<MessageRow | null> {
  return firstRow(
    q,
    `insert into notice_messages (status, default_lang, content, link, audience, target_user_ids, send_at, request_id,
       created_by, created_by_name, created_at, started_at)
     values ($1, $2, $3, $4, $5, $6::int8[], $7, $8, $9, $10, $11, case when $1 = 'sending' then $11::timestamptz end)
     on conflict (created_by, request_id) do nothing
     returning ${COLUMNS}`,
    [
      m.status,
      m.defaultLang,
      JSON.stringify(m.content),
      m.link,
      JSON.stringify(m.audience),
      m.targetUserIds,
      m.sendAt,
      m.requestId,
      m.createdBy,
      m.createdByName,
      m.now,
    ],
    norm,
  );
}

export async function findByRequest(q: Queryable, adminId: number, requestId: string): Promise<MessageRow | null> {
  return firstRow(q, `select ${COLUMNS} from notice_messages where created_by = $1 and request_id = $2`, [adminId, requestId], norm);
}

export async function findMessage(q: Queryable, id: number, forUpdate = false): Promise<MessageRow | null> {
  return firstRow(q, `select ${COLUMNS} from notice_messages where id = $1${forUpdate ? ' for no key update' : ''}`, [id], norm);
}

export async function listMessages(
  q: Queryable,
  f: { status?: NoticeStatus; limit: number; offset: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    q.query<MessageRow>(
      `select ${COLUMNS} from notice_messages where ($1::text is null or status = $1) order by id desc limit $2 offset $3`,
      [f.status ?? null, f.limit, f.offset],
    ),
    q.query<{ n: number }>('select count(*)::int as n from notice_messages where ($1::text is null or status = $1)', [f.status ?? null]),
  ]);
  return { rows: rows.rows.map(norm), total: total.rows[0]?.n ?? 0 };
}

/** Delivered and read counts of the messages (counted from the deliveries: no counter row to contend on). */
export async function deliveryCounts(q: Queryable, ids: readonly number[]): Promise<Map<number, { delivered: number; read: number }>> {
  if (ids.length === 0) return new Map();
  const r = await q.query<{ message_id: number; delivered: number; read: number }>(
    `select message_id, count(delivered_at)::int as delivered, count(read_at)::int as read
       from notice_deliveries where message_id = any($1::int8[]) group by message_id`,
    [ids],
  );
  return new Map(r.rows.map((row) => [Number(row.message_id), { delivered: row.delivered, read: row.read }]));
}

/** Scheduled → cancelled; null when it is not (or no longer) scheduled. */
export async function cancelMessage(q: Queryable, id: number, adminId: number, now: Date): Promise<MessageRow | null> {
  return firstRow(
    q,
    `update notice_messages set status = 'cancelled', cancelled_at = $3, cancelled_by = $2
      where id = $1 and status = 'scheduled' returning ${COLUMNS}`,
    [id, adminId, now],
    norm,
  );
}

/** The messages whose time has come (scheduled, or sending and not finished). */
export async function dueMessages(q: Queryable, now: Date, limit: number): Promise<number[]> {
  const r = await q.query<{ id: number }>(
    `select id from notice_messages where status in ('scheduled', 'sending') and send_at <= $1 order by send_at, id limit $2`,
    [now, limit],
  );
  return r.rows.map((row) => Number(row.id));
}

/** Scheduled (or already sending) → sending; null when cancelled meanwhile or not due. */
export async function startSending(q: Queryable, id: number, now: Date): Promise<MessageRow | null> {
  return firstRow(
    q,
    `update notice_messages set status = 'sending', started_at = coalesce(started_at, $2)
      where id = $1 and status in ('scheduled', 'sending') and send_at <= $2 returning ${COLUMNS}`,
    [id, now],
    norm,
  );
}

/** The next listed users after the cursor (a "user" or "list" audience), in id order. */
export function nextListed(targets: readonly number[], cursor: number, limit: number): number[] {
  return targets.filter((id) => id > cursor).slice(0, limit);
}

/**
 * Writes one batch of recipients in one statement (insert … select over the batch's arrays),
 * skipping those already written — a resumed fan-out adds nobody twice — and keeping only the
 * users who read `language` (their last reading language, else their region's) when one is given.
 * Returns the users written.
 */
export async function insertDeliveries(
  q: Queryable,
  b: {
    messageId: number;
    userIds: readonly number[];
    regions: readonly string[];
    language: Locale | null;
    regionLocales: { default: Locale; japan: Locale };
    now: Date;
  },
): Promise<number[]> {
  if (b.userIds.length === 0) return [];
  const r = await q.query<{ user_id: number }>(
    `insert into notice_deliveries (user_id, message_id, created_at)
     select t.id, $1, $2
       from unnest($3::int8[], $4::text[]) as t(id, region)
       left join notice_user_langs l on l.user_id = t.id
      where $5::text is null
         or coalesce(l.lang, case t.region when 'japan' then $6 else $7 end) = $5
     on conflict (user_id, message_id) do nothing
     returning user_id`,
    [b.messageId, b.now, b.userIds, b.regions, b.language, b.regionLocales.japan, b.regionLocales.default],
  );
  return r.rows.map((row) => Number(row.user_id));
}

/** How many of a batch would be written (the audience check: same filter, nothing written). */
export async function countLanguageMatches(
  q: Queryable,
  b: { userIds: readonly number[]; regions: readonly string[]; language: Locale | null; regionLocales: { default: Locale; japan: Locale } },
): Promise<number> {
  if (b.userIds.length === 0) return 0;
  if (b.language === null) return b.userIds.length;
  const r = await q.query<{ n: number }>(
    `select count(*)::int as n
       from unnest($1::int8[], $2::text[]) as t(id, region)
       left join notice_user_langs l on l.user_id = t.id
      where coalesce(l.lang, case t.region when 'japan' then $4 else $5 end) = $3`,
    [b.userIds, b.regions, b.language, b.regionLocales.japan, b.regionLocales.default],
  );
  return r.rows[0]?.n ?? 0;
}

export async function advanceFanout(q: Queryable, id: number, cursor: number, written: number): Promise<void> {
  await q.query('update notice_messages set fanout_cursor = $2, recipient_count = recipient_count + $3 where id = $1', [
    id,
    cursor,
    written,
  ]);
}

export async function finishMessage(q: Queryable, id: number, now: Date): Promise<void> {
  await q.query(`update notice_messages set status = 'sent', finished_at = $2 where id = $1 and status = 'sending'`, [id, now]);
}

// ---- the recipient's side ----

export interface InboxRow {
  message_id: number;
  created_at: Date;
  read_at: Date | null;
  default_lang: Locale;
  content: NoticeContent;
  link: string | null;
}

export async function inbox(q: Queryable, userId: number, before: number | null, limit: number): Promise<InboxRow[]> {
  const r = await q.query<InboxRow>(
    `select d.message_id, d.created_at, d.read_at, m.default_lang, m.content, m.link
       from notice_deliveries d join notice_messages m on m.id = d.message_id
      where d.user_id = $1
        and ($2::int8 is null or (d.created_at, d.message_id) <
             (select created_at, message_id from notice_deliveries where user_id = $1 and message_id = $2))
      order by d.created_at desc, d.message_id desc
      limit $3`,
    [userId, before, limit],
  );
  return r.rows.map((row) => ({ ...row, message_id: Number(row.message_id) }));
}

/** Marks the messages as fetched by the recipient's device (the first time only). */
export async function markDelivered(q: Queryable, userId: number, messageIds: readonly number[], now: Date): Promise<void> {
  if (messageIds.length === 0) return;
  await q.query(
    `update notice_deliveries set delivered_at = $3
      where user_id = $1 and message_id = any($2::int8[]) and delivered_at is null`,
    [userId, messageIds, now],
  );
}

/** Marks one message (or all) read; returns how many changed. */
export async function markRead(q: Queryable, userId: number, messageId: number | null, now: Date): Promise<number> {
  const r = await q.query(
    `update notice_deliveries set read_at = $3, delivered_at = coalesce(delivered_at, $3)
      where user_id = $1 and read_at is null and ($2::int8 is null or message_id = $2)`,
    [userId, messageId, now],
  );
  return r.rowCount;
}

export async function unreadCount(q: Queryable, userId: number): Promise<number> {
  const r = await q.query<{ n: number }>('select count(*)::int as n from notice_deliveries where user_id = $1 and read_at is null', [
    userId,
  ]);
  return r.rows[0]?.n ?? 0;
}

/** Remembers the language the user reads in (written only when it changed). */
export async function rememberLanguage(q: Queryable, userId: number, lang: Locale, now: Date): Promise<void> {
  await q.query(
    `insert into notice_user_langs (user_id, lang, seen_at) values ($1, $2, $3)
     on conflict (user_id) do update set lang = excluded.lang, seen_at = excluded.seen_at
      where notice_user_langs.lang <> excluded.lang`,
    [userId, lang, now],
  );
}

// ---- the message centre: system notices (system_notices), and the list merged with deliveries ----

export type NoticeCategory = 'letters' | 'system';

export interface NewSystemNotice {
  userId: number;
  category: NoticeCategory;
  kind: string;
  source: string;
  ref: string;
  params: unknown;
  at: Date;
}

/**
 * Writes notices in one statement, skipping those already written (the (user, source, ref) key):
 * an event replayed after a crash adds nothing. Returns the rows written.
 */
export async function insertSystemNotices(
  q: Queryable,
  rows: readonly NewSystemNotice[],
): Promise<Array<{ id: number; user_id: number; category: NoticeCategory }>> {
  if (rows.length === 0) return [];
  const r = await q.query<{ id: number; user_id: number; category: NoticeCategory }>(
    `insert into system_notices (user_id, category, kind, source, ref, params, created_at)
     select * from unnest($1::int8[], $2::text[], $3::text[], $4::text[], $5::text[], $6::jsonb[], $7::timestamptz[])
     on conflict (user_id, source, ref) do nothing
     returning id, user_id, category`,
    [
      rows.map((n) => n.userId),
      rows.map((n) => n.category),
      rows.map((n) => n.kind),
      rows.map((n) => n.source),
      rows.map((n) => n.ref),
      rows.map((n) => JSON.stringify(n.params)),
      rows.map((n) => n.at),
    ],
  );
  return r.rows.map((row) => ({ id: Number(row.id), user_id: Number(row.user_id), category: row.category }));
}

export interface CentreRow {
  src: 'o' | 's';
  id: number;
  created_at: Date;
  /** the stored time in µs since the epoch (exact: the cursor) */
  at_us: string;
  read_at: Date | null;
  kind: string | null;
  params: unknown;
  default_lang: Locale | null;
  content: NoticeContent | null;
  link: string | null;
}

/**
 * One page of the centre, newest first by (time, source, id): official deliveries and system
 * notices merged, each side read by its own index up to the page's size. `after` is the last item
 * of the previous page.
 */
export async function centrePage(
  q: Queryable,
  userId: number,
  category: 'all' | 'official' | NoticeCategory,
  after: { atMicros: string; source: 'o' | 's'; id: number } | null,
  limit: number,
): Promise<CentreRow[]> {
  const r = await q.query<CentreRow>(
    `with c as (select ('epoch'::timestamptz + $3::int8 * interval '1 microsecond') as at, $4::text as src, $5::int8 as id)
     select * from (
       (select 'o'::text as src, d.message_id as id, d.created_at, (extract(epoch from d.created_at) * 1000000)::int8::text as at_us,
               d.read_at, null::text as kind, null::jsonb as params, m.default_lang, m.content, m.link
          from notice_deliveries d join notice_messages m on m.id = d.message_id
         where d.user_id = $1 and $2 in ('all', 'official')
           and ($3::int8 is null or (d.created_at, 'o'::text, d.message_id) < (select at, src, id from c))
         order by d.created_at desc, d.message_id desc
         limit $6)
       union all
       (select 's'::text, n.id, n.created_at, (extract(epoch from n.created_at) * 1000000)::int8::text,
               n.read_at, n.kind, n.params, null, null, null
          from system_notices n
         where n.user_id = $1 and ($2 = 'all' or n.category = $2)
           and ($3::int8 is null or (n.created_at, 's'::text, n.id) < (select at, src, id from c))
         order by n.created_at desc, n.id desc
         limit $6)
     ) x
     order by created_at desc, src desc, id desc
     limit $6`,
    [userId, category, after?.atMicros ?? null, after?.source ?? null, after?.id ?? null, limit],
  );
  return r.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Unread items per category, from the two partial indexes. */
export async function centreUnread(q: Queryable, userId: number): Promise<{ official: number; letters: number; system: number }> {
  const r = await q.query<{ unread_official: number; unread_letters: number; unread_system: number }>(
    `select (select count(*)::int from notice_deliveries where user_id = $1 and read_at is null) as unread_official,
            count(*) filter (where category = $2)::int as unread_letters,
            count(*) filter (where category = $3)::int as unread_system
       from system_notices where user_id = $1 and read_at is null`,
    [userId, 'letters' satisfies NoticeCategory, 'system' satisfies NoticeCategory],
  );
  const row = r.rows[0];
  return { official: row?.unread_official ?? 0, letters: row?.unread_letters ?? 0, system: row?.unread_system ?? 0 };
}

/** Marks one system notice read (the reader's own only); returns whether it changed. */
export async function markSystemRead(q: Queryable, userId: number, id: number, now: Date): Promise<boolean> {
  const r = await q.query('update system_notices set read_at = $3 where id = $2 and user_id = $1 and read_at is null', [userId, id, now]);
  return r.rowCount > 0;
}

/** Mark-all-read in one statement: the category's unread official deliveries and system notices. Returns how many changed. */
export async function markAllRead(q: Queryable, userId: number, category: 'all' | 'official' | NoticeCategory, now: Date): Promise<number> {
  const r = await q.query<{ n: number }>(
    `with o as (
       update notice_deliveries set read_at = $3, delivered_at = coalesce(delivered_at, $3)
        where user_id = $1 and read_at is null and $2 in ('all', 'official') returning 1),
     s as (
       update system_notices set read_at = $3
        where user_id = $1 and read_at is null and $2 <> 'official' and ($2 = 'all' or category = $2) returning 1)
     select ((select count(*) from o) + (select count(*) from s))::int as n`,
    [userId, category, now],
  );
  return r.rows[0]?.n ?? 0;
}

/** Deletes system notices written before `before`, at most `limit`; returns how many. */
export async function pruneSystemNotices(q: Queryable, before: Date, limit: number): Promise<number> {
  const r = await q.query(
    `delete from system_notices where id in (select id from system_notices where created_at < $1 order by created_at limit $2)`,
    [before, limit],
  );
  return r.rowCount;
}
