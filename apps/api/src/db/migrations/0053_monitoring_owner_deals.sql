-- Issue 31 point 3, ADR 0112: the Monitoring board's deals of the week narrowed to the caller's
-- by the tender's owner kept on the offer (ADR 0105). The week's accepted offers of one owner,
-- newest first, with what the deals list shows: an index-only read. Without it a prepared
-- statement's generic plan ANDed the week's accepted offers with all of the owner's offers
-- (offers_owner_volume_idx: 288 914 entries for «Колос-Юг», 97 ms).
create index offers_owner_accepted_at_idx on offers (owner_company_uuid, updated_at desc, uuid)
  include (auction_uuid, farmer_company_uuid, accepted_volume, landed_price)
  where status = 'OFFER_ACCEPTED';
