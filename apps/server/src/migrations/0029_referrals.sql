-- Referral entry (issue 10): a browser that opened a referral link, and the account it brought.
-- A visit is kept per browser (visitor id, made by the pages): the newest code wins and attaches
-- to the next account registered from that browser within the attribution window.
create table referral_visits (
  visitor_id text primary key,
  code text not null,
  referrer_id bigint not null references users (id),
  brand text not null,
  channel text,
  ip text not null,
  first_seen_at timestamptz not null,
  visited_at timestamptz not null
);

-- One row per referred account: who brought it, through which code and channel.
create table referral_attributions (
  user_id bigint primary key references users (id),
  referrer_id bigint not null references users (id),
  code text not null,
  channel text,
  visitor_id text not null,
  visited_at timestamptz not null,
  registered_at timestamptz not null
);
create index referral_attributions_referrer_idx on referral_attributions (referrer_id, registered_at desc);
