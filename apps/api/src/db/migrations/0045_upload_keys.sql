-- Issue 29 point 18 (ADR 0099): a phone retries an upload whose answer it never got. The browser
-- names each file it sends with a key of its own; the first request of a key that stores something
-- records what it stored here, in the transaction that stores it, and any repeat of the key
-- answers that instead of storing the file again. The primary key is the lock two racing
-- repeats meet at.
create table upload_keys (
  user_uuid uuid not null,
  key text not null,
  file_uuids jsonb not null,
  created_at timestamptz not null default now(),
  primary key (user_uuid, key)
);
