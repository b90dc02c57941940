/**
 * The outbox (docs/architecture.md "Outbox"): a domain event (`gift.sent`, `order.credited`, …) is
 * written in the same transaction as the change it reports, so it exists exactly when the change
 * does. Consumers read events in commit order and apply them in their own transaction together
 * with their cursor, so each consumer applies each event exactly once (idempotent by event id),
 * whatever crashes or runs twice.
 *
 * Commit order without a relay: every event carries the id of the transaction that wrote it
 * (`xid`). A consumer reads only events below the oldest transaction still running
 * (`pg_snapshot_xmin`): every transaction below it has finished, so the events below that horizon
 * are final, and `(xid, id)` orders them for good. Its cursor is the last `(xid, id)` applied. A
 * long-running transaction anywhere in the database delays delivery, never reorders or loses it.
 *
 * A consumer holds handlers from several modules (`gift-effects`: rankings, levels, honour, CP,
 * club): they run in registration order in the consumer's one transaction, each given the batch's
 * items of its topic, loaded once per topic by the topic's loader. What must happen outside the
 * database (a Redis rank index, a realtime push) a handler returns as an after-commit callback.
 * The consumer's cursor row is locked for the transaction: one delivery per consumer at a time on
 * every node.
 */
import type { Db, Queryable } from './db';

export interface OutboxEvent {
  id: number;
  topic: string;
  /** the row the event is about (a gift send's id), when it has one */
  ref: number | null;
  payload: unknown;
  createdAt: Date;
}

/** What a handler may return: work to do after the consumer's transaction committed. */
export type AfterCommit = () => Promise<void>;
export type Handler<T> = (q: Queryable, items: readonly T[]) => Promise<AfterCommit | undefined>;

/** Loads what a topic's handlers get for a batch of its events (once per batch, however many handlers). */
export type TopicLoader<T> = (q: Queryable, events: readonly OutboxEvent[]) => Promise<T[]>;

export interface Topic<T> {
  readonly name: string;
  readonly load: TopicLoader<T>;
}

/** Declares a topic; the module that writes its events owns the declaration. */
export function defineTopic<T = OutboxEvent>(name: string, load?: TopicLoader<T>): Topic<T> {
  return { name, load: load ?? (async (_q, events) => events as unknown as T[]) };
}

interface Subscription {
  topic: Topic<unknown>;
  handler: Handler<unknown>;
  name: string;
  everyRun?: () => Promise<void>;
}

export const OUTBOX_BATCH = 1000;

export class Outbox {
  private readonly consumers = new Map<string, Subscription[]>();
  private readonly cursorsReady = new Set<string>();

  constructor(private readonly db: Db) {}

  /**
   * Registers a handler of `topic` events in `consumer` (runs after the handlers registered before
   * it). `everyRun` runs after every delivery run, events or not (retrying work a handler's
   * after-commit step could not finish, say an unreachable index).
   */
  subscribe<T>(consumer: string, topic: Topic<T>, name: string, handler: Handler<T>, opts: { everyRun?: () => Promise<void> } = {}): void {
    const list = this.consumers.get(consumer) ?? [];
    list.push({ topic: topic as Topic<unknown>, handler: handler as Handler<unknown>, name, everyRun: opts.everyRun });
    this.consumers.set(consumer, list);
  }

  consumerNames(): string[] {
    return [...this.consumers.keys()];
  }

  /** Writes an event inside the caller's transaction. */
  static async publish(q: Queryable, topic: Topic<unknown>, e: { ref?: number | null; payload?: unknown; createdAt: Date }): Promise<void> {
    await q.query('insert into outbox_events (topic, ref, payload, created_at) values ($1, $2, $3, $4)', [
      topic.name,
      e.ref ?? null,
      e.payload === undefined ? null : JSON.stringify(e.payload),
      e.createdAt,
    ]);
  }

  /**
   * For a statement that writes many rows at once: a data-modifying CTE body writing one event of
   * `topic` per row of the CTE `source` (which has columns `id` → ref and `created_at`).
   */
  static insertFromSql(topic: Topic<unknown>, source: string, param: (value: unknown) => string): string {
    return `insert into outbox_events (topic, ref, created_at) select ${param(topic.name)}, id, created_at from ${source}`;
  }

  private async ensureCursor(consumer: string): Promise<void> {
    if (this.cursorsReady.has(consumer)) return;
    await this.db.query(`insert into outbox_cursors (consumer) values ($1) on conflict (consumer) do nothing`, [consumer]);
    this.cursorsReady.add(consumer);
  }

  /**
   * Applies the next batch of final events to one consumer, in one transaction with its cursor,
   * then runs the handlers' after-commit work (all of it; the first failure is thrown after).
   * Returns how many events it took (0: nothing final is waiting).
   */
  async deliver(consumer: string, limit = OUTBOX_BATCH): Promise<number> {
    const subs = this.consumers.get(consumer);
    if (!subs) throw new Error(`outbox: no consumer ${consumer}`);
    await this.ensureCursor(consumer);
    const done = await this.db.tx(async (q) => {
      const cursor = await q.query<{ xid: string; id: number }>(
        `select xid::text as xid, id from outbox_cursors where consumer = $1 for update`,
        [consumer],
      );
      const at = cursor.rows[0]!;
      const r = await q.query<{ id: number; xid: string; topic: string; ref: number | null; payload: unknown; created_at: Date }>(
        // ordered by the columns, not by the text the xid is read as (`order by xid` would sort '1002' before '996')
        `select e.id, e.xid::text as xid, e.topic, e.ref, e.payload, e.created_at from outbox_events e
          where (e.xid, e.id) > ($1::xid8, $2::int8) and e.xid < pg_snapshot_xmin(pg_current_snapshot())
          order by e.xid, e.id limit $3`,
        [at.xid, at.id, limit],
      );
      if (r.rows.length === 0) return { taken: 0, after: [] as AfterCommit[] };
      const events: OutboxEvent[] = r.rows.map((e) => ({
        id: e.id,
        topic: e.topic,
        ref: e.ref,
        payload: e.payload,
        createdAt: e.created_at,
      }));
      const loaded = new Map<string, unknown[]>();
      const after: AfterCommit[] = [];
      for (const sub of subs) {
        let items = loaded.get(sub.topic.name);
        if (!items) {
          const mine = events.filter((e) => e.topic === sub.topic.name);
          items = mine.length > 0 ? await sub.topic.load(q, mine) : [];
          loaded.set(sub.topic.name, items);
        }
        if (items.length === 0) continue;
        const then = await sub.handler(q, items);
        if (then) after.push(then);
      }
      const last = r.rows[r.rows.length - 1]!;
      await q.query(`update outbox_cursors set xid = $2::xid8, id = $3, updated_at = now() where consumer = $1`, [
        consumer,
        last.xid,
        last.id,
      ]);
      return { taken: r.rows.length, after };
    });
    const results = await Promise.allSettled([
      ...done.after.map((fn) => fn()),
      ...subs.flatMap((sub) => (sub.everyRun && done.after.length === 0 ? [sub.everyRun()] : [])),
    ]);
    const failed = results.find((x): x is PromiseRejectedResult => x.status === 'rejected');
    if (failed) throw failed.reason;
    return done.taken;
  }

  /**
   * Delivers until no event is waiting for the consumer (tests, start-up). Events of transactions
   * still running elsewhere in the cluster are waited for (they hold the horizon back), up to
   * `timeoutMs`.
   */
  async flush(consumer: string, timeoutMs = 10_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (Date.now() < end) {
      if ((await this.deliver(consumer)) > 0) continue;
      if (!(await this.behind(consumer))) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Delivers everything pending to every consumer (tests, shutdown). */
  async flushAll(timeoutMs = 10_000): Promise<void> {
    for (const consumer of this.consumers.keys()) await this.flush(consumer, timeoutMs);
  }

  /** True while an event past the consumer's cursor is in the table (committed or not yet visible). */
  async behind(consumer: string): Promise<boolean> {
    const r = await this.db.query(
      `select 1 from outbox_events e, outbox_cursors c where c.consumer = $1 and (e.xid, e.id) > (c.xid, c.id) limit 1`,
      [consumer],
    );
    return r.rows.length > 0;
  }

  /** True when an event of `topic` created before `before` is not applied by `consumer` yet. */
  static async waiting(q: Queryable, consumer: string, topic: Topic<unknown>, before: Date): Promise<boolean> {
    const r = await q.query(
      `select 1 from outbox_events e left join outbox_cursors c on c.consumer = $1
        where e.topic = $2 and e.created_at < $3 and (c.consumer is null or (e.xid, e.id) > (c.xid, c.id)) limit 1`,
      [consumer, topic.name, before],
    );
    return r.rows.length > 0;
  }

  /** Deletes events every registered consumer has applied. Returns how many. */
  async prune(limit = 10_000): Promise<number> {
    const names = this.consumerNames();
    if (names.length === 0) return 0;
    for (const c of names) await this.ensureCursor(c);
    const r = await this.db.query(
      `with low as (select xid, id from outbox_cursors where consumer = any($1::text[]) order by xid, id limit 1)
       delete from outbox_events where id in (
         select e.id from outbox_events e, low where (e.xid, e.id) <= (low.xid, low.id) order by e.xid, e.id limit $2)`,
      [names, limit],
    );
    return r.rowCount ?? 0;
  }
}
