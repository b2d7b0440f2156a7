-- Status machines with history and audit (ADR 0064).

-- Every status a prepayment request has had, written with each move in the same transaction as
-- the move itself (platform/status-machine.ts); the same shape as contract_status_history.
create table prepayment_request_status_history (
  uuid uuid primary key,
  request_uuid uuid not null references prepayment_requests (uuid) on delete cascade,
  previous_status text,
  status text not null,
  status_reason text,
  user_uuid uuid references users (uuid),
  -- the super-user acting on an impersonated session, if any
  actor_uuid uuid references users (uuid),
  created_at timestamptz not null default now()
);
create index prepayment_request_status_history_request_idx
  on prepayment_request_status_history (request_uuid, created_at, uuid);

-- Requests made before this migration: their creation is known (who, when); the moves since
-- were not recorded, so no row pretends to know them.
insert into prepayment_request_status_history (uuid, request_uuid, previous_status, status, user_uuid, created_at)
select gen_random_uuid(), r.uuid, null, 'CREATED', r.created_by, r.created_at
  from prepayment_requests r;

-- The admins' audit list: newest first on its own, by actor or by target over a period
-- (the action filter has audit_log_action_idx since 0001).
create index audit_log_created_idx on audit_log (created_at desc, uuid desc);
create index audit_log_actor_idx on audit_log (actor_uuid, created_at desc, uuid desc);
create index audit_log_target_idx on audit_log (target_uuid, created_at desc, uuid desc);
