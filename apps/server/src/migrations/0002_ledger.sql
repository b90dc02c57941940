-- Double-entry ledger. Every movement is a row in ledger_transfers, written in the same
-- transaction as the balance change and grouped under one idempotent ledger_operations row.
create table ledger_accounts (
  id bigserial primary key,
  owner_user_id bigint references users (id),
  system_code text,
  asset text not null check (asset in ('gold_coin', 'silver_coin', 'diamond', 'medal_fragment', 'scratch_ticket',
                                       'wish_ticket', 'anchor_point', 'cash')),
  -- a hot receiver's credits are spread over several balance rows (see docs/architecture.md)
  stripes smallint not null default 1 check (stripes between 1 and 64),
  allow_negative boolean not null default false,
  created_at timestamptz not null default now(),
  check ((owner_user_id is null) <> (system_code is null)),
  -- only system accounts (mint, house, pools) may go below zero
  check (system_code is not null or not allow_negative)
);
create unique index ledger_accounts_user_asset on ledger_accounts (owner_user_id, asset) where owner_user_id is not null;
create unique index ledger_accounts_system_asset on ledger_accounts (system_code, asset) where system_code is not null;

create table ledger_balances (
  account_id bigint not null references ledger_accounts (id),
  stripe smallint not null,
  balance bigint not null default 0,
  allow_negative boolean not null default false,
  primary key (account_id, stripe),
  check (allow_negative or balance >= 0),
  check (balance between -4000000000000000 and 4000000000000000)
);

create table ledger_operations (
  id bigserial primary key,
  scope text not null,
  request_id text not null,
  kind text not null,
  request_hash text not null,
  -- json, not jsonb: a replay returns the first answer byte for byte (jsonb reorders keys)
  result json not null default '{}'::json,
  created_at timestamptz not null default now(),
  unique (scope, request_id)
);

create table ledger_transfers (
  id bigserial primary key,
  operation_id bigint not null references ledger_operations (id),
  kind text not null,
  asset text not null,
  debit_account_id bigint not null references ledger_accounts (id),
  credit_account_id bigint not null references ledger_accounts (id),
  amount bigint not null check (amount > 0 and amount <= 1000000000000),
  memo text,
  created_at timestamptz not null default now(),
  check (debit_account_id <> credit_account_id)
);
create index ledger_transfers_debit_idx on ledger_transfers (debit_account_id, id);
create index ledger_transfers_credit_idx on ledger_transfers (credit_account_id, id);
create index ledger_transfers_operation_idx on ledger_transfers (operation_id);
