-- Foundation: companies, users, roles and groups, sessions, one-time codes, outbox, rate limits, audit.

create table companies (
  uuid uuid primary key,
  name text not null,
  code text,
  tax_code text,
  reason_code text,
  address text,
  registration_date date,
  director text,
  account_number text,
  type text not null default 'COMPANY_TYPE_CORP',
  nds boolean not null default false,
  currency text not null default 'RUB',
  trader_type text not null default 'TRADER_TYPE_EMPTY',
  bank_id text,
  bank_name text,
  real_address text,
  post_address text,
  contact_phone text,
  contact_name text,
  contact_middle_name text,
  contact_last_name text,
  contact_position text,
  contact_email text,
  is_early_completed boolean not null default false,
  -- which side of the market the company is on: purchaser, farmer or admin (the platform itself)
  user_type text not null check (user_type in ('purchaser', 'farmer', 'admin')),
  status text not null default 'APPROVED',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index companies_tax_code_uq on companies (tax_code) where tax_code is not null;
create index companies_user_type_name_idx on companies (user_type, name);

create table users (
  uuid uuid primary key,
  phone text not null unique,
  last_name text not null default '',
  name text not null default '',
  surname text not null default '',
  notify_email text,
  user_type text not null check (user_type in ('purchaser', 'farmer', 'admin')),
  is_super_user boolean not null default false,
  active boolean not null default true,
  company_uuid uuid references companies (uuid),
  password_hash text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index users_company_idx on users (company_uuid, last_name);

-- A role belongs to a company (null: a platform role such as 'farmer').
create table roles (
  uuid uuid primary key,
  company_uuid uuid references companies (uuid),
  name text not null,
  policies jsonb not null default '[]',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index roles_company_idx on roles (company_uuid, name);

-- SPEC 7 groups: a company's group (uuid = company uuid) holds the roles it may assign;
-- a user's group (uuid = user uuid) holds the role the user has.
create table groups (
  uuid uuid primary key,
  name text not null,
  company_uuid uuid references companies (uuid),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index groups_company_idx on groups (company_uuid);

create table group_roles (
  group_uuid uuid not null references groups (uuid) on delete cascade,
  role_uuid uuid not null references roles (uuid) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (group_uuid, role_uuid)
);
create index group_roles_role_idx on group_roles (role_uuid);

-- A login: lives until revoked or its absolute expiry; refresh tokens rotate inside it.
create table auth_sessions (
  uuid uuid primary key,
  user_uuid uuid not null references users (uuid) on delete cascade,
  actor_uuid uuid references users (uuid),
  scope text not null default 'full',
  ip text,
  user_agent text,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index auth_sessions_user_idx on auth_sessions (user_uuid) where revoked_at is null;

create table refresh_tokens (
  token_hash text primary key,
  session_uuid uuid not null references auth_sessions (uuid) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_tokens_session_idx on refresh_tokens (session_uuid);

create table otp_codes (
  uuid uuid primary key,
  phone text not null,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  ip text,
  created_at timestamptz not null default now()
);
create index otp_codes_phone_idx on otp_codes (phone, created_at desc);

create table onetime_tokens (
  token_hash text primary key,
  user_uuid uuid not null references users (uuid) on delete cascade,
  purpose text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index onetime_tokens_user_idx on onetime_tokens (user_uuid, purpose);

create table outbox_messages (
  uuid uuid primary key,
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  subject text,
  text text not null,
  code text,
  created_at timestamptz not null default now()
);
create index outbox_messages_recipient_idx on outbox_messages (recipient, created_at desc);

-- Fixed-window counters shared by every API process (per phone, per IP, per action).
create table rate_limits (
  key text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (key, window_start)
);

create table audit_log (
  uuid uuid primary key,
  action text not null,
  actor_uuid uuid references users (uuid),
  target_uuid uuid,
  ip text,
  detail jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index audit_log_action_idx on audit_log (action, created_at desc);
