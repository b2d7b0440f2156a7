-- Every list reads a page of uuids from one index alone and joins the rest for those rows only
-- (platform/list.ts latePage). Measured on the generated national data (docs/benchmarks.md).

-- Contracts sorted by manager: the name lives on the contract, kept by triggers, so the sort
-- walks an index instead of joining ~300 000 contracts to users. An unknown manager sorts last
-- either way, hence one index per direction.
alter table contracts add column manager_name text;
update contracts c set manager_name = concat_ws(' ', u.last_name, u.name, u.surname)
  from users u where u.uuid = c.user_uuid;

create function contracts_manager_name() returns trigger language plpgsql as $$
begin
  new.manager_name := (select concat_ws(' ', u.last_name, u.name, u.surname) from users u where u.uuid = new.user_uuid);
  return new;
end $$;
create trigger contracts_manager_name before insert or update of user_uuid on contracts
  for each row execute function contracts_manager_name();

create function users_rename_contracts() returns trigger language plpgsql as $$
begin
  update contracts set manager_name = concat_ws(' ', new.last_name, new.name, new.surname)
   where user_uuid = new.uuid;
  return null;
end $$;
create trigger users_rename_contracts after update of last_name, name, surname on users
  for each row
  when (old.last_name is distinct from new.last_name or old.name is distinct from new.name
        or old.surname is distinct from new.surname)
  execute function users_rename_contracts();

create index contracts_manager_idx on contracts (aggregator_company_uuid, manager_name, uuid desc);
create index contracts_manager_desc_idx
  on contracts (aggregator_company_uuid, manager_name desc nulls last, uuid desc);

-- Users by name: the scope columns inside the index, so a deep page skips index entries only.
drop index users_name_idx;
create index users_name_idx on users (last_name, name, uuid) include (company_uuid, user_type);

-- Prepayment requests: each sort ends in its request-number tie-breaker; filters read inside.
drop index prepayment_requests_purchaser_created_idx;
create index prepayment_requests_purchaser_created_idx
  on prepayment_requests (purchaser_company_uuid, created_at desc, request_id desc)
  include (uuid, status, product_alias);
drop index prepayment_requests_purchaser_status_idx;
create index prepayment_requests_purchaser_status_idx
  on prepayment_requests (purchaser_company_uuid, status, created_at desc, request_id desc) include (uuid);
drop index prepayment_requests_purchaser_value_idx;
create index prepayment_requests_purchaser_value_idx
  on prepayment_requests (purchaser_company_uuid, request_value, request_id) include (uuid);
drop index prepayment_requests_purchaser_updated_idx;
create index prepayment_requests_purchaser_updated_idx
  on prepayment_requests (purchaser_company_uuid, updated_at, request_id) include (uuid);

-- Shipping and acceptance points by name, address or change date, with who may read them inside.
drop index locations_kind_name_idx;
create index locations_kind_name_idx on locations (kind, name, uuid)
  include (company_uuid, author_company_uuid) where not is_deleted;
drop index locations_kind_address_idx;
create index locations_kind_address_idx on locations (kind, address, uuid)
  include (company_uuid, author_company_uuid) where not is_deleted;
drop index locations_kind_updated_idx;
create index locations_kind_updated_idx on locations (kind, updated_at, uuid)
  include (company_uuid, author_company_uuid) where not is_deleted;
