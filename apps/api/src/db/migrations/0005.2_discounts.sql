-- Premiums by district and crop (SPEC 2.9, 3 Discount, 7 Discounts).

create table discounts (
  uuid uuid primary key,
  owner_company_uuid uuid not null references companies (uuid),
  region_uuid uuid not null references fed_regions (uuid),
  area_uuid uuid not null references areas (uuid),
  culture_uuid uuid not null references cultures (uuid),
  -- signed whole roubles per tonne
  amount integer not null check (amount between -100000 and 100000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One premium per owner, region, area and crop; also serves the owner and owner+region filters.
create unique index discounts_owner_place_crop_uq on discounts (owner_company_uuid, region_uuid, area_uuid, culture_uuid);
create index discounts_owner_area_idx on discounts (owner_company_uuid, area_uuid);
create index discounts_owner_culture_idx on discounts (owner_company_uuid, culture_uuid);
