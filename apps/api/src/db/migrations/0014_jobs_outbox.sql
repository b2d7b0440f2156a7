-- Jobs and the outbox (ADR 0060): every SMS and e-mail is a row here, written in the request's
-- transaction, and a pg-boss job (schema pgboss, installed by pg-boss itself at start) delivers it.

alter table outbox_messages
  add column status text not null default 'sent'
    check (status in ('pending', 'sending', 'sent', 'failed')),
  add column attempts integer not null default 0,
  add column idempotency_key text,
  add column claimed_at timestamptz,
  add column sent_at timestamptz,
  add column last_error text;

-- Rows from before were handed to their provider in the request: sent.
update outbox_messages set idempotency_key = uuid::text, sent_at = created_at;

alter table outbox_messages
  alter column idempotency_key set not null,
  alter column status set default 'pending';

-- One message per key: a repeated request queues nothing new (NOT NULL: nulls would slip past).
create unique index outbox_messages_idempotency_key_idx on outbox_messages (idempotency_key);
-- What is still to deliver, for operators: small, since sent rows leave it.
create index outbox_messages_unsent_idx on outbox_messages (created_at)
  where status <> 'sent';
