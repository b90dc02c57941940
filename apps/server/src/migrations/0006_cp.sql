-- CP pairs end to end: invitations (each made by a CP gift send), one partner per user, pair history.
-- cp_pairs (0003) stays the table of live pairs that the gift flow reads; a dissolved pair moves
-- to cp_pair_history with its points, so rank scores of past periods keep their owner key.
alter table cp_pairs add column id bigserial;
alter table cp_pairs add column points bigint not null default 0 check (points >= 0);
alter table cp_pairs add column invitation_id bigint;
create unique index cp_pairs_id_idx on cp_pairs (id);
-- "my pair" looks a user up on either side
create index cp_pairs_high_idx on cp_pairs (user_high);
create index cp_pairs_invitation_idx on cp_pairs (invitation_id);

-- One row per partner of a live pair: the primary key is the "one CP at a time" rule, even for
-- two accepts racing on different nodes.
create table cp_members (
  user_id bigint primary key references users (id),
  pair_id bigint not null,
  partner_id bigint not null references users (id)
);
create index cp_members_pair_idx on cp_members (pair_id);

create table cp_invitations (
  id bigserial primary key,
  from_user_id bigint not null references users (id),
  to_user_id bigint not null references users (id),
  gift_id int not null references gifts (id),
  gift_send_id bigint not null references gift_sends (id),
  request_id text not null,
  status text not null default 'pending'
    check (status in ('pending', 'accepted', 'declined', 'cancelled', 'expired', 'void')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  answered_at timestamptz,
  unique (from_user_id, request_id),
  check (from_user_id <> to_user_id)
);
create index cp_invitations_to_idx on cp_invitations (to_user_id, status);
create index cp_invitations_from_idx on cp_invitations (from_user_id, status);

create table cp_pair_history (
  id bigint primary key,
  user_low bigint not null references users (id),
  user_high bigint not null references users (id),
  level text not null,
  points bigint not null,
  invitation_id bigint,
  formed_at timestamptz not null,
  dissolved_at timestamptz not null,
  dissolved_by bigint not null references users (id),
  request_id text not null,
  unique (dissolved_by, request_id)
);
create index cp_pair_history_users_idx on cp_pair_history (user_low, user_high);
