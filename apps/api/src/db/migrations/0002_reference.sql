-- Reference data: subjects of the federation, districts, crops, locations (acceptance and shipping points).

create table fed_regions (
  uuid uuid primary key,
  name text not null,
  type_short text not null,
  type_full text not null,
  federal_district text,
  kladr_id text,
  fias_id text,
  okato text,
  oktmo text unique,
  iso_code text,
  timezone text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index fed_regions_name_idx on fed_regions (name);

create table areas (
  uuid uuid primary key,
  fed_region_uuid uuid not null references fed_regions (uuid),
  name text not null,
  type_short text not null,
  type_full text not null,
  oktmo text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (fed_region_uuid, name)
);

create table cultures (
  uuid uuid primary key,
  alias text not null unique,
  title text not null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- SPEC 3 Location: acceptance points (type ELEVATOR and others, owned by a purchaser)
-- and shipping points (owned by a farmer company) are both locations.
create table locations (
  uuid uuid primary key,
  company_uuid uuid not null references companies (uuid),
  type text not null default 'ELEVATOR',
  name text not null,
  address text not null default '',
  latitude double precision not null,
  longitude double precision not null,
  fed_region_uuid uuid references fed_regions (uuid),
  area_uuid uuid references areas (uuid),
  load_type text not null default 'DOWNLOAD',
  max_car_length numeric,
  quantity numeric,
  scales_length numeric,
  warehouse_height numeric,
  posts_quantity integer not null default 1,
  car_type text,
  schedule jsonb not null default '{}',
  scales jsonb,
  is_deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index locations_company_idx on locations (company_uuid, name) where not is_deleted;
create index locations_type_idx on locations (type, name) where not is_deleted;
