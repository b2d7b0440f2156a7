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

-- A base seeded or used before keeps its trucks' last drivers (the slots named them): each
-- company's driver once per phone, the latest name.
insert into drivers (uuid, company_uuid, fullname, phone)
select distinct on (owner_company_uuid, driver_phone)
       gen_random_uuid(), owner_company_uuid, driver_name, driver_phone
  from cars
 where driver_name is not null and driver_phone is not null
 order by owner_company_uuid, driver_phone, updated_at desc
on conflict do nothing;
