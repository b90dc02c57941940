-- Withdrawals (issue 13): a host's payout accounts, her requests and their review.
-- A request holds its points in the ledger (user → system 'withdrawal_hold') in the transaction
-- that inserts it; approval posts them on (hold → 'withdrawal_payout'), a rejection returns them
-- (hold → user), a failed transfer after approval returns them too (payout → user). Each of those
-- is one ledger operation with its own key, named here.

-- One account per host and method (PayPay, a Japanese bank; Alipay, a Chinese bank card): saving
-- replaces it. `details` is the normalised account (holder in half-width katakana, numbers).
create table payout_accounts (
  id bigserial primary key,
  user_id bigint not null references users (id),
  method text not null check (method in ('paypay', 'bank', 'alipay', 'bank_card')),
  details jsonb not null,
  deleted_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index payout_accounts_user_method on payout_accounts (user_id, method) where deleted_at is null;

-- China: a host's real-name verification before her first withdrawal. The ID number is kept as a
-- keyed hash (one identity, one account) and its last four characters.
create table host_realnames (
  user_id bigint primary key references users (id),
  name text not null,
  id_hash text not null unique,
  id_tail text not null,
  birth_date date not null,
  verified_at timestamptz not null
);

create table withdrawals (
  id bigserial primary key,
  user_id bigint not null references users (id),
  request_id text not null,
  brand text not null,
  region text not null,
  method text not null,
  account_id bigint not null references payout_accounts (id),
  -- the account as it was when the host asked (later edits do not change where this one goes)
  account jsonb not null,
  points bigint not null check (points > 0),
  currency text not null,
  gross bigint not null check (gross >= 0),
  fee bigint not null check (fee >= 0),
  withholding bigint not null check (withholding >= 0),
  net bigint not null check (net > 0),
  status text not null check (status in ('requested', 'reviewing', 'approved', 'paid', 'rejected', 'failed')),
  hold_operation_id bigint not null,
  settle_operation_id bigint,
  requested_at timestamptz not null,
  reviewed_by bigint,
  reviewed_at timestamptz,
  approved_by bigint,
  approved_at timestamptz,
  due_on date,
  paid_by bigint,
  paid_at timestamptz,
  pay_reference text,
  rejected_by bigint,
  rejected_at timestamptz,
  reject_reason text,
  reject_note text,
  failed_by bigint,
  failed_at timestamptz,
  fail_note text,
  batch_id bigint,
  unique (user_id, request_id),
  -- three different admins (the server checks first; this is the last line)
  check (approved_by is null or approved_by <> reviewed_by),
  check (paid_by is null or (paid_by <> reviewed_by and paid_by <> approved_by))
);
create index withdrawals_user_idx on withdrawals (user_id, id desc);
create index withdrawals_status_idx on withdrawals (status, id desc);

-- Wrong passwords on the confirm step (step-up): a few per hour, then RATE_LIMITED.
create table withdrawal_stepup_failures (
  user_id bigint not null references users (id),
  failed_at timestamptz not null
);
create index withdrawal_stepup_failures_idx on withdrawal_stepup_failures (user_id, failed_at);

-- Files of approved withdrawals for the bank (Zengin) and PayPay; the file is kept as written.
create table withdrawal_batches (
  id bigserial primary key,
  kind text not null check (kind in ('zengin', 'paypay')),
  count int not null,
  total bigint not null,
  file_name text not null,
  content bytea not null,
  created_by bigint not null,
  created_at timestamptz not null
);
