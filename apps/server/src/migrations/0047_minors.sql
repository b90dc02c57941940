-- Minors' protection (issue 14 D, modules/minors): recharge limits per age band and region, and
-- staff review of a birth date changed after registration.

-- One row per (user, limits region, region month) that ever reserved a minor's recharge: the lock
-- every reservation and credit of that month takes first, so two orders at once queue and the
-- month's sum is read and checked by one of them at a time.
create table minor_recharge_months (
  user_id bigint not null references users (id),
  region text not null check (region in ('default', 'japan')),
  month text not null check (month ~ '^\d{4}-\d{2}$'),
  primary key (user_id, region, month)
);

-- A minor's order against its month: `held` while the order may still be paid (until `expires_at`,
-- the order's own expiry: an unpaid order stops counting then), `credited` once paid (counts for
-- good), `released` when it failed or a late payment found no room. The band's caps at reservation.
create table minor_recharge_holds (
  order_id text primary key,
  user_id bigint not null,
  region text not null,
  month text not null,
  amount bigint not null check (amount > 0),
  currency text not null,
  age int not null,
  per_payment bigint,
  monthly bigint,
  state text not null check (state in ('held', 'credited', 'released')),
  expires_at timestamptz not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  foreign key (user_id, region, month) references minor_recharge_months (user_id, region, month),
  check (monthly is null or state <> 'credited' or amount <= monthly)
);
create index minor_recharge_holds_month_idx on minor_recharge_holds (user_id, region, month) where state <> 'released';

-- A birth date changed after registration waits for staff (a risk record in the user's region);
-- the account keeps its birth date until approved. One pending request per user.
create table birth_date_changes (
  id bigserial primary key,
  user_id bigint not null references users (id),
  request_id text not null,
  region text not null,
  old_birth_date date not null,
  new_birth_date date not null,
  reason text not null default '',
  status text not null check (status in ('pending', 'approved', 'rejected')),
  risk_record_id bigint,
  decided_by bigint references admin_users (id),
  decided_at timestamptz,
  note text not null default '',
  created_at timestamptz not null,
  unique (user_id, request_id)
);
create unique index birth_date_changes_pending_idx on birth_date_changes (user_id) where status = 'pending';
create index birth_date_changes_record_idx on birth_date_changes (risk_record_id);
create index birth_date_changes_region_idx on birth_date_changes (region, status, created_at desc);
