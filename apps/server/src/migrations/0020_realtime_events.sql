-- Realtime topics (platform/realtime.ts, modules/realtime/store.ts): each topic's last sequence
-- number, bumped once per event by whichever node publishes it. Rows are kept (a topic's seq
-- never goes back, or a client resuming with `since` would take new events for old ones).
create table realtime_topics (
  topic text primary key,
  seq bigint not null,
  updated_at timestamptz not null
);

-- The replay buffer: recent events of each topic, so any node can serve a client's `since`.
-- Pruned by the scheduler (realtime-prune): older than the replay age, or more than the replay
-- count behind their topic's seq.
create table realtime_events (
  topic text not null,
  seq bigint not null,
  type text not null,
  payload jsonb not null,
  created_at timestamptz not null,
  primary key (topic, seq)
);
create index realtime_events_created_idx on realtime_events (created_at);
create index realtime_topics_updated_idx on realtime_topics (updated_at);
