-- Live events (issue 16, ADR 0067): one row per change of the trading floor, written in the
-- change's transaction. The id is the SSE id (Last-Event-ID); rows live a day (a job prunes them).

create table live_events (
  id bigint generated always as identity primary key,
  type text not null,
  auction_uuid uuid not null,
  owner_company_uuid uuid not null,
  offer_uuid uuid,
  farmer_company_uuid uuid,
  auction_number integer not null,
  -- who made the change (null: the clock); notifications never tell him of his own action
  actor_uuid uuid,
  fields jsonb not null default '{}',
  created_at timestamptz not null default now()
);

-- Catch-up reads `id > $last` by the primary key; the prune deletes by age.
create index live_events_created_at_idx on live_events (created_at);
