-- Legal documents (issue 10): every version of every document in every language stays readable;
-- the current one is the highest published version. Consent documents record each user's
-- acceptance of each version (who, which version, when, from where).
create table legal_documents (
  slug text not null,
  version int not null check (version > 0),
  locale text not null,
  title text not null,
  body text not null,
  effective_date date not null,
  published_at timestamptz not null,
  published_by bigint references admin_users (id),
  primary key (slug, version, locale)
);
create index legal_documents_current_idx on legal_documents (slug, locale, version desc);

create table legal_acceptances (
  user_id bigint not null references users (id),
  slug text not null,
  version int not null,
  accepted_at timestamptz not null,
  ip text not null,
  primary key (user_id, slug, version)
);
create index legal_acceptances_slug_idx on legal_acceptances (slug, version, accepted_at desc);
