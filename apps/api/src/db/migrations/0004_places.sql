-- Places: purchase territories, who a location serves and who entered it, towns to place points
-- in their subject of the federation, tariffs by distance band, and the distance cache.

create table purchase_regions (
  uuid uuid primary key,
  company_uuid uuid not null references companies (uuid),
  name text not null,
  fed_region_uuid uuid not null references fed_regions (uuid),
  -- Deals and auctions may name a territory: deleting one only hides it.
  is_deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index purchase_regions_name_uq on purchase_regions (company_uuid, lower(name)) where not is_deleted;
create index purchase_regions_company_name_idx on purchase_regions (company_uuid, name) where not is_deleted;
create index purchase_regions_company_updated_idx on purchase_regions (company_uuid, updated_at) where not is_deleted;

-- SPEC 3 Location.regionUuid: the purchase territory an acceptance point belongs to (one at most).
alter table locations add column region_uuid uuid references purchase_regions (uuid);
-- ACCEPTANCE for a purchaser's place, SHIPPING for a farmer's: fixed by the owner at creation.
alter table locations add column kind text not null default 'ACCEPTANCE' check (kind in ('ACCEPTANCE', 'SHIPPING'));
-- The company that entered a point for its owner (a purchaser adding a farmer's shipping point);
-- null when the owner entered it.
alter table locations add column author_company_uuid uuid references companies (uuid);
update locations l set kind = 'SHIPPING' from companies c where c.uuid = l.company_uuid and c.user_type = 'farmer';

create index locations_region_idx on locations (region_uuid, name) where not is_deleted;
create index locations_kind_name_idx on locations (kind, name) where not is_deleted;
create index locations_kind_address_idx on locations (kind, address) where not is_deleted;
create index locations_kind_updated_idx on locations (kind, updated_at) where not is_deleted;
create index locations_author_idx on locations (author_company_uuid, name)
  where not is_deleted and author_company_uuid is not null;

-- Towns with coordinates: a point is placed in the subject and district of the nearest one.
create table settlements (
  uuid uuid primary key,
  fed_region_uuid uuid not null references fed_regions (uuid),
  area_uuid uuid references areas (uuid),
  name text not null,
  latitude double precision not null,
  longitude double precision not null,
  unique (fed_region_uuid, latitude, longitude)
);
create index settlements_position_idx on settlements (latitude, longitude);

-- Road haulage tariffs of a subject of the federation: REGIONAL inside it, E2E to other subjects.
-- bands: [{fromKm, toKm|null, pricePerTon, pricePerTonKm}], prices in kopecks.
create table tariffs (
  uuid uuid primary key,
  fed_region_uuid uuid not null references fed_regions (uuid),
  type text not null check (type in ('REGIONAL', 'E2E')),
  bands jsonb not null,
  updated_by uuid references users (uuid),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (fed_region_uuid, type)
);

-- Road distance per ordered pair of locations; dropped when either point moves.
create table location_distances (
  from_location_uuid uuid not null references locations (uuid) on delete cascade,
  to_location_uuid uuid not null references locations (uuid) on delete cascade,
  distance_km double precision not null,
  source text not null check (source in ('routing', 'estimate')),
  created_at timestamptz not null default now(),
  primary key (from_location_uuid, to_location_uuid)
);
create index location_distances_to_idx on location_distances (to_location_uuid);

-- A location's kind always follows its owner, whoever inserts the row (seeds of other areas too).
create function locations_set_kind() returns trigger language plpgsql as $$
begin
  select case when c.user_type = 'farmer' then 'SHIPPING' else 'ACCEPTANCE' end
    into new.kind from companies c where c.uuid = new.company_uuid;
  return new;
end
$$;
create trigger locations_set_kind before insert or update of company_uuid on locations
  for each row execute function locations_set_kind();
