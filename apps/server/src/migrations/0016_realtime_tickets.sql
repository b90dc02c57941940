-- Single-use tickets for the realtime socket (`/ws?ticket=`), so the 30-day user token never
-- travels in a URL. Only the SHA-256 of a ticket is stored; consuming one is a single
-- `delete … returning` of a row not yet expired, so it works once, on whichever node.
create table realtime_tickets (
  ticket_hash bytea primary key,
  user_id bigint not null references users (id) on delete cascade,
  -- the user session that asked for it: its socket is closed when that session is revoked
  session_hash bytea not null references user_sessions (token_hash) on delete cascade,
  expires_at timestamptz not null
);
-- expired tickets of a user are removed when that user asks for the next one
create index realtime_tickets_user_idx on realtime_tickets (user_id, expires_at);
