-- Large deals with farmers (SPEC 2.10, 2.11, 3 Contract, 4 Contract status).

create table contracts (
  uuid uuid primary key,
  -- the purchaser: always the owner of the acceptance point, worked out by the server
  aggregator_company_uuid uuid not null references companies (uuid),
  aggregator_location_uuid uuid not null references locations (uuid),
  -- the purchase territory chosen on the form; the acceptance point lies in it
  region_uuid uuid not null references purchase_regions (uuid),
  product_uuid uuid not null references cultures (uuid),
  farmer_company_uuid uuid not null references companies (uuid),
  -- the shipping point for FCA; null for CPT (sent as the all-zero id, SPEC 9)
  farmer_location_uuid uuid references locations (uuid),
  -- the manager who made the deal (SPEC 2.10 author column)
  user_uuid uuid references users (uuid),
  delivery_type text not null check (delivery_type in ('BUYER', 'SELLER')),
  humidity numeric(5, 2) not null check (humidity between 1 and 99),
  quantity integer not null check (quantity >= 1),
  -- roubles per tonne: price is at the plant (CPT), initial_price the FCA price
  price integer not null check (price >= 0),
  initial_price integer not null check (initial_price >= 0),
  -- kopecks per tonne, for 1 tonne (SPEC 9)
  delivery_price integer not null default 0 check (delivery_price >= 0),
  distance numeric not null default 0,
  tariff_type text not null default '',
  start_date date not null,
  end_date date not null,
  without_indication boolean not null default false,
  comment text not null default '',
  status text not null default 'CONTRACT_CREATED'
    check (status in ('CONTRACT_CREATED', 'CONTRACT_CONFIRMED', 'CONTRACT_CANCELED')),
  -- when the contract last became confirmed: the indicative price looks 30 days back from it
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_date >= start_date),
  check ((delivery_type = 'BUYER') = (farmer_location_uuid is not null))
);

-- Every list query is scoped to one purchaser first; one index per filter and per sort column,
-- each ending in uuid, the tie-breaker that keeps pages stable.
create index contracts_company_idx on contracts (aggregator_company_uuid, uuid);
create index contracts_status_idx on contracts (aggregator_company_uuid, status, uuid);
create index contracts_product_idx on contracts (aggregator_company_uuid, product_uuid, uuid);
create index contracts_start_idx on contracts (aggregator_company_uuid, start_date, uuid);
create index contracts_end_idx on contracts (aggregator_company_uuid, end_date, uuid);
create index contracts_region_idx on contracts (aggregator_company_uuid, region_uuid, uuid);
create index contracts_location_idx on contracts (aggregator_company_uuid, aggregator_location_uuid, uuid);
create index contracts_user_idx on contracts (aggregator_company_uuid, user_uuid, uuid);
create index contracts_delivery_type_idx on contracts (aggregator_company_uuid, delivery_type, uuid);
create index contracts_quantity_idx on contracts (aggregator_company_uuid, quantity, uuid);
create index contracts_price_idx on contracts (aggregator_company_uuid, price, uuid);
-- sort by supplier name walks companies by name and joins here; also the farmer's own list
create index contracts_farmer_idx on contracts (farmer_company_uuid, aggregator_company_uuid, uuid);
-- the manager filter's options across all companies (an admin's)
create index contracts_author_idx on contracts (user_uuid) where user_uuid is not null;
create index contracts_farmer_location_idx on contracts (farmer_location_uuid) where farmer_location_uuid is not null;
-- the indicative price: confirmed, counted contracts of one point and crop, newest first,
-- with price and volume in the index so the average never touches the table
create index contracts_indicative_idx on contracts (aggregator_location_uuid, product_uuid, confirmed_at desc)
  include (price, quantity)
  where status = 'CONTRACT_CONFIRMED' and not without_indication;

-- SPEC 4: every status change, with who and when (the first row is the creation).
create table contract_status_history (
  uuid uuid primary key,
  contract_uuid uuid not null references contracts (uuid) on delete cascade,
  previous_status text,
  status text not null,
  user_uuid uuid references users (uuid),
  -- the super-user acting on an impersonated session, if any
  actor_uuid uuid references users (uuid),
  created_at timestamptz not null default now()
);
create index contract_status_history_contract_idx on contract_status_history (contract_uuid, created_at, uuid);
