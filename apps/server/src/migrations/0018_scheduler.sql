-- Scheduler (platform/scheduler.ts). One leader per job through a lease row; every takeover
-- raises the fencing token, so a node that lost its lease (paused, partitioned) can be refused.
create table scheduler_leases (
  job text primary key,
  holder text not null,
  token bigint not null,
  expires_at timestamptz not null
);

-- One row per firing of a recorded job: its id is (job, slot). A firing that crashed half-way is
-- run again (work is keyed by the firing id); a done one never is.
create table scheduler_firings (
  job text not null,
  slot timestamptz not null,
  status text not null check (status in ('running', 'done', 'failed')),
  token bigint not null,
  attempts int not null default 1,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  error text,
  primary key (job, slot)
);
