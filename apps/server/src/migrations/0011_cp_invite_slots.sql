-- While a CP invitation is being paid for, its pair (either direction) holds a slot, so two
-- invitations between the same two people sent at the same instant cannot both be paid for: the
-- second finds the slot taken (or, once it is free, the first invitation pending) and is refused
-- before any coin moves. A slot left behind by a crash is free again after two minutes.
create table cp_invite_slots (
  user_low bigint not null,
  user_high bigint not null,
  from_user_id bigint not null,
  request_id text not null,
  reserved_at timestamptz not null,
  primary key (user_low, user_high),
  check (user_low < user_high)
);
