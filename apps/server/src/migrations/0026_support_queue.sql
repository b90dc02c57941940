-- The feedback queue over a million threads (bench/console-lists.ts):
-- * its order (status rank, newest activity) as an index, so a page reads 20 entries, not the queue;
-- * trigram indexes for the text search in previews and messages (ILIKE '%…%').
-- pg_trgm goes into public (a trusted extension: the database owner may create it); its operator
-- class is named with the schema it is in, so schemas that do not search public still find it.
create extension if not exists pg_trgm with schema public;

create index support_threads_rank_idx on support_threads
  ((case status when 'open' then 0 when 'answered' then 1 else 2 end), last_message_at desc, id desc);

do $$ declare s text; begin select extnamespace::regnamespace::text into s from pg_extension where extname = 'pg_trgm'; execute format('create index support_threads_preview_trgm on support_threads using gin (preview %s.gin_trgm_ops)', s); execute format('create index support_messages_body_trgm on support_messages using gin (body %s.gin_trgm_ops)', s); end $$;
