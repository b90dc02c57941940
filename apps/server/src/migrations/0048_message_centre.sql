-- The message centre (issue 14, part E): system notices — a recharge credited, a withdrawal's
-- state, an event reward, a restriction, a letter reply — one row per user and event, written by
-- the notices module's outbox consumer. A notice keeps its kind and params, never prose: its text
-- is written at read time in the reader's language. (source, ref) is the event's own key (an
-- order, a withdrawal and its state, a payout, a risk action, a reply): a replayed event finds its
-- row and adds nothing. Pruned after SYSTEM_NOTICE_LIMITS.retentionDays.
create table system_notices (
  id bigserial primary key,
  user_id bigint not null references users (id),
  category text not null check (category in ('letters', 'system')),
  kind text not null check (kind in ('order_credited', 'withdrawal_status', 'activity_reward', 'risk', 'letter_reply')),
  source text not null,
  ref text not null,
  params jsonb not null,
  created_at timestamptz not null,
  read_at timestamptz,
  unique (user_id, source, ref)
);
-- the list, newest first (the centre merges it with official deliveries)
create index system_notices_list on system_notices (user_id, created_at desc, id desc);
-- the unread badge per category: only unread rows are indexed
create index system_notices_unread on system_notices (user_id, category) where read_at is null;
-- the retention prune
create index system_notices_created on system_notices (created_at);
