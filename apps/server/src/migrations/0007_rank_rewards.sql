-- Newcomer and buddy boards, and the rewards paid when a daily or weekly board closes.
alter table rank_scores drop constraint rank_scores_board_check;
alter table rank_scores add constraint rank_scores_board_check check (board in ('rich', 'charm', 'cp', 'newer', 'buddy'));

-- one row per (board, scope, period) whose rewards have all been paid (empty boards too)
create table rank_reward_settlements (
  board text not null,
  scope text not null,
  period_kind text not null check (period_kind in ('daily', 'weekly')),
  period text not null,
  winners int not null,
  settled_at timestamptz not null default now(),
  primary key (board, scope, period)
);
create index rank_reward_settlements_last_idx on rank_reward_settlements (board, scope, period_kind, period desc);

-- one row per paid user; the ledger operation carries the money (kind rank_reward)
create table rank_reward_payouts (
  board text not null,
  scope text not null,
  period text not null,
  user_id bigint not null references users (id),
  owner text not null,
  rank int not null check (rank >= 1),
  score bigint not null,
  items jsonb not null,
  operation_id bigint not null unique references ledger_operations (id),
  created_at timestamptz not null default now(),
  primary key (board, scope, period, user_id)
);
create index rank_reward_payouts_user_idx on rank_reward_payouts (user_id, created_at desc);
