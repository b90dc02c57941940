/**
 * Official messages (issue 9): staff compose a message from the official account — a title and
 * body in one or more languages, an optional link — for one user, a list of public ids or a
 * segment, now or at a time. A drain job fans it out in batches, one transaction each (insert …
 * select of the batch, then the cursor), so a crash resumes after the last batch and never writes
 * a recipient twice. Recipients read it in their language (else the message's default), live
 * over `user:<id>` or by polling the unread count.
 */
import {
  type Locale,
  NOTICE_LIMITS,
  noticeExpRange,
  pickNoticeText,
  REGION_DEFAULT_LOCALE,
  realtimeTopic,
  type TNoticeAdmin,
  type TNoticeAdminPage,
  type TNoticeAdminQuery,
  type TNoticeAudience,
  type TNoticeAudienceCheck,
  type TNoticeCreateRequest,
  type TNoticeList,
  type TNoticeSegment,
} from '@app/shared';
import { writeAudit } from '../../platform/audit';
import type { AuthedAdmin, AuthedUser } from '../../platform/auth';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime';
import type { Firing } from '../../platform/scheduler';
import { activeRegionsOf, activeUsersPage, findUsersByPublicIds } from '../accounts/service';
import { expsOf } from '../gifts/service';
import { creditedSinceAmong } from '../payments/service';
import type { MessageRow, StoredAudience } from './repo';
import * as repo from './repo';

export const NOTICES_DISPATCH_JOB = 'notices-dispatch';

export interface NoticesDeps {
  db: Db;
  now: () => Date;
  hub: Pick<RealtimeHub, 'publish'>;
  /** asks the dispatch job to run soon (a message to send now) */
  kick: () => void;
  warn: (msg: string) => (err: unknown) => void;
  /** recipients per fan-out transaction (tests make it small) */
  batchSize?: number;
  /** called after each committed batch (tests crash here) */
  afterBatch?: (messageId: number, written: number) => void | Promise<void>;
}

const DAY_MS = 86_400_000;

// ---- the audience ----

interface Candidates {
  /** the raw page's last user id (the cursor moves past every user looked at, matched or not) */
  last: number | null;
  ids: number[];
  regions: string[];
}

/**
 * The next batch of candidates after `cursor`: listed users still active, or the segment's users
 * (accounts: brand, region, active; gifts: level range; payments: credited since). The language
 * filter is applied by the insert itself.
 */
async function nextCandidates(
  deps: NoticesDeps,
  q: Queryable,
  m: { targets: number[] | null; segment: TNoticeSegment | null },
  cursor: number,
): Promise<Candidates> {
  const size = deps.batchSize ?? NOTICE_LIMITS.fanoutBatchMax;
  if (m.targets) {
    const page = repo.nextListed(m.targets, cursor, size);
    const regions = await activeRegionsOf(q, page);
    const ids = page.filter((id) => regions.has(id));
    return { last: page.at(-1) ?? null, ids, regions: ids.map((id) => regions.get(id) as string) };
  }
  const s = m.segment ?? {};
  const page = await activeUsersPage(q, { brand: s.brand, region: s.region }, cursor, size);
  let users = page;
  if (s.level_min !== undefined || s.level_max !== undefined) {
    const range = noticeExpRange(s.level_min, s.level_max);
    const exps = await expsOf(
      q,
      users.map((u) => u.id),
    );
    users = users.filter((u) => {
      const exp = exps.get(u.id) ?? 0;
      return exp >= range.min && (range.max === null || exp <= range.max);
    });
  }
  if (s.recharged_days !== undefined) {
    const since = new Date(deps.now().getTime() - s.recharged_days * DAY_MS);
    const paid = await creditedSinceAmong(
      q,
      users.map((u) => u.id),
      since,
    );
    users = users.filter((u) => paid.has(u.id));
  }
  return { last: page.at(-1)?.id ?? null, ids: users.map((u) => u.id), regions: users.map((u) => u.region) };
}

/** Resolves a "user" or "list" audience to active user ids; public ids that match nobody are refused. */
async function resolveListed(q: Queryable, audience: TNoticeAudience): Promise<{ ids: number[]; unknown: string[] }> {
  if (audience.kind === 'segment') return { ids: [], unknown: [] };
  const wanted = [...new Set(audience.kind === 'user' ? [audience.public_id] : audience.public_ids)];
  const found = await findUsersByPublicIds(q, wanted);
  const byPublic = new Map(found.map((u) => [u.public_id, u]));
  const unknown = wanted.filter((p) => !byPublic.has(p));
  const ids = found
    .filter((u) => u.status === 'active')
    .map((u) => Number(u.id))
    .sort((a, b) => a - b);
  return { ids, unknown };
}

function unknownIdsError(unknown: string[]): AppError {
  return new AppError(
    'NOTICE_UNKNOWN_PUBLIC_IDS',
    { count: String(unknown.length), ids: unknown.slice(0, 10).join(', ') + (unknown.length > 10 ? ' …' : '') },
    { unknown_public_ids: unknown },
  );
}

/** How many users the audience reaches now, and the listed public ids that match nobody. */
export async function checkAudience(deps: NoticesDeps, audience: TNoticeAudience): Promise<TNoticeAudienceCheck> {
  const q = deps.db;
  if (audience.kind !== 'segment') {
    const { ids, unknown } = await resolveListed(q, audience);
    return { recipients: ids.length, unknown_public_ids: unknown };
  }
  let cursor = 0;
  let recipients = 0;
  for (;;) {
    const c = await nextCandidates(deps, q, { targets: null, segment: audience.segment }, cursor);
    if (c.last === null) break;
    recipients += await repo.countLanguageMatches(q, {
      userIds: c.ids,
      regions: c.regions,
      language: audience.segment.language ?? null,
      regionLocales: REGION_DEFAULT_LOCALE,
    });
    cursor = c.last;
  }
  return { recipients, unknown_public_ids: [] };
}

function storedAudience(a: TNoticeAudience): StoredAudience {
  if (a.kind === 'user') return { kind: 'user', public_ids: [a.public_id] };
  if (a.kind === 'list') return { kind: 'list', public_ids: [...new Set(a.public_ids)] };
  const segment = Object.fromEntries(Object.entries(a.segment).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
  return { kind: 'segment', segment };
}

// ---- the console ----

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const AUDIENCE_IDS_SHOWN = 50;

function toAdmin(m: MessageRow, counts: { delivered: number; read: number } | undefined): TNoticeAdmin {
  const ids = m.audience.public_ids;
  return {
    id: Number(m.id),
    status: m.status,
    default_lang: m.default_lang,
    content: m.content,
    link: m.link,
    audience: {
      kind: m.audience.kind,
      ...(ids ? { size: ids.length, public_ids: ids.slice(0, AUDIENCE_IDS_SHOWN) } : {}),
      ...(m.audience.segment ? { segment: m.audience.segment } : {}),
    },
    send_at: iso(m.send_at) as string,
    created_at: iso(m.created_at) as string,
    created_by: m.created_by_name,
    started_at: iso(m.started_at),
    finished_at: iso(m.finished_at),
    cancelled_at: iso(m.cancelled_at),
    recipients: m.recipient_count,
    delivered: counts?.delivered ?? 0,
    read: counts?.read ?? 0,
  };
}

/** Composes a message: sent now (the dispatch job is kicked) or scheduled. Idempotent per request_id. */
export async function create(deps: NoticesDeps, admin: AuthedAdmin, input: TNoticeCreateRequest): Promise<TNoticeAdmin> {
  const now = deps.now();
  const sendAt = input.send_at ? new Date(input.send_at) : null;
  if (sendAt && (sendAt.getTime() <= now.getTime() || sendAt.getTime() > now.getTime() + NOTICE_LIMITS.scheduleAheadDaysMax * DAY_MS)) {
    throw new AppError('NOTICE_SEND_AT_INVALID', { days: String(NOTICE_LIMITS.scheduleAheadDaysMax) });
  }
  const previous = await repo.findByRequest(deps.db, admin.id, input.request_id);
  if (previous) return toAdmin(previous, (await repo.deliveryCounts(deps.db, [previous.id])).get(previous.id));

  const listed = await resolveListed(deps.db, input.audience);
  if (listed.unknown.length > 0) throw unknownIdsError(listed.unknown);
  if (input.audience.kind !== 'segment' && listed.ids.length === 0) throw new AppError('NOTICE_NO_RECIPIENTS');

  const created = await deps.db.tx(async (q) => {
    const row = await repo.insertMessage(q, {
      status: sendAt ? 'scheduled' : 'sending',
      defaultLang: input.default_lang,
      content: input.content,
      link: input.link ?? null,
      audience: storedAudience(input.audience),
      targetUserIds: input.audience.kind === 'segment' ? null : listed.ids,
      sendAt: sendAt ?? now,
      requestId: input.request_id,
      createdBy: admin.id,
      createdByName: admin.nickname,
      now,
    });
    if (!row) return null; // a concurrent retry of the same compose won
    await writeAudit(q, {
      adminId: admin.id,
      action: sendAt ? 'notice.schedule' : 'notice.send',
      target: `notice:${row.id}`,
      detail: {
        audience: input.audience.kind,
        listed: input.audience.kind === 'segment' ? undefined : listed.ids.length,
        segment: input.audience.kind === 'segment' ? row.audience.segment : undefined,
        languages: Object.keys(input.content),
        send_at: row.send_at,
      },
      after: { status: row.status, default_lang: row.default_lang, content: row.content, link: row.link },
      at: now,
    });
    return row;
  });
  const row = created ?? (await repo.findByRequest(deps.db, admin.id, input.request_id));
  if (!row) throw new AppError('CONFLICT');
  if (!sendAt) deps.kick();
  return toAdmin(row, undefined);
}

export async function adminList(deps: NoticesDeps, query: TNoticeAdminQuery): Promise<TNoticeAdminPage> {
  const { rows, total } = await repo.listMessages(deps.db, {
    status: query.status,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const counts = await repo.deliveryCounts(
    deps.db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toAdmin(r, counts.get(Number(r.id)))), total };
}

export async function adminGet(deps: NoticesDeps, id: number): Promise<TNoticeAdmin> {
  const m = await repo.findMessage(deps.db, id);
  if (!m) throw new AppError('NOT_FOUND');
  return toAdmin(m, (await repo.deliveryCounts(deps.db, [id])).get(id));
}

/** Cancels a scheduled message that has not started going out. */
export async function cancel(deps: NoticesDeps, admin: AuthedAdmin, id: number): Promise<TNoticeAdmin> {
  const now = deps.now();
  const row = await deps.db.tx(async (q) => {
    const before = await repo.findMessage(q, id, true);
    if (!before) throw new AppError('NOT_FOUND');
    const after = await repo.cancelMessage(q, id, admin.id, now);
    if (!after) throw new AppError('NOTICE_NOT_CANCELLABLE');
    await writeAudit(q, {
      adminId: admin.id,
      action: 'notice.cancel',
      target: `notice:${id}`,
      before: { status: before.status, send_at: before.send_at },
      after: { status: after.status },
      at: now,
    });
    return after;
  });
  return toAdmin(row, undefined);
}

// ---- the fan-out ----

/** One run of the dispatch job: every message due is fanned out to the end. */
export async function dispatch(deps: NoticesDeps, firing: Pick<Firing, 'assertLeader'>): Promise<number> {
  const due = await repo.dueMessages(deps.db, deps.now(), NOTICE_LIMITS.dispatchMessagesMax);
  for (const id of due) await fanOut(deps, firing, id);
  if (due.length === NOTICE_LIMITS.dispatchMessagesMax) deps.kick();
  return due.length;
}

/**
 * Writes a message's recipients batch by batch. Each batch is one transaction: the message row
 * locked (a second node would wait, and the lease check refuses a node that lost the job), the
 * next users after the cursor, one insert … select that skips users already written, the cursor
 * moved. A crash loses at most the batch in flight, which the next run writes again.
 */
export async function fanOut(deps: NoticesDeps, firing: Pick<Firing, 'assertLeader'>, id: number): Promise<void> {
  const started = await deps.db.tx(async (q) => {
    await firing.assertLeader(q);
    return repo.startSending(q, id, deps.now());
  });
  if (!started) return;
  for (;;) {
    const batch = await deps.db.tx(async (q) => {
      await firing.assertLeader(q);
      const m = await repo.findMessage(q, id, true);
      if (m?.status !== 'sending') return null;
      const segment = m.audience.kind === 'segment' ? ((m.audience.segment ?? {}) as TNoticeSegment) : null;
      const c = await nextCandidates(deps, q, { targets: m.target_user_ids, segment }, m.fanout_cursor);
      if (c.last === null) {
        await repo.finishMessage(q, id, deps.now());
        return null;
      }
      const written = await repo.insertDeliveries(q, {
        messageId: id,
        userIds: c.ids,
        regions: c.regions,
        language: (segment?.language as Locale | undefined) ?? null,
        regionLocales: REGION_DEFAULT_LOCALE,
        now: deps.now(),
      });
      await repo.advanceFanout(q, id, c.last, written.length);
      return written;
    });
    if (batch === null) return;
    await pushArrivals(deps, id, batch);
    await deps.afterBatch?.(id, batch.length);
  }
}

/** Tells each recipient's open pages (after the batch committed); a lost push is caught by polling. */
async function pushArrivals(deps: NoticesDeps, id: number, userIds: readonly number[]): Promise<void> {
  await Promise.all(
    userIds.map((u) => deps.hub.publish(realtimeTopic.user(u), 'notice.received.v1', { notice_id: id }).catch(deps.warn('notice push'))),
  );
}

// ---- the recipient ----

export async function list(
  deps: NoticesDeps,
  user: AuthedUser,
  locale: Locale,
  query: { before?: number; limit: number },
): Promise<TNoticeList> {
  const now = deps.now();
  await repo.rememberLanguage(deps.db, user.id, locale, now);
  const rows = await repo.inbox(deps.db, user.id, query.before ?? null, query.limit + 1);
  const page = rows.slice(0, query.limit);
  await repo.markDelivered(
    deps.db,
    user.id,
    page.map((r) => r.message_id),
    now,
  );
  const items = page.map((r) => {
    const { lang, text } = pickNoticeText(r.content, locale, r.default_lang);
    return {
      id: r.message_id,
      lang,
      title: text?.title ?? '',
      body: text?.body ?? '',
      link: r.link,
      sent_at: new Date(r.created_at).toISOString(),
      read: r.read_at !== null,
    };
  });
  return { items, unread: await repo.unreadCount(deps.db, user.id), has_more: rows.length > query.limit };
}

/** The app's tab badge: every unread item of the message centre (official messages, letter replies, system notices). */
export async function unread(deps: NoticesDeps, user: AuthedUser): Promise<{ unread: number }> {
  const u = await repo.centreUnread(deps.db, user.id);
  return { unread: u.official + u.letters + u.system };
}

/** Opening a message marks it read (or every message, `all`). */
export async function markRead(deps: NoticesDeps, user: AuthedUser, input: { id?: number; all?: boolean }): Promise<{ unread: number }> {
  if (input.id === undefined && input.all !== true) throw new AppError('VALIDATION_FAILED', { field: 'id' }, { field: 'id' });
  await repo.markRead(deps.db, user.id, input.all ? null : (input.id ?? null), deps.now());
  return { unread: await repo.unreadCount(deps.db, user.id) };
}
