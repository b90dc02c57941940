-- Hosts' 7-day check-in and task rewards (issue 13). One check-in per host and day (her region's
-- calendar); `streak_day` 1..7. One claim per host, task (or task set) and period (the shared
-- period keys: 'd:2030-07-01' for a day, 'w:2030-07-01' for the week starting that Monday), each
-- paid by the ledger operation it names.
create table host_checkins (
  anchor_id bigint not null references users (id),
  day text not null,
  streak_day int not null check (streak_day between 1 and 7),
  points bigint not null,
  operation_id bigint not null,
  created_at timestamptz not null,
  primary key (anchor_id, day)
);

create table host_claims (
  anchor_id bigint not null references users (id),
  ref text not null,
  period_key text not null,
  asset text not null,
  amount bigint not null,
  operation_id bigint not null,
  created_at timestamptz not null,
  primary key (anchor_id, ref, period_key)
);
