/**
 * SQL of anonymous letters: the only file naming letter_posts, letter_receipts, letter_threads,
 * letter_replies, letter_blocks and letter_keywords. Every function takes the caller's
 * connection or transaction.
 */
import type { LetterPool } from '@app/shared';
import type { Queryable } from '../../platform/db';
import { firstRow } from '../../platform/sql';

export interface LetterRow {
  id: number;
  author_id: number;
  brand: string;
  region: string;
  pool: LetterPool;
  text: string;
  words: number;
  day: string;
  readers: number;
  threads: number;
  created_at: Date;
}
const LETTER = 'id, author_id, brand, region, pool, text, words, day, readers, threads, created_at';
const normLetter = (r: LetterRow): LetterRow => ({ ...r, id: Number(r.id), author_id: Number(r.author_id) });

export interface ReceiptRow {
  id: number;
  letter_id: number;
  receiver_id: number;
  day: string;
  reported_at: Date | null;
  created_at: Date;
}
const RECEIPT = 'id, letter_id, receiver_id, day, reported_at, created_at';
const normReceipt = (r: ReceiptRow): ReceiptRow => ({
  ...r,
  id: Number(r.id),
  letter_id: Number(r.letter_id),
  receiver_id: Number(r.receiver_id),
});

export interface ThreadRow {
  id: number;
  receipt_id: number;
  letter_id: number;
  author_id: number;
  receiver_id: number;
  author_revealed: boolean;
  receiver_revealed: boolean;
  author_unread: number;
  receiver_unread: number;
  last_text: string | null;
  last_at: Date;
  created_at: Date;
}
const THREAD = `id, receipt_id, letter_id, author_id, receiver_id, author_revealed, receiver_revealed, author_unread,
  receiver_unread, last_text, last_at, created_at`;
const normThread = (r: ThreadRow): ThreadRow => ({
  ...r,
  id: Number(r.id),
  receipt_id: Number(r.receipt_id),
  letter_id: Number(r.letter_id),
  author_id: Number(r.author_id),
  receiver_id: Number(r.receiver_id),
});

export interface ReplyRow {
  id: number;
  thread_id: number;
  sender_id: number;
  text: string;
  created_at: Date;
}
const normReply = (r: ReplyRow): ReplyRow => ({ ...r, id: Number(r.id), thread_id: Number(r.thread_id), sender_id: Number(r.sender_id) });

export interface KeywordRow {
  id: number;
  region: string;
  word: string;
  created_by: number | null;
  created_by_name: string | null;
  created_at: Date;
}
const normKeyword = (r: KeywordRow): KeywordRow => ({
  ...r,
  id: Number(r.id),
  created_by: r.created_by === null ? null : Number(r.created_by),
});

/** Serialises one user's letter actions (the daily counts below cannot be raced past). */
export async function lockUser(q: Queryable, userId: number): Promise<void> {
  await q.query('select pg_advisory_xact_lock(hashtext($1))', [`letters:${userId}`]);
}

// ---- letters ----

export async function findLetterByRequest(q: Queryable, authorId: number, requestId: string): Promise<LetterRow | null> {
  return firstRow(q, `select ${LETTER} from letter_posts where author_id = $1 and request_id = $2`, [authorId, requestId], normLetter);
}

export async function lettersOn(q: Queryable, authorId: number, day: string): Promise<number> {
  const r = await q.query<{ n: number }>('select count(*)::int as n from letter_posts where author_id = $1 and day = $2', [authorId, day]);
  return r.rows[0]?.n ?? 0;
}

export async function insertLetter(
  q: Queryable,
  l: {
    authorId: number;
    brand: string;
    region: string;
    pool: LetterPool;
    text: string;
    words: number;
    day: string;
    requestId: string;
    at: Date;
  },
): Promise<LetterRow> {
  const row = await firstRow(
    q,
    `insert into letter_posts (author_id, brand, region, pool, text, words, day, request_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${LETTER}`,
    [l.authorId, l.brand, l.region, l.pool, l.text, l.words, l.day, l.requestId, l.at],
    normLetter,
  );
  return row as LetterRow;
}

export async function findLetter(q: Queryable, id: number): Promise<LetterRow | null> {
  return firstRow(q, `select ${LETTER} from letter_posts where id = $1`, [id], normLetter);
}

export async function lettersByIds(q: Queryable, ids: readonly number[]): Promise<Map<number, LetterRow>> {
  if (ids.length === 0) return new Map();
  const r = await q.query<LetterRow>(`select ${LETTER} from letter_posts where id = any($1::int8[])`, [ids]);
  return new Map(r.rows.map(normLetter).map((l) => [l.id, l]));
}

export async function sentLetters(q: Queryable, authorId: number, limit: number): Promise<LetterRow[]> {
  const r = await q.query<LetterRow>(`select ${LETTER} from letter_posts where author_id = $1 order by id desc limit $2`, [
    authorId,
    limit,
  ]);
  return r.rows.map(normLetter);
}

/**
 * Candidate letters for a reader, least read first then at random: same brand, region and pool,
 * written since `since`, below the readers cap, not the reader's own, not already received by
 * them, not by someone they blocked or who blocked them. The caller drops banned writers.
 */
export async function drawCandidates(
  q: Queryable,
  f: { readerId: number; brand: string; region: string; pool: LetterPool; since: Date; readersMax: number; limit: number },
): Promise<LetterRow[]> {
  const r = await q.query<LetterRow>(
    `select ${LETTER} from letter_posts l
      where l.brand = $2 and l.region = $3 and l.pool = $4 and l.created_at >= $5 and l.readers < $6
        and l.author_id <> $1
        and not exists (select 1 from letter_receipts r where r.letter_id = l.id and r.receiver_id = $1)
        and not exists (select 1 from letter_blocks b
                         where (b.blocker_id = $1 and b.blocked_id = l.author_id) or (b.blocker_id = l.author_id and b.blocked_id = $1))
      order by l.readers, random()
      limit $7`,
    [f.readerId, f.brand, f.region, f.pool, f.since, f.readersMax, f.limit],
  );
  return r.rows.map(normLetter);
}

/** One more reader of the letter, within the cap; false when the cap was reached meanwhile. */
export async function addReader(q: Queryable, letterId: number, readersMax: number): Promise<boolean> {
  const r = await q.query('update letter_posts set readers = readers + 1 where id = $1 and readers < $2', [letterId, readersMax]);
  return r.rowCount > 0;
}

// ---- receipts ----

export async function findReceiptByRequest(q: Queryable, receiverId: number, requestId: string): Promise<ReceiptRow | null> {
  return firstRow(
    q,
    `select ${RECEIPT} from letter_receipts where receiver_id = $1 and request_id = $2`,
    [receiverId, requestId],
    normReceipt,
  );
}

export async function receiptsOn(q: Queryable, receiverId: number, day: string): Promise<number> {
  const r = await q.query<{ n: number }>('select count(*)::int as n from letter_receipts where receiver_id = $1 and day = $2', [
    receiverId,
    day,
  ]);
  return r.rows[0]?.n ?? 0;
}

export async function insertReceipt(
  q: Queryable,
  e: { letterId: number; receiverId: number; day: string; requestId: string; at: Date },
): Promise<ReceiptRow | null> {
  return firstRow(
    q,
    `insert into letter_receipts (letter_id, receiver_id, day, request_id, created_at) values ($1, $2, $3, $4, $5)
     on conflict do nothing returning ${RECEIPT}`,
    [e.letterId, e.receiverId, e.day, e.requestId, e.at],
    normReceipt,
  );
}

export async function findReceipt(q: Queryable, id: number): Promise<ReceiptRow | null> {
  return firstRow(q, `select ${RECEIPT} from letter_receipts where id = $1`, [id], normReceipt);
}

export async function receivedBy(q: Queryable, receiverId: number, limit: number): Promise<ReceiptRow[]> {
  const r = await q.query<ReceiptRow>(`select ${RECEIPT} from letter_receipts where receiver_id = $1 order by id desc limit $2`, [
    receiverId,
    limit,
  ]);
  return r.rows.map(normReceipt);
}

export async function markReported(q: Queryable, receiptId: number, at: Date): Promise<void> {
  await q.query('update letter_receipts set reported_at = coalesce(reported_at, $2) where id = $1', [receiptId, at]);
}

// ---- threads and replies ----

export async function findThread(q: Queryable, id: number, forUpdate = false): Promise<ThreadRow | null> {
  return firstRow(q, `select ${THREAD} from letter_threads where id = $1${forUpdate ? ' for update' : ''}`, [id], normThread);
}

export async function threadOfReceipt(q: Queryable, receiptId: number, forUpdate = false): Promise<ThreadRow | null> {
  return firstRow(
    q,
    `select ${THREAD} from letter_threads where receipt_id = $1${forUpdate ? ' for update' : ''}`,
    [receiptId],
    normThread,
  );
}

export async function threadsOfReceipts(q: Queryable, receiptIds: readonly number[]): Promise<Map<number, number>> {
  if (receiptIds.length === 0) return new Map();
  const r = await q.query<{ id: number; receipt_id: number }>(
    'select id, receipt_id from letter_threads where receipt_id = any($1::int8[])',
    [receiptIds],
  );
  return new Map(r.rows.map((t) => [Number(t.receipt_id), Number(t.id)]));
}

/** The thread of a receipt, made on the first reply (a concurrent first reply finds the other's). */
export async function ensureThread(
  q: Queryable,
  t: { receiptId: number; letterId: number; authorId: number; receiverId: number; at: Date },
): Promise<ThreadRow> {
  const made = await firstRow(
    q,
    `insert into letter_threads (receipt_id, letter_id, author_id, receiver_id, last_at, created_at)
     values ($1, $2, $3, $4, $5, $5) on conflict (receipt_id) do nothing returning ${THREAD}`,
    [t.receiptId, t.letterId, t.authorId, t.receiverId, t.at],
    normThread,
  );
  if (made) await q.query('update letter_posts set threads = threads + 1 where id = $1', [t.letterId]);
  return made ?? ((await threadOfReceipt(q, t.receiptId, true)) as ThreadRow);
}

export async function threadsOf(q: Queryable, userId: number, limit: number): Promise<ThreadRow[]> {
  const r = await q.query<ThreadRow>(
    `(select ${THREAD} from letter_threads where author_id = $1 order by last_at desc limit $2)
     union all
     (select ${THREAD} from letter_threads where receiver_id = $1 order by last_at desc limit $2)
     order by last_at desc, id desc limit $2`,
    [userId, limit],
  );
  return r.rows.map(normThread);
}

export async function unreadTotal(q: Queryable, userId: number): Promise<number> {
  const r = await q.query<{ n: number }>(
    `select (coalesce((select sum(author_unread) from letter_threads where author_id = $1), 0)
           + coalesce((select sum(receiver_unread) from letter_threads where receiver_id = $1), 0))::int as n`,
    [userId],
  );
  return r.rows[0]?.n ?? 0;
}

export async function findReplyByRequest(q: Queryable, senderId: number, requestId: string): Promise<ReplyRow | null> {
  return firstRow(
    q,
    'select id, thread_id, sender_id, text, created_at from letter_replies where sender_id = $1 and request_id = $2',
    [senderId, requestId],
    normReply,
  );
}

/** Writes a reply and moves the thread: its last text and time, one more unread for the other side. */
export async function insertReply(
  q: Queryable,
  r: { thread: ThreadRow; senderId: number; text: string; excerpt: string; requestId: string; at: Date },
): Promise<ReplyRow> {
  const row = (await firstRow(
    q,
    `insert into letter_replies (thread_id, sender_id, text, request_id, created_at) values ($1, $2, $3, $4, $5)
     returning id, thread_id, sender_id, text, created_at`,
    [r.thread.id, r.senderId, r.text, r.requestId, r.at],
    normReply,
  )) as ReplyRow;
  const fromAuthor = r.senderId === r.thread.author_id;
  await q.query(
    `update letter_threads set last_text = $2, last_at = $3,
       author_unread = author_unread + case when $4 then 0 else 1 end,
       receiver_unread = receiver_unread + case when $4 then 1 else 0 end
     where id = $1`,
    [r.thread.id, r.excerpt, r.at, fromAuthor],
  );
  return row;
}

export async function repliesOf(q: Queryable, threadId: number, limit: number): Promise<ReplyRow[]> {
  const r = await q.query<ReplyRow>(
    `select * from (select id, thread_id, sender_id, text, created_at from letter_replies where thread_id = $1 order by id desc limit $2) t
     order by id`,
    [threadId, limit],
  );
  return r.rows.map(normReply);
}

/** Opening a thread: the caller's side has nothing unread. */
export async function markThreadRead(q: Queryable, thread: ThreadRow, userId: number): Promise<void> {
  const col = userId === thread.author_id ? 'author_unread' : 'receiver_unread';
  await q.query(`update letter_threads set ${col} = 0 where id = $1 and ${col} > 0`, [thread.id]);
}

export async function reveal(q: Queryable, thread: ThreadRow, userId: number): Promise<void> {
  const col = userId === thread.author_id ? 'author_revealed' : 'receiver_revealed';
  await q.query(`update letter_threads set ${col} = true where id = $1`, [thread.id]);
}

// ---- blocks ----

export async function block(q: Queryable, blockerId: number, blockedId: number, at: Date): Promise<void> {
  await q.query('insert into letter_blocks (blocker_id, blocked_id, created_at) values ($1, $2, $3) on conflict do nothing', [
    blockerId,
    blockedId,
    at,
  ]);
}

/** The users among `others` that `userId` blocked or who blocked `userId`. */
export async function blockedAmong(q: Queryable, userId: number, others: readonly number[]): Promise<Set<number>> {
  if (others.length === 0) return new Set();
  const r = await q.query<{ other: number }>(
    `select blocked_id as other from letter_blocks where blocker_id = $1 and blocked_id = any($2::int8[])
     union select blocker_id as other from letter_blocks where blocked_id = $1 and blocker_id = any($2::int8[])`,
    [userId, others],
  );
  return new Set(r.rows.map((row) => Number(row.other)));
}

// ---- keywords ----

export async function keywordWords(q: Queryable, region: string): Promise<string[]> {
  const r = await q.query<{ word: string }>('select word from letter_keywords where region = $1 order by id', [region]);
  return r.rows.map((row) => row.word);
}

export async function keywords(q: Queryable, region: string): Promise<KeywordRow[]> {
  const r = await q.query<KeywordRow>(
    'select id, region, word, created_by, created_by_name, created_at from letter_keywords where region = $1 order by id desc',
    [region],
  );
  return r.rows.map(normKeyword);
}

export async function countKeywords(q: Queryable, region: string): Promise<number> {
  const r = await q.query<{ n: number }>('select count(*)::int as n from letter_keywords where region = $1', [region]);
  return r.rows[0]?.n ?? 0;
}

export async function insertKeyword(
  q: Queryable,
  k: { region: string; word: string; norm: string; adminId: number | null; adminName: string | null; at: Date },
): Promise<KeywordRow | null> {
  return firstRow(
    q,
    `insert into letter_keywords (region, word, norm, created_by, created_by_name, created_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (region, norm) do nothing returning id, region, word, created_by, created_by_name, created_at`,
    [k.region, k.word, k.norm, k.adminId, k.adminName, k.at],
    normKeyword,
  );
}

export async function deleteKeyword(q: Queryable, id: number): Promise<KeywordRow | null> {
  return firstRow(
    q,
    'delete from letter_keywords where id = $1 returning id, region, word, created_by, created_by_name, created_at',
    [id],
    normKeyword,
  );
}
