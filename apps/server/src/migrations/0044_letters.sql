-- Anonymous letters and the mailbox (issue 14, modules/letters): a user writes a letter to the
-- world; another user of the same brand, region and pool (minors apart from adults) draws it at
-- random; the reader's first reply starts a private thread with the writer, anonymous on both
-- sides until both reveal. Blocks stop letters and replies either way; each region's blocked
-- keywords are kept by staff in the console.

-- A letter. `pool` is the writer's at writing time ('minor' or 'adult'); `day` is the writer's
-- region day (the daily limit counts it); `readers` and `threads` are counters the draw and the
-- writer's "sent" tab read.
create table letter_posts (
  id bigserial primary key,
  author_id bigint not null references users (id),
  brand text not null,
  region text not null,
  pool text not null check (pool in ('minor', 'adult')),
  text text not null,
  words int not null check (words > 0),
  day text not null,
  request_id text not null,
  readers int not null default 0 check (readers >= 0),
  threads int not null default 0 check (threads >= 0),
  created_at timestamptz not null,
  unique (author_id, request_id)
);
create index letter_posts_author_idx on letter_posts (author_id, id desc);
create index letter_posts_author_day_idx on letter_posts (author_id, day);
create index letter_posts_draw_idx on letter_posts (brand, region, pool, readers, created_at);

-- A letter drawn by a reader (their "received" tab); one per letter and reader.
create table letter_receipts (
  id bigserial primary key,
  letter_id bigint not null references letter_posts (id),
  receiver_id bigint not null references users (id),
  day text not null,
  request_id text not null,
  reported_at timestamptz,
  created_at timestamptz not null,
  unique (letter_id, receiver_id),
  unique (receiver_id, request_id)
);
create index letter_receipts_receiver_idx on letter_receipts (receiver_id, id desc);
create index letter_receipts_receiver_day_idx on letter_receipts (receiver_id, day);

-- A thread between a letter's writer and one reader (started by the reader's first reply).
create table letter_threads (
  id bigserial primary key,
  receipt_id bigint not null unique references letter_receipts (id),
  letter_id bigint not null references letter_posts (id),
  author_id bigint not null references users (id),
  receiver_id bigint not null references users (id),
  author_revealed boolean not null default false,
  receiver_revealed boolean not null default false,
  author_unread int not null default 0 check (author_unread >= 0),
  receiver_unread int not null default 0 check (receiver_unread >= 0),
  last_text text,
  last_at timestamptz not null,
  created_at timestamptz not null,
  check (author_id <> receiver_id)
);
create index letter_threads_author_idx on letter_threads (author_id, last_at desc);
create index letter_threads_receiver_idx on letter_threads (receiver_id, last_at desc);

create table letter_replies (
  id bigserial primary key,
  thread_id bigint not null references letter_threads (id),
  sender_id bigint not null references users (id),
  text text not null,
  request_id text not null,
  created_at timestamptz not null,
  unique (sender_id, request_id)
);
create index letter_replies_thread_idx on letter_replies (thread_id, id);

-- "Block this person" from a letter or a thread: no letters drawn and no replies either way.
create table letter_blocks (
  blocker_id bigint not null references users (id),
  blocked_id bigint not null references users (id),
  created_at timestamptz not null,
  primary key (blocker_id, blocked_id)
);
create index letter_blocks_blocked_idx on letter_blocks (blocked_id);

-- Each region's blocked keywords (console, audited); `norm` is the keyword as compared (NFKC,
-- lower case, no whitespace: packages/shared/src/letters.ts normalizeKeyword).
create table letter_keywords (
  id bigserial primary key,
  region text not null,
  word text not null,
  norm text not null,
  created_by bigint references admin_users (id),
  created_by_name text,
  created_at timestamptz not null,
  unique (region, norm)
);
