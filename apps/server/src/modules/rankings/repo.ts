import type { Queryable } from '../../platform/db';

export interface BoardRef {
  board: string;
  scope: string;
  period: string;
}

export const boardKey = (b: BoardRef) => `${b.board}|${b.scope}|${b.period}`;

export async function top(q: Queryable, b: BoardRef, offset: number, limit: number): Promise<Array<{ owner: string; score: number }>> {
  const r = await q.query<{ owner: string; score: number }>(
    `select owner, score from rank_scores where board = $1 and scope = $2 and period = $3
      order by score desc, owner limit $4 offset $5`,
    [b.board, b.scope, b.period, limit, offset],
  );
  return r.rows;
}

export async function scoreOf(q: Queryable, b: BoardRef, owner: string): Promise<number | null> {
  const r = await q.query<{ score: number }>(
    'select score from rank_scores where board = $1 and scope = $2 and period = $3 and owner = $4',
    [b.board, b.scope, b.period, owner],
  );
  return r.rows[0]?.score ?? null;
}

/** The best-scoring pair (`low-high`) a user is part of on a pair board, or null. */
export async function bestPairOf(q: Queryable, b: BoardRef, userId: number): Promise<string | null> {
  const r = await q.query<{ owner: string }>(
    `select owner from rank_scores where board = $1 and scope = $2 and period = $3 and (owner like $4 or owner like $5)
      order by score desc, owner limit 1`,
    [b.board, b.scope, b.period, `${userId}-%`, `%-${userId}`],
  );
  return r.rows[0]?.owner ?? null;
}

export async function wholeBoard(q: Queryable, b: BoardRef): Promise<Array<[string, number]>> {
  const r = await q.query<{ owner: string; score: number }>(
    'select owner, score from rank_scores where board = $1 and scope = $2 and period = $3',
    [b.board, b.scope, b.period],
  );
  return r.rows.map((row) => [row.owner, row.score]);
}

export interface ScoreDelta extends BoardRef {
  owner: string;
  delta: number;
}

/** Adds deltas (unique keys, applied in key order so concurrent batches never deadlock). */
export async function addScores(q: Queryable, deltas: ScoreDelta[]): Promise<Array<ScoreDelta & { score: number }>> {
  if (deltas.length === 0) return [];
  const sorted = [...deltas].sort((a, b) => (boardKey(a) + a.owner < boardKey(b) + b.owner ? -1 : 1));
  // arrays, not a VALUES list: one statement text whatever the batch size, so it is planned once
  const r = await q.query<{ board: string; scope: string; period: string; owner: string; score: number }>(
    `insert into rank_scores (board, scope, period, owner, score)
     select b, s, p, o, d from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int8[]) with ordinality as t(b, s, p, o, d, n) order by n
     on conflict (board, scope, period, owner) do update set score = rank_scores.score + excluded.score, updated_at = now()
     returning board, scope, period, owner, score`,
    [
      sorted.map((d) => d.board),
      sorted.map((d) => d.scope),
      sorted.map((d) => d.period),
      sorted.map((d) => d.owner),
      sorted.map((d) => d.delta),
    ],
  );
  const byKey = new Map(sorted.map((d) => [`${boardKey(d)}|${d.owner}`, d]));
  return r.rows.map((row) => ({ ...byKey.get(`${boardKey(row)}|${row.owner}`)!, score: row.score }));
}
