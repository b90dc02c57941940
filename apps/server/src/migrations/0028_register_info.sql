-- The registration information table (/h5/register_info_table, issue 10): a host's details as
-- they submitted them, with the version of the table's terms they accepted. Every submission is
-- kept (a correction is a new row); the console lists and exports them.
create table legal_register_info (
  id bigserial primary key,
  user_id bigint not null references users (id),
  brand text not null,
  region text not null,
  real_name text not null,
  birth_date date not null,
  phone text not null,
  contact_kind text not null,
  contact_id text not null,
  area text not null,
  guild text not null,
  experience text not null,
  version int not null,
  ip text not null,
  created_at timestamptz not null
);
create index legal_register_info_user_idx on legal_register_info (user_id, id desc);
create index legal_register_info_list_idx on legal_register_info (region, brand, id desc);
