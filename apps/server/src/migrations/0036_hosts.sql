-- Hosts' work (issue 13): the calls, replies and memberships the apps report, each credited once.
-- `id` is the app's event id (the idempotency key); `day` the host's calendar day in her region.
create table host_events (
  id text primary key,
  anchor_id bigint not null references users (id),
  user_id bigint not null references users (id),
  kind text not null check (kind in ('call', 'reply', 'membership')),
  media text check (media in ('video', 'voice')),
  seconds int,
  plan text check (plan in ('weekly', 'monthly')),
  -- the work's points and the new-user bonus (both credited as anchor points)
  points bigint not null check (points >= 0),
  bonus bigint not null default 0 check (bonus >= 0),
  reception boolean not null default false,
  fast_reply boolean not null default false,
  day text not null,
  operation_id bigint not null,
  at timestamptz not null,
  created_at timestamptz not null default now()
);
create index host_events_day on host_events (anchor_id, day);
create index host_events_recent on host_events (anchor_id, at desc, id);
