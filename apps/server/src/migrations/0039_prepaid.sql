-- The prepaid balance monitor (Japan's Payment Services Act): one snapshot per brand and Tokyo day
-- of the unused paid coins and their yen value, so the console can draw the trend to the base dates.
create table prepaid_snapshots (
  brand text not null,
  day date not null,
  unused_coins bigint not null check (unused_coins >= 0),
  value_jpy bigint not null check (value_jpy >= 0),
  taken_at timestamptz not null,
  primary key (brand, day)
);
