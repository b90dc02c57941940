import { createHash } from 'node:crypto';
import type { Db } from '../../platform/db';
import { NOTIFY_MAX_BYTES, type RealtimeStore, type StoredEvent } from '../../platform/realtime';

/**
 * One statement stores a batch of events: it bumps each topic's seq by its number of events (rows
 * locked in topic order, so two nodes never deadlock on them), numbers the events within their
 * topic in the order given, keeps them for replay and, with a channel ($3), NOTIFYs each one —
 * delivered when the statement commits, in commit order, which is seq order per topic.
 */
const APPEND = `
with input as (
  select e.ord, e.v->>'topic' as topic, e.v->>'type' as type, e.v->'payload' as payload
    from jsonb_array_elements($1::jsonb) with ordinality as e(v, ord)
),
counts as (
  select topic, count(*) as n from input group by topic
),
bumped as (
  insert into realtime_topics as t (topic, seq, updated_at)
  select topic, n, $2::timestamptz from counts order by topic
  on conflict (topic) do update set seq = t.seq + excluded.seq, updated_at = excluded.updated_at
  returning t.topic, t.seq
),
numbered as (
  select i.ord, i.topic, i.type, i.payload,
         b.seq - count(*) over (partition by i.topic) + row_number() over (partition by i.topic order by i.ord) as seq
    from input i join bumped b using (topic)
),
stored as (
  insert into realtime_events (topic, seq, type, payload, created_at)
  select topic, seq, type, payload, $2::timestamptz from numbered
),
notified as (
  select pg_notify($3::text, case when octet_length(m.full) <= ${NOTIFY_MAX_BYTES} then m.full else m.ref end)
    from (select json_build_object('kind', 'events', 'events',
                   json_build_array(json_build_object('topic', topic, 'seq', seq, 'type', type, 'payload', payload)))::text as full,
                 json_build_object('kind', 'ref', 'topic', topic, 'seq', seq)::text as ref
            from numbered where $3::text is not null order by topic, seq) m
)
select n.ord, n.seq from numbered n cross join (select count(*) from notified) c order by n.ord`;

const DEADLOCK = '40P01';

export interface PrunableRealtimeStore extends RealtimeStore {
  /** deletes kept events older than `maxAgeSeconds` before `now`, or more than `maxEvents` behind their topic */
  prune(now: Date, maxAgeSeconds: number, maxEvents: number): Promise<number>;
}

/** The realtime hub's store on the app database (tables of migration 0020). */
export function realtimeStore(db: Db): PrunableRealtimeStore {
  let channel: Promise<string> | undefined;
  return {
    scope: db.scope,

    async append(events, at, notify, q) {
      const input = JSON.stringify(events.map((e) => ({ topic: e.topic, type: e.type, payload: e.payload ?? null })));
      for (let attempt = 1; ; attempt++) {
        try {
          const r = await (q ?? db).query<{ ord: number; seq: number }>(APPEND, [input, at, notify]);
          const seqs = new Array<number>(events.length);
          for (const row of r.rows) seqs[Number(row.ord) - 1] = Number(row.seq);
          return seqs;
        } catch (err) {
          if (!q && attempt < 3 && (err as { code?: string }).code === DEADLOCK) continue;
          throw err;
        }
      }
    },

    async current(topics) {
      const r = await db.query<{ topic: string; seq: number }>('select topic, seq from realtime_topics where topic = any($1::text[])', [
        [...topics],
      ]);
      return new Map(r.rows.map((row) => [row.topic, Number(row.seq)]));
    },

    async range(topic, after, upTo) {
      const r = await db.query<StoredEvent>(
        'select topic, seq, type, payload from realtime_events where topic = $1 and seq > $2 and seq <= $3 order by seq',
        [topic, after, upTo],
      );
      return r.rows.map((row) => ({ ...row, seq: Number(row.seq) }));
    },

    async notify(name, text) {
      await db.query('select pg_notify($1, $2)', [name, text]);
    },

    channel() {
      channel ??= db.query<{ schema: string }>('select current_schema() as schema').then(({ rows }) => {
        const schema = rows[0]?.schema ?? 'public';
        // a channel is an identifier (at most 63 bytes); schemas of any name get a hash
        return /^[a-z0-9_]{1,50}$/.test(schema)
          ? `realtime_${schema}`
          : `realtime_${createHash('sha256').update(schema).digest('hex').slice(0, 32)}`;
      });
      return channel;
    },

    async prune(now, maxAgeSeconds, maxEvents) {
      const cutoff = new Date(now.getTime() - maxAgeSeconds * 1000);
      const old = await db.query('delete from realtime_events where created_at < $1', [cutoff]);
      // only topics published to since the cutoff still have events
      const behind = await db.query(
        `delete from realtime_events e using realtime_topics t
          where t.updated_at >= $1 and e.topic = t.topic and e.seq <= t.seq - $2`,
        [cutoff, maxEvents],
      );
      return old.rowCount + behind.rowCount;
    },
  };
}
