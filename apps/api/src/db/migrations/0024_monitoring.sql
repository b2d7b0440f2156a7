-- Monitoring (issue 16 point 3).
-- The board's aggregate over the offers of its page (best and average landed price of the live
-- ones, farmers, last offer, last change) read from the index alone: a page of 100 auctions has
-- ≈ 1 500 offers spread over as many heap pages; their index entries sit together.
create index offers_board_idx on offers (auction_uuid)
  include (status, landed_price, volume, farmer_company_uuid, created_at, updated_at);
-- The deals of the last 7 days under the board, newest first.
-- Accepted offers are a small share of all offers: a partial index walks the newest of them and
-- the auction's owner is checked through its primary key.
create index offers_accepted_at_idx on offers (updated_at desc, uuid) where status = 'OFFER_ACCEPTED';
-- Large contracts confirmed, per purchaser, by the moment of confirmation.
create index contracts_confirmed_at_idx on contracts (aggregator_company_uuid, confirmed_at desc)
  where status = 'CONTRACT_CONFIRMED';
