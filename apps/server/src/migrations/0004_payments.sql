-- What users buy with money (coin packages, memberships), the orders, and memberships.
create table products (
  id serial primary key,
  brand text not null,
  code text not null,
  kind text not null check (kind in ('coins', 'membership')),
  asset text check (asset in ('gold_coin', 'diamond')),
  amount bigint not null default 0 check (amount >= 0),
  bonus bigint not null default 0 check (bonus >= 0),
  tier text check (tier in ('weekly', 'monthly')),
  price_minor bigint not null check (price_minor > 0),
  currency text not null check (currency in ('CNY', 'JPY', 'USD')),
  methods text[] not null,
  active boolean not null default true,
  sort int not null default 0,
  unique (brand, code),
  check ((kind = 'coins' and asset is not null and amount > 0) or (kind = 'membership' and tier is not null))
);

create table payment_orders (
  id text primary key,
  user_id bigint not null references users (id),
  request_id text not null,
  product_id int not null references products (id),
  kind text not null,
  asset text,
  amount bigint not null,
  tier text,
  price_minor bigint not null,
  currency text not null,
  method text not null,
  provider text not null,
  status text not null default 'created' check (status in ('created', 'paid', 'credited', 'failed', 'expired', 'refunded')),
  provider_ref text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  paid_at timestamptz,
  credited_at timestamptz,
  operation_id bigint references ledger_operations (id),
  unique (user_id, request_id)
);
create index payment_orders_user_idx on payment_orders (user_id, created_at desc);
create index payment_orders_open_idx on payment_orders (expires_at) where status = 'created';

-- every provider notification as received (audit and replay analysis)
create table payment_events (
  id bigserial primary key,
  order_id text not null,
  provider text not null,
  event text not null,
  payload jsonb not null,
  outcome text not null,
  received_at timestamptz not null default now()
);
create index payment_events_order_idx on payment_events (order_id);

create table memberships (
  user_id bigint primary key references users (id),
  tier text not null check (tier in ('weekly', 'monthly')),
  started_at timestamptz not null default now(),
  expires_at timestamptz not null
);
