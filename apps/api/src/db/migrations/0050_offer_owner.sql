-- Issue 31 point 1, ADR 0105: the purchaser's offers list («Предложения», GET /offers/v2/filter)
-- filtered by the tender's owner through a join to auctions and sorted by the offer's own
-- columns, so no index served both: 549 ms for a page and 531 ms for its total at 1 M offers.
-- The owner is kept on the offer; an offer's tender changes only within one owner (rebind).

alter table offers add column owner_company_uuid uuid;
update offers o set owner_company_uuid = a.owner_company_uuid from auctions a where a.uuid = o.auction_uuid;
alter table offers alter column owner_company_uuid set not null;

-- The copy can never differ from its tender's owner: the pair must be a tender's own.
alter table auctions add constraint auctions_uuid_owner_key unique (uuid, owner_company_uuid);
alter table offers add constraint offers_auction_owner_fkey foreign key (auction_uuid, owner_company_uuid)
  references auctions (uuid, owner_company_uuid) on update cascade on delete cascade;

-- A purchaser's offers in each order the list offers (walked backwards for DESC; the time and
-- uuid break ties in the sort's direction). The first also counts the total and the statuses.
create index offers_owner_created_idx on offers (owner_company_uuid, created_at, uuid) include (status);
create index offers_owner_landed_idx on offers (owner_company_uuid, landed_price, created_at, uuid);
create index offers_owner_price_idx on offers (owner_company_uuid, price, created_at, uuid);
create index offers_owner_volume_idx on offers (owner_company_uuid, volume, created_at, uuid);
-- A status tab of the list (and its count), newest first.
create index offers_owner_status_idx on offers (owner_company_uuid, status, created_at, uuid);
