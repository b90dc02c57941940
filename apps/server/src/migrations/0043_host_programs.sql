-- Hosts' programmes (issue 13): party-room events, the room operator's pendant and the weekly
-- incentive. Room events are host_events rows without points: a stretch on the mic (no user), a
-- listener who stayed, a gift received in her room (its coins).
alter table host_events drop constraint host_events_kind_check;
alter table host_events add constraint host_events_kind_check
  check (kind in ('call', 'reply', 'membership', 'room_mic', 'room_reception', 'room_gift'));
alter table host_events alter column user_id drop not null;
alter table host_events add column room_id text;
alter table host_events add column coins bigint;

-- The pendant a host earned by a week's room points ('w:<monday>'): one per host and week, worn
-- until `expires_at` (the end of the next week in her region).
create table host_pendants (
  anchor_id bigint not null references users (id),
  period_key text not null,
  tier text not null check (tier in ('bronze', 'silver', 'gold', 'diamond')),
  points bigint not null,
  expires_at timestamptz not null,
  created_at timestamptz not null,
  primary key (anchor_id, period_key)
);

-- The weekly incentive paid to a host for a week ('w:<monday>'): one per host and week, paid by
-- the ledger operation it names (keyed host-incentive:<host>:<week>), by `due_day` at the latest.
create table host_incentives (
  anchor_id bigint not null references users (id),
  period_key text not null,
  region text not null,
  points bigint not null,
  tier int not null,
  cash bigint not null check (cash > 0),
  due_day text not null,
  operation_id bigint not null,
  created_at timestamptz not null,
  primary key (anchor_id, period_key)
);
