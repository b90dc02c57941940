/** SQL of customer service: the only file naming the support_* tables. */
import { REGIONS } from '@app/shared';
import type { Queryable } from '../../platform/db';

export interface ThreadRow {
  id: number;
  user_id: number;
  brand: string;
  region: 'default' | 'japan';
  language: string;
  category: string;
  status: 'open' | 'answered' | 'closed';
  assignee_admin_id: number | null;
  device: Record<string, unknown>;
  preview: string;
  message_count: number;
  user_unread: number;
  created_at: Date;
  last_message_at: Date;
  first_response_at: Date | null;
  closed_at: Date | null;
  rating: number | null;
  rating_comment: string | null;
  rated_at: Date | null;
}

export interface MessageRow {
  id: number;
  thread_id: number;
  author_kind: 'user' | 'staff';
  author_id: number;
  author_name: string | null;
  body: string;
  images: string[];
  created_at: Date;
}

export interface CannedRow {
  id: number;
  title: string;
  body: string;
  image_key: string | null;
  language: string;
  updated_at: Date;
}

const fix = <T extends { id: number }>(r: T): T => ({ ...r, id: Number(r.id) });
const fixThread = (t: ThreadRow): ThreadRow => ({
  ...t,
  id: Number(t.id),
  user_id: Number(t.user_id),
  assignee_admin_id: t.assignee_admin_id === null ? null : Number(t.assignee_admin_id),
});

export async function insertUpload(
  q: Queryable,
  u: { key: string; ownerKind: 'user' | 'admin'; ownerId: number; mime: string; bytes: number; width: number; height: number; at: Date },
): Promise<void> {
  await q.query(
    `insert into support_uploads (key, owner_kind, owner_id, mime, bytes, width, height, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
    [u.key, u.ownerKind, u.ownerId, u.mime, u.bytes, u.width, u.height, u.at],
  );
}

/** Which of these keys the owner uploaded. */
export async function ownedUploads(
  q: Queryable,
  ownerKind: 'user' | 'admin',
  ownerId: number,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const r = await q.query<{ key: string }>(
    'select key from support_uploads where owner_kind = $1 and owner_id = $2 and key = any($3::text[])',
    [ownerKind, ownerId, keys],
  );
  return new Set(r.rows.map((x) => x.key));
}

export async function countOpenThreads(q: Queryable, userId: number): Promise<number> {
  const r = await q.query<{ n: number }>("select count(*)::int as n from support_threads where user_id = $1 and status <> 'closed'", [
    userId,
  ]);
  return r.rows[0]?.n ?? 0;
}

export async function insertThread(
  q: Queryable,
  t: { userId: number; brand: string; region: string; language: string; category: string; device: object; preview: string; at: Date },
): Promise<number> {
  const r = await q.query<{ id: number }>(
    `insert into support_threads (user_id, brand, region, language, category, device, preview, created_at, last_message_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8) returning id`,
    [t.userId, t.brand, t.region, t.language, t.category, JSON.stringify(t.device), t.preview, t.at],
  );
  return Number(r.rows[0]!.id);
}

export async function insertMessage(
  q: Queryable,
  m: {
    threadId: number;
    authorKind: 'user' | 'staff';
    authorId: number;
    authorName: string | null;
    body: string;
    images: string[];
    at: Date;
  },
): Promise<number> {
  const r = await q.query<{ id: number }>(
    `insert into support_messages (thread_id, author_kind, author_id, author_name, body, images, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [m.threadId, m.authorKind, m.authorId, m.authorName, m.body, JSON.stringify(m.images), m.at],
  );
  return Number(r.rows[0]!.id);
}

export async function findThread(q: Queryable, id: number, lock = false): Promise<ThreadRow | null> {
  const r = await q.query<ThreadRow>(`select * from support_threads where id = $1${lock ? ' for no key update' : ''}`, [id]);
  return r.rows[0] ? fixThread(r.rows[0]) : null;
}

export async function userThreads(q: Queryable, userId: number, max: number): Promise<ThreadRow[]> {
  const r = await q.query<ThreadRow>('select * from support_threads where user_id = $1 order by last_message_at desc, id desc limit $2', [
    userId,
    max,
  ]);
  return r.rows.map(fixThread);
}

export async function unreadTotal(q: Queryable, userId: number): Promise<number> {
  const r = await q.query<{ n: number }>('select coalesce(sum(user_unread), 0)::int as n from support_threads where user_id = $1', [
    userId,
  ]);
  return r.rows[0]?.n ?? 0;
}

export async function messages(q: Queryable, threadId: number, max: number): Promise<MessageRow[]> {
  const r = await q.query<MessageRow>(
    'select * from (select * from support_messages where thread_id = $1 order by id desc limit $2) m order by id',
    [threadId, max],
  );
  return r.rows.map((m) => ({ ...fix(m), thread_id: Number(m.thread_id), author_id: Number(m.author_id) }));
}

/** After a message: counters, preview, status and the first-response time. */
export async function touchThread(
  q: Queryable,
  id: number,
  by: 'user' | 'staff',
  preview: string,
  at: Date,
  assignee: number | null = null,
): Promise<void> {
  if (by === 'user')
    await q.query(
      `update support_threads set message_count = message_count + 1, last_message_at = $2, preview = $3, status = 'open'
        where id = $1`,
      [id, at, preview],
    );
  else
    await q.query(
      `update support_threads set message_count = message_count + 1, last_message_at = $2, preview = $3, status = 'answered',
              user_unread = user_unread + 1, first_response_at = coalesce(first_response_at, $2),
              assignee_admin_id = coalesce(assignee_admin_id, $4)
        where id = $1`,
      [id, at, preview, assignee],
    );
}

export async function markRead(q: Queryable, id: number): Promise<void> {
  await q.query('update support_threads set user_unread = 0 where id = $1 and user_unread <> 0', [id]);
}

export async function setAssignee(q: Queryable, id: number, adminId: number | null): Promise<void> {
  await q.query('update support_threads set assignee_admin_id = $2 where id = $1', [id, adminId]);
}

export async function setStatus(q: Queryable, id: number, status: 'open' | 'closed', at: Date): Promise<void> {
  if (status === 'closed') await q.query("update support_threads set status = 'closed', closed_at = $2 where id = $1", [id, at]);
  else
    await q.query(
      `update support_threads set status = case when first_response_at is null then 'open' else 'answered' end,
              closed_at = null, rating = null, rating_comment = null, rated_at = null where id = $1`,
      [id],
    );
}

/** Rates a closed, unrated thread; false when it was not (the one statement decides: rated once). */
export async function rate(q: Queryable, id: number, userId: number, rating: number, comment: string, at: Date): Promise<boolean> {
  const r = await q.query(
    `update support_threads set rating = $3, rating_comment = $4, rated_at = $5
      where id = $1 and user_id = $2 and status = 'closed' and rating is null returning id`,
    [id, userId, rating, comment || null, at],
  );
  return r.rows.length > 0;
}

export interface QueueFilter {
  regions: readonly string[];
  brand?: string;
  region?: string;
  status?: ThreadRow['status'];
  assignee?: number | 'none';
  from?: Date;
  until?: Date;
  text?: string;
  userId?: number;
  /** SLA breached now: first response or resolution */
  breachedAt?: { now: Date; firstMinutes: number; resolutionHours: number };
}

/** the queue's order of statuses, as written in the indexes of migration 0026 */
const STATUS_RANK = "(case t.status when 'open' then 0 when 'answered' then 1 else 2 end)";
const STATUS_RANKS: Record<ThreadRow['status'], number> = { open: 0, answered: 1, closed: 2 };

function where(f: QueueFilter): { sql: string; args: unknown[] } {
  const args: unknown[] = [];
  const parts: string[] = [];
  const add = (sql: string, v: unknown) => {
    args.push(v);
    parts.push(sql.replaceAll('$?', `$${args.length}`));
  };
  // only the admin's regions; a condition only when it excludes something (the indexes then serve
  // the whole queue and the counts without reading the table)
  if (f.region) {
    if (!f.regions.includes(f.region)) parts.push('false');
    add('t.region = $?', f.region);
  } else if (!REGIONS.every((r) => f.regions.includes(r))) add('t.region = any($?::text[])', f.regions);
  if (f.brand) add('t.brand = $?', f.brand);
  // a status is its rank (the check constraint allows only the three): the indexes seek it
  if (f.status) parts.push(`${STATUS_RANK} = ${STATUS_RANKS[f.status]}`);
  if (f.assignee === 'none') parts.push('t.assignee_admin_id is null');
  else if (f.assignee !== undefined) add('t.assignee_admin_id = $?', f.assignee);
  if (f.from) add('t.created_at >= $?', f.from);
  if (f.until) add('t.created_at < $?', f.until);
  if (f.text) {
    // the threads of the user, or with the text in their preview or a message: a set of ids the
    // trigram indexes find, joined to the queue (an OR over the three would scan the whole queue)
    args.push(`%${f.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const pat = `$${args.length}`;
    args.push(f.userId ?? 0);
    parts.push(
      `t.id in (select u.id from support_threads u where u.user_id = $${args.length}
                union select p.id from support_threads p where p.preview ilike ${pat}
                union select m.thread_id from support_messages m where m.body ilike ${pat})`,
    );
  }
  if (f.breachedAt) {
    args.push(f.breachedAt.now);
    const now = `$${args.length}`;
    parts.push(`((t.first_response_at is null and t.status <> 'closed' and t.created_at + interval '${f.breachedAt.firstMinutes} minutes' < ${now})
      or (t.first_response_at > t.created_at + interval '${f.breachedAt.firstMinutes} minutes')
      or (coalesce(t.closed_at, ${now}) > t.created_at + interval '${f.breachedAt.resolutionHours} hours'))`);
  }
  return { sql: parts.join(' and ') || 'true', args };
}

/** the queue counts its matches up to this many (a page says "10,000+" beyond) */
export const QUEUE_COUNT_CAP = 10_000;

/**
 * A page of the queue in its order (open first, then answered, then closed; newest activity
 * first) — the order of support_threads_rank_idx — and the matches counted up to QUEUE_COUNT_CAP.
 */
export async function queue(
  q: Queryable,
  f: QueueFilter,
  limit: number,
  offset: number,
): Promise<{ rows: ThreadRow[]; total: number; capped: boolean }> {
  const w = where(f);
  const rows = await q.query<ThreadRow>(
    `select t.* from support_threads t where ${w.sql}
      order by ${STATUS_RANK}, t.last_message_at desc, t.id desc
      limit ${limit} offset ${offset}`,
    w.args,
  );
  const count = await q.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from support_threads t where ${w.sql} limit ${QUEUE_COUNT_CAP + 1}) c`,
    w.args,
  );
  const n = count.rows[0]?.n ?? 0;
  return { rows: rows.rows.map(fixThread), total: Math.min(n, QUEUE_COUNT_CAP), capped: n > QUEUE_COUNT_CAP };
}

export async function listCanned(q: Queryable, max: number): Promise<CannedRow[]> {
  const r = await q.query<CannedRow>(
    'select id, title, body, image_key, language, updated_at from support_canned_replies where deleted_at is null order by language, title, id limit $1',
    [max],
  );
  return r.rows.map(fix);
}

export async function findCanned(q: Queryable, id: number): Promise<CannedRow | null> {
  const r = await q.query<CannedRow>(
    'select id, title, body, image_key, language, updated_at from support_canned_replies where id = $1 and deleted_at is null',
    [id],
  );
  return r.rows[0] ? fix(r.rows[0]) : null;
}

export async function saveCanned(
  q: Queryable,
  c: { id?: number; title: string; body: string; imageKey: string | null; language: string; adminId: number; at: Date },
): Promise<number | null> {
  if (c.id) {
    const r = await q.query<{ id: number }>(
      `update support_canned_replies set title = $2, body = $3, image_key = $4, language = $5, updated_at = $6
        where id = $1 and deleted_at is null returning id`,
      [c.id, c.title, c.body, c.imageKey, c.language, c.at],
    );
    return r.rows[0] ? Number(r.rows[0].id) : null;
  }
  const r = await q.query<{ id: number }>(
    `insert into support_canned_replies (title, body, image_key, language, created_by, updated_at)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [c.title, c.body, c.imageKey, c.language, c.adminId, c.at],
  );
  return Number(r.rows[0]!.id);
}

export async function deleteCanned(q: Queryable, id: number, at: Date): Promise<boolean> {
  const r = await q.query('update support_canned_replies set deleted_at = $2 where id = $1 and deleted_at is null returning id', [id, at]);
  return r.rows.length > 0;
}

export async function countCanned(q: Queryable): Promise<number> {
  const r = await q.query<{ n: number }>('select count(*)::int as n from support_canned_replies where deleted_at is null');
  return r.rows[0]?.n ?? 0;
}

export interface StatsRow {
  open_by_region: Array<{ region: string; n: number }>;
  breaches: { first_response: number; resolution: number };
  ratings: Array<{ rating: number; n: number }>;
  created: number;
}

/** Dashboard figures for threads created in [from, until) (and a brand): see service.stats. */
export async function stats(
  q: Queryable,
  f: { from: Date; until: Date; brand?: string; now: Date; firstMinutes: number; resolutionHours: number },
): Promise<StatsRow> {
  const args: unknown[] = [f.from, f.until, f.brand ?? null, f.now];
  const scope = 'created_at >= $1 and created_at < $2 and ($3::text is null or brand = $3)';
  const open = await q.query<{ region: string; n: number }>(
    `select region, count(*)::int as n from support_threads where ${scope} and status <> 'closed' and $4::timestamptz is not null group by region`,
    args,
  );
  const breaches = await q.query<{ first_response: number; resolution: number }>(
    `select
       count(*) filter (where coalesce(first_response_at, closed_at, $4) > created_at + interval '${f.firstMinutes} minutes')::int as first_response,
       count(*) filter (where coalesce(closed_at, $4) > created_at + interval '${f.resolutionHours} hours')::int as resolution
     from support_threads where ${scope}`,
    args,
  );
  const ratings = await q.query<{ rating: number; n: number }>(
    `select rating, count(*)::int as n from support_threads where ${scope} and rating is not null and $4::timestamptz is not null group by rating`,
    args,
  );
  const created = await q.query<{ n: number }>(
    `select count(*)::int as n from support_threads where ${scope} and $4::timestamptz is not null`,
    args,
  );
  return {
    open_by_region: open.rows,
    breaches: breaches.rows[0] ?? { first_response: 0, resolution: 0 },
    ratings: ratings.rows,
    created: created.rows[0]?.n ?? 0,
  };
}

export async function anyThreads(q: Queryable): Promise<boolean> {
  const r = await q.query('select 1 from support_threads limit 1');
  return r.rows.length > 0;
}
