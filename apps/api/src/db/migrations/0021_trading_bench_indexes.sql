-- Trading (issue 15), from the bench (docs/benchmarks.md, trading): the auctions list's
-- territory filter and its sorts other than start, number and end walked the whole company's
-- auctions (14 000 of «Колос-Юг» in the bench data) and sorted them for 15 rows.

-- POST /v3/auctions {regionUuid}, newest first: a territory belongs to one company, so its
-- auctions are a slice of that company's; the owner is carried for the visibility check.
create index auctions_region_start_idx on auctions (region_uuid, start_at, uuid) include (owner_company_uuid);
-- POST /v3/auctions sorted by price, volume or creation (either direction: the index is walked
-- backwards for DESC, and the uuid tie-breaker follows the sort's direction).
create index auctions_owner_price_idx on auctions (owner_company_uuid, price, uuid);
create index auctions_owner_volume_idx on auctions (owner_company_uuid, volume, uuid);
create index auctions_owner_created_idx on auctions (owner_company_uuid, created_at, uuid);
