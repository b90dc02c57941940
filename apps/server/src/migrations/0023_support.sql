-- Customer service: feedback threads, their messages, uploaded images, canned replies (modules/support).

-- who uploaded which image: a message may only carry images its author uploaded
create table support_uploads (
  key text not null,
  owner_kind text not null check (owner_kind in ('user', 'admin')),
  owner_id bigint not null,
  mime text not null,
  bytes integer not null,
  width integer not null,
  height integer not null,
  created_at timestamptz not null default now(),
  primary key (owner_kind, owner_id, key)
);

create table support_threads (
  id bigserial primary key,
  user_id bigint not null,
  brand text not null,
  region text not null check (region in ('default', 'japan')),
  language text not null,
  category text not null,
  status text not null default 'open' check (status in ('open', 'answered', 'closed')),
  assignee_admin_id bigint,
  device jsonb not null default '{}',
  preview text not null,
  message_count integer not null default 0,
  -- staff messages the user has not opened
  user_unread integer not null default 0,
  created_at timestamptz not null,
  last_message_at timestamptz not null,
  first_response_at timestamptz,
  closed_at timestamptz,
  rating smallint check (rating between 1 and 5),
  rating_comment text,
  rated_at timestamptz
);
-- the user's list; the console queue by region (and brand), newest activity first
create index support_threads_user_idx on support_threads (user_id, last_message_at desc);
create index support_threads_queue_idx on support_threads (region, status, last_message_at desc, id desc);
create index support_threads_brand_idx on support_threads (brand, region, last_message_at desc, id desc);
create index support_threads_assignee_idx on support_threads (assignee_admin_id, status) where assignee_admin_id is not null;
create index support_threads_created_idx on support_threads (created_at);

create table support_messages (
  id bigserial primary key,
  thread_id bigint not null references support_threads (id),
  author_kind text not null check (author_kind in ('user', 'staff')),
  author_id bigint not null,
  author_name text,
  body text not null,
  images jsonb not null default '[]',
  created_at timestamptz not null
);
create index support_messages_thread_idx on support_messages (thread_id, id);

create table support_canned_replies (
  id serial primary key,
  title text not null,
  body text not null,
  image_key text,
  language text not null,
  created_by bigint not null,
  updated_at timestamptz not null,
  deleted_at timestamptz
);
