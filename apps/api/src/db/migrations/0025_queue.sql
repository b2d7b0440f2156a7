-- The electronic queue (issue 17): per point-day capacity rows with the day's override, slots and
-- their history. docs/queue.md.

-- One row per acceptance point and local day that has an override or bookings. It is the row an
-- allocation locks (select ... for update) before it counts, so two writers of the same point and
-- day queue behind each other and capacity is never overbooked (docs/queue.md "Locking").
create table queue_days (
  location_uuid uuid not null references locations (uuid),
  day date not null,
  -- the day's override of the point's schedule; null columns keep the schedule
  closed boolean not null default false,
  open_at text check (open_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  close_at text check (close_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  quantity integer check (quantity >= 0),
  cars_in_slot integer check (cars_in_slot >= 0),
  -- tonnes booked by the capacity-holding slots of the day, kept in the same transaction as they are
  booked_volume numeric(10, 3) not null default 0 check (booked_volume >= 0),
  updated_by uuid references users (uuid),
  updated_at timestamptz not null default now(),
  primary key (location_uuid, day)
);

create table slots (
  uuid uuid primary key,
  id bigint generated always as identity unique,
  location_uuid uuid not null references locations (uuid),
  -- the point's local day the slot belongs to (its capacity row in queue_days)
  day date not null,
  start_at timestamptz not null,
  end_at timestamptz not null,
  offer_uuid uuid references offers (uuid),
  -- a third-party deal; its foreign key comes with the tasks table
  task_uuid uuid,
  -- the purchaser whose point it is, and the farmer company delivering: the scope of every read
  owner_company_uuid uuid not null references companies (uuid),
  farmer_company_uuid uuid not null references companies (uuid),
  planned_volume numeric(8, 3) not null default 25 check (planned_volume > 0),
  car_number text,
  trailer_number text,
  driver_fullname text,
  driver_phone text,
  status text not null default 'SLOT_BOOKED' check (status in (
    'SLOT_BOOKED', 'SLOT_CAR_ASSIGNED', 'SLOT_ARRIVED', 'SLOT_UNLOADED', 'SLOT_NO_SHOW', 'SLOT_CANCELED'
  )),
  arrived_at timestamptz,
  arrival_note text check (arrival_note in ('EARLY', 'LATE')),
  unload_start_at timestamptz,
  unloaded_volume numeric(8, 3) check (unloaded_volume >= 0),
  -- moves made by the farmer (at most SLOT_TRANSFER_MAX)
  transfers smallint not null default 0,
  created_by uuid references users (uuid),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_at > start_at),
  check (offer_uuid is not null or task_uuid is not null)
);
-- A point's queue by time (the Slots screen, the per-slot car count).
create index slots_location_start_idx on slots (location_uuid, start_at, id);
create index slots_offer_idx on slots (offer_uuid, start_at) where offer_uuid is not null;
create index slots_task_idx on slots (task_uuid, start_at) where task_uuid is not null;
-- A farmer's own slots by day; his no-shows over 30 days.
create index slots_farmer_start_idx on slots (farmer_company_uuid, start_at, id);
create index slots_farmer_no_show_idx on slots (farmer_company_uuid, end_at) where status = 'SLOT_NO_SHOW';
-- The no-show job: waiting slots by end.
create index slots_waiting_end_idx on slots (end_at) where status in ('SLOT_BOOKED', 'SLOT_CAR_ASSIGNED');

-- Every change of a slot: who, when, the status it moved to (if it moved), the fields in words.
create table slot_history (
  uuid uuid primary key,
  slot_uuid uuid not null references slots (uuid) on delete cascade,
  previous_status text,
  status text,
  changes jsonb not null default '[]',
  user_uuid uuid references users (uuid),
  actor_uuid uuid references users (uuid),
  created_at timestamptz not null default now()
);
create index slot_history_slot_idx on slot_history (slot_uuid, created_at, uuid);
