-- The activity console (issue 12): each event's definition is versioned. A version is a draft
-- (editable), pending (submitted for review), approved (published) or rejected; the event runs its
-- `live_version`. Versions shipped with the product have no author. At most one draft or pending
-- version per event at a time. `rev` grows on every change of what the servers run (a new live
-- version, an early end): each process reloads its registry when the sum changes.
create table activity_events (
  event_id text primary key,
  live_version int,
  ended_at timestamptz,
  ended_by bigint references admin_users (id),
  end_reason text not null default '',
  rev bigint not null default 1,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create table activity_versions (
  event_id text not null references activity_events (event_id),
  version int not null,
  definition jsonb not null,
  state text not null check (state in ('draft', 'pending', 'approved', 'rejected')),
  author_id bigint references admin_users (id),
  editors bigint[] not null default '{}',
  based_on int,
  reverted_from int,
  note text not null default '',
  created_at timestamptz not null,
  updated_at timestamptz not null,
  submitted_at timestamptz,
  reviewer_id bigint references admin_users (id),
  reviewed_at timestamptz,
  primary key (event_id, version)
);
create unique index activity_versions_open on activity_versions (event_id) where state in ('draft', 'pending');
