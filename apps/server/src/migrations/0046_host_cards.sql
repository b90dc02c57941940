-- Host cards (issue 14 C, modules/hostcards): a host's shareable profile card at /girls/<her
-- invite code>. Photos and the voice intro are blobs in the platform storage (content-addressed
-- keys); a card lists only files its host uploaded (host_card_uploads). Staff hide a card
-- (host.manage_cards, audited); last_active_at is the host's latest signed-in request (written at
-- most once a minute per node), the card's online signal.
create table host_cards (
  user_id bigint primary key references users (id),
  brand text not null,
  intro text not null default '',
  tags text[] not null default '{}',
  photos text[] not null default '{}',
  voice_key text,
  voice_ms integer check (voice_ms is null or voice_ms > 0),
  hidden boolean not null default false,
  hidden_reason text,
  hidden_by bigint references admin_users (id),
  hidden_at timestamptz,
  last_active_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (cardinality(photos) <= 12),
  check ((voice_key is null) = (voice_ms is null))
);
create index host_cards_gallery_idx on host_cards (brand, last_active_at desc nulls last) where not hidden;

-- What each host uploaded: a card may list only these (and the console shows their sizes).
create table host_card_uploads (
  user_id bigint not null references users (id),
  key text not null,
  kind text not null check (kind in ('photo', 'voice')),
  mime text not null,
  bytes integer not null,
  width integer,
  height integer,
  duration_ms integer,
  created_at timestamptz not null,
  primary key (user_id, key)
);
