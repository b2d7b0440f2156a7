-- Onboarding (issue 19): invitations by a purchaser, company moderation with its history, and
-- company documents by code pointing at stored files (ADR 0061).

-- Who invited a farmer company (its purchaser sees it and its documents), when it was last
-- submitted to moderation and why it was last declined.
alter table companies add column invited_by_company_uuid uuid references companies (uuid);
alter table companies add column submitted_at timestamptz;
alter table companies add column decline_reason text;
create index companies_invited_by_idx on companies (invited_by_company_uuid) where invited_by_company_uuid is not null;
-- The moderation list: ON_MODERATE first, oldest submission first; other statuses by name.
create index companies_moderation_idx on companies (user_type, status, submitted_at, uuid);

-- An invitation: the farmer user and company it made, the purchaser who sent it; the one-time
-- link itself is an onetime_tokens row (purpose 'registration', hashed, expires in 7 days).
create table registration_invitations (
  uuid uuid primary key,
  company_uuid uuid not null references companies (uuid) on delete cascade,
  user_uuid uuid not null references users (uuid) on delete cascade,
  purchaser_company_uuid uuid references companies (uuid) on delete cascade,
  invited_by uuid references users (uuid) on delete set null,
  phone text not null,
  expire_at timestamptz not null,
  sent_count integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index registration_invitations_purchaser_idx on registration_invitations (purchaser_company_uuid, created_at desc);
create index registration_invitations_company_idx on registration_invitations (company_uuid);

-- Every status a company has had (platform/status-machine.ts writes it with each move).
create table company_status_history (
  uuid uuid primary key,
  company_uuid uuid not null references companies (uuid) on delete cascade,
  previous_status text,
  status text not null,
  status_reason text,
  user_uuid uuid references users (uuid) on delete set null,
  actor_uuid uuid references users (uuid) on delete set null,
  created_at timestamptz not null default now()
);
create index company_status_history_company_idx on company_status_history (company_uuid, created_at, uuid);

-- A company's document of a code is one or more files; a replaced file stays as history
-- (replaced_at set), a deleted one goes.
create table company_documents (
  uuid uuid primary key,
  company_uuid uuid not null references companies (uuid) on delete cascade,
  code text not null,
  file_uuid uuid not null references files (uuid),
  uploaded_by uuid references users (uuid) on delete set null,
  replaced_at timestamptz,
  created_at timestamptz not null default now()
);
create index company_documents_company_idx on company_documents (company_uuid, code, created_at);
