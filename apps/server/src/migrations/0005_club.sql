-- First-class club: members (earned by spending or admitted by staff) and their privilege toggles.
create table club_members (
  user_id bigint primary key references users (id),
  source text not null check (source in ('spend', 'staff')),
  joined_at timestamptz not null default now(),
  settings jsonb not null
);
create index club_members_joined_idx on club_members (joined_at);

create table follows (
  follower_id bigint not null references users (id),
  followee_id bigint not null references users (id),
  created_at timestamptz not null default now(),
  primary key (follower_id, followee_id),
  check (follower_id <> followee_id)
);
create index follows_followee_idx on follows (followee_id);
