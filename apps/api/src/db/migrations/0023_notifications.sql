-- Notifications (issue 16 point 4): the in-app list, each user's channels, the farmers' SMS digest.
-- docs/notifications.md records who is told what.

-- One row per live event and recipient, written by the event consumer after the change committed.
-- The consumer runs at least once (a retried fan-out job): the unique key makes a re-run insert
-- nothing, and only a row really inserted sends its SMS and e-mail.
create table notifications (
  uuid uuid primary key,
  user_uuid uuid not null references users (uuid) on delete cascade,
  -- live_events.id; no foreign key, so this area does not depend on how events are kept
  event_id bigint not null,
  kind text not null,
  text text not null,
  -- a path of the web app ('/admin/auction/…'): the drawer links to it, messages prefix PUBLIC_URL
  link text not null,
  -- the auction or offer the notification is about
  object_uuid uuid,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  unique (event_id, user_uuid)
);
-- The drawer: a user's newest first.
create index notifications_user_idx on notifications (user_uuid, created_at desc, uuid desc);
-- The bell's count: unread rows only, which stay few however long the history grows.
create index notifications_unread_idx on notifications (user_uuid) where read_at is null;

-- A user's channels besides the in-app list (always on). No row: the defaults of his user type.
create table notification_settings (
  user_uuid uuid primary key references users (uuid) on delete cascade,
  sms boolean not null,
  email boolean not null,
  updated_at timestamptz not null default now()
);

-- The matched-auctions digest of a farmer user: one row per hour window that had such auctions.
-- The consumer counts into the open window and enqueues its job once (the row's insert); the job
-- sends one SMS / e-mail for the window and closes it (sent_at).
create table notification_digests (
  user_uuid uuid not null references users (uuid) on delete cascade,
  window_start timestamptz not null,
  auctions integer not null,
  sent_at timestamptz,
  primary key (user_uuid, window_start)
);
