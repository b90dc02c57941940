-- Gifts whose effects (ranks, levels, honour...) are not applied yet, as a narrow queue: a row is
-- written with the gift and deleted when the effects job applies it. This replaces a flag on the
-- gift row, whose update rewrote the wide row and all five of its index entries for every gift
-- (the largest per-gift cost in bench/hot-receiver). No foreign key: rows are only ever written
-- in the statement that writes the gift.
create table gift_effects_pending (
  gift_id bigint primary key,
  created_at timestamptz not null
);
insert into gift_effects_pending (gift_id, created_at) select id, created_at from gift_sends where not effects_applied;
drop index gift_sends_pending_idx;
alter table gift_sends drop column effects_applied;
