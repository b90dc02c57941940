-- The activity engine (issue 12): scores, stage cut-offs, task progress, check-ins, the Christmas
-- tree and every payout of a seasonal event. Events themselves are definitions (packages/shared
-- activities); these tables hold what happened in them, per scope (brand:region).

-- A board's scores: one row per event, board, stage ('all' for a board without stages), scope and
-- owner (a user id, a CP pair 'low-high', or 't<tribe id>'). `reached_at`: when the score last
-- grew (earlier breaks a tie).
create table activity_scores (
  event_id text not null,
  board text not null,
  stage text not null,
  scope text not null,
  owner text not null,
  score bigint not null,
  reached_at timestamptz not null,
  primary key (event_id, board, stage, scope, owner)
);
create index activity_scores_top on activity_scores (event_id, board, stage, scope, score desc, reached_at, owner);

-- What tasks and decorations count, per user and event: recharge, gift_coins, gift_count:<code>,
-- draws, checkin_days.
create table activity_metrics (
  event_id text not null,
  user_id bigint not null references users (id),
  metric text not null,
  value bigint not null,
  primary key (event_id, user_id, metric)
);

-- The owners taking part in a stage after the first (the previous stage's top N, in seed order).
create table activity_entrants (
  event_id text not null,
  board text not null,
  stage text not null,
  scope text not null,
  owner text not null,
  seed int not null,
  primary key (event_id, board, stage, scope, owner)
);

-- A stage cut made (once per event, board, stage and scope).
create table activity_cuts (
  event_id text not null,
  board text not null,
  stage text not null,
  scope text not null,
  advanced int not null,
  cut_at timestamptz not null default now(),
  primary key (event_id, board, stage, scope)
);

-- Every reward paid by an event: a board place, a task, a check-in day, a pool share. Unique per
-- event, source, ref (board, task, day, 'pool') and user: a user is paid once for each.
create table activity_payouts (
  id bigserial primary key,
  event_id text not null,
  source text not null check (source in ('board', 'task', 'check_in', 'pool')),
  ref text not null,
  scope text not null,
  user_id bigint not null references users (id),
  owner text,
  rank int,
  score bigint,
  grants jsonb not null,
  operation_id bigint not null,
  created_at timestamptz not null,
  unique (event_id, source, ref, user_id)
);
create index activity_payouts_user on activity_payouts (user_id, event_id, id desc);
create index activity_payouts_board on activity_payouts (event_id, source, ref, scope, rank);

-- A board (or a pool) paid out for a scope: once.
create table activity_settlements (
  event_id text not null,
  ref text not null,
  scope text not null,
  winners int not null,
  settled_at timestamptz not null default now(),
  primary key (event_id, ref, scope)
);

create table activity_checkins (
  event_id text not null,
  user_id bigint not null references users (id),
  day text not null,
  primary key (event_id, user_id, day)
);

-- Decorations hung on a user's tree (each once), and the trees lit (every decoration hung).
create table activity_decorations (
  event_id text not null,
  user_id bigint not null references users (id),
  decoration text not null,
  hung_at timestamptz not null,
  primary key (event_id, user_id, decoration)
);
create table activity_trees (
  event_id text not null,
  user_id bigint not null references users (id),
  scope text not null,
  lit_at timestamptz not null,
  primary key (event_id, user_id)
);
create index activity_trees_scope on activity_trees (event_id, scope, lit_at);

-- Gift coins sent in a scope during a tree's pool days (the pool is a percentage of it).
create table activity_pools (
  event_id text not null,
  scope text not null,
  gift_coins bigint not null,
  primary key (event_id, scope)
);
