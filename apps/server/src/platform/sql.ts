import type { Queryable } from './db';

/**
 * A WHERE clause built from optional filters, with its parameters: `add('brand = ?', v)` numbers
 * the `?` as the next parameter; `raw` adds a condition without one. The owner module names its
 * tables and columns; this only numbers the placeholders.
 */
export class SqlFilter {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  add(sql: string, value: unknown): this {
    this.params.push(value);
    this.parts.push(sql.replaceAll('?', `$${this.params.length}`));
    return this;
  }

  raw(sql: string): this {
    this.parts.push(sql);
    return this;
  }

  /** `where a and b`, or nothing when there is no condition */
  get clause(): string {
    return this.parts.length ? `where ${this.parts.join(' and ')}` : '';
  }
}

/**
 * One page of a console list and the number of rows that match (both queries at once):
 * `select <columns> from <from> <where> order by <orderBy> limit … offset …`.
 */
export async function pageWithTotal<T>(
  q: Queryable,
  list: { columns: string; from: string; where: SqlFilter; orderBy: string },
  limit: number,
  offset: number,
): Promise<{ rows: T[]; total: number }> {
  const { params, clause } = list.where;
  const n = params.length;
  const [rows, count] = await Promise.all([
    q.query<T>(`select ${list.columns} from ${list.from} ${clause} order by ${list.orderBy} limit $${n + 1} offset $${n + 2}`, [
      ...params,
      limit,
      offset,
    ]),
    q.query<{ n: number }>(`select count(*)::int8 as n from ${list.from} ${clause}`, params),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

/** The query's first row, or null when it returns none; `map` (given) turns the row into what the caller returns. */
export async function firstRow<R>(q: Queryable, sql: string, params?: readonly unknown[]): Promise<R | null>;
export async function firstRow<R, T>(q: Queryable, sql: string, params: readonly unknown[], map: (row: R) => T): Promise<T | null>;
export async function firstRow<R, T>(
  q: Queryable,
  sql: string,
  params: readonly unknown[] = [],
  map?: (row: R) => T,
): Promise<R | T | null> {
  const row = (await q.query<R>(sql, params)).rows[0];
  if (row === undefined) return null;
  return map ? map(row) : row;
}
