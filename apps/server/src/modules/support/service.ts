/**
 * Customer service: users' feedback threads and the console's queue. Rules: a thread's region
 * comes from its brand and language (shared `feedbackRegion`); an admin works only on the regions
 * of the feedback codes held (FORBIDDEN otherwise, on every thread endpoint); a message carries
 * only images its author uploaded; the user rates a closed thread once. Staff replies reach the
 * user live (`support.thread.v1` on `user:<id>`) after the transaction commits.
 */
import {
  type BrandId,
  FEEDBACK_QUEUES,
  type FeedbackQueue,
  feedbackRegion,
  feedbackRegionsOf,
  LIMITS,
  periodKeySpan,
  REGION_TIME_ZONES,
  type Region,
  realtimeTopic,
  SUPPORT_IMAGE_TYPES,
  slaOf,
  sniffImageType,
  stripDisplayControls,
  type TAdminThread,
  type TAdminThreadDetail,
  type TAdminThreadPage,
  type TCannedReply,
  type TSupportImage,
  type TSupportMessage,
  type TSupportMyThreads,
  type TSupportThread,
  type TSupportThreadSummary,
  type TSupportUploaded,
  type ZAdminThreadsQuery,
  type ZCannedReplyRequest,
  type ZSupportCreateRequest,
  type ZSupportPostRequest,
} from '@app/shared';
import { imageSize } from 'image-size';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit';
import type { AuthedAdmin, AuthedUser } from '../../platform/auth';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime';
import type { BlobStorage, SignedUrls } from '../../platform/storage';
import { findUserById, findUserByPublicId, findUsersByIds } from '../accounts/service';
import { adminNicknames, listAdminAccounts } from '../admin/service';
import * as repo from './repo';

export type RiskHistoryItem = TAdminThreadDetail['risk']['items'][number];

export interface SupportDeps {
  db: Db;
  now: () => Date;
  hub: RealtimeHub;
  storage: BlobStorage;
  urls: SignedUrls;
  /** the user's recent orders (payments service), newest first */
  recentOrders: (userId: number, max: number) => Promise<TAdminThreadDetail['orders']>;
  /** the user's risk history (risk service), when a risk module is registered */
  riskHistory?: (userId: number) => Promise<RiskHistoryItem[]>;
  /** refuses a muted user's feedback text (risk service) */
  assertNotMuted?: (userId: number) => Promise<void>;
  warn: (msg: string) => (err: unknown) => void;
}

// ---------------------------------------------------------------- images

function image(deps: SupportDeps, key: string): TSupportImage {
  return { key, url: deps.urls.url(key, deps.now(), LIMITS.supportImageUrlTtlSeconds) };
}

/**
 * Checks an image by its bytes: type (magic bytes agreeing with the header), size, dimensions —
 * SUPPORT_IMAGE_* errors. Other modules' uploads (host cards) use the same check.
 */
export function checkImage(bytes: Buffer): { mime: string; ext: string; width: number; height: number } {
  const maxKb = String(Math.floor(LIMITS.supportImageBytesMax / 1024));
  if (bytes.length > LIMITS.supportImageBytesMax) throw new AppError('SUPPORT_IMAGE_TOO_LARGE', { max: maxKb }, { field: 'data' });
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('SUPPORT_IMAGE_TYPE', {}, { field: 'data' });
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    throw new AppError('SUPPORT_IMAGE_TYPE', {}, { field: 'data' });
  }
  const { width = 0, height = 0 } = size;
  const min = LIMITS.supportImageSidePxMin;
  const max = LIMITS.supportImageSidePxMax;
  // the header must agree with the magic bytes (a PNG signature before a JPEG body is refused)
  if (size.type !== (type === 'jpeg' ? 'jpg' : type)) throw new AppError('SUPPORT_IMAGE_TYPE', {}, { field: 'data' });
  if (width < min || height < min || width > max || height > max)
    throw new AppError('SUPPORT_IMAGE_DIMENSIONS', { min: String(min), max: String(max) }, { field: 'data' });
  return { ...SUPPORT_IMAGE_TYPES[type], width, height };
}

/** Checks an upload by its bytes (checkImage), stores it and records who uploaded it. */
export async function upload(deps: SupportDeps, owner: { kind: 'user' | 'admin'; id: number }, base64: string): Promise<TSupportUploaded> {
  const bytes = Buffer.from(base64, 'base64');
  const { mime, ext, width, height } = checkImage(bytes);
  const key = await deps.storage.put(bytes, ext, mime);
  await repo.insertUpload(deps.db, {
    key,
    ownerKind: owner.kind,
    ownerId: owner.id,
    mime,
    bytes: bytes.length,
    width,
    height,
    at: deps.now(),
  });
  return { ...image(deps, key), mime, bytes: bytes.length, width, height };
}

async function assertOwnImages(
  q: Queryable,
  owner: { kind: 'user' | 'admin'; id: number },
  keys: readonly string[],
  extra: readonly string[] = [],
) {
  const unique = [...new Set(keys)];
  const owned = await repo.ownedUploads(q, owner.kind, owner.id, unique);
  for (const k of unique) if (!owned.has(k) && !extra.includes(k)) throw new AppError('SUPPORT_IMAGE_UNKNOWN', {}, { field: 'images' });
  return unique;
}

/** What an image address serves: a supported image type, sniffed from the bytes (platform/signed-media). */
export function imageMime(bytes: Buffer): string | null {
  const type = sniffImageType(bytes);
  return type ? SUPPORT_IMAGE_TYPES[type].mime : null;
}

// ---------------------------------------------------------------- shapes

function preview(text: string, images: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return (t || (images > 0 ? '[image]' : '')).slice(0, 120);
}

function toMessage(deps: SupportDeps, m: repo.MessageRow): TSupportMessage {
  return {
    id: m.id,
    author: m.author_kind,
    staff_name: m.author_kind === 'staff' ? m.author_name : null,
    text: m.body,
    images: m.images.map((k) => image(deps, k)),
    created_at: m.created_at.toISOString(),
  };
}

function toSummary(t: repo.ThreadRow): TSupportThreadSummary {
  return {
    id: t.id,
    category: t.category as TSupportThreadSummary['category'],
    status: t.status,
    preview: t.preview,
    unread: t.user_unread,
    created_at: t.created_at.toISOString(),
    last_message_at: t.last_message_at.toISOString(),
    rating: t.rating,
  };
}

async function userView(deps: SupportDeps, q: Queryable, t: repo.ThreadRow): Promise<TSupportThread> {
  const msgs = await repo.messages(q, t.id, LIMITS.supportMessagesShownMax);
  return {
    thread: { ...toSummary(t), can_rate: t.status === 'closed' && t.rating === null, rating_comment: t.rating_comment },
    messages: msgs.map((m) => toMessage(deps, m)),
  };
}

// ---------------------------------------------------------------- user side

export async function myThreads(deps: SupportDeps, user: AuthedUser): Promise<TSupportMyThreads> {
  const rows = await repo.userThreads(deps.db, user.id, LIMITS.supportThreadsListedMax);
  return { items: rows.map(toSummary), unread_total: await repo.unreadTotal(deps.db, user.id) };
}

export async function createThread(
  deps: SupportDeps,
  user: AuthedUser,
  input: z.output<typeof ZSupportCreateRequest>,
): Promise<TSupportThread> {
  const now = deps.now();
  const region = feedbackRegion(user.brand, input.language);
  await deps.assertNotMuted?.(user.id);
  return deps.db.tx(async (q) => {
    // one open thread at a time per check: the count and the insert in one transaction
    if ((await repo.countOpenThreads(q, user.id)) >= LIMITS.supportOpenThreadsPerUserMax)
      throw new AppError('SUPPORT_TOO_MANY_OPEN', { max: String(LIMITS.supportOpenThreadsPerUserMax) });
    const images = await assertOwnImages(q, { kind: 'user', id: user.id }, input.images);
    const id = await repo.insertThread(q, {
      userId: user.id,
      brand: user.brand,
      region,
      language: input.language,
      category: input.category,
      device: input.device,
      preview: preview(input.text, images.length),
      at: now,
    });
    await addUserMessage(q, user, id, input.text, images, now);
    return userView(deps, q, (await repo.findThread(q, id))!);
  });
}

/** The user's message on their thread: stored, and the thread's preview, counters and status follow. */
async function addUserMessage(q: Queryable, user: AuthedUser, threadId: number, text: string, images: string[], at: Date) {
  await repo.insertMessage(q, { threadId, authorKind: 'user', authorId: user.id, authorName: null, body: text, images, at });
  await repo.touchThread(q, threadId, 'user', preview(text, images.length), at);
}

async function ownThread(q: Queryable, user: AuthedUser, id: number, lock = false): Promise<repo.ThreadRow> {
  const t = await repo.findThread(q, id, lock);
  // someone else's thread answers as if it did not exist
  if (!t || t.user_id !== user.id) throw new AppError('NOT_FOUND');
  return t;
}

/** The user's thread as it is (reading it changes nothing: `read` marks the replies seen). */
export async function thread(deps: SupportDeps, user: AuthedUser, id: number): Promise<TSupportThread> {
  return userView(deps, deps.db, await ownThread(deps.db, user, id, false));
}

/** The user has seen the thread: its staff replies are read. */
export async function read(deps: SupportDeps, user: AuthedUser, id: number): Promise<TSupportThread> {
  return deps.db.tx(async (q) => {
    const t = await ownThread(q, user, id, true);
    await repo.markRead(q, id);
    return userView(deps, q, { ...t, user_unread: 0 });
  });
}

export async function post(
  deps: SupportDeps,
  user: AuthedUser,
  id: number,
  input: z.output<typeof ZSupportPostRequest>,
): Promise<TSupportThread> {
  const now = deps.now();
  await deps.assertNotMuted?.(user.id);
  return deps.db.tx(async (q) => {
    const t = await ownThread(q, user, id, true);
    if (t.status === 'closed') throw new AppError('SUPPORT_THREAD_CLOSED');
    const images = await assertOwnImages(q, { kind: 'user', id: user.id }, input.images);
    await addUserMessage(q, user, id, input.text, images, now);
    await repo.markRead(q, id);
    return userView(deps, q, (await repo.findThread(q, id))!);
  });
}

export async function rate(
  deps: SupportDeps,
  user: AuthedUser,
  id: number,
  input: { rating: number; comment: string },
): Promise<TSupportThread> {
  return deps.db.tx(async (q) => {
    await ownThread(q, user, id, true);
    if (!(await repo.rate(q, id, user.id, input.rating, input.comment, deps.now()))) throw new AppError('SUPPORT_RATING_CLOSED');
    return userView(deps, q, (await repo.findThread(q, id))!);
  });
}

// ---------------------------------------------------------------- console

/** The regions an admin handles; none is FORBIDDEN (the route also declares the codes). */
export function regionsOf(admin: AuthedAdmin): Region[] {
  const regions = feedbackRegionsOf(admin.perms);
  if (regions.length === 0) throw new AppError('FORBIDDEN');
  return regions;
}

async function adminThread(q: Queryable, admin: AuthedAdmin, id: number, lock = false): Promise<repo.ThreadRow> {
  const regions = regionsOf(admin);
  const t = await repo.findThread(q, id, lock);
  if (!t) throw new AppError('NOT_FOUND');
  if (!regions.includes(t.region)) throw new AppError('FORBIDDEN');
  return t;
}

function toAdminThread(
  t: repo.ThreadRow,
  users: Map<number, { public_id: string; nickname: string }>,
  admins: Map<number, string>,
  now: Date,
): TAdminThread {
  const u = users.get(t.user_id);
  return {
    id: t.id,
    user: { id: t.user_id, public_id: u?.public_id ?? '', nickname: stripDisplayControls(u?.nickname ?? '') },
    brand: t.brand as BrandId,
    region: t.region,
    language: t.language,
    category: t.category as TAdminThread['category'],
    status: t.status,
    assignee: t.assignee_admin_id === null ? null : { id: t.assignee_admin_id, nickname: admins.get(t.assignee_admin_id) ?? '' },
    preview: t.preview,
    message_count: t.message_count,
    created_at: t.created_at.toISOString(),
    last_message_at: t.last_message_at.toISOString(),
    first_response_at: t.first_response_at?.toISOString() ?? null,
    closed_at: t.closed_at?.toISOString() ?? null,
    rating: t.rating,
    sla: slaOf(t, now),
  };
}

async function decorate(q: Queryable, rows: repo.ThreadRow[], now: Date): Promise<TAdminThread[]> {
  const users = await findUsersByIds(q, [...new Set(rows.map((t) => t.user_id))]);
  const admins = await adminNicknames(q, [...new Set(rows.flatMap((t) => (t.assignee_admin_id === null ? [] : [t.assignee_admin_id])))]);
  return rows.map((t) => toAdminThread(t, users, admins, now));
}

const DAY_MS = 86_400_000;

export async function queue(deps: SupportDeps, admin: AuthedAdmin, f: z.output<typeof ZAdminThreadsQuery>): Promise<TAdminThreadPage> {
  const regions = regionsOf(admin);
  const fixed = FEEDBACK_QUEUES[f.queue as FeedbackQueue];
  // a brand desk of a region the admin does not handle is refused, not shown empty
  if (fixed && !regions.includes(fixed.region)) throw new AppError('FORBIDDEN');
  if (f.region && !regions.includes(f.region)) throw new AppError('FORBIDDEN');
  const now = deps.now();
  let userId: number | undefined;
  // a number may be a user's public id: the text search also matches that user's threads
  if (f.q && /^\d{1,16}$/.test(f.q)) userId = (await findUserByPublicId(deps.db, f.q))?.id;
  // dates are days of the region the queue shows (of the admin's first region when it shows several)
  const day = (date: string) => periodKeySpan(`d:${date}`, REGION_TIME_ZONES[fixed?.region ?? f.region ?? regions[0] ?? 'default']);
  const { rows, total, capped } = await repo.queue(
    deps.db,
    {
      regions,
      brand: fixed?.brand ?? f.brand,
      region: fixed?.region ?? f.region,
      status: f.status,
      assignee: f.assignee === 'me' ? admin.id : f.assignee,
      from: f.from ? day(f.from).start : undefined,
      until: f.to ? day(f.to).end : undefined,
      text: f.q || undefined,
      userId,
      breachedAt: f.breached
        ? { now, firstMinutes: LIMITS.supportFirstResponseMinutes, resolutionHours: LIMITS.supportResolutionHours }
        : undefined,
    },
    f.page_size,
    (f.page - 1) * f.page_size,
  );
  return {
    items: await decorate(deps.db, rows, now),
    total,
    capped,
    page: f.page,
    page_size: f.page_size,
    regions,
    agents: await agents(deps.db, regions),
  };
}

/** Active admins holding the feedback code of one of these regions. */
async function agents(q: Queryable, regions: readonly Region[]) {
  const all = await listAdminAccounts(q, LIMITS.adminsListedMax);
  return all
    .filter((a) => a.status === 'active' && feedbackRegionsOf(a.perms).some((r) => regions.includes(r)))
    .map((a) => ({ id: Number(a.id), nickname: a.nickname }));
}

async function detail(deps: SupportDeps, q: Queryable, t: repo.ThreadRow): Promise<TAdminThreadDetail> {
  const now = deps.now();
  const [row] = await decorate(q, [t], now);
  const u = await findUserById(q, t.user_id);
  const msgs = await repo.messages(q, t.id, LIMITS.supportMessagesShownMax);
  return {
    thread: { ...row!, device: t.device as TAdminThreadDetail['thread']['device'], rating_comment: t.rating_comment },
    messages: msgs.map((m) => toMessage(deps, m)),
    user: {
      id: t.user_id,
      public_id: u?.public_id ?? '',
      nickname: stripDisplayControls(u?.nickname ?? ''),
      gender: u?.gender ?? '',
      brand: (u?.brand ?? t.brand) as BrandId,
      region: (u?.region ?? t.region) as Region,
      avatar_url: u?.avatar_url ?? null,
      created_at: u?.created_at ? new Date(u.created_at).toISOString() : null,
      status: (u as { status?: string } | null)?.status ?? null,
    },
    orders: [],
    risk: { available: false, items: [] },
  };
}

/** The thread with what surrounds it: the user's profile, recent orders and risk history. */
export async function adminDetail(deps: SupportDeps, admin: AuthedAdmin, id: number): Promise<TAdminThreadDetail> {
  const t = await adminThread(deps.db, admin, id);
  const d = await detail(deps, deps.db, t);
  d.orders = await deps.recentOrders(t.user_id, LIMITS.supportRecentOrdersShown);
  if (deps.riskHistory) d.risk = { available: true, items: await deps.riskHistory(t.user_id) };
  return d;
}

async function notifyUser(deps: SupportDeps, t: repo.ThreadRow) {
  const fresh = await repo.findThread(deps.db, t.id);
  if (!fresh) return;
  await deps.hub.publish(realtimeTopic.user(fresh.user_id), 'support.thread.v1', {
    thread_id: fresh.id,
    status: fresh.status,
    unread: fresh.user_unread,
    unread_total: await repo.unreadTotal(deps.db, fresh.user_id),
  });
}

/** A console write on one thread: region check, the change and its audit row in one transaction. */
async function write(
  deps: SupportDeps,
  admin: AuthedAdmin,
  id: number,
  ip: string,
  action: string,
  change: (q: Queryable, t: repo.ThreadRow) => Promise<Record<string, unknown>>,
  push = false,
): Promise<TAdminThreadDetail> {
  const t = await deps.db.tx(async (q) => {
    const before = await adminThread(q, admin, id, true);
    const detail = await change(q, before);
    await writeAudit(q, {
      adminId: admin.id,
      action,
      target: `support_thread:${id}`,
      detail: { before: { status: before.status, assignee: before.assignee_admin_id }, ...detail },
      ip,
    });
    return before;
  });
  if (push) await notifyUser(deps, t).catch(deps.warn('support realtime push'));
  return adminDetail(deps, admin, id);
}

export function reply(
  deps: SupportDeps,
  admin: AuthedAdmin,
  id: number,
  input: { text: string; images: string[] },
  ip: string,
): Promise<TAdminThreadDetail> {
  return write(
    deps,
    admin,
    id,
    ip,
    'support.reply',
    async (q, t) => {
      if (t.status === 'closed') throw new AppError('SUPPORT_THREAD_CLOSED');
      // canned replies' images are the team's: any of them may go into a reply
      const canned = (await repo.listCanned(q, LIMITS.supportCannedRepliesMax)).flatMap((c) => (c.image_key ? [c.image_key] : []));
      const images = await assertOwnImages(q, { kind: 'admin', id: admin.id }, input.images, canned);
      const now = deps.now();
      const msgId = await repo.insertMessage(q, {
        threadId: id,
        authorKind: 'staff',
        authorId: admin.id,
        authorName: admin.nickname,
        body: input.text,
        images,
        at: now,
      });
      await repo.touchThread(q, id, 'staff', preview(input.text, images.length), now, admin.id);
      return { message_id: msgId, images: images.length, chars: input.text.length };
    },
    true,
  );
}

export function claim(deps: SupportDeps, admin: AuthedAdmin, id: number, ip: string) {
  return write(deps, admin, id, ip, 'support.claim', async (q) => {
    await repo.setAssignee(q, id, admin.id);
    return { after: { assignee: admin.id } };
  });
}

export function assign(deps: SupportDeps, admin: AuthedAdmin, id: number, adminId: number | null, ip: string) {
  return write(deps, admin, id, ip, 'support.assign', async (q, t) => {
    if (adminId !== null) {
      // only someone who handles this thread's region may be given it
      const pool = await agents(q, [t.region]);
      if (!pool.some((a) => a.id === adminId)) throw new AppError('VALIDATION_FAILED', { field: 'admin_id' }, { field: 'admin_id' });
    }
    await repo.setAssignee(q, id, adminId);
    return { after: { assignee: adminId } };
  });
}

export function setStatus(deps: SupportDeps, admin: AuthedAdmin, id: number, status: 'open' | 'closed', ip: string) {
  return write(
    deps,
    admin,
    id,
    ip,
    status === 'closed' ? 'support.close' : 'support.reopen',
    async (q, t) => {
      if ((status === 'closed') === (t.status === 'closed')) throw new AppError('CONFLICT');
      await repo.setStatus(q, id, status, deps.now());
      return { after: { status } };
    },
    true,
  );
}

// ---------------------------------------------------------------- canned replies

function toCanned(deps: SupportDeps, c: repo.CannedRow): TCannedReply {
  return {
    id: c.id,
    title: c.title,
    text: c.body,
    image: c.image_key ? image(deps, c.image_key) : null,
    language: c.language,
    updated_at: c.updated_at.toISOString(),
  };
}

export async function canned(deps: SupportDeps, admin: AuthedAdmin): Promise<{ items: TCannedReply[] }> {
  regionsOf(admin);
  return { items: (await repo.listCanned(deps.db, LIMITS.supportCannedRepliesMax)).map((c) => toCanned(deps, c)) };
}

export async function saveCanned(
  deps: SupportDeps,
  admin: AuthedAdmin,
  input: z.output<typeof ZCannedReplyRequest>,
  ip: string,
): Promise<TCannedReply> {
  regionsOf(admin);
  return deps.db.tx(async (q) => {
    if (!input.id && (await repo.countCanned(q)) >= LIMITS.supportCannedRepliesMax) throw new AppError('CONFLICT');
    const before = input.id ? await repo.findCanned(q, input.id) : null;
    if (input.id && !before) throw new AppError('NOT_FOUND');
    if (input.image && input.image !== before?.image_key) await assertOwnImages(q, { kind: 'admin', id: admin.id }, [input.image]);
    const id = await repo.saveCanned(q, { ...input, body: input.text, imageKey: input.image, adminId: admin.id, at: deps.now() });
    if (!id) throw new AppError('NOT_FOUND');
    await writeAudit(q, {
      adminId: admin.id,
      action: input.id ? 'support.canned.update' : 'support.canned.create',
      target: `support_canned:${id}`,
      detail: {
        before: before ? { title: before.title, body: before.body, image: before.image_key } : null,
        after: { title: input.title, body: input.text, image: input.image },
      },
      ip,
    });
    return toCanned(deps, (await repo.findCanned(q, id))!);
  });
}

export async function deleteCanned(deps: SupportDeps, admin: AuthedAdmin, id: number, ip: string): Promise<{ ok: true }> {
  regionsOf(admin);
  return deps.db.tx(async (q) => {
    const before = await repo.findCanned(q, id);
    if (!before || !(await repo.deleteCanned(q, id, deps.now()))) throw new AppError('NOT_FOUND');
    await writeAudit(q, {
      adminId: admin.id,
      action: 'support.canned.delete',
      target: `support_canned:${id}`,
      detail: { before: { title: before.title } },
      ip,
    });
    return { ok: true as const };
  });
}

// ---------------------------------------------------------------- dashboard

export interface SupportStats {
  /** threads created in the range */
  created: number;
  /** of those, still open (not closed), by region */
  open_by_region: Record<Region, number>;
  /** of those, SLA targets missed (or missed so far) */
  sla_breaches: { first_response: number; resolution: number };
  /** ratings given, 1–5 → count */
  ratings: Record<1 | 2 | 3 | 4 | 5, number>;
  rating_average: number | null;
}

/**
 * Dashboard figures (for the dashboard module): threads created in [from, to] (ISO dates, UTC,
 * inclusive) of a brand or all brands.
 */
export async function stats(
  deps: Pick<SupportDeps, 'db' | 'now'>,
  f: { from: string; to: string; brand?: BrandId },
): Promise<SupportStats> {
  const r = await repo.stats(deps.db, {
    from: new Date(`${f.from}T00:00:00Z`),
    until: new Date(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS),
    brand: f.brand,
    now: deps.now(),
    firstMinutes: LIMITS.supportFirstResponseMinutes,
    resolutionHours: LIMITS.supportResolutionHours,
  });
  const ratings = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as SupportStats['ratings'];
  let sum = 0;
  let n = 0;
  for (const x of r.ratings) {
    ratings[x.rating as 1] = x.n;
    sum += x.rating * x.n;
    n += x.n;
  }
  const open = { default: 0, japan: 0 } as Record<Region, number>;
  for (const x of r.open_by_region) open[x.region as Region] = x.n;
  return {
    created: r.created,
    open_by_region: open,
    sla_breaches: r.breaches,
    ratings,
    rating_average: n ? Math.round((sum / n) * 100) / 100 : null,
  };
}
