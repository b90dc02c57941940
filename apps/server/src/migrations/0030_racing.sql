-- Games (issue 11), first part: the fairness chains and speed racing.
-- A chain per game and brand covers CHAIN_LENGTH consecutive round ids; its anchor (seed_0) is
-- published when the chain is made, at least a chain ahead of use; its top seed stays secret and
-- gives every seed of the chain (seed_i = SHA-256(seed_{i+1})).
create table fairness_chains (
  id bigserial primary key,
  game text not null,
  brand text not null,
  first_round bigint not null,
  length int not null check (length > 0),
  anchor text not null,
  top_seed text not null,
  created_at timestamptz not null,
  unique (game, brand, first_round)
);

-- One row per round the scheduler opened (or voided: opened too late, or never opened).
create table racing_rounds (
  brand text not null,
  round_id bigint not null,
  state text not null check (state in ('open', 'settled', 'void')),
  chain_id bigint not null references fairness_chains (id),
  seed_hash text not null,
  seed text,
  winner smallint,
  opened_at timestamptz not null,
  settled_at timestamptz,
  players int not null default 0,
  litres bigint not null default 0,
  paid bigint not null default 0,
  primary key (brand, round_id)
);
create index racing_rounds_open on racing_rounds (round_id) where state = 'open';

-- A user's fuel on one car in one round: added up to the cap, then confirmed (which joins the
-- round). What it returned follows from the round's winner (settlement writes nothing per row).
create table racing_fuel (
  brand text not null,
  round_id bigint not null,
  user_id bigint not null references users (id),
  car smallint not null,
  litres int not null check (litres > 0 and litres <= 5000),
  confirmed boolean not null default false,
  updated_at timestamptz not null,
  primary key (brand, round_id, user_id, car),
  foreign key (brand, round_id) references racing_rounds (brand, round_id)
);
create index racing_fuel_user on racing_fuel (user_id, round_id desc);

-- Fragments spent on confirmed fuel, all time, and the medal they earned (a day per 2,000).
create table racing_medals (
  user_id bigint primary key references users (id),
  fragments_spent bigint not null default 0,
  medal_until timestamptz
);

-- The racing board: fragments won per user, daily and weekly (modules/rankings subscribes to racing.won).
alter table rank_scores drop constraint rank_scores_board_check;
alter table rank_scores add constraint rank_scores_board_check check (board in ('rich', 'charm', 'cp', 'newer', 'buddy', 'racing'));
