-- Referral rewards (issue 13): the inviter is paid once per invited account and kind, from the
-- house through the ledger (key `referral-reward:<kind>:<invitee>`). A row is written when the
-- invitee qualifies (first credited coin recharge while invited; an invited host reaching the
-- points threshold) and turns `rewarded` with its ledger operation, or `not_eligible` with the
-- reason (self by device or payment instrument, a minor or banned inviter). The primary key keeps
-- replays, restarts and races to one row.
create table referral_rewards (
  invitee_id bigint not null references users (id),
  kind text not null,
  inviter_id bigint not null references users (id),
  state text not null,
  reason text,
  asset text not null,
  amount bigint not null,
  -- what qualified it: the order id of the recharge, or the points reached
  source text not null,
  operation_id bigint,
  qualified_at timestamptz not null,
  decided_at timestamptz,
  primary key (invitee_id, kind),
  check (kind in ('recharge', 'host')),
  check (state in ('qualified', 'rewarded', 'not_eligible')),
  check (amount >= 0)
);
create index referral_rewards_inviter_idx on referral_rewards (inviter_id, qualified_at desc);
create index referral_rewards_due_idx on referral_rewards (qualified_at) where state = 'qualified';

-- How an attribution came: a link visited before registering, or a code bound later (link buddy).
alter table referral_attributions add column source text not null default 'visit';
