-- No query reads rank scores by time: the index only cost every score update (a score change is
-- never a HOT update, so each upsert wrote an entry into every index of the table).
drop index if exists rank_scores_recent_idx;
