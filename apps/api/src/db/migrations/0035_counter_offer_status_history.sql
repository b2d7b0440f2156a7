-- ADR 0074: a counter-offer's status moves by the status machine like every other status, with
-- its history here (the shape of the other status histories). A row without a user is the
-- system's (an expiry voids the open counter-offer).
create table counter_offer_status_history (
  uuid uuid primary key,
  counter_offer_uuid uuid not null references counter_offers (uuid) on delete cascade,
  previous_status text,
  status text not null,
  user_uuid uuid references users (uuid),
  actor_uuid uuid references users (uuid),
  created_at timestamptz not null default now()
);
create index counter_offer_status_history_idx
  on counter_offer_status_history (counter_offer_uuid, created_at, uuid);

-- The counter-offers made before: their creation, and their answer or cancel where there was one.
insert into counter_offer_status_history (uuid, counter_offer_uuid, previous_status, status, user_uuid, created_at)
select gen_random_uuid(), uuid, null, 'OPEN', created_by, created_at from counter_offers;
insert into counter_offer_status_history (uuid, counter_offer_uuid, previous_status, status, user_uuid, created_at)
select gen_random_uuid(), uuid, 'OPEN', status, answered_by, coalesce(answered_at, created_at)
from counter_offers where status <> 'OPEN';
