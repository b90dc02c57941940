-- Gift catalogue, gift history (append-only), relationship data the gift rules read, and the
-- aggregates (stats, rank scores) that a background job derives from the history.
create table gifts (
  id serial primary key,
  brand text not null check (brand in ('ocha', 'ucoo_plus', 'cooya', 'wakoo', 'default')),
  code text not null,
  names jsonb not null,
  asset text not null check (asset in ('gold_coin', 'diamond', 'silver_coin')),
  price bigint not null check (price > 0 and price <= 100000000),
  is_limited boolean not null default false,
  is_cp boolean not null default false,
  active boolean not null default true,
  sort int not null default 0,
  unique (brand, code)
);

create table cp_pairs (
  user_low bigint not null references users (id),
  user_high bigint not null references users (id),
  level text not null default 'normal' check (level in ('normal', 'peerless', 'ultimate')),
  created_at timestamptz not null default now(),
  primary key (user_low, user_high),
  check (user_low < user_high)
);

create table tribes (
  id bigserial primary key,
  name text not null,
  brand text not null,
  region text not null,
  honor bigint not null default 0,
  created_at timestamptz not null default now()
);

create table tribe_members (
  user_id bigint primary key references users (id),
  tribe_id bigint not null references tribes (id),
  joined_at timestamptz not null default now()
);

create table gift_sends (
  id bigserial primary key,
  operation_id bigint not null unique references ledger_operations (id),
  sender_id bigint not null references users (id),
  receiver_id bigint not null references users (id),
  gift_id int not null references gifts (id),
  count int not null check (count between 1 and 9999),
  asset text not null,
  total bigint not null check (total > 0),
  rich_points bigint not null,
  charm_points bigint not null,
  cp_points bigint not null,
  exp bigint not null,
  honor bigint not null,
  income bigint not null,
  cp_level text,
  sender_tribe_id bigint,
  scope_sender text not null,
  scope_receiver text not null,
  region_sender text not null,
  region_receiver text not null,
  effects_applied boolean not null default false,
  created_at timestamptz not null default now()
);
create index gift_sends_receiver_idx on gift_sends (receiver_id, id desc);
create index gift_sends_sender_idx on gift_sends (sender_id, id desc);
-- the effects job reads only what it has not applied yet
create index gift_sends_pending_idx on gift_sends (id) where not effects_applied;

create table user_stats (
  user_id bigint primary key references users (id),
  exp bigint not null default 0,
  rich_total bigint not null default 0,
  charm_total bigint not null default 0,
  updated_at timestamptz not null default now()
);

create table rank_scores (
  board text not null check (board in ('rich', 'charm', 'cp')),
  scope text not null,
  period text not null,
  owner text not null,
  score bigint not null,
  updated_at timestamptz not null default now(),
  primary key (board, scope, period, owner)
);
create index rank_scores_top_idx on rank_scores (board, scope, period, score desc, owner);
create index rank_scores_recent_idx on rank_scores (updated_at);
