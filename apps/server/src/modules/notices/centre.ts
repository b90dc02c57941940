/**
 * The message centre (issue 14, part E): one list per user of official messages (the fan-out of
 * service.ts), letter replies and system notices — a recharge credited, a withdrawal's state, an
 * event reward, a restriction. System notices come from other modules' outbox events, applied by
 * one consumer (`notices`) in its own transaction with its cursor: each event writes its notice
 * once (and the (user, source, ref) key makes a replay write nothing), and the push to the user's
 * room (`notice.system.v1`) is stored in that transaction and announced after it committed.
 * A notice holds a kind and its params; its text is written when it is read, in the reader's
 * language (packages/shared/src/system-notices.ts).
 */
import {
  categoryOfKind,
  encodeMessageCursor,
  type Locale,
  type MessageCategory,
  NOTIFIED_REWARD_SOURCES,
  NOTIFIED_WITHDRAWAL_STATUSES,
  noticeExcerpt,
  parseMessageCursor,
  parseMessageItemId,
  pickNoticeText,
  priceAsset,
  REGION_TIME_ZONES,
  type RiskNoticeAction,
  realtimeTopic,
  restrictionEndTime,
  riskReasonLabel,
  SYSTEM_NOTICE_LIMITS,
  type SystemNotice,
  type SystemNoticeKind,
  type SystemNoticeParams,
  systemNoticeText,
  type TMessageItem,
  type TMessageList,
  type TMessageTarget,
  type TMessageUnread,
} from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { type AfterCommit, defineTopic, type Outbox } from '../../platform/outbox';
import type { RealtimeHub } from '../../platform/realtime';
import { activityRewarded } from '../activities/events';
import { type LetterReplied, letterReplied } from '../letters/events';
import { orderCredited } from '../payments/events';
import { riskRestricted } from '../risk/events';
import { withdrawalStatus } from '../withdrawals/events';
import * as repo from './repo';

/** The outbox consumer that writes system notices (scheduler drain job `outbox:notices`). */
export const NOTICES_CONSUMER = 'notices';
/** The retention job: deletes notices older than SYSTEM_NOTICE_LIMITS.retentionDays. */
export const NOTICES_PRUNE_JOB = 'notices-prune';

const DAY_MS = 86_400_000;

export interface CentreDeps {
  db: Db;
  now: () => Date;
  hub: Pick<RealtimeHub, 'storeWithin' | 'announce'>;
  /** an event's title in a language (the activities registry), null when it is gone */
  eventTitle: (event: string, locale: Locale) => string | null;
}

// ---- writing: the consumer ----

type Draft = {
  [K in SystemNoticeKind]: { userId: number; kind: K; source: string; ref: string; params: SystemNoticeParams[K]; at: Date };
}[SystemNoticeKind];

/**
 * Writes the drafts (those within the retention window: an old event replayed after a first
 * deployment tells nobody), stores one push per notice written, and returns its announcement.
 */
export async function writeNotices(deps: CentreDeps, q: Queryable, drafts: readonly Draft[]): Promise<AfterCommit | undefined> {
  const oldest = deps.now().getTime() - SYSTEM_NOTICE_LIMITS.retentionDays * DAY_MS;
  const rows = drafts
    .filter((d) => d.at.getTime() >= oldest)
    .map((d) => ({ ...d, category: categoryOfKind(d.kind) }) satisfies repo.NewSystemNotice);
  const written = await repo.insertSystemNotices(q, rows);
  if (written.length === 0) return undefined;
  const batch = await deps.hub.storeWithin(
    q,
    written.map((w) => ({
      topic: realtimeTopic.user(w.user_id),
      type: 'notice.system.v1' as const,
      payload: { id: `s${w.id}`, category: w.category },
    })),
  );
  return () => deps.hub.announce(batch);
}

const atOf = (deps: CentreDeps, e: { at?: Date | string }) => (e.at ? new Date(e.at) : deps.now());

/** The letters module's topic, read with each event's time (its own loader hands the payload alone). */
const letterRepliedAt = defineTopic<LetterReplied & { at: Date }>(letterReplied.name, (_q, events) =>
  Promise.resolve(events.map((e) => ({ ...(e.payload as LetterReplied), at: e.createdAt }))),
);

/** The consumer's handlers, one per topic, in one transaction per delivery. */
export function subscribeSystemNotices(outbox: Outbox, deps: CentreDeps): void {
  outbox.subscribe(NOTICES_CONSUMER, orderCredited, 'order-credited', (q, orders) =>
    writeNotices(
      deps,
      q,
      orders.map((o) => ({
        userId: Number(o.user_id),
        kind: 'order_credited' as const,
        source: 'order',
        ref: o.order_id,
        params: {
          order_id: o.order_id,
          product: o.kind,
          asset: o.asset,
          amount: Number(o.amount),
          price_minor: Number(o.price_minor),
          currency: o.currency,
          tier: o.tier ?? null,
        },
        at: atOf(deps, o),
      })),
    ),
  );
  outbox.subscribe(NOTICES_CONSUMER, withdrawalStatus, 'withdrawal-status', (q, changes) =>
    writeNotices(
      deps,
      q,
      changes
        .filter((w) => NOTIFIED_WITHDRAWAL_STATUSES.includes(w.status))
        .map((w) => ({
          userId: w.user_id,
          kind: 'withdrawal_status' as const,
          source: 'withdrawal',
          ref: `${w.withdrawal_id}:${w.status}`,
          params: {
            withdrawal_id: w.withdrawal_id,
            status: w.status,
            points: w.points,
            net: w.net,
            currency: w.currency,
            region: w.region,
          },
          at: atOf(deps, w),
        })),
    ),
  );
  outbox.subscribe(NOTICES_CONSUMER, activityRewarded, 'activity-rewarded', (q, rewards) =>
    writeNotices(
      deps,
      q,
      rewards
        .filter((r) => NOTIFIED_REWARD_SOURCES.includes(r.source))
        .map((r) => ({
          userId: r.user_id,
          kind: 'activity_reward' as const,
          source: 'activity',
          ref: `${r.event}:${r.source}:${r.ref}`,
          params: { event: r.event, source: r.source, ref: r.ref, rank: r.rank, grants: r.grants },
          at: atOf(deps, r),
        })),
    ),
  );
  outbox.subscribe(NOTICES_CONSUMER, riskRestricted, 'risk-restricted', (q, actions) =>
    writeNotices(
      deps,
      q,
      actions.map((a) => ({
        userId: a.user_id,
        kind: 'risk' as const,
        source: 'risk',
        ref: String(a.action_id),
        params: { action_id: a.action_id, action: a.action, reason: a.reason, ends_at: a.ends_at, region: a.region },
        at: atOf(deps, a),
      })),
    ),
  );
  outbox.subscribe(NOTICES_CONSUMER, letterRepliedAt, 'letter-replied', (q, replies) =>
    writeNotices(
      deps,
      q,
      replies.map((r) => ({
        userId: Number(r.recipient_id),
        kind: 'letter_reply' as const,
        source: 'letter',
        ref: String(r.reply_id),
        params: { thread_id: Number(r.thread_id), reply_id: Number(r.reply_id), excerpt: noticeExcerpt(String(r.excerpt ?? '')) },
        at: atOf(deps, r),
      })),
    ),
  );
}

/** Deletes notices past the retention window, a batch per statement until none is left. */
export async function pruneNotices(deps: Pick<CentreDeps, 'db' | 'now'>): Promise<number> {
  const before = new Date(deps.now().getTime() - SYSTEM_NOTICE_LIMITS.retentionDays * DAY_MS);
  let total = 0;
  for (;;) {
    const n = await repo.pruneSystemNotices(deps.db, before, SYSTEM_NOTICE_LIMITS.pruneBatch);
    total += n;
    if (n < SYSTEM_NOTICE_LIMITS.pruneBatch) return total;
  }
}

// ---- reading ----

function targetOf(n: SystemNotice): TMessageTarget | null {
  switch (n.kind) {
    case 'order_credited':
      return { type: 'charge_records', order_id: n.params.order_id };
    case 'withdrawal_status':
      // a notice without a real withdrawal (none in its params) opens in the sheet
      return n.params.withdrawal_id > 0 ? { type: 'withdrawal', withdrawal_id: n.params.withdrawal_id, region: n.params.region } : null;
    case 'activity_reward':
      return { type: 'activity', event: n.params.event };
    case 'risk':
      return { type: 'risk' };
    case 'letter_reply':
      return { type: 'letter', thread_id: n.params.thread_id };
  }
}

function toItem(deps: CentreDeps, user: AuthedUser, locale: Locale, r: repo.CentreRow): TMessageItem {
  const at = new Date(r.created_at).toISOString();
  const read = r.read_at !== null;
  if (r.src === 'o') {
    const { text } = pickNoticeText(r.content ?? {}, locale, r.default_lang ?? 'en');
    return {
      id: `o${r.id}`,
      category: 'official',
      kind: 'official',
      title: text?.title ?? '',
      body: text?.body ?? '',
      at,
      read,
      target: r.link ? { type: 'link', href: r.link } : null,
    };
  }
  const n = { kind: r.kind, params: r.params } as SystemNotice;
  const { title, body } = systemNoticeText(n, locale, {
    eventTitle: n.kind === 'activity_reward' ? deps.eventTitle(n.params.event, locale) : null,
    coinAsset: priceAsset(user.brand),
  });
  const item: TMessageItem = {
    id: `s${r.id}`,
    category: categoryOfKind(n.kind),
    kind: n.kind,
    title,
    body,
    at,
    read,
    target: targetOf(n),
  };
  if (n.kind === 'risk') {
    const p = n.params;
    const restricts = p.action === 'mute' || p.action === 'ban';
    item.risk = {
      action: p.action as RiskNoticeAction,
      reason_text: riskReasonLabel(p.reason, locale),
      ends_text: restricts ? restrictionEndTime(p.ends_at, locale, p.region) : null,
    };
  }
  return item;
}

async function unreadOf(q: Queryable, userId: number): Promise<TMessageUnread> {
  const u = await repo.centreUnread(q, userId);
  return { total: u.official + u.letters + u.system, ...u };
}

/** One page of the centre in the reader's language; official messages on it count as delivered. */
export async function centreList(
  deps: CentreDeps,
  user: AuthedUser,
  locale: Locale,
  query: { category: MessageCategory; cursor?: string; limit: number },
): Promise<TMessageList> {
  const after = query.cursor ? parseMessageCursor(query.cursor) : null;
  if (query.cursor && !after) throw new AppError('NOTICE_CURSOR_INVALID', {}, { field: 'cursor' });
  const now = deps.now();
  await repo.rememberLanguage(deps.db, user.id, locale, now);
  const rows = await repo.centrePage(deps.db, user.id, query.category, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  await repo.markDelivered(
    deps.db,
    user.id,
    page.filter((r) => r.src === 'o').map((r) => r.id),
    now,
  );
  const last = page.at(-1);
  return {
    items: page.map((r) => toItem(deps, user, locale, r)),
    next_cursor: rows.length > query.limit && last ? encodeMessageCursor({ atMicros: last.at_us, source: last.src, id: last.id }) : null,
    unread: await unreadOf(deps.db, user.id),
    time_zone: REGION_TIME_ZONES[user.region],
  };
}

export function centreUnread(deps: Pick<CentreDeps, 'db'>, user: AuthedUser): Promise<TMessageUnread> {
  return unreadOf(deps.db, user.id);
}

/** Opening an item marks it read (the reader's own: another user's id changes nothing). */
export async function centreRead(deps: CentreDeps, user: AuthedUser, input: { id: string }): Promise<TMessageUnread> {
  const ref = parseMessageItemId(input.id);
  if (!ref) throw new AppError('VALIDATION_FAILED', { field: 'id' }, { field: 'id' });
  if (ref.source === 'o') await repo.markRead(deps.db, user.id, ref.id, deps.now());
  else await repo.markSystemRead(deps.db, user.id, ref.id, deps.now());
  return unreadOf(deps.db, user.id);
}

/** Mark-all-read (a category, or everything): one statement; a second call changes nothing. */
export async function centreReadAll(deps: CentreDeps, user: AuthedUser, input: { category: MessageCategory }): Promise<TMessageUnread> {
  await repo.markAllRead(deps.db, user.id, input.category, deps.now());
  return unreadOf(deps.db, user.id);
}
