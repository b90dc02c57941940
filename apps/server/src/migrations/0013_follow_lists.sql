-- follow lists newest first, for both sides (a popular host has many followers): keyset pages
-- read only their own page instead of sorting every row of the user
create index follows_follower_recent_idx on follows (follower_id, created_at desc, followee_id);
create index follows_followee_recent_idx on follows (followee_id, created_at desc, follower_id);
drop index follows_followee_idx;
