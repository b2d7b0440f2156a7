-- Third-party deals (tasks, issue 17 points 6 and 7): the deal, its status history, the
-- purchaser's webhook the deal is sent to, and the API keys its own system creates deals with.
-- docs/tasks.md.

create table tasks (
  uuid uuid primary key,
  -- the number people see and say on the phone ('№ 12')
  number bigint generated always as identity unique,
  aggregator_company_uuid uuid not null references companies (uuid),
  aggregator_location_uuid uuid not null references locations (uuid),
  product_uuid uuid not null references cultures (uuid),
  farmer_company_uuid uuid not null references companies (uuid),
  farmer_location_uuid uuid references locations (uuid),
  delivery_date_start date not null,
  delivery_date_end date not null,
  delivery_type text not null default 'BUYER'
    check (delivery_type in ('DELIVERYTYPE_UNDEFINED', 'SELLER', 'BUYER')),
  quantity integer not null check (quantity > 0),
  price integer not null check (price >= 0),
  humidity numeric(5, 2) not null,
  comment text not null default '',
  task_type text not null default 'STANDARD' check (task_type in ('STANDARD', 'REROUTE', 'CONTRACT_FOR_OFFERS')),
  without_additional_agreement boolean not null default false,
  without_indication boolean not null default false,
  -- CONTRACT_FOR_OFFERS: the confirmed large contract the deliveries go against
  contract_uuid uuid references contracts (uuid),
  -- REROUTE: the deal (accepted offer) whose deliveries move to this acceptance point
  offer_uuid uuid references offers (uuid),
  status text not null default 'INACTIVE'
    check (status in ('INACTIVE', 'ACTIVE', 'ERROR', 'SUSPENDED', 'COMPLETED', 'CANCELED')),
  -- the status an ERROR task returns to on 'Повторить'
  status_before_error text check (status_before_error in ('INACTIVE', 'ACTIVE', 'SUSPENDED')),
  sync_status text not null default 'PENDING' check (sync_status in ('PENDING', 'IN_PROGRESS', 'SUCCESS', 'FAILED')),
  sync_error text,
  sync_attempts integer not null default 0,
  -- raised by every change; a sync job carries the version it was sent for, an older one gives way
  sync_version integer not null default 1,
  synced_at timestamptz,
  -- the partner system that created it (POST /v2/offer/{partner}/create); null: a person did
  source text,
  created_by uuid references users (uuid),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (delivery_date_end >= delivery_date_start),
  check (task_type <> 'CONTRACT_FOR_OFFERS' or contract_uuid is not null),
  check (task_type <> 'REROUTE' or offer_uuid is not null)
);
-- The purchaser's list, newest first and by number; the farmer's; the tasks of one contract.
create index tasks_company_created_idx on tasks (aggregator_company_uuid, created_at desc, uuid);
create index tasks_company_number_idx on tasks (aggregator_company_uuid, number);
create index tasks_company_start_idx on tasks (aggregator_company_uuid, delivery_date_start, uuid);
create index tasks_farmer_created_idx on tasks (farmer_company_uuid, created_at desc, uuid);
create index tasks_contract_idx on tasks (contract_uuid) where contract_uuid is not null;

alter table slots add constraint slots_task_fk foreign key (task_uuid) references tasks (uuid);

-- Every status a task has had, with the sync failure's reason on a move to ERROR.
create table task_status_history (
  uuid uuid primary key,
  task_uuid uuid not null references tasks (uuid) on delete cascade,
  previous_status text,
  status text not null,
  status_reason text,
  user_uuid uuid references users (uuid),
  -- the super-user acting on an impersonated session, if any
  actor_uuid uuid references users (uuid),
  created_at timestamptz not null default now()
);
create index task_status_history_task_idx on task_status_history (task_uuid, created_at, uuid);

-- Where a purchaser's own system receives its deals. The secret signs each delivery
-- (HMAC-SHA256), so it is kept as it is; it is answered only once, when it is made.
create table company_task_webhooks (
  company_uuid uuid primary key references companies (uuid),
  url text not null,
  secret text not null,
  updated_by uuid references users (uuid),
  updated_at timestamptz not null default now()
);

-- Keys a purchaser's own system creates deals with: only their SHA-256 is kept (platform/crypto).
create table company_api_keys (
  uuid uuid primary key,
  company_uuid uuid not null references companies (uuid),
  partner text not null check (partner ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  key_prefix text not null,
  key_hash text not null unique,
  -- the super-user who issued it: the deals it creates are entered in his name
  created_by uuid not null references users (uuid),
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  last_used_at timestamptz
);
create index company_api_keys_company_idx on company_api_keys (company_uuid, created_at desc);
