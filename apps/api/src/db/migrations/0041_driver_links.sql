-- Issue 29 point 17 (ADR 0093): the driver's own link. One row per slot that has a truck and a
-- driver: the SHA-256 of the link's token (the token itself is only in the SMS) and the keyed hash
-- of the check-in code derived from it, so neither the link nor the code can be read from the
-- table. A changed driver replaces the row: the old link and code stop working at once.
create table driver_links (
  slot_uuid uuid primary key references slots (uuid) on delete cascade,
  token_hash text not null unique,
  code_hash text not null,
  -- the driver the link was sent to: the same driver named again sends nothing
  driver_fullname text not null,
  driver_phone text not null,
  created_at timestamptz not null default now()
);

-- the gate finds a slot by the code's hash (among its company's points, in the query)
create index driver_links_code_idx on driver_links (code_hash);
