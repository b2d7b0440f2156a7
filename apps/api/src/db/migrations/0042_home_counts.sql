-- Issue 29 points 13 and 20 (docs/home.md): the indexes behind the home's counts and the yard.
-- A purchaser's trucks of today (TRUCKS_DUE_TODAY, TRUCKS_LATE, GET /monitoring/yard): his slots
-- by their point's local day; no other index of slots starts with the owner.
create index slots_owner_day_idx on slots (owner_company_uuid, day) where status <> 'SLOT_CANCELED';
-- A farmer's open slots (SLOTS_WITHOUT_TRUCK, TRIPS_WITHOUT_PAPERS, TRIP_PAPERS_DECLINED).
create index slots_farmer_open_idx on slots (farmer_company_uuid)
  where status in ('SLOT_BOOKED', 'SLOT_CAR_ASSIGNED', 'SLOT_ARRIVED');
-- A user's checked imports waiting for confirmation (IMPORTS_WITH_ERRORS).
create index imports_user_open_idx on imports (user_uuid, kind) where confirmed_at is null;
