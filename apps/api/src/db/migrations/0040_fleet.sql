-- Issue 29 point 16: the saved fleet (docs/fleet.md, ADR 0092). Trucks stay in `cars` (migration
-- 0029: one row per company and plate key); drivers are kept beside them, once per company and
-- phone, so one driver is picked for any truck.

create table drivers (
  uuid uuid primary key,
  company_uuid uuid not null references companies (uuid),
  fullname text not null,
  -- '+7' and ten digits (the domain's phone rule)
  phone text not null,
  created_by uuid references users (uuid),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- one driver per company and phone: a second is refused (409), the index also lists them
  unique (company_uuid, phone)
);
