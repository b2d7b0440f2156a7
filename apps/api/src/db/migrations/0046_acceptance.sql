-- Issue 30, first slice: quality norms per purchaser and crop, and the acceptance of a truck at
-- the gate (weights, lab values, credited mass, money). docs/settlement.md, ADR 0100.

-- The norms a purchaser set for a crop; a crop without a row uses the ГОСТ defaults of
-- @kolos/domain/acceptance. Each change is an audit record ('quality-norms.update', target: uuid):
-- that is the history, not a copy of it here.
create table quality_norms (
  uuid uuid primary key,
  owner_company_uuid uuid not null references companies (uuid),
  product_uuid uuid not null references cultures (uuid),
  -- [{code, basis, limit, bonus}], [{code, from, to, amountPerTon}] as PUT /quality-norms takes them
  factors jsonb not null,
  adjustments jsonb not null default '[]',
  updated_by uuid references users (uuid),
  updated_at timestamptz not null default now(),
  unique (owner_company_uuid, product_uuid)
);

-- Every version of a slot's acceptance: a correction inserts the next version and leaves the
-- earlier ones as they were (never an overwrite); `current` marks the one in force. The figures
-- are the server's (domain `acceptanceFigures`); the norms applied are kept with them, so a later
-- change of the norms never changes an acceptance. Money in kopecks, prices in roubles per tonne.
create table slot_acceptances (
  uuid uuid primary key,
  slot_uuid uuid not null references slots (uuid),
  version integer not null check (version >= 1),
  current boolean not null default true,
  -- the slot's parties and deal, copied so the staff's and the farmer's lists need no join
  owner_company_uuid uuid not null references companies (uuid),
  farmer_company_uuid uuid not null references companies (uuid),
  location_uuid uuid not null references locations (uuid),
  offer_uuid uuid references offers (uuid),
  task_uuid uuid,
  decision text not null check (decision in ('ACCEPT', 'REFUSE')),
  ticket_number text,
  gross_kg integer not null check (gross_kg > 0 and gross_kg <= 60000),
  tare_kg integer not null check (tare_kg > 0 and tare_kg < gross_kg),
  net_kg integer not null,
  credited_kg integer not null check (credited_kg >= 0),
  loss_percent numeric(7, 2) not null,
  quality jsonb not null,
  factors jsonb not null,
  adjustments jsonb not null default '[]',
  deal_price_per_ton numeric(12, 2) not null,
  manual_discount_per_ton numeric(12, 2),
  price_per_ton numeric(12, 2) not null,
  amount bigint not null,
  vat bigint,
  over_limit jsonb not null default '[]',
  reason text,
  user_uuid uuid references users (uuid),
  actor_uuid uuid references users (uuid),
  created_at timestamptz not null default now(),
  unique (slot_uuid, version)
);
-- One version in force per slot: the last line of defence behind the slot's row lock.
create unique index slot_acceptances_current_idx on slot_acceptances (slot_uuid) where current;
-- The staff's list (a purchaser's acceptances, newest first) and the farmer's (his company's).
create index slot_acceptances_owner_idx on slot_acceptances (owner_company_uuid, created_at desc, uuid desc)
  where current;
create index slot_acceptances_farmer_idx on slot_acceptances (farmer_company_uuid, created_at desc, uuid desc)
  where current;
-- A deal's acceptances (the next slice's settlement gathers them).
create index slot_acceptances_offer_idx on slot_acceptances (offer_uuid) where current and offer_uuid is not null;
create index slot_acceptances_task_idx on slot_acceptances (task_uuid) where current and task_uuid is not null;

-- The version of the slot's acceptance in force, kept with the acceptance in its transaction:
-- the slot's readers (the card, the farmer's list) know there is one to show without asking.
alter table slots add column acceptance_version integer;

-- A truck over a restrictive norm may be turned away: the slot ends refused.
alter table slots drop constraint slots_status_check;
alter table slots add constraint slots_status_check check (status in (
  'SLOT_BOOKED', 'SLOT_CAR_ASSIGNED', 'SLOT_ARRIVED', 'SLOT_UNLOADED', 'SLOT_REFUSED', 'SLOT_NO_SHOW',
  'SLOT_CANCELED'
));
