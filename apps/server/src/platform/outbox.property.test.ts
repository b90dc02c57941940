/**
 * Property test of the outbox (docs/architecture.md "Outbox"): random interleavings of
 * transactions that publish events of two topics and then commit or roll back, consumers (each with
 * handlers of either topic, on two nodes) that deliver batches and crash in a topic's loader, in
 * the middle of a handler or in the after-commit work, and prunes.
 *
 * On PostgreSQL the transactions stay open across other steps and end in any order: a transaction
 * that took its xid early commits after later ones (the snapshot case), some of its events written
 * just before it commits; and two nodes deliver one consumer at once, the first paused inside a
 * handler while the second waits for the cursor. PGlite runs one transaction at a time, so there
 * each transaction ends where it starts.
 *
 * Checked: no handler or loader ever sees an event of a rolled-back transaction; after the end
 * every committed event has been applied by every handler of its topic exactly once (counting the
 * handlers' rows by event id; crashed deliveries leave none) and its after-commit work ran once;
 * per consumer the batches follow (xid, id) and within a batch the handlers ran in registration
 * order, each given only its topic; each consumer's cursor ends at the last event; a prune never
 * removes an event a consumer still has to apply, and the last one leaves nothing.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { BACKENDS, itHolds, openTestDb, type TestDb } from '../test/helpers';
import type { Db, Queryable } from './db';
import { migrate } from './migrate';
import { defineTopic, OUTBOX_BATCH, Outbox, type OutboxEvent, type Topic } from './outbox';

const TOPICS = ['a', 'b'] as const;
type TopicName = (typeof TOPICS)[number];
/** at most this many publishing transactions open at once (each holds a connection) */
const MAX_OPEN = 4;

type Crash = { at: 'none' } | { at: 'loader' } | { at: 'handler'; nth: number; afterWrite: boolean } | { at: 'afterCommit'; nth: number };
type Action =
  /** a transaction publishes `early` events (taking its xid), then — when it ends — `late` more */
  | { t: 'open'; early: TopicName[]; late: TopicName[]; rollback: boolean; xidFirst: boolean }
  | { t: 'close'; pick: number }
  | { t: 'deliver'; consumer: number; node: number; limit: number; crash: Crash }
  | { t: 'race'; consumer: number; limit: number }
  | { t: 'prune'; node: number; limit: number };

interface Scenario {
  /** per consumer, the topic of each of its handlers, in registration order */
  consumers: TopicName[][];
  actions: Action[];
}

const topic = fc.constantFrom<TopicName>(...TOPICS);
const crash: fc.Arbitrary<Crash> = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ at: 'none' as const }) },
  { weight: 1, arbitrary: fc.constant({ at: 'loader' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({ at: fc.constant('handler' as const), nth: fc.integer({ min: 0, max: 2 }), afterWrite: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ at: fc.constant('afterCommit' as const), nth: fc.integer({ min: 0, max: 2 }) }) },
);
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      t: fc.constant('open' as const),
      early: fc.array(topic, { minLength: 0, maxLength: 3 }),
      late: fc.array(topic, { minLength: 0, maxLength: 2 }),
      rollback: fc.boolean(),
      xidFirst: fc.boolean(),
    }),
  },
  { weight: 4, arbitrary: fc.record({ t: fc.constant('close' as const), pick: fc.nat() }) },
  {
    weight: 6,
    arbitrary: fc.record({
      t: fc.constant('deliver' as const),
      consumer: fc.nat(),
      node: fc.integer({ min: 0, max: 1 }),
      limit: fc.integer({ min: 1, max: 4 }),
      crash,
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('race' as const), consumer: fc.nat(), limit: fc.integer({ min: 1, max: 4 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('prune' as const),
      node: fc.integer({ min: 0, max: 1 }),
      limit: fc.integer({ min: 1, max: 10_000 }),
    }),
  },
);
const scenario: fc.Arbitrary<Scenario> = fc.record({
  consumers: fc.array(fc.array(topic, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }),
  actions: fc.array(action, { minLength: 3, maxLength: 30 }),
});

interface Ev {
  id: number;
  xid: bigint;
  topic: TopicName;
}
interface Tx {
  events: Ev[];
  rollback: boolean;
  state: 'open' | 'committed' | 'rolledback';
  end?: () => Promise<void>;
}
interface Plan {
  crash: Crash;
  delivery: number;
  /** handler invocations so far in this delivery */
  calls: number;
  pause?: { signal: () => void; gate: Promise<void> };
}
class PlannedCrash extends Error {}

const gateOf = () => {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, gate };
};
const before = (x: Ev, y: Ev) => x.xid < y.xid || (x.xid === y.xid && x.id < y.id);

describe.each(BACKENDS)('outbox properties (%s)', (backend) => {
  let tdb: TestDb;
  let db: Db;
  let runNo = 0;
  beforeAll(async () => {
    tdb = await openTestDb(backend);
    db = tdb.db;
    await migrate(db);
    // what the handlers write, in their consumer's transaction: one row per event applied
    await db.query(
      'create table prop_effects (seq bigserial primary key, consumer text not null, handler int not null, delivery int not null, event_id bigint not null)',
    );
  });
  afterAll(() => tdb?.cleanup());

  async function check(sc: Scenario): Promise<void> {
    runNo += 1;
    const concurrent = db.kind === 'postgres';
    await db.query('delete from outbox_events');
    await db.query('delete from outbox_cursors');
    await db.query('delete from prop_effects');
    const cname = (c: number) => `c${c}-r${runNo}`;
    const violations: string[] = [];
    const fail = (msg: string) => violations.push(msg);
    const txs: Tx[] = [];
    const byId = new Map<number, { ev: Ev; tx: Tx }>();
    /** (consumer, handler, event id) of every after-commit step run */
    const afterCommitted: string[] = [];
    let deliveries = 0;
    const plans = new Map<string, Plan>();

    // two nodes with the same subscriptions; a plan per (node, consumer) steers its current delivery
    const outboxes = [0, 1].map((node) => {
      const outbox = new Outbox(db);
      sc.consumers.forEach((handlers, c) => {
        const plan = () => plans.get(`${node}:${c}`) ?? { crash: { at: 'none' }, delivery: 0, calls: 0 };
        const topics = new Map<TopicName, Topic<OutboxEvent>>(
          TOPICS.map((name) => [
            name,
            defineTopic<OutboxEvent>(name, async (_q, events) => {
              for (const e of events) {
                const known = byId.get(e.id);
                if (known?.tx.state !== 'committed')
                  fail(`${cname(c)} loaded event ${e.id} of a ${known?.tx.state ?? 'unknown'} transaction`);
                if (e.topic !== name) fail(`the loader of ${name} got an event of ${e.topic}`);
              }
              if (plan().crash.at === 'loader') throw new PlannedCrash('loader crashed');
              return [...events];
            }),
          ]),
        );
        handlers.forEach((t, h) => {
          outbox.subscribe(cname(c), topics.get(t)!, `h${h}`, async (q: Queryable, items: readonly OutboxEvent[]) => {
            const p = plan();
            const nth = p.calls++;
            for (const e of items) if (e.topic !== t) fail(`handler ${h} of ${t} got an event of ${e.topic}`);
            if (p.pause) {
              const { signal, gate } = p.pause;
              p.pause = undefined;
              signal();
              await gate;
            }
            const crashHere = p.crash.at === 'handler' && p.crash.nth === nth;
            if (crashHere && p.crash.at === 'handler' && !p.crash.afterWrite) throw new PlannedCrash('handler crashed');
            await q.query('insert into prop_effects (consumer, handler, delivery, event_id) select $1, $2, $3, unnest($4::int8[])', [
              cname(c),
              h,
              p.delivery,
              items.map((e) => e.id),
            ]);
            if (crashHere) throw new PlannedCrash('handler crashed after writing');
            return async () => {
              for (const e of items) afterCommitted.push(`${c}/${h}/${e.id}`);
              if (p.crash.at === 'afterCommit' && p.crash.nth === nth) throw new PlannedCrash('after-commit work failed');
            };
          });
        });
      });
      return outbox;
    });

    const publish = async (q: Queryable, topics: readonly TopicName[]) => {
      for (const t of topics) await Outbox.publish(q, defineTopic(t), { payload: { t }, createdAt: new Date() });
    };
    const open = async (a: Extract<Action, { t: 'open' }>) => {
      const tx: Tx = { events: [], rollback: a.rollback, state: 'open' };
      txs.push(tx);
      const { open: opened, gate: isOpen } = gateOf();
      const { open: end, gate: ended } = gateOf();
      const finished = db
        .tx(async (q) => {
          if (a.xidFirst) await q.query('select pg_current_xact_id()');
          await publish(q, a.early);
          opened();
          if (concurrent) await ended;
          await publish(q, a.late);
          const r = await q.query<{ id: number; xid: string; topic: TopicName }>(
            'select id, xid::text as xid, topic from outbox_events where xid = pg_current_xact_id() order by id',
          );
          tx.events = r.rows.map((e) => ({ id: e.id, xid: BigInt(e.xid), topic: e.topic }));
          for (const ev of tx.events) byId.set(ev.id, { ev, tx });
          if (a.rollback) throw new PlannedCrash('rolled back');
        })
        .then(
          () => {
            tx.state = 'committed';
          },
          (err) => {
            if (!(err instanceof PlannedCrash)) throw err;
            tx.state = 'rolledback';
          },
        );
      tx.end = async () => {
        end();
        await finished;
      };
      await Promise.race([isOpen, finished]);
      if (!concurrent) await finished;
    };
    const close = async (pick: number) => {
      const live = txs.filter((t) => t.state === 'open');
      if (live.length > 0) await live[pick % live.length]!.end!();
    };

    /** one delivery with its own number (the order checks tell deliveries apart by it); how many it took */
    const deliver = async (node: number, c: number, limit: number, crash: Crash, pause?: Plan['pause']) => {
      const plan: Plan = { crash, delivery: ++deliveries, calls: 0, pause };
      plans.set(`${node}:${c}`, plan);
      try {
        return await outboxes[node]!.deliver(cname(c), limit);
      } catch (err) {
        if (!(err instanceof PlannedCrash)) throw err;
        return 0;
      } finally {
        plans.delete(`${node}:${c}`);
      }
    };
    /** delivers until the consumer is done, as Outbox.flush does, but each delivery numbered */
    const catchUp = async (c: number) => {
      const end = Date.now() + 30_000;
      while (Date.now() < end) {
        if ((await deliver(c % 2, c, OUTBOX_BATCH, { at: 'none' })) > 0) continue;
        if (!(await outboxes[c % 2]!.behind(cname(c)))) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };

    /** every committed event some consumer still has to apply is in the table */
    const checkPruned = async () => {
      const kept = new Set((await db.query<{ id: number }>('select id from outbox_events')).rows.map((r) => r.id));
      const applied = new Set(
        (await db.query<{ consumer: string; event_id: number }>('select consumer, event_id from prop_effects')).rows.map(
          (r) => `${r.consumer}/${r.event_id}`,
        ),
      );
      for (const tx of txs)
        if (tx.state === 'committed')
          for (const ev of tx.events)
            sc.consumers.forEach((handlers, c) => {
              if (handlers.includes(ev.topic) && !applied.has(`${cname(c)}/${ev.id}`) && !kept.has(ev.id))
                fail(`prune removed event ${ev.id} before ${cname(c)} applied it`);
            });
    };

    for (const a of sc.actions) {
      const c = a.t === 'deliver' || a.t === 'race' ? a.consumer % sc.consumers.length : 0;
      if (a.t === 'open') {
        if (txs.filter((t) => t.state === 'open').length >= MAX_OPEN) await close(0);
        await open(a);
      } else if (a.t === 'close') await close(a.pick);
      else if (a.t === 'deliver') await deliver(a.node, c, a.limit, a.crash);
      else if (a.t === 'race') {
        if (!concurrent) {
          await deliver(0, c, a.limit, { at: 'none' });
          continue;
        }
        // node 0 stops inside its first handler, holding the cursor; node 1 delivers meanwhile
        const { open: paused, gate: isPaused } = gateOf();
        const { open: go, gate } = gateOf();
        const first = deliver(0, c, a.limit, { at: 'none' }, { signal: paused, gate });
        await Promise.race([isPaused, first]);
        const second = deliver(1, c, a.limit, { at: 'none' });
        await new Promise((resolve) => setTimeout(resolve, 20));
        go();
        await Promise.all([first, second]);
      } else {
        await outboxes[a.node]!.prune(a.limit);
        await checkPruned();
      }
    }

    // the end: every transaction ends, every consumer catches up, and a prune clears the table
    for (const tx of txs) if (tx.state === 'open') await tx.end!();
    for (let c = 0; c < sc.consumers.length; c++) await catchUp(c);
    await outboxes[1]!.prune();
    expect(violations).toEqual([]);

    const committed = txs.filter((t) => t.state === 'committed').flatMap((t) => t.events);
    expect(txs.every((t) => t.state === (t.rollback ? 'rolledback' : 'committed'))).toBe(true);
    const effects = (
      await db.query<{ consumer: string; handler: number; delivery: number; event_id: number }>(
        'select consumer, handler, delivery, event_id from prop_effects order by seq',
      )
    ).rows;
    for (const e of effects) {
      const known = byId.get(e.event_id);
      if (known?.tx.state !== 'committed')
        fail(`${e.consumer} applied event ${e.event_id} of a ${known?.tx.state ?? 'unknown'} transaction`);
    }
    sc.consumers.forEach((handlers, c) => {
      const mine = effects.filter((e) => e.consumer === cname(c));
      // each handler applied each committed event of its topic exactly once
      handlers.forEach((t, h) => {
        const applied = mine.filter((e) => e.handler === h).map((e) => e.event_id);
        expect({ consumer: c, handler: h, applied: [...applied].sort((x, y) => x - y) }).toEqual({
          consumer: c,
          handler: h,
          applied: committed
            .filter((ev) => ev.topic === t)
            .map((ev) => ev.id)
            .sort((x, y) => x - y),
        });
      });
      // batches in (xid, id) order; handlers in registration order within a batch
      const batches: Array<{ delivery: number; handlers: number[]; events: Ev[] }> = [];
      for (const e of mine) {
        let b = batches.at(-1);
        if (b?.delivery !== e.delivery) {
          b = { delivery: e.delivery, handlers: [], events: [] };
          batches.push(b);
        }
        if (b.handlers.at(-1) !== e.handler) b.handlers.push(e.handler);
        const ev = byId.get(e.event_id)!.ev;
        if (!b.events.includes(ev)) b.events.push(ev);
      }
      if (new Set(batches.map((b) => b.delivery)).size !== batches.length) fail(`${cname(c)}: two batches interleaved`);
      let last: Ev | undefined;
      for (const b of batches) {
        if (b.handlers.some((h, i) => i > 0 && h <= b.handlers[i - 1]!)) fail(`${cname(c)}: handlers ran as ${b.handlers}`);
        const sorted = [...b.events].sort((x, y) => (before(x, y) ? -1 : 1));
        if (last && before(sorted[0]!, last)) fail(`${cname(c)}: event ${sorted[0]!.id} applied after ${last.id}`);
        last = sorted.at(-1);
      }
      // the per-handler order too (a handler's items come in (xid, id) order)
      handlers.forEach((_t, h) => {
        const seq = mine.filter((e) => e.handler === h).map((e) => byId.get(e.event_id)!.ev);
        if (seq.some((ev, i) => i > 0 && !before(seq[i - 1]!, ev))) fail(`${cname(c)} handler ${h} applied out of (xid, id) order`);
      });
    });
    // after-commit work ran once for each event applied
    const ac = new Map<string, number>();
    for (const k of afterCommitted) ac.set(k, (ac.get(k) ?? 0) + 1);
    const appliedKeys = effects.map((e) => `${Number(e.consumer.slice(1, e.consumer.indexOf('-')))}/${e.handler}/${e.event_id}`);
    expect([...ac.keys()].sort()).toEqual([...appliedKeys].sort());
    for (const [k, n] of ac) if (n !== 1) fail(`after-commit work of ${k} ran ${n} times`);
    // cursors end at the last event; the last prune left nothing
    const newest = committed.reduce<Ev | undefined>((m, ev) => (!m || before(m, ev) ? ev : m), undefined);
    const cursors = await db.query<{ consumer: string; xid: string; id: number }>(
      'select consumer, xid::text as xid, id from outbox_cursors',
    );
    for (const cur of cursors.rows)
      expect({ consumer: cur.consumer, xid: BigInt(cur.xid), id: cur.id }).toEqual({
        consumer: cur.consumer,
        xid: newest?.xid ?? 0n,
        id: newest?.id ?? 0,
      });
    expect((await db.query('select id from outbox_events')).rows).toEqual([]);
    expect(violations).toEqual([]);
  }

  itHolds(
    'applies every committed event exactly once per handler, in (xid, id) order, whatever crashes, and prunes only what all applied',
    scenario,
    check,
  );
});
