/**
 * Anonymous letters and the mailbox (issue 14). A user writes a letter to the world (under 500
 * words, `countLetterWords`; the region's blocked keywords; `lettersPerDayMax` a region day; muted
 * users refused). Another user of the same brand, region and pool draws one at random — never
 * their own, one they already have, one by someone blocked either way or by a banned writer;
 * `letterReceivesPerDayMax` a region day — and it lands in their "received" tab. The reader's
 * first reply starts a private thread with the writer; both sides stay anonymous (an alias and
 * a coloured avatar) until both reveal, then each sees the other's public profile. Replies are
 * messages: the club's do-not-disturb rule applies (`mayMessage`), and each is published as
 * `letter.replied` (the message centre's notice) and pushed to both sides (`letter.thread.v1`)
 * in its transaction. Minors: letters go to the writer's pool (minor/adult); a reader draws only
 * from their own pool, so adults never read minors' letters (packages/shared/src/letters.ts).
 */
import {
  countLetterWords,
  findBlockedKeyword,
  isMinor,
  LETTER_ALIAS_ADJECTIVES,
  type LetterPool,
  LIMITS,
  letterAlias,
  letterPool,
  letterReplyExcerpt,
  normalizeKeyword,
  periodDay,
  REGION_TIME_ZONES,
  type Region,
  restrictionActive,
  type TLetterBlockRequest,
  type TLetterKeyword,
  type TLetterKeywordAdd,
  type TLetterKeywordList,
  type TLetterMailbox,
  type TLetterQuota,
  type TLetterReceived,
  type TLetterReceiveResult,
  type TLetterReportRequest,
  type TLetterSent,
  type TLetterThread,
  type TLetterThreadDetail,
  type TLetterWriteResult,
  type TRiskReportRequest,
  type TRiskReportResult,
} from '@app/shared';
import { writeAudit } from '../../platform/audit';
import type { AuthedAdmin, AuthedUser } from '../../platform/auth';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { RealtimeHub, RealtimeOut, StoredBatch } from '../../platform/realtime';
import { findUserById, findUsersByIds, toPublicProfile, type UserRow } from '../accounts/service';
import { mayMessage } from '../club/service';
import { publishLetterReplied } from './events';
import type { LetterRow, ReceiptRow, ThreadRow } from './repo';
import * as repo from './repo';

export interface LettersDeps {
  db: Db;
  now: () => Date;
  /** realtime pushes stored in the reply's transaction and announced after it (absent: none, e.g. demo seeding) */
  hub: Pick<RealtimeHub, 'storeWithin' | 'announce'> | null;
  /** the risk module's mute check (USER_MUTED) */
  assertNotMuted: (userId: number) => Promise<void>;
  /** the risk module's "report this user" (a risk record; its own hourly limit) */
  report: (reporter: AuthedUser, input: TRiskReportRequest) => Promise<TRiskReportResult>;
  warn: (msg: string) => (err: unknown) => void;
}

const DAY_MS = 86_400_000;
/** letters looked at per draw (the first whose writer is in good standing is taken) */
const DRAW_CANDIDATES = 20;

const iso = (d: Date | string) => new Date(d).toISOString();
const regionDay = (at: Date, region: string) => periodDay(at, REGION_TIME_ZONES[region as Region] ?? REGION_TIME_ZONES.default);

function inStanding(u: UserRow | null | undefined, now: Date): u is UserRow {
  if (u?.status !== 'active') return false;
  return !restrictionActive(u.ban_reason ? { reason: u.ban_reason, endsAt: u.ban_ends_at ? iso(u.ban_ends_at) : null } : null, now);
}

async function poolOf(q: Queryable, userId: number, now: Date): Promise<LetterPool> {
  const u = await findUserById(q, userId);
  return letterPool(u ? isMinor(u.birth_date, now) : true);
}

/** The text of a letter or reply, checked: words, then the region's blocked keywords. */
async function checkedText(q: Queryable, text: string, region: string): Promise<number> {
  const words = countLetterWords(text);
  if (words > LIMITS.letterWordsMax) throw new AppError('LETTER_TOO_LONG', { max: String(LIMITS.letterWordsMax), count: String(words) });
  if (words === 0) throw new AppError('VALIDATION_FAILED', { field: 'text' }, { field: 'text' });
  if (findBlockedKeyword(text, await repo.keywordWords(q, region))) throw new AppError('LETTER_KEYWORD_BLOCKED');
  return words;
}

async function quotaOf(q: Queryable, user: AuthedUser, now: Date): Promise<TLetterQuota> {
  const day = regionDay(now, user.region);
  const [written, received] = await Promise.all([repo.lettersOn(q, user.id, day), repo.receiptsOn(q, user.id, day)]);
  return { day, written, write_max: LIMITS.lettersPerDayMax, received, receive_max: LIMITS.letterReceivesPerDayMax };
}

function toSent(l: LetterRow): TLetterSent {
  return { id: l.id, text: l.text, words: l.words, readers: l.readers, threads: l.threads, created_at: iso(l.created_at) };
}

function toReceived(r: ReceiptRow, l: LetterRow, threadId: number | null, blocked: boolean): TLetterReceived {
  return {
    receipt_id: r.id,
    letter_id: l.id,
    text: l.text,
    author: letterAlias(l.id, 0),
    received_at: iso(r.created_at),
    written_at: iso(l.created_at),
    thread_id: threadId,
    reported: r.reported_at !== null,
    blocked,
  };
}

// ---- write ----

export async function write(deps: LettersDeps, user: AuthedUser, input: { request_id: string; text: string }): Promise<TLetterWriteResult> {
  await deps.assertNotMuted(user.id);
  const now = deps.now();
  return deps.db.tx(async (q) => {
    await repo.lockUser(q, user.id);
    const again = await repo.findLetterByRequest(q, user.id, input.request_id);
    if (again) return { letter: toSent(again), quota: await quotaOf(q, user, now) };
    const words = await checkedText(q, input.text, user.region);
    const day = regionDay(now, user.region);
    if ((await repo.lettersOn(q, user.id, day)) >= LIMITS.lettersPerDayMax)
      throw new AppError('LETTER_DAILY_LIMIT', { max: String(LIMITS.lettersPerDayMax) });
    const letter = await repo.insertLetter(q, {
      authorId: user.id,
      brand: user.brand,
      region: user.region,
      pool: await poolOf(q, user.id, now),
      text: input.text,
      words,
      day,
      requestId: input.request_id,
      at: now,
    });
    return { letter: toSent(letter), quota: await quotaOf(q, user, now) };
  });
}

// ---- receive ----

export async function receive(deps: LettersDeps, user: AuthedUser, input: { request_id: string }): Promise<TLetterReceiveResult> {
  const now = deps.now();
  return deps.db.tx(async (q) => {
    await repo.lockUser(q, user.id);
    const again = await repo.findReceiptByRequest(q, user.id, input.request_id);
    if (again) {
      const l = (await repo.findLetter(q, again.letter_id)) as LetterRow;
      const threads = await repo.threadsOfReceipts(q, [again.id]);
      return { letter: toReceived(again, l, threads.get(again.id) ?? null, false), quota: await quotaOf(q, user, now) };
    }
    const day = regionDay(now, user.region);
    if ((await repo.receiptsOn(q, user.id, day)) >= LIMITS.letterReceivesPerDayMax)
      throw new AppError('LETTER_RECEIVE_LIMIT', { max: String(LIMITS.letterReceivesPerDayMax) });
    const candidates = await repo.drawCandidates(q, {
      readerId: user.id,
      brand: user.brand,
      region: user.region,
      pool: await poolOf(q, user.id, now),
      since: new Date(now.getTime() - LIMITS.letterPoolDays * DAY_MS),
      readersMax: LIMITS.letterReadersMax,
      limit: DRAW_CANDIDATES,
    });
    const writers = await findUsersByIds(
      q,
      candidates.map((c) => c.author_id),
    );
    for (const letter of candidates) {
      if (!inStanding(writers.get(letter.author_id), now)) continue;
      if (!(await repo.addReader(q, letter.id, LIMITS.letterReadersMax))) continue;
      const receipt = await repo.insertReceipt(q, { letterId: letter.id, receiverId: user.id, day, requestId: input.request_id, at: now });
      if (!receipt) throw new AppError('CONFLICT');
      return { letter: toReceived(receipt, { ...letter, readers: letter.readers + 1 }, null, false), quota: await quotaOf(q, user, now) };
    }
    throw new AppError('LETTER_NONE_AVAILABLE');
  });
}

// ---- the mailbox ----

async function threadViews(q: Queryable, user: AuthedUser, threads: readonly ThreadRow[]): Promise<TLetterThread[]> {
  if (threads.length === 0) return [];
  const peers = threads.map((t) => (t.author_id === user.id ? t.receiver_id : t.author_id));
  const [letters, blocked, revealedUsers] = await Promise.all([
    repo.lettersByIds(
      q,
      threads.map((t) => t.letter_id),
    ),
    repo.blockedAmong(q, user.id, peers),
    findUsersByIds(
      q,
      threads.filter((t) => t.author_revealed && t.receiver_revealed).map((t) => (t.author_id === user.id ? t.receiver_id : t.author_id)),
    ),
  ]);
  return threads.map((t) => {
    const iWrote = t.author_id === user.id;
    const peerId = iWrote ? t.receiver_id : t.author_id;
    const authorAlias = letterAlias(t.letter_id, 0);
    const readerAlias = letterAlias(t.letter_id, t.receipt_id);
    // two sides of one letter never share a name
    if (readerAlias.adj === authorAlias.adj && readerAlias.noun === authorAlias.noun)
      readerAlias.adj = (readerAlias.adj + 1) % LETTER_ALIAS_ADJECTIVES;
    const peerUser = revealedUsers.get(peerId);
    return {
      id: t.id,
      letter_id: t.letter_id,
      i_wrote: iWrote,
      letter_text: letters.get(t.letter_id)?.text ?? '',
      me: iWrote ? authorAlias : readerAlias,
      peer: iWrote ? readerAlias : authorAlias,
      peer_profile: peerUser ? toPublicProfile(peerUser) : null,
      i_revealed: iWrote ? t.author_revealed : t.receiver_revealed,
      peer_revealed: iWrote ? t.receiver_revealed : t.author_revealed,
      blocked: blocked.has(peerId),
      unread: iWrote ? t.author_unread : t.receiver_unread,
      last_text: t.last_text,
      last_at: iso(t.last_at),
    };
  });
}

export async function mailbox(deps: LettersDeps, user: AuthedUser): Promise<TLetterMailbox> {
  const q = deps.db;
  const now = deps.now();
  const [receipts, sent, threads, unread, quota] = await Promise.all([
    repo.receivedBy(q, user.id, LIMITS.letterPageMax),
    repo.sentLetters(q, user.id, LIMITS.letterPageMax),
    repo.threadsOf(q, user.id, LIMITS.letterPageMax),
    repo.unreadTotal(q, user.id),
    quotaOf(q, user, now),
  ]);
  const [letters, threadOf] = await Promise.all([
    repo.lettersByIds(
      q,
      receipts.map((r) => r.letter_id),
    ),
    repo.threadsOfReceipts(
      q,
      receipts.map((r) => r.id),
    ),
  ]);
  const blocked = await repo.blockedAmong(q, user.id, [...new Set([...letters.values()].map((l) => l.author_id))]);
  return {
    received: receipts.flatMap((r) => {
      const l = letters.get(r.letter_id);
      return l ? [toReceived(r, l, threadOf.get(r.id) ?? null, blocked.has(l.author_id))] : [];
    }),
    sent: sent.map(toSent),
    threads: await threadViews(q, user, threads),
    unread,
    quota,
  };
}

export async function unread(deps: LettersDeps, user: AuthedUser): Promise<{ unread: number }> {
  return { unread: await repo.unreadTotal(deps.db, user.id) };
}

async function myThread(q: Queryable, user: AuthedUser, id: number, forUpdate = false): Promise<ThreadRow> {
  const t = await repo.findThread(q, id, forUpdate);
  // someone else's thread is not found (its existence tells nothing)
  if (!t || (t.author_id !== user.id && t.receiver_id !== user.id)) throw new AppError('NOT_FOUND');
  return t;
}

async function detail(q: Queryable, user: AuthedUser, threadId: number): Promise<TLetterThreadDetail> {
  const t = (await repo.findThread(q, threadId)) as ThreadRow;
  const [view] = await threadViews(q, user, [t]);
  const replies = await repo.repliesOf(q, threadId, LIMITS.letterPageMax * 4);
  return {
    thread: view!,
    replies: replies.map((r) => ({ id: r.id, mine: r.sender_id === user.id, text: r.text, created_at: iso(r.created_at) })),
  };
}

/** A thread of the caller's, as it is: reading changes nothing (the page marks it read with `markRead`). */
export async function thread(deps: LettersDeps, user: AuthedUser, id: number): Promise<TLetterThreadDetail> {
  await myThread(deps.db, user, id);
  return detail(deps.db, user, id);
}

/** The caller opened the thread: their side has nothing unread. Answers their unread total (a second call changes nothing). */
export async function markRead(deps: LettersDeps, user: AuthedUser, id: number): Promise<{ unread: number }> {
  const t = await myThread(deps.db, user, id);
  await repo.markThreadRead(deps.db, t, user.id);
  return unread(deps, user);
}

// ---- replies ----

async function pushBoth(
  deps: LettersDeps,
  q: Queryable,
  t: ThreadRow,
  replyId: number | null,
  kind: 'reply' | 'reveal',
): Promise<StoredBatch | null> {
  if (!deps.hub) return null;
  const events: RealtimeOut[] = [];
  for (const userId of [t.author_id, t.receiver_id]) {
    events.push({
      topic: `user:${userId}`,
      type: 'letter.thread.v1',
      payload: { thread_id: t.id, reply_id: replyId, kind, unread_total: await repo.unreadTotal(q, userId) },
    });
  }
  return deps.hub.storeWithin(q, events);
}

function announce(deps: LettersDeps, batch: StoredBatch | null): void {
  if (batch && deps.hub) deps.hub.announce(batch).catch(deps.warn('letters push'));
}

/** One reply in a thread the caller belongs to: mute, block, do-not-disturb, words, keywords. */
async function replyIn(
  deps: LettersDeps,
  q: Queryable,
  user: AuthedUser,
  t: ThreadRow,
  input: { request_id: string; text: string },
  now: Date,
): Promise<{ replyId: number; batch: StoredBatch | null }> {
  const peerId = t.author_id === user.id ? t.receiver_id : t.author_id;
  if ((await repo.blockedAmong(q, user.id, [peerId])).has(peerId)) throw new AppError('LETTER_BLOCKED');
  const peer = await findUserById(q, peerId);
  if (!inStanding(peer, now)) throw new AppError('LETTER_BLOCKED');
  if (!(await mayMessage(q, user.id, peerId))) throw new AppError('LETTER_DND');
  await checkedText(q, input.text, user.region);
  const excerpt = letterReplyExcerpt(input.text);
  const reply = await repo.insertReply(q, {
    thread: t,
    senderId: user.id,
    text: input.text,
    excerpt,
    requestId: input.request_id,
    at: now,
  });
  await publishLetterReplied(q, { thread_id: t.id, reply_id: reply.id, recipient_id: peerId, excerpt }, now);
  return { replyId: reply.id, batch: await pushBoth(deps, q, t, reply.id, 'reply') };
}

/** The reader's reply to a received letter: starts (or continues) its thread. */
export async function replyToLetter(
  deps: LettersDeps,
  user: AuthedUser,
  input: { receipt_id: number; request_id: string; text: string },
): Promise<TLetterThreadDetail> {
  await deps.assertNotMuted(user.id);
  const now = deps.now();
  const out = await deps.db.tx(async (q) => {
    await repo.lockUser(q, user.id);
    const again = await repo.findReplyByRequest(q, user.id, input.request_id);
    if (again) return { threadId: again.thread_id, batch: null };
    const receipt = await repo.findReceipt(q, input.receipt_id);
    if (!receipt || receipt.receiver_id !== user.id) throw new AppError('NOT_FOUND');
    const letter = (await repo.findLetter(q, receipt.letter_id)) as LetterRow;
    const t = await repo.ensureThread(q, {
      receiptId: receipt.id,
      letterId: letter.id,
      authorId: letter.author_id,
      receiverId: user.id,
      at: now,
    });
    const { batch } = await replyIn(deps, q, user, t, input, now);
    return { threadId: t.id, batch };
  });
  announce(deps, out.batch);
  return detail(deps.db, user, out.threadId);
}

export async function reply(
  deps: LettersDeps,
  user: AuthedUser,
  id: number,
  input: { request_id: string; text: string },
): Promise<TLetterThreadDetail> {
  await deps.assertNotMuted(user.id);
  const now = deps.now();
  const out = await deps.db.tx(async (q) => {
    await repo.lockUser(q, user.id);
    const again = await repo.findReplyByRequest(q, user.id, input.request_id);
    if (again) return { threadId: again.thread_id, batch: null };
    const t = await myThread(q, user, id, true);
    const { batch } = await replyIn(deps, q, user, t, input, now);
    return { threadId: t.id, batch };
  });
  announce(deps, out.batch);
  return detail(deps.db, user, out.threadId);
}

/** The caller's side reveals; once both did, each sees the other's public profile. */
export async function reveal(deps: LettersDeps, user: AuthedUser, id: number): Promise<TLetterThreadDetail> {
  const batch = await deps.db.tx(async (q) => {
    const t = await myThread(q, user, id, true);
    const already = t.author_id === user.id ? t.author_revealed : t.receiver_revealed;
    if (already) return null;
    const peerId = t.author_id === user.id ? t.receiver_id : t.author_id;
    if ((await repo.blockedAmong(q, user.id, [peerId])).has(peerId)) throw new AppError('LETTER_BLOCKED');
    await repo.reveal(q, t, user.id);
    return pushBoth(deps, q, t, null, 'reveal');
  });
  announce(deps, batch);
  return detail(deps.db, user, id);
}

// ---- report and block ----

/** The other side named by a receipt (the letter's writer) or a thread, and what the report quotes. */
async function otherSide(q: Queryable, user: AuthedUser, input: { receipt_id?: number | undefined; thread_id?: number | undefined }) {
  if ((input.receipt_id === undefined) === (input.thread_id === undefined))
    throw new AppError('VALIDATION_FAILED', { field: 'receipt_id' }, { field: 'receipt_id' });
  if (input.receipt_id !== undefined) {
    const receipt = await repo.findReceipt(q, input.receipt_id);
    if (!receipt || receipt.receiver_id !== user.id) throw new AppError('NOT_FOUND');
    const letter = (await repo.findLetter(q, receipt.letter_id)) as LetterRow;
    return { otherId: letter.author_id, receipt, quote: `letter #${letter.id}: ${letterReplyExcerpt(letter.text, 400)}` };
  }
  const t = await myThread(q, user, input.thread_id as number);
  const otherId = t.author_id === user.id ? t.receiver_id : t.author_id;
  const theirs = (await repo.repliesOf(q, t.id, 20)).filter((r) => r.sender_id === otherId).slice(-3);
  const quote = `letter thread #${t.id}: ${theirs.map((r) => letterReplyExcerpt(r.text, 120)).join(' / ')}`;
  return { otherId, receipt: null, quote };
}

/** A risk record on the other side (through the risk module), quoting what they wrote. */
export async function report(deps: LettersDeps, user: AuthedUser, input: TLetterReportRequest): Promise<{ reported: true }> {
  const side = await otherSide(deps.db, user, input);
  const other = await findUserById(deps.db, side.otherId);
  if (!other) throw new AppError('NOT_FOUND');
  const note = input.text ? `${input.text}\n— ` : '';
  await deps.report(user, {
    public_id: other.public_id,
    category: input.category,
    text: `${note}${side.quote}`.slice(0, LIMITS.riskTextMax),
  });
  if (side.receipt) await repo.markReported(deps.db, side.receipt.id, deps.now());
  return { reported: true };
}

export async function block(deps: LettersDeps, user: AuthedUser, input: TLetterBlockRequest): Promise<{ blocked: true }> {
  const side = await otherSide(deps.db, user, input);
  await repo.block(deps.db, user.id, side.otherId, deps.now());
  return { blocked: true };
}

// ---- console: keywords ----

function toKeyword(k: repo.KeywordRow): TLetterKeyword {
  return {
    id: k.id,
    region: k.region as Region,
    word: k.word,
    created_by: k.created_by === null ? null : { id: k.created_by, nickname: k.created_by_name ?? '' },
    created_at: iso(k.created_at),
  };
}

export async function keywords(deps: LettersDeps, region: Region): Promise<TLetterKeywordList> {
  return { items: (await repo.keywords(deps.db, region)).map(toKeyword), max: LIMITS.letterKeywordsPerRegionMax };
}

export async function addKeyword(deps: LettersDeps, admin: AuthedAdmin, input: TLetterKeywordAdd): Promise<TLetterKeyword> {
  const norm = normalizeKeyword(input.word);
  const invalid = () => new AppError('LETTER_KEYWORD_INVALID', { max: String(LIMITS.letterKeywordsPerRegionMax) });
  if (!norm) throw invalid();
  const now = deps.now();
  return deps.db.tx(async (q) => {
    await q.query('select pg_advisory_xact_lock(hashtext($1))', [`letter-keywords:${input.region}`]);
    if ((await repo.countKeywords(q, input.region)) >= LIMITS.letterKeywordsPerRegionMax) throw invalid();
    const row = await repo.insertKeyword(q, {
      region: input.region,
      word: input.word,
      norm,
      adminId: admin.id,
      adminName: admin.nickname,
      at: now,
    });
    if (!row) throw invalid();
    await writeAudit(q, {
      adminId: admin.id,
      action: 'letter.keyword.add',
      target: `letter-keyword:${row.id}`,
      after: { region: row.region, word: row.word },
      at: now,
    });
    return toKeyword(row);
  });
}

export async function removeKeyword(deps: LettersDeps, admin: AuthedAdmin, id: number): Promise<TLetterKeywordList> {
  const now = deps.now();
  const region = await deps.db.tx(async (q) => {
    const row = await repo.deleteKeyword(q, id);
    if (!row) throw new AppError('NOT_FOUND');
    await writeAudit(q, {
      adminId: admin.id,
      action: 'letter.keyword.remove',
      target: `letter-keyword:${row.id}`,
      before: { region: row.region, word: row.word },
      at: now,
    });
    return row.region as Region;
  });
  return keywords(deps, region);
}
