import type { Queryable } from '../../platform/db';

/** SQL of the versioned definitions (migration 0034). Every writer takes the caller's transaction. */

export interface EventRow {
  event_id: string;
  live_version: number | null;
  ended_at: Date | null;
  ended_by: number | null;
  end_reason: string;
  created_at: Date;
  updated_at: Date;
}

export interface VersionRow {
  event_id: string;
  version: number;
  definition: Record<string, unknown>;
  state: 'draft' | 'pending' | 'approved' | 'rejected';
  author_id: number | null;
  editors: number[];
  based_on: number | null;
  reverted_from: number | null;
  note: string;
  created_at: Date;
  updated_at: Date;
  submitted_at: Date | null;
  reviewer_id: number | null;
  reviewed_at: Date | null;
}

const date = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
const maybeDate = (v: unknown): Date | null => (v === null || v === undefined ? null : date(v));

function toEvent(r: Record<string, unknown>): EventRow {
  return {
    event_id: String(r.event_id),
    live_version: r.live_version === null ? null : Number(r.live_version),
    ended_at: maybeDate(r.ended_at),
    ended_by: r.ended_by === null ? null : Number(r.ended_by),
    end_reason: String(r.end_reason ?? ''),
    created_at: date(r.created_at),
    updated_at: date(r.updated_at),
  };
}

function toVersion(r: Record<string, unknown>): VersionRow {
  const definition = typeof r.definition === 'string' ? JSON.parse(r.definition) : r.definition;
  return {
    event_id: String(r.event_id),
    version: Number(r.version),
    definition: definition as Record<string, unknown>,
    state: r.state as VersionRow['state'],
    author_id: r.author_id === null ? null : Number(r.author_id),
    editors: ((r.editors as unknown[] | null) ?? []).map(Number),
    based_on: r.based_on === null ? null : Number(r.based_on),
    reverted_from: r.reverted_from === null ? null : Number(r.reverted_from),
    note: String(r.note ?? ''),
    created_at: date(r.created_at),
    updated_at: date(r.updated_at),
    submitted_at: maybeDate(r.submitted_at),
    reviewer_id: r.reviewer_id === null ? null : Number(r.reviewer_id),
    reviewed_at: maybeDate(r.reviewed_at),
  };
}

export async function events(q: Queryable): Promise<EventRow[]> {
  return (await q.query('select * from activity_events order by event_id')).rows.map(toEvent);
}

/** The event's row, locked for the caller's transaction when `lock`. */
export async function findEvent(q: Queryable, id: string, lock = false): Promise<EventRow | null> {
  const { rows } = await q.query(`select * from activity_events where event_id = $1${lock ? ' for update' : ''}`, [id]);
  return rows[0] ? toEvent(rows[0]) : null;
}

/** Creates the event's row (false: it exists). */
export async function insertEvent(q: Queryable, id: string, at: Date): Promise<boolean> {
  const { rows } = await q.query(
    `insert into activity_events (event_id, created_at, updated_at) values ($1, $2, $2) on conflict (event_id) do nothing returning event_id`,
    [id, at],
  );
  return rows.length === 1;
}

/** Makes `version` the live one (servers reload: rev grows). */
export async function setLive(q: Queryable, id: string, version: number, at: Date): Promise<void> {
  await q.query('update activity_events set live_version = $2, rev = rev + 1, updated_at = $3 where event_id = $1', [id, version, at]);
}

export async function setEnded(q: Queryable, id: string, at: Date, by: number, reason: string): Promise<void> {
  await q.query(
    'update activity_events set ended_at = $2, ended_by = $3, end_reason = $4, rev = rev + 1, updated_at = $2 where event_id = $1',
    [id, at, by, reason],
  );
}

export async function touchEvent(q: Queryable, id: string, at: Date): Promise<void> {
  await q.query('update activity_events set updated_at = $2 where event_id = $1', [id, at]);
}

/** Every version of the events asked (newest first), without their definitions unless `withDefinition`. */
export async function versionsOf(q: Queryable, ids: readonly string[]): Promise<VersionRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query('select * from activity_versions where event_id = any($1::text[]) order by event_id, version desc', [ids]);
  return rows.map(toVersion);
}

export async function findVersion(q: Queryable, id: string, version: number, lock = false): Promise<VersionRow | null> {
  const { rows } = await q.query(`select * from activity_versions where event_id = $1 and version = $2${lock ? ' for update' : ''}`, [
    id,
    version,
  ]);
  return rows[0] ? toVersion(rows[0]) : null;
}

/** The shipped (authorless) version newest per event. */
export async function latestShipped(q: Queryable): Promise<Map<string, VersionRow>> {
  const { rows } = await q.query(
    `select distinct on (event_id) * from activity_versions where author_id is null order by event_id, version desc`,
  );
  return new Map(rows.map((r) => [String(r.event_id), toVersion(r)]));
}

export async function maxVersion(q: Queryable, id: string): Promise<number> {
  const { rows } = await q.query<{ v: number | null }>('select max(version) v from activity_versions where event_id = $1', [id]);
  return rows[0]?.v === null || rows[0]?.v === undefined ? 0 : Number(rows[0].v);
}

export interface NewVersion {
  event: string;
  version: number;
  definition: unknown;
  state: VersionRow['state'];
  authorId: number | null;
  basedOn: number | null;
  revertedFrom?: number | null;
  at: Date;
}

export async function insertVersion(q: Queryable, v: NewVersion): Promise<void> {
  await q.query(
    `insert into activity_versions (event_id, version, definition, state, author_id, editors, based_on, reverted_from, created_at, updated_at,
                                    reviewed_at)
     values ($1, $2, $3::jsonb, $4, $5, $6::bigint[], $7, $8, $9, $9, case when $4 = 'approved' then $9::timestamptz end)`,
    [
      v.event,
      v.version,
      JSON.stringify(v.definition),
      v.state,
      v.authorId,
      v.authorId === null ? [] : [v.authorId],
      v.basedOn,
      v.revertedFrom ?? null,
      v.at,
    ],
  );
}

/** A draft's new definition; the editor joins its editors. */
export async function updateDraft(q: Queryable, id: string, version: number, definition: unknown, editor: number, at: Date) {
  await q.query(
    `update activity_versions
        set definition = $3::jsonb, updated_at = $5,
            editors = case when $4 = any(editors) then editors else editors || $4::bigint end
      where event_id = $1 and version = $2`,
    [id, version, JSON.stringify(definition), editor, at],
  );
}

export async function setState(
  q: Queryable,
  id: string,
  version: number,
  patch: { state: VersionRow['state']; at: Date; submitted?: boolean; reviewerId?: number; note?: string },
): Promise<void> {
  await q.query(
    `update activity_versions
        set state = $3, updated_at = $4,
            submitted_at = case when $5 then $4 else submitted_at end,
            reviewer_id = coalesce($6, reviewer_id),
            reviewed_at = case when $6::bigint is not null then $4 else reviewed_at end,
            note = coalesce($7, note)
      where event_id = $1 and version = $2`,
    [id, version, patch.state, patch.at, patch.submitted ?? false, patch.reviewerId ?? null, patch.note ?? null],
  );
}

export interface PayoutRow {
  id: number;
  source: 'board' | 'task' | 'check_in' | 'pool';
  ref: string;
  scope: string;
  rank: number | null;
  score: number | null;
  user_id: number;
  grants: unknown;
  created_at: Date;
}

/** An event's payouts, newest first, a page at a time, and how many in all. */
export async function payouts(
  q: Queryable,
  id: string,
  source: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: PayoutRow[]; total: number }> {
  const where = source ? 'event_id = $1 and source = $2' : 'event_id = $1 and $2::text is null';
  const [page, count] = await Promise.all([
    q.query(
      `select id, source, ref, scope, rank, score, user_id, grants, created_at from activity_payouts where ${where}
        order by source, ref, scope, rank nulls last, id limit $3 offset $4`,
      [id, source ?? null, limit, offset],
    ),
    q.query<{ n: string }>(`select count(*)::text n from activity_payouts where ${where}`, [id, source ?? null]),
  ]);
  return {
    rows: page.rows.map((r) => ({
      id: Number(r.id),
      source: r.source as PayoutRow['source'],
      ref: String(r.ref),
      scope: String(r.scope),
      rank: r.rank === null ? null : Number(r.rank),
      score: r.score === null ? null : Number(r.score),
      user_id: Number(r.user_id),
      grants: typeof r.grants === 'string' ? JSON.parse(r.grants) : r.grants,
      created_at: date(r.created_at),
    })),
    total: Number(count.rows[0]?.n ?? 0),
  };
}
