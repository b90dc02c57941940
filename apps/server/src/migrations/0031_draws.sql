-- Games (issue 11), second part: per-user draws (scratch cards, wheels, wishes, blind boxes).

-- A user's server seeds (docs/fairness.md "per-user draws"): the current one is committed by its
-- SHA-256 and revealed when it is replaced (a new client seed, or asking for rotation). The nonce
-- counts the draws made with it.
create table draw_seeds (
  id bigserial primary key,
  user_id bigint not null references users (id),
  seed text not null,
  seed_hash text not null,
  client_seed text not null,
  nonce bigint not null default 0,
  created_at timestamptz not null,
  revealed_at timestamptz
);
create unique index draw_seeds_current on draw_seeds (user_id) where revealed_at is null;
create index draw_seeds_user on draw_seeds (user_id, id desc);

-- One row per draw: the record the user sees and the proof (seed, nonce, configuration hash).
-- Kept at least 90 days (the purge job deletes older rows past the configured retention).
create table draws (
  id bigserial primary key,
  user_id bigint not null references users (id),
  brand text not null,
  game text not null,
  seed_id bigint not null references draw_seeds (id),
  nonce bigint not null,
  config_hash text not null,
  prize text not null,
  -- the prize as drawn (kind, amount, item, days), so a record reads the same after the odds change
  detail jsonb not null,
  -- what one draw cost, in the brand's currency (tickets at their price): the daily cap adds these
  cost int not null,
  created_at timestamptz not null,
  unique (seed_id, nonce)
);
create index draws_user_game on draws (user_id, game, id desc);
create index draws_user on draws (user_id, id desc);
create index draws_created on draws (created_at);

-- Spending on draws per user and region day: the daily cap is checked against it in the draw's
-- transaction (an upsert whose condition holds the cap).
create table draw_spend (
  user_id bigint not null references users (id),
  day date not null,
  spent bigint not null check (spent >= 0),
  primary key (user_id, day)
);

-- A game's medal: draws counted toward it and until when it is worn.
create table draw_medals (
  user_id bigint not null references users (id),
  game text not null,
  draws bigint not null default 0,
  medal_until timestamptz,
  primary key (user_id, game)
);

-- The backpack: items won, worn until they expire (another of the same item adds its days).
create table backpack_items (
  user_id bigint not null references users (id),
  item text not null,
  expires_at timestamptz not null,
  updated_at timestamptz not null,
  primary key (user_id, item)
);

-- The lucky board (prize value won on draws) and the blind-box board (boxes opened).
alter table rank_scores drop constraint rank_scores_board_check;
alter table rank_scores add constraint rank_scores_board_check
  check (board in ('rich', 'charm', 'cp', 'newer', 'buddy', 'racing', 'lucky', 'blind_box'));
