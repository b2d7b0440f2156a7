-- Stored files (ADR 0061). The bytes live in the storage (DATA_DIR/files or an S3 bucket) under
-- `storage_key`, which the server makes up (uuid-based): a user's file name is never a path.
-- A row is written only after the bytes are stored whole, so a refused or interrupted upload
-- leaves no row.
create table files (
  uuid uuid primary key,
  owner_user_uuid uuid not null references users (uuid),
  owner_company_uuid uuid references companies (uuid),
  name text not null,
  size bigint not null check (size >= 0),
  content_type text not null,
  storage_key text not null unique,
  created_at timestamptz not null default now()
);
create index files_owner_user_idx on files (owner_user_uuid);
create index files_owner_company_idx on files (owner_company_uuid) where owner_company_uuid is not null;
