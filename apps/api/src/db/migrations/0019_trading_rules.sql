-- Trading (issue 15), the rules' part: where an FCA offer's haul is priced to, and the indexes
-- behind the farmer's views, the status filter and the expiry job. docs/trading.md.

-- The acceptance point of the auction the offer's delivery price and landed price are counted
-- at: for FCA the one with the cheapest haul from the farmer's point; null for CPT.
alter table offers add column acceptance_location_uuid uuid references locations (uuid);

-- "Has this company offered on this auction" (a farmer sees those auctions, any status).
create index offers_auction_farmer_idx on offers (auction_uuid, farmer_company_uuid);
-- The status filter: stored final statuses, or the clock over start and end (auctionStatusAt).
create index auctions_owner_status_end_idx on auctions (owner_company_uuid, status, end_at);
-- Active auctions by end (the farmer's matched list, the expiry job).
create index auctions_status_end_idx on auctions (status, end_at);
-- Offers of a farmer company by status (his own list, the status counts).
create index offers_farmer_status_idx on offers (farmer_company_uuid, status, created_at desc);
