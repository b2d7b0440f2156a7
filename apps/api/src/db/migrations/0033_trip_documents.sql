-- Trip documents (issue 20, docs/trip-documents.md): a truck's papers attached to its slot,
-- checked by the purchaser's staff before the truck may unload, and the ФГИС «Зерно» data of an
-- acceptance.

-- Which trip documents an acceptance point requires before unloading (part of its queue
-- settings). No row: the platform default, WAYBILL and SDIZ.
create table trip_docs_settings (
  location_uuid uuid primary key references locations (uuid) on delete cascade,
  required jsonb not null,
  updated_by uuid references users (uuid) on delete set null,
  updated_at timestamptz not null default now()
);

-- The documents of one slot as a whole, made at the first upload (no row: SLOT_DOCS_MISSING).
-- `uuid` is the slot's uuid, so the platform's status helper moves it (ADR 0064).
create table slot_trip_docs (
  uuid uuid primary key references slots (uuid) on delete cascade,
  status text not null default 'SLOT_DOCS_MISSING',
  decline_reason text,
  -- ФГИС «Зерно»: the purpose of the lot, sent with its СДИЗ
  purpose text,
  -- a staff member let the truck through the gate without approved documents, and why
  override_reason text,
  status_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- The moderation queue: a status, oldest first.
create index slot_trip_docs_queue_idx on slot_trip_docs (status, status_at, uuid);

-- One document of a slot: its code, the СДИЗ number, its files (ids of `files`); a replaced
-- document stays with replaced_at set.
create table slot_documents (
  uuid uuid primary key,
  slot_uuid uuid not null references slots (uuid) on delete cascade,
  code text not null,
  number text,
  file_uuids jsonb not null default '[]',
  uploaded_by uuid references users (uuid) on delete set null,
  replaced_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index slot_documents_current_idx on slot_documents (slot_uuid, code) where replaced_at is null;
create index slot_documents_slot_idx on slot_documents (slot_uuid, created_at);

-- Every upload, replacement, decision and gate override of a slot's documents.
create table slot_docs_history (
  uuid uuid primary key,
  slot_uuid uuid not null references slots (uuid) on delete cascade,
  kind text not null,
  code text,
  from_status text,
  to_status text,
  reason text,
  sdiz_number text,
  file_uuids jsonb not null default '[]',
  user_uuid uuid references users (uuid) on delete set null,
  actor_uuid uuid references users (uuid) on delete set null,
  created_at timestamptz not null default now()
);
create index slot_docs_history_slot_idx on slot_docs_history (slot_uuid, created_at, uuid);

-- ФГИС «Зерно»: the crop's ОКПД2 code (OKPD2_BY_CULTURE in @kolos/domain/trip-documents; the
-- seed fills a fresh base, this a base seeded before).
alter table cultures add column okpd2 text;
update cultures c set okpd2 = v.okpd2 from (values
  ('wheat-1', '01.11.12'), ('wheat-2', '01.11.12'), ('wheat-3', '01.11.12'), ('wheat-4', '01.11.12'),
  ('wheat-5', '01.11.12'), ('wheat-durum', '01.11.11'), ('barley-feed', '01.11.31'),
  ('barley-malting', '01.11.31'), ('corn', '01.11.20'), ('sunflower', '01.11.95'), ('soy', '01.11.81'),
  ('rapeseed', '01.11.93'), ('peas', '01.11.75'), ('oats', '01.11.33'), ('rye', '01.11.32'),
  ('flax', '01.11.91'), ('chickpea', '01.11.73'), ('lentil', '01.11.74'), ('buckwheat', '01.11.49'),
  ('triticale', '01.11.49'), ('millet', '01.11.42'), ('sorghum', '01.11.41'), ('mustard', '01.11.92')
) as v (alias, okpd2) where c.alias = v.alias;
