-- Growing waits after failed logins, per phone and client address (docs/adr/0017): how many
-- attempts in a row did not succeed, and when the last one was made.
create table login_backoff (
  key text primary key,
  failures integer not null,
  last_at timestamptz not null
);
