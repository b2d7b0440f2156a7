-- Trading (issue 15): purchasers' tenders (auctions), farmers' offers and counter-offers,
-- results. docs/trading.md records the decisions.

-- The last auction number of each purchaser: numbers run per purchaser ('№ 12'), taken with
-- `update ... returning` so two auctions created at once never share one.
create table auction_numbers (
  company_uuid uuid primary key references companies (uuid),
  last_number integer not null
);

create table auctions (
  uuid uuid primary key,
  number integer not null,
  owner_company_uuid uuid not null references companies (uuid),
  -- a purchase territory of the owner; its acceptance points are in auction_locations
  region_uuid uuid not null references purchase_regions (uuid),
  product_uuid uuid not null references cultures (uuid),
  -- the delivery types the tender allows: BUYER (FCA), SELLER (CPT), or both
  delivery_types text[] not null check (
    cardinality(delivery_types) between 1 and 2 and delivery_types <@ array['BUYER', 'SELLER']
  ),
  volume integer not null check (volume >= 1),
  min_lot_volume integer not null default 25 check (min_lot_volume >= 1 and min_lot_volume <= volume),
  -- roubles per tonne: the purchaser's posted price
  price integer not null check (price >= 1),
  humidity numeric(5, 2) not null check (humidity between 1 and 99),
  delivery_date_start date not null,
  delivery_date_end date not null,
  start_at timestamptz not null,
  end_at timestamptz not null,
  comment text not null default '',
  -- AUCTION_PLANNED until a person completes or cancels it; planned, active and finished are
  -- worked out from start_at and end_at on every read (auctionStatusAt in @kolos/domain/trading)
  status text not null default 'AUCTION_PLANNED' check (status in (
    'AUCTION_PLANNED', 'AUCTION_ACTIVE', 'AUCTION_FINISHED', 'AUCTION_COMPLETED', 'AUCTION_CANCELED'
  )),
  -- kept in the transaction of every offer change, so the list never counts offers
  offers_count integer not null default 0,
  offered_volume integer not null default 0,
  accepted_volume integer not null default 0 check (accepted_volume <= volume),
  created_by uuid references users (uuid),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (owner_company_uuid, number),
  check (end_at > start_at),
  check (delivery_date_end >= delivery_date_start)
);
create index auctions_owner_start_idx on auctions (owner_company_uuid, start_at desc, uuid);
create index auctions_owner_end_idx on auctions (owner_company_uuid, end_at, uuid);
create index auctions_region_idx on auctions (region_uuid, end_at);
create index auctions_product_idx on auctions (owner_company_uuid, product_uuid, start_at desc);

create table auction_locations (
  auction_uuid uuid not null references auctions (uuid) on delete cascade,
  location_uuid uuid not null references locations (uuid),
  primary key (auction_uuid, location_uuid)
);
create index auction_locations_location_idx on auction_locations (location_uuid, auction_uuid);

-- Farmer companies barred from one auction (POST /auctions/permissions/deny).
create table auction_denied_companies (
  auction_uuid uuid not null references auctions (uuid) on delete cascade,
  farmer_company_uuid uuid not null references companies (uuid),
  created_by uuid references users (uuid),
  created_at timestamptz not null default now(),
  primary key (auction_uuid, farmer_company_uuid)
);

create table auction_status_history (
  uuid uuid primary key,
  auction_uuid uuid not null references auctions (uuid) on delete cascade,
  previous_status text,
  status text not null,
  user_uuid uuid references users (uuid),
  actor_uuid uuid references users (uuid),
  created_at timestamptz not null default now()
);
create index auction_status_history_auction_idx on auction_status_history (auction_uuid, created_at, uuid);

create table offers (
  uuid uuid primary key,
  number bigint generated always as identity unique,
  auction_uuid uuid not null references auctions (uuid) on delete cascade,
  farmer_company_uuid uuid not null references companies (uuid),
  -- the farmer's shipping point; required for FCA
  farmer_location_uuid uuid references locations (uuid),
  delivery_type text not null check (delivery_type in ('BUYER', 'SELLER')),
  volume integer not null check (volume >= 1),
  price integer not null check (price >= 1),
  humidity numeric(5, 2) not null check (humidity between 1 and 99),
  delivery_date_start date not null,
  delivery_date_end date not null,
  comment text not null default '',
  status text not null default 'OFFER_ACTIVE' check (status in (
    'OFFER_ACTIVE', 'OFFER_COUNTERED', 'OFFER_ACCEPTED', 'OFFER_DECLINED', 'OFFER_WITHDRAWN', 'OFFER_EXPIRED'
  )),
  accepted_volume integer not null default 0 check (accepted_volume >= 0 and accepted_volume <= volume),
  -- worked out by the server at every write: kopecks per tonne (FCA only), km, tariff, ₽/t
  delivery_price integer,
  distance numeric,
  tariff_type text,
  premium integer,
  -- roubles per tonne at the acceptance point (landedPrice in @kolos/domain/trading): the rank key
  landed_price integer not null,
  created_by uuid references users (uuid),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (delivery_date_end >= delivery_date_start),
  check (delivery_type = 'SELLER' or farmer_location_uuid is not null)
);
-- One live offer per company and auction: a second answers 409 and the farmer edits the first.
create unique index offers_one_live_idx on offers (auction_uuid, farmer_company_uuid)
  where status in ('OFFER_ACTIVE', 'OFFER_COUNTERED');
-- The ranked offers of an auction: landed price, then time.
create index offers_rank_idx on offers (auction_uuid, landed_price, created_at, uuid);
create index offers_farmer_idx on offers (farmer_company_uuid, created_at desc, uuid);
create index offers_created_idx on offers (auction_uuid, created_at desc, uuid);

create table counter_offers (
  uuid uuid primary key,
  offer_uuid uuid not null references offers (uuid) on delete cascade,
  price integer not null check (price >= 1),
  volume integer not null check (volume >= 1),
  comment text not null default '',
  status text not null default 'OPEN' check (status in ('OPEN', 'ACCEPTED', 'DECLINED', 'CANCELED')),
  created_by uuid references users (uuid),
  created_at timestamptz not null default now(),
  answered_by uuid references users (uuid),
  answered_at timestamptz
);
-- One open counter-offer per offer.
create unique index counter_offers_open_idx on counter_offers (offer_uuid) where status = 'OPEN';
create index counter_offers_offer_idx on counter_offers (offer_uuid, created_at desc);

-- Every change of an offer: status moves and edits, who and when; `changes` lists the fields
-- that changed as [{field, from, to}] so a reader without prices gets the price ones left out.
create table offer_history (
  uuid uuid primary key,
  offer_uuid uuid not null references offers (uuid) on delete cascade,
  previous_status text,
  status text not null,
  changes jsonb not null default '[]',
  user_uuid uuid references users (uuid),
  actor_uuid uuid references users (uuid),
  created_at timestamptz not null default now()
);
create index offer_history_offer_idx on offer_history (offer_uuid, created_at, uuid);
