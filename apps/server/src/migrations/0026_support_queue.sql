-- The feedback queue over a million threads (bench/console-lists.ts). Its order — status rank
-- (open, answered, closed), newest activity — is the last part of each index a desk filters on,
-- so a page reads its 20 entries and a capped count reads the index alone:
-- * the whole queue, or one status (the rank is an index condition);
-- * a brand desk (brand, region); an assignee (or no one);
-- * trigram indexes for the text search in previews and messages (ILIKE '%…%').
-- `status` is included: an index-only scan of an expression needs the column it is computed from.
-- A region-only index is left out on purpose: the planner would take it for a brand desk too
-- (it cannot see that a brand's threads cluster) and scan a whole region.
-- pg_trgm goes into public (a trusted extension: the database owner may create it); its operator
-- class is named with the schema it is in, so schemas that do not search public still find it.
drop index support_threads_queue_idx;
drop index support_threads_brand_idx;
drop index support_threads_assignee_idx;

create index support_threads_rank_idx on support_threads
  ((case status when 'open' then 0 when 'answered' then 1 else 2 end), last_message_at desc, id desc) include (region, status);
create index support_threads_brand_rank_idx on support_threads
  (brand, region, (case status when 'open' then 0 when 'answered' then 1 else 2 end), last_message_at desc, id desc) include (status);
create index support_threads_assignee_rank_idx on support_threads
  (assignee_admin_id, (case status when 'open' then 0 when 'answered' then 1 else 2 end), last_message_at desc, id desc) include (region, status);

create extension if not exists pg_trgm with schema public;
do $$ declare s text; begin select extnamespace::regnamespace::text into s from pg_extension where extname = 'pg_trgm'; execute format('create index support_threads_preview_trgm on support_threads using gin (preview %s.gin_trgm_ops)', s); execute format('create index support_messages_body_trgm on support_messages using gin (body %s.gin_trgm_ops)', s); end $$;
