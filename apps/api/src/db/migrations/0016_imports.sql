-- Two-step imports (ADR 0063): a file is read and checked, its report answered, and the lines
-- that passed are kept here until the user confirms; a confirmation applies them once.
-- `confirmed_at` is the once: the confirmation claims the import with a conditional update
-- (confirmed_at is null and not expired) in the transaction that applies its lines.
create table imports (
  uuid uuid primary key,
  kind text not null,
  -- who uploaded it: only they may confirm it (null for the command-line import of reference data)
  user_uuid uuid references users (uuid) on delete cascade,
  company_uuid uuid references companies (uuid) on delete cascade,
  params jsonb not null default '{}'::jsonb,
  total integer not null,
  valid integer not null,
  created_at timestamptz not null default now(),
  expire_at timestamptz not null,
  confirmed_at timestamptz
);
-- the sweep of old imports on every upload
create index imports_expire_at_idx on imports (expire_at);

-- The lines that passed, a thousand to a row: every statement stays small on PGlite, which runs
-- inside the event loop, and a confirmation reads them back a chunk at a time.
create table import_rows (
  import_uuid uuid not null references imports (uuid) on delete cascade,
  chunk integer not null,
  rows jsonb not null,
  primary key (import_uuid, chunk)
);
