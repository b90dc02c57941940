-- Default-region boards (issue 12): a composite score instead of raw tips, and spending shown only
-- with the user's consent.

-- A composite board's row keeps its points and its counted supporters; `score` is then
-- compositeScore(points, supporters) (packages/shared activities/engine.ts). Null on tips boards.
alter table activity_scores add column points bigint;
alter table activity_scores add column supporters int;

-- The points between a composite board's owner and each supporter: a supporter counts once their
-- points reach COMPOSITE.supporterMin.
create table activity_supporters (
  event_id text not null,
  board text not null,
  stage text not null,
  scope text not null,
  owner text not null,
  supporter bigint not null,
  points bigint not null,
  primary key (event_id, board, stage, scope, owner, supporter)
);

-- Whether a user lets spending boards show their points (`hide_spending` events); absent: no.
-- When and from where they last said so.
create table activity_consents (
  user_id bigint primary key references users (id),
  show_spending boolean not null,
  ip text,
  updated_at timestamptz not null
);
