-- The error file of an import (the refused lines with their reasons), offered as a download
-- instead of inside the import's answer (ADR 0042). Bytes, not text: a refused line may hold any
-- character, NUL included; gzipped. Only the importing company reads it back; it lives a day.
create table import_error_files (
  uuid uuid primary key,
  company_uuid uuid not null references companies (uuid) on delete cascade,
  file_name text not null,
  content bytea not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index import_error_files_expires_idx on import_error_files (expires_at);
