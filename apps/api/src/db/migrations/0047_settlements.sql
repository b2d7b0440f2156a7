-- Issue 30, the settlement slice: statements of a deal's accepted trucks, their lines, the
-- advances repaid from them, and the bank's correspondent account on the company card.
-- docs/settlement.md, ADR 0101.

-- `settlements` are the populated places of 0004: a statement is a deal settlement.

-- ПолучательКорсчет / ПлательщикКорсчет of the bank file: the card had the bank's БИК and name only.
alter table companies add column corr_account text;

create table deal_settlements (
  uuid uuid primary key,
  -- «Расчёт № 17»: what people say and the payment order's purpose names
  number bigint generated always as identity unique,
  -- the deal: an accepted offer's, a contract's or a third-party deal's uuid
  deal_uuid uuid not null,
  deal_kind text not null check (deal_kind in ('OFFER', 'CONTRACT', 'TASK')),
  owner_company_uuid uuid not null references companies (uuid),
  farmer_company_uuid uuid not null references companies (uuid),
  status text not null default 'SETTLEMENT_DRAFT' check (status in (
    'SETTLEMENT_DRAFT', 'SETTLEMENT_CONFIRMED', 'SETTLEMENT_PAID', 'SETTLEMENT_CANCELED'
  )),
  -- kopecks; vat null: the seller works without НДС
  credited_kg bigint not null,
  amount bigint not null check (amount >= 0),
  vat bigint,
  -- advances repaid from the amount on confirmation (0 before and after a cancel)
  prepayment_repaid bigint not null default 0 check (prepayment_repaid >= 0 and prepayment_repaid <= amount),
  payment_number text,
  payment_date date,
  created_by uuid references users (uuid),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (status <> 'SETTLEMENT_PAID' or (payment_number is not null and payment_date is not null))
);
-- The staff's list (a purchaser's statements, newest first, by status or not) and the farmer's.
create index deal_settlements_owner_idx on deal_settlements (owner_company_uuid, created_at desc, uuid desc);
create index deal_settlements_owner_status_idx on deal_settlements (owner_company_uuid, status, created_at desc, uuid desc);
create index deal_settlements_farmer_idx on deal_settlements (farmer_company_uuid, created_at desc, uuid desc);
create index deal_settlements_deal_idx on deal_settlements (deal_uuid);

-- A statement's trucks: the acceptance version in force when it was made, copied figures.
create table deal_settlement_lines (
  uuid uuid primary key,
  settlement_uuid uuid not null references deal_settlements (uuid),
  slot_uuid uuid not null references slots (uuid),
  acceptance_uuid uuid not null references slot_acceptances (uuid),
  -- true while the statement is not canceled: the truck is settled and settles nowhere else
  live boolean not null default true,
  credited_kg integer not null,
  amount bigint not null
);
-- An acceptance (of a slot, whatever its version) is in at most one live statement: the last line
-- of defence behind the deal's lock and the slots' row locks.
create unique index deal_settlement_lines_live_slot_idx on deal_settlement_lines (slot_uuid) where live;
create index deal_settlement_lines_settlement_idx on deal_settlement_lines (settlement_uuid);

-- Every status a statement has had, with who and why (the platform's status helper writes it).
create table deal_settlement_status_history (
  uuid uuid primary key,
  settlement_uuid uuid not null references deal_settlements (uuid),
  previous_status text,
  status text not null,
  reason text,
  user_uuid uuid references users (uuid),
  actor_uuid uuid references users (uuid),
  created_at timestamptz not null default now()
);
create index deal_settlement_status_history_idx on deal_settlement_status_history (settlement_uuid, created_at);

-- Advances repaid from deliveries: a confirmed statement's kopecks against a LENT request.
-- `closes`: it repaid the request in full (the request moved LENT → REPAID by the system).
-- A cancel of the statement marks its rows reversed (kept: what was repaid and undone).
create table prepayment_repayments (
  uuid uuid primary key,
  settlement_uuid uuid not null references deal_settlements (uuid),
  request_uuid uuid not null references prepayment_requests (uuid),
  amount bigint not null check (amount > 0),
  closes boolean not null,
  reversed_at timestamptz,
  created_at timestamptz not null default now()
);
-- What a request has had repaid (the prepayment list's repaid / remaining); a statement's rows.
create index prepayment_repayments_request_idx on prepayment_repayments (request_uuid) where reversed_at is null;
create index prepayment_repayments_settlement_idx on prepayment_repayments (settlement_uuid);
