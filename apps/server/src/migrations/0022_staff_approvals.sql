-- Four eyes on money (modules/staff): a wallet adjustment or a refund above the limit
-- (LIMITS.approvalAdjustAmountMax, approvalRefund…MinorMax) waits here for a second admin holding
-- finance.approve. Approving runs the original operation once, under the requester's idempotency key.
create table staff_approvals (
  id bigserial primary key,
  kind text not null check (kind in ('wallet.adjust', 'order.refund')),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  requester_id bigint not null references admin_users (id),
  -- the requester's idempotency key (request_id of the original call)
  request_id text not null,
  amount bigint not null,
  unit text not null,
  target text not null,
  reason text not null,
  -- the original request as validated, replayed on approval
  payload jsonb not null,
  decided_by bigint references admin_users (id),
  decision_note text,
  result jsonb,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  unique (kind, requester_id, request_id),
  -- nobody decides their own request
  check (decided_by is null or decided_by <> requester_id),
  check ((status = 'pending') = (decided_at is null))
);
create index staff_approvals_status_idx on staff_approvals (status, id desc);

-- an existing demo database (seeded before these codes existed) gives them to the demo super admin
insert into admin_permissions (admin_id, code)
select id, code from admin_users, (values ('admin.manage'), ('finance.approve'), ('user.view_contact')) as c (code)
 where email = 'admin@demo.local'
on conflict do nothing;
