-- Guilds and agencies (issue 13; modules/guilds). An agency is an organisation with its own login
-- (not a console admin, not an app user); an advanced agency partner may recruit sub-agents
-- (agencies whose parent it is). A guild belongs to an agency and a brand; hosts apply to it with
-- its code and their consent (recorded by the legal module, per document version).

create table agencies (
  id bigserial primary key,
  name text not null,
  email text not null unique,
  password_hash text not null,
  tier text not null check (tier in ('agency', 'advanced')),
  brand text not null,
  region text not null,
  parent_id bigint references agencies (id),
  -- an advanced partner's code that sub-agents apply with
  invite_code text unique,
  -- the owner's app account: opens the in-app sub-agent page
  owner_user_id bigint unique references users (id),
  status text not null default 'active' check (status in ('active', 'disabled')),
  created_by bigint references admin_users (id),
  created_at timestamptz not null,
  check (parent_id is null or parent_id <> id)
);
create index agencies_parent on agencies (parent_id);

create table agency_sessions (
  token_hash bytea primary key,
  agency_id bigint not null references agencies (id),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index agency_sessions_agency on agency_sessions (agency_id);

create table guilds (
  id bigserial primary key,
  agency_id bigint not null references agencies (id),
  brand text not null,
  name text not null,
  code text not null unique,
  -- the guild's share of its members' income, basis points
  share_bp integer not null check (share_bp between 0 and 10000),
  created_at timestamptz not null
);
create index guilds_agency on guilds (agency_id);

-- A host's application and membership. `active` stays active through a notice until
-- `leave_effective_at` (30 days or more after `notice_at`); the application, decision and notice
-- are one row.
create table guild_members (
  id bigserial primary key,
  guild_id bigint not null references guilds (id),
  anchor_id bigint not null references users (id),
  request_id text not null,
  status text not null check (status in ('pending', 'active', 'rejected', 'cancelled', 'left')),
  agreement_version integer not null,
  promise_version integer not null,
  applied_at timestamptz not null,
  decided_at timestamptz,
  approved_at timestamptz,
  term_ends_at timestamptz,
  notice_at timestamptz,
  leave_effective_at timestamptz,
  ended_at timestamptz,
  unique (anchor_id, request_id),
  check (status <> 'active' or (approved_at is not null and term_ends_at is not null)),
  check (leave_effective_at is null or leave_effective_at >= notice_at + interval '30 days')
);
-- one guild at a time: one pending or active row per host
create unique index guild_members_one_per_host on guild_members (anchor_id) where status in ('pending', 'active');
create index guild_members_guild on guild_members (guild_id, status);

-- Operators' applications: open a guild under an agency (community) or become an advanced partner.
create table agency_applications (
  id bigserial primary key,
  user_id bigint not null references users (id),
  request_id text not null,
  brand text not null,
  kind text not null check (kind in ('community', 'advanced')),
  name text not null,
  contact text not null,
  message text not null,
  hosts integer not null,
  invite_code text,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reviewed_by bigint references admin_users (id),
  reviewed_at timestamptz,
  created_at timestamptz not null,
  unique (user_id, request_id)
);
create unique index agency_applications_one_pending on agency_applications (user_id, kind) where status = 'pending';
