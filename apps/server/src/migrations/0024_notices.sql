-- Official messages (modules/notices): what staff compose, and one row per recipient.
create table notice_messages (
  id bigserial primary key,
  status text not null check (status in ('scheduled', 'sending', 'sent', 'cancelled')),
  default_lang text not null,
  -- { "<locale>": { "title": …, "body": … } }
  content jsonb not null,
  link text,
  -- { "kind": "user" | "list" | "segment", "public_ids"?: […], "segment"?: {…} } as composed
  audience jsonb not null,
  -- the resolved users of a "user" or "list" audience (a segment is resolved while fanning out)
  target_user_ids bigint[],
  send_at timestamptz not null,
  request_id text not null,
  created_by bigint not null,
  created_by_name text not null,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  cancelled_at timestamptz,
  cancelled_by bigint,
  -- the fan-out walks users by id; the last id written (a crash resumes after it)
  fanout_cursor bigint not null default 0,
  -- recipients written so far (delivered and read are counted from notice_deliveries: no hot row)
  recipient_count integer not null default 0,
  unique (created_by, request_id)
);
create index notice_messages_due_idx on notice_messages (send_at) where status in ('scheduled', 'sending');
create index notice_messages_list_idx on notice_messages (id desc);
create index notice_messages_status_idx on notice_messages (status, id desc);

create table notice_deliveries (
  user_id bigint not null,
  message_id bigint not null references notice_messages (id),
  created_at timestamptz not null,
  -- the recipient's device fetched it (their message list)
  delivered_at timestamptz,
  read_at timestamptz,
  primary key (user_id, message_id)
);
create index notice_deliveries_message_idx on notice_deliveries (message_id);
create index notice_deliveries_unread_idx on notice_deliveries (user_id) where read_at is null;
create index notice_deliveries_list_idx on notice_deliveries (user_id, created_at desc, message_id desc);

-- the language each user last read their messages in (segments by language; default by region)
create table notice_user_langs (
  user_id bigint primary key,
  lang text not null,
  seen_at timestamptz not null
);
create index notice_user_langs_lang_idx on notice_user_langs (lang);
