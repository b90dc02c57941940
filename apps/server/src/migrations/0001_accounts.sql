-- Users, sessions, admins, permissions, audit log, request nonces.
create sequence user_public_id_seq start with 100001;

create table users (
  id bigserial primary key,
  public_id text not null unique default nextval('user_public_id_seq')::text,
  email text unique,
  phone text unique,
  password_hash text not null,
  nickname text not null check (char_length(nickname) between 1 and 32),
  gender text not null check (gender in ('male', 'female')),
  birth_date date not null,
  brand text not null check (brand in ('ocha', 'ucoo_plus', 'cooya', 'wakoo', 'default')),
  region text not null check (region in ('default', 'japan')),
  avatar_url text,
  status text not null default 'active' check (status in ('active', 'disabled')),
  created_at timestamptz not null default now(),
  last_login_at timestamptz,
  check (email is not null or phone is not null)
);
create index users_nickname_idx on users (lower(nickname));

create table user_sessions (
  token_hash bytea primary key,
  user_id bigint not null references users (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index user_sessions_user_idx on user_sessions (user_id);

create table admin_users (
  id bigserial primary key,
  email text not null unique,
  nickname text not null,
  password_hash text not null,
  status text not null default 'active' check (status in ('active', 'disabled')),
  created_at timestamptz not null default now()
);

create table admin_permissions (
  admin_id bigint not null references admin_users (id),
  code text not null,
  primary key (admin_id, code)
);

-- access and refresh tokens; a refresh rotates the pair (same family_id, old rows revoked)
create table admin_sessions (
  token_hash bytea primary key,
  admin_id bigint not null references admin_users (id),
  kind text not null check (kind in ('access', 'refresh')),
  family_id text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index admin_sessions_family_idx on admin_sessions (family_id);

create table admin_audit_log (
  id bigserial primary key,
  admin_id bigint references admin_users (id),
  action text not null,
  target text,
  detail jsonb not null default '{}'::jsonb,
  ip text,
  created_at timestamptz not null default now()
);
create index admin_audit_log_admin_idx on admin_audit_log (admin_id, created_at desc);

-- single-use request nonces when no Redis is configured (shared by every node on one database)
create table request_nonces (
  access_key text not null,
  nonce text not null,
  expires_at timestamptz not null,
  primary key (access_key, nonce)
);
create index request_nonces_expiry_idx on request_nonces (expires_at);
