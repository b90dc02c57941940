-- Coin traders (issue 13, modules/traders): app users approved by staff who buy coins in bulk and
-- transfer them to users of their brand, within a daily limit and a per-recipient daily limit.
-- The trader's stock is their ordinary balance of the brand's currency; every movement is a ledger
-- operation (purchase: mint → trader, key `trader-purchase:<admin>:<request>`; transfer: trader →
-- user, key = the trader's request id) that also writes its row here.

-- One row per user: pending (proposed) → active ↔ suspended; revoked is final until proposed again.
create table traders (
  user_id bigint primary key references users (id),
  brand text not null,
  region text not null,
  status text not null check (status in ('pending', 'active', 'suspended', 'revoked')),
  daily_limit bigint not null check (daily_limit > 0),
  per_recipient_limit bigint not null check (per_recipient_limit > 0 and per_recipient_limit <= daily_limit),
  note text not null default '',
  proposed_by bigint not null references admin_users (id),
  proposed_at timestamptz not null,
  approved_by bigint references admin_users (id),
  approved_at timestamptz,
  updated_at timestamptz not null,
  -- four eyes (the server checks first; this is the last line)
  check (approved_by is null or approved_by <> proposed_by)
);
create index traders_brand_status_idx on traders (brand, status);

-- A raise of a trader's limits waits here for a second admin; a lowering applies at once.
create table trader_limit_requests (
  id bigserial primary key,
  trader_id bigint not null references traders (user_id),
  daily_limit bigint not null check (daily_limit > 0),
  per_recipient_limit bigint not null check (per_recipient_limit > 0 and per_recipient_limit <= daily_limit),
  status text not null check (status in ('pending', 'approved', 'rejected', 'replaced')),
  requested_by bigint not null references admin_users (id),
  requested_at timestamptz not null,
  decided_by bigint references admin_users (id),
  decided_at timestamptz,
  check (decided_by is null or decided_by <> requested_by or status = 'replaced')
);
create unique index trader_limit_requests_pending on trader_limit_requests (trader_id) where status = 'pending';

-- What a trader has sent on a region day, in all and per recipient. Each transfer adds to both
-- with an upsert whose `where` holds the cap, so racing transfers cannot pass a limit together.
create table trader_daily_usage (
  trader_id bigint not null references traders (user_id),
  day date not null,
  used bigint not null check (used >= 0),
  primary key (trader_id, day)
);
create table trader_recipient_usage (
  trader_id bigint not null references traders (user_id),
  day date not null,
  recipient_id bigint not null references users (id),
  used bigint not null check (used >= 0),
  primary key (trader_id, day, recipient_id)
);

create table trader_transfers (
  id bigserial primary key,
  trader_id bigint not null references traders (user_id),
  recipient_id bigint not null references users (id),
  brand text not null,
  asset text not null,
  amount bigint not null check (amount > 0),
  day date not null,
  request_id text not null,
  operation_id bigint not null,
  created_at timestamptz not null,
  unique (trader_id, request_id),
  check (recipient_id <> trader_id)
);
create index trader_transfers_trader_idx on trader_transfers (trader_id, id desc);
create index trader_transfers_recipient_idx on trader_transfers (recipient_id, id desc);

-- Bulk purchases staff record (paid outside the app: bank transfer, invoice), one ledger operation each.
create table trader_purchases (
  id bigserial primary key,
  trader_id bigint not null references traders (user_id),
  asset text not null,
  amount bigint not null check (amount > 0),
  price_minor bigint not null check (price_minor >= 0),
  currency text not null,
  reference text not null,
  admin_id bigint not null references admin_users (id),
  request_id text not null,
  operation_id bigint not null,
  created_at timestamptz not null,
  unique (admin_id, request_id)
);
create index trader_purchases_trader_idx on trader_purchases (trader_id, id desc);

-- an existing demo database (seeded before these codes existed) gives them to the demo admins
insert into admin_permissions (admin_id, code)
select id, 'finance.manage_traders' from admin_users where email = 'admin@demo.local'
union all
select id, 'finance.approve_traders' from admin_users where email in ('admin@demo.local', 'approver@demo.local')
on conflict do nothing;
