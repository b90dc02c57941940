-- The outbox (platform/outbox.ts): domain events written in the transaction of the change they
-- report, read by consumers in commit order ((xid, id) below the oldest running transaction).
create table outbox_events (
  id bigserial primary key,
  xid xid8 not null default pg_current_xact_id(),
  topic text not null,
  ref bigint,
  payload jsonb,
  created_at timestamptz not null
);
create index outbox_events_order_idx on outbox_events (xid, id);

-- Where each consumer stands: the last (xid, id) it applied, moved in the same transaction.
create table outbox_cursors (
  consumer text primary key,
  xid xid8 not null default '0',
  id bigint not null default 0,
  updated_at timestamptz not null default now()
);

-- The gift effects queue becomes the outbox's `gift.sent` topic, read by the `gift-effects` consumer.
insert into outbox_events (topic, ref, created_at)
  select 'gift.sent', gift_id, created_at from gift_effects_pending order by gift_id;
drop table gift_effects_pending;
