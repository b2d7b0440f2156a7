-- Issue 19 point 5: a purchaser's framework agreement in versions, offered to a farmer's company
-- and signed by a code sent by SMS (a simple electronic signature). docs/onboarding-agreements.md.

create table agreement_templates (
  uuid uuid primary key,
  purchaser_company_uuid uuid not null references companies (uuid),
  version integer not null check (version > 0),
  title text not null,
  text text not null,
  created_by uuid references users (uuid),
  created_at timestamptz not null default now(),
  unique (purchaser_company_uuid, version)
);

-- The moderation check reads farmer_company_uuid and status = 'AGREEMENT_CONTRACT_SIGNED'.
create table agreements (
  uuid uuid primary key,
  farmer_company_uuid uuid not null references companies (uuid),
  purchaser_company_uuid uuid not null references companies (uuid),
  template_uuid uuid not null references agreement_templates (uuid),
  -- the exact text offered (the template's at the time): what is signed, hashed and printed
  title text not null,
  text text not null,
  status text not null default 'AGREEMENT_CONTRACT_CREATED'
    check (status in ('AGREEMENT_CONTRACT_CREATED', 'AGREEMENT_CONTRACT_SIGNED')),
  created_by uuid references users (uuid),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- the signature record, all set by the one move to SIGNED
  signed_at timestamptz,
  signer_user_uuid uuid references users (uuid),
  signer_phone text,
  signer_ip text,
  text_sha256 text,
  check (status <> 'AGREEMENT_CONTRACT_SIGNED'
         or (signed_at is not null and signer_user_uuid is not null and signer_phone is not null
             and text_sha256 is not null))
);
-- one agreement per farmer and version: two first opens at once create one row
create unique index agreements_farmer_template_uq on agreements (farmer_company_uuid, template_uuid);
create index agreements_farmer_status_idx on agreements (farmer_company_uuid, status);
create index agreements_purchaser_status_idx on agreements (purchaser_company_uuid, status, created_at desc);

create table agreement_status_history (
  uuid uuid primary key,
  agreement_uuid uuid not null references agreements (uuid) on delete cascade,
  previous_status text,
  status text not null,
  user_uuid uuid references users (uuid),
  actor_uuid uuid references users (uuid),
  created_at timestamptz not null default now()
);
create index agreement_status_history_agreement_idx on agreement_status_history (agreement_uuid, created_at);

-- Signing codes: the login codes' rules (ADR 0003) — HMAC of (code uuid, code), single use,
-- OTP_MAX_ATTEMPTS tries, OTP_TTL_SECONDS — bound to one agreement and the user who asked.
create table agreement_sign_codes (
  uuid uuid primary key,
  agreement_uuid uuid not null references agreements (uuid) on delete cascade,
  user_uuid uuid not null references users (uuid),
  phone text not null,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  ip text,
  created_at timestamptz not null default now()
);
create index agreement_sign_codes_agreement_user_idx
  on agreement_sign_codes (agreement_uuid, user_uuid, created_at desc);
