-- Tribes (issue 14; modules/tribes, which now owns `tribes` and `tribe_members` of 0003). A tribe
-- belongs to one brand and region; a user is in at most one tribe (tribe_members.user_id is the key).
-- Honour comes from the members' gifts (spec 9: 1 gold coin = 1, 10 silver = 3, computed by gifts):
-- all time on `tribes.honor`, per region week on `tribe_weekly_honor`, and each member's part on
-- `tribe_members.contributed`. A disbanded tribe keeps its row (gift records and event boards name
-- it) without members.

alter table tribes
  add column emblem text not null default 'flame',
  add column announcement text not null default '',
  add column chief_id bigint references users (id),
  add column member_limit int not null default 50 check (member_limit between 1 and 1000),
  add column elder_limit int not null default 3 check (elder_limit between 0 and 100),
  add column created_by bigint references users (id),
  add column updated_at timestamptz,
  add column disbanded_at timestamptz;
-- a live tribe's name is unique in its brand (case-insensitive)
create unique index tribes_brand_name on tribes (brand, lower(name)) where disbanded_at is null;
create index tribes_scope_honor on tribes (brand, region, honor desc, id) where disbanded_at is null;

alter table tribe_members
  add column role text not null default 'member' check (role in ('chief', 'elder', 'member')),
  add column contributed bigint not null default 0;
create index tribe_members_tribe on tribe_members (tribe_id, user_id);
-- one chief per tribe
create unique index tribe_members_one_chief on tribe_members (tribe_id) where role = 'chief';

-- Honour per tribe and week (`w:YYYY-MM-DD`, the Monday in the tribe's region: shared periods.ts).
create table tribe_weekly_honor (
  tribe_id bigint not null references tribes (id),
  week text not null,
  honor bigint not null default 0,
  primary key (tribe_id, week)
);
create index tribe_weekly_honor_week on tribe_weekly_honor (week, honor desc, tribe_id);

-- Requests to join; the chief or an elder decides. One open request per (tribe, user).
create table tribe_requests (
  id bigserial primary key,
  tribe_id bigint not null references tribes (id),
  user_id bigint not null references users (id),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'withdrawn')),
  created_at timestamptz not null,
  decided_at timestamptz,
  decided_by bigint references users (id)
);
create unique index tribe_requests_open on tribe_requests (tribe_id, user_id) where status = 'pending';
create index tribe_requests_user on tribe_requests (user_id, status);
create index tribe_requests_tribe on tribe_requests (tribe_id, status, id);

-- Invitations from the chief or an elder; the invitee accepts or declines. One open per (tribe, user).
create table tribe_invites (
  id bigserial primary key,
  tribe_id bigint not null references tribes (id),
  user_id bigint not null references users (id),
  inviter_id bigint not null references users (id),
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined', 'cancelled')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  decided_at timestamptz
);
create unique index tribe_invites_open on tribe_invites (tribe_id, user_id) where status = 'pending';
create index tribe_invites_user on tribe_invites (user_id, status);

-- What happened in a tribe (the hall's "recent" list and the record of the chief's acts).
create table tribe_events (
  id bigserial primary key,
  tribe_id bigint not null references tribes (id),
  kind text not null,
  actor_id bigint references users (id),
  target_id bigint references users (id),
  detail jsonb not null default '{}',
  created_at timestamptz not null
);
create index tribe_events_tribe on tribe_events (tribe_id, id desc);
