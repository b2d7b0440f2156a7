-- Prepayment (advance financing): bank limits per farmer company and product, farmers' requests.

-- A limit is granted by the purchaser's partner bank to one farmer company for one product;
-- re-importing the bank's file updates the row of the same (purchaser, farmer, product).
create table prepayment_limits (
  uuid uuid primary key,
  purchaser_company_uuid uuid not null references companies (uuid),
  farmer_company_uuid uuid not null references companies (uuid),
  product_alias text not null check (product_alias in ('AgroAvans', 'AvansSObespech')),
  amount bigint not null check (amount > 0),
  insure_company text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (purchaser_company_uuid, farmer_company_uuid, product_alias)
);
create index prepayment_limits_farmer_idx on prepayment_limits (farmer_company_uuid, product_alias);

create table prepayment_requests (
  uuid uuid primary key,
  -- the number people quote ('#'); never reused
  request_id bigint generated always as identity unique,
  limit_uuid uuid not null references prepayment_limits (uuid),
  -- copied from the limit so that every list scope and filter has its own index
  purchaser_company_uuid uuid not null references companies (uuid),
  farmer_company_uuid uuid not null references companies (uuid),
  product_alias text not null check (product_alias in ('AgroAvans', 'AvansSObespech')),
  request_value bigint not null check (request_value > 0),
  status text not null default 'CREATED'
    check (status in ('CREATED', 'IN_PROGRESS', 'APPROVED', 'LENT', 'REPAID', 'REJECTED')),
  status_reason text check (status_reason in ('Лимит', 'ДС/Заявка')),
  agreement_contract_number text,
  created_by uuid references users (uuid),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 'REJECTED') = (status_reason is not null))
);
-- a purchaser's staff: default order, date range, status filter, the other sorts
create index prepayment_requests_purchaser_created_idx
  on prepayment_requests (purchaser_company_uuid, created_at desc, request_id desc);
create index prepayment_requests_purchaser_status_idx
  on prepayment_requests (purchaser_company_uuid, status, created_at desc);
create index prepayment_requests_purchaser_value_idx
  on prepayment_requests (purchaser_company_uuid, request_value);
create index prepayment_requests_purchaser_updated_idx
  on prepayment_requests (purchaser_company_uuid, updated_at);
create index prepayment_requests_purchaser_farmer_idx
  on prepayment_requests (purchaser_company_uuid, farmer_company_uuid);
-- a farmer's own requests; the platform admin's view of all
create index prepayment_requests_farmer_idx on prepayment_requests (farmer_company_uuid, created_at desc);
create index prepayment_requests_created_idx on prepayment_requests (created_at desc, request_id desc);
-- what is committed against a limit (approved or lent)
create index prepayment_requests_limit_idx on prepayment_requests (limit_uuid, status);

-- the list's search by tax number is a prefix match
create index companies_tax_code_prefix_idx on companies (tax_code text_pattern_ops);
