-- Issue 31 point 1, ADR 0105: the farmer's own list («Мои предложения») sorted by price, landed
-- price or volume read every offer of the farm from the heap and sorted them: 1.2 s for the
-- generated farm with 30 000 offers. One index for every order instead of one per order: the
-- farm's offers by time carry the sort columns, so any order is an index-only read and a top-N
-- sort of one farm's entries. It replaces the time-only index it extends.
create index offers_farmer_created_idx on offers (farmer_company_uuid, created_at, uuid)
  include (status, price, landed_price, volume);
drop index offers_farmer_idx;
