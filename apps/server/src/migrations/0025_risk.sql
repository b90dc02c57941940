-- Risk control (modules/risk): records, the actions taken, reminders sent to users, restrictions
-- in force, device ids seen at login and banned devices.

create table risk_records (
  id bigserial primary key,
  user_id bigint not null,
  reporter_id bigint,
  brand text not null,
  region text not null check (region in ('default', 'japan')),
  source text not null check (source in ('report', 'staff', 'rule')),
  severity text not null check (severity in ('low', 'medium', 'high', 'critical')),
  category text not null,
  description text not null,
  images jsonb not null default '[]',
  status text not null default 'open' check (status in ('open', 'actioned', 'dismissed')),
  last_action text,
  created_by_admin bigint,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index risk_records_region_created on risk_records (region, created_at desc, id desc);
create index risk_records_user on risk_records (user_id, created_at desc);
-- reports per reporter per hour (the H5 rate limit)
create index risk_records_reporter on risk_records (reporter_id, created_at) where reporter_id is not null;

create table risk_actions (
  id bigserial primary key,
  record_id bigint references risk_records (id),
  user_id bigint,
  brand text not null,
  region text not null,
  kind text not null check (kind in ('warn', 'mute', 'unmute', 'ban', 'unban', 'dismiss')),
  scope text check (scope in ('account', 'device')),
  device_id text,
  reason text not null,
  note text not null default '',
  ends_at timestamptz,
  admin_id bigint,
  created_at timestamptz not null
);
create index risk_actions_user on risk_actions (user_id, created_at desc);
create index risk_actions_record on risk_actions (record_id);
create index risk_actions_day on risk_actions (created_at, region, kind);

-- what is in force on a user now: one row per (user, kind); removed by unban / unmute
create table risk_restrictions (
  user_id bigint not null,
  kind text not null check (kind in ('mute', 'ban')),
  reason text not null,
  ends_at timestamptz,
  action_id bigint not null references risk_actions (id),
  created_at timestamptz not null,
  primary key (user_id, kind)
);

create table risk_device_bans (
  device_id text primary key,
  reason text not null,
  ends_at timestamptz,
  action_id bigint not null references risk_actions (id),
  created_at timestamptz not null
);

-- device ids a user logged in or registered from (the console offers them for a device ban)
create table risk_user_devices (
  user_id bigint not null,
  device_id text not null,
  last_seen_at timestamptz not null,
  primary key (user_id, device_id)
);

create table risk_notices (
  id bigserial primary key,
  user_id bigint not null,
  brand text not null,
  region text not null,
  kind text not null check (kind in ('violation', 'ban')),
  reason text not null,
  text text not null,
  action_id bigint references risk_actions (id),
  admin_id bigint,
  created_at timestamptz not null,
  read_at timestamptz
);
create index risk_notices_user on risk_notices (user_id, created_at desc);
create index risk_notices_region on risk_notices (region, created_at desc, id desc);

-- The ban as the token look-up reads it (accounts' users row, written only through the accounts
-- service by the risk module): no extra query on the request path. Null = not banned.
alter table users add column ban_reason text;
alter table users add column ban_ends_at timestamptz;
alter table users add column banned_at timestamptz;
