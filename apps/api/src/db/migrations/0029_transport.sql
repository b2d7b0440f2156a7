-- Transport (issue 18): a company's trucks, kept once per plate, offered when a slot is filled.
-- docs/transport.md.

create table cars (
  uuid uuid primary key,
  -- the farmer company (or carrier) the truck belongs to
  owner_company_uuid uuid not null references companies (uuid),
  -- the plate as people write it (SPEC 5 rule) and the key it is unique by: no spaces, the Latin
  -- letters Russian plates share read as Cyrillic (plateKey in @kolos/domain/transport)
  registration_number text not null,
  plate_key text not null,
  trailers jsonb not null default '[]',
  -- kilograms: planned tonnes × 1000 (SPEC 9)
  capacity integer not null check (capacity > 0),
  type text not null check (type in ('TRACTOR_WITH_TRAILER', 'TRUCK_TRACTOR_SEMITRAILER', 'SEMITRAILER_OR_WITH_TRAILER')),
  driver_name text,
  driver_phone text,
  created_by uuid references users (uuid),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- one truck per company and plate: a repeated plate updates it (insert ... on conflict)
  unique (owner_company_uuid, plate_key)
);
-- A company's trucks by plate (GET /cars?ownerUuid) come from the unique index above.

-- The import's "one truck, one slot time": slots by their tractor and time.
create index slots_car_start_idx on slots (car_number, start_at) where car_number is not null;
