-- Refunds and chargebacks of payment orders (docs/architecture.md, "Refunds").
alter table payment_orders
  add column refunded_at timestamptz,
  -- the ledger operation that took the coins back (key refund:<order>); null for memberships
  add column refund_operation_id bigint references ledger_operations (id);
create index payment_orders_created_idx on payment_orders (created_at desc, id desc);

-- One refund per order (full refunds only): asked by staff, or announced by the provider.
create table payment_refunds (
  order_id text primary key references payment_orders (id),
  source text not null check (source in ('staff', 'provider')),
  state text not null check (state in ('requested', 'completed')),
  amount_minor bigint not null check (amount_minor >= 0),
  reason text not null,
  admin_id bigint references admin_users (id),
  provider_ref text,
  requested_at timestamptz not null default now(),
  completed_at timestamptz
);

-- Coins a forced reversal (chargeback) could not take back because the user had spent them.
-- Nothing collects it automatically; it is shown to staff on the order.
create table payment_debts (
  order_id text primary key references payment_orders (id),
  user_id bigint not null references users (id),
  asset text not null,
  amount bigint not null check (amount > 0),
  created_at timestamptz not null default now()
);
create index payment_debts_user_idx on payment_debts (user_id);

-- an existing demo database (seeded before these codes existed) gives them to the demo super admin
insert into admin_permissions (admin_id, code)
select id, code from admin_users, (values ('finance.view_orders'), ('finance.refund')) as c (code)
 where email = 'admin@demo.local'
on conflict do nothing;
