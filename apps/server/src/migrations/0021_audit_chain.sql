-- The console audit log becomes an append-only hash chain (platform/audit.ts, docs/operations.md
-- "Audit log"): each row stores its place in the chain (seq), the previous row's hash and its own
-- (sha256 over a canonical encoding that includes the previous hash). Writers serialise on the
-- one chain-head row; a trigger refuses UPDATE, DELETE and TRUNCATE.
alter table admin_audit_log
  add column seq bigint,
  add column prev_hash bytea,
  add column hash bytea,
  add column before jsonb,
  add column after jsonb,
  add column user_agent text,
  add column denied boolean not null default false;

create unique index admin_audit_log_seq_idx on admin_audit_log (seq);

-- the console's filters (platform/audit.ts searchAudit): newest first within each
create index admin_audit_log_time_idx on admin_audit_log (created_at desc, id desc);
drop index admin_audit_log_admin_idx;
create index admin_audit_log_admin_idx on admin_audit_log (admin_id, created_at desc, id desc);
create index admin_audit_log_action_idx on admin_audit_log (action, created_at desc, id desc);
create index admin_audit_log_target_idx on admin_audit_log (target, created_at desc, id desc);
create index admin_audit_log_denied_idx on admin_audit_log (created_at desc, id desc) where denied;
-- denied only with an admin or an action: their own small partial indexes (the planner would
-- otherwise AND two bitmaps of every denied row)
create index admin_audit_log_denied_admin_idx on admin_audit_log (admin_id, created_at desc, id desc) where denied;
create index admin_audit_log_denied_action_idx on admin_audit_log (action, created_at desc, id desc) where denied;

-- the chain's head: the last row's place and hash (genesis: seq 0, 32 zero bytes); the verifier's
-- last full pass is remembered here too
create table admin_audit_head (
  id int primary key check (id = 1),
  seq bigint not null,
  hash bytea not null,
  verified_seq bigint not null default 0,
  verified_at timestamptz
);
insert into admin_audit_head (id, seq, hash) values (1, 0, decode(repeat('00', 32), 'hex'));

-- Append-only. The one UPDATE let through gives a row written before this migration (hash null)
-- its place in the chain, once, without touching what it says (platform/audit.ts chainLegacyRows).
-- (platform/migrate.ts splits scripts on a semicolon at a line end: inside the body none ends a line)
create function admin_audit_log_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    if old.hash is null and new.hash is not null
       and new.id = old.id
       and new.admin_id is not distinct from old.admin_id
       and new.action = old.action
       and new.target is not distinct from old.target
       and new.detail = old.detail
       and new.ip is not distinct from old.ip
       and new.created_at = old.created_at
       and new.before is not distinct from old.before
       and new.after is not distinct from old.after
       and new.user_agent is not distinct from old.user_agent
       and new.denied = old.denied
    then return new; end if; end if; -- a legacy row takes its place once
  raise exception 'admin_audit_log is append-only (% refused)', tg_op using errcode = '42501'; -- all else
end
$$;

create trigger admin_audit_log_no_change before update or delete on admin_audit_log
  for each row execute function admin_audit_log_append_only();
create trigger admin_audit_log_no_truncate before truncate on admin_audit_log
  for each statement execute function admin_audit_log_append_only();
