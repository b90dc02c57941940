import type { Queryable } from '../../platform/db';

export interface CardRow {
  user_id: number;
  brand: string;
  intro: string;
  tags: string[];
  photos: string[];
  voice_key: string | null;
  voice_ms: number | null;
  hidden: boolean;
  hidden_reason: string | null;
  hidden_by: number | null;
  hidden_at: Date | null;
  last_active_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `user_id::int8 as user_id, brand, intro, tags, photos, voice_key, voice_ms, hidden, hidden_reason,
  hidden_by::int8 as hidden_by, hidden_at, last_active_at, created_at, updated_at`;

/** bigint columns come back as strings from node-postgres; ids fit in a number */
function norm(r: CardRow): CardRow {
  return { ...r, user_id: Number(r.user_id), hidden_by: r.hidden_by === null ? null : Number(r.hidden_by) };
}

export async function findCard(q: Queryable, userId: number, lock = false): Promise<CardRow | null> {
  const r = await q.query<CardRow>(`select ${COLUMNS} from host_cards where user_id = $1${lock ? ' for update' : ''}`, [userId]);
  return r.rows[0] ? norm(r.rows[0]) : null;
}

export async function upsertCard(
  q: Queryable,
  c: {
    userId: number;
    brand: string;
    intro: string;
    tags: string[];
    photos: string[];
    voiceKey: string | null;
    voiceMs: number | null;
    at: Date;
  },
): Promise<void> {
  await q.query(
    `insert into host_cards (user_id, brand, intro, tags, photos, voice_key, voice_ms, created_at, updated_at, last_active_at)
     values ($1, $2, $3, $4::text[], $5::text[], $6, $7, $8, $8, $8)
     on conflict (user_id) do update set brand = excluded.brand, intro = excluded.intro, tags = excluded.tags,
       photos = excluded.photos, voice_key = excluded.voice_key, voice_ms = excluded.voice_ms, updated_at = excluded.updated_at,
       last_active_at = greatest(host_cards.last_active_at, excluded.last_active_at)`,
    [c.userId, c.brand, c.intro, c.tags, c.photos, c.voiceKey, c.voiceMs, c.at],
  );
}

/** A brand's cards that are not hidden and have a photo, the most recently active first (the service drops minors and bans). */
export async function galleryCards(q: Queryable, brand: string, limit: number): Promise<CardRow[]> {
  const r = await q.query<CardRow>(
    `select ${COLUMNS} from host_cards where brand = $1 and not hidden and cardinality(photos) > 0
     order by last_active_at desc nulls last, updated_at desc, user_id limit $2`,
    [brand, limit],
  );
  return r.rows.map(norm);
}

export async function setHidden(
  q: Queryable,
  userId: number,
  h: { hidden: boolean; reason: string | null; adminId: number; at: Date },
): Promise<void> {
  await q.query(`update host_cards set hidden = $2, hidden_reason = $3, hidden_by = $4, hidden_at = $5 where user_id = $1`, [
    userId,
    h.hidden,
    h.hidden ? h.reason : null,
    h.hidden ? h.adminId : null,
    h.hidden ? h.at : null,
  ]);
}

/** The host's latest signed-in request (only hosts with a card have a row to move). */
export async function touchActive(q: Queryable, userId: number, at: Date): Promise<void> {
  await q.query('update host_cards set last_active_at = $2 where user_id = $1 and (last_active_at is null or last_active_at < $2)', [
    userId,
    at,
  ]);
}

export interface UploadRow {
  key: string;
  kind: 'photo' | 'voice';
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
}

export async function insertUpload(q: Queryable, userId: number, u: UploadRow, at: Date): Promise<void> {
  await q.query(
    `insert into host_card_uploads (user_id, key, kind, mime, bytes, width, height, duration_ms, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (user_id, key) do update set duration_ms = coalesce(excluded.duration_ms, host_card_uploads.duration_ms)`,
    [userId, u.key, u.kind, u.mime, u.bytes, u.width, u.height, u.duration_ms, at],
  );
}

/** The host's uploads among `keys`. */
export async function ownedUploads(q: Queryable, userId: number, keys: readonly string[]): Promise<Map<string, UploadRow>> {
  if (keys.length === 0) return new Map();
  const r = await q.query<UploadRow>(
    'select key, kind, mime, bytes, width, height, duration_ms from host_card_uploads where user_id = $1 and key = any($2::text[])',
    [userId, keys],
  );
  return new Map(r.rows.map((u) => [u.key, u]));
}

export async function consolePage(
  q: Queryable,
  f: { brand?: string | undefined; hidden?: boolean | undefined; userIds?: number[] | undefined; limit: number; offset: number },
): Promise<{ rows: CardRow[]; total: number }> {
  const where: string[] = [];
  const args: unknown[] = [];
  if (f.brand) where.push(`brand = $${args.push(f.brand)}`);
  if (f.hidden !== undefined) where.push(`hidden = $${args.push(f.hidden)}`);
  if (f.userIds) where.push(`user_id = any($${args.push(f.userIds)}::int8[])`);
  const w = where.length ? `where ${where.join(' and ')}` : '';
  const [rows, count] = await Promise.all([
    q.query<CardRow>(
      `select ${COLUMNS} from host_cards ${w} order by updated_at desc, user_id limit $${args.length + 1} offset $${args.length + 2}`,
      [...args, f.limit, f.offset],
    ),
    q.query<{ n: string | number }>(`select count(*)::int8 as n from host_cards ${w}`, args),
  ]);
  return { rows: rows.rows.map(norm), total: Number(count.rows[0]?.n ?? 0) };
}

export async function anyCards(q: Queryable): Promise<boolean> {
  return (await q.query('select 1 from host_cards limit 1')).rows.length > 0;
}
