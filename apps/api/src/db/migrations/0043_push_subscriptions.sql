-- Issue 29 point 19 (docs/notifications.md, ADR 0097): Web Push to the users' phones.

-- One row per browser a user turned «Уведомления на телефон» on in. The endpoint is the push
-- service's address of that browser: one browser, one row, whoever signed in there last owns it.
create table push_subscriptions (
  uuid uuid primary key,
  user_uuid uuid not null references users (uuid) on delete cascade,
  -- the user's company when he subscribed (none for a platform admin)
  company_uuid uuid references companies (uuid) on delete cascade,
  endpoint text not null unique,
  -- RFC 8291: the browser's P-256 public key and its 16-byte secret, base64url as it sent them
  p256dh text not null,
  auth text not null,
  created_at timestamptz not null default now()
);
-- Whether a notice's user has any (the push is queued only then), and his own for DELETE.
create index push_subscriptions_user_idx on push_subscriptions (user_uuid);

-- A notice delivered to a subscription: the push job retries, and a retry sends only to the
-- subscriptions without a row here — each notice once per browser.
create table push_deliveries (
  notification_uuid uuid not null references notifications (uuid) on delete cascade,
  subscription_uuid uuid not null references push_subscriptions (uuid) on delete cascade,
  sent_at timestamptz not null default now(),
  primary key (notification_uuid, subscription_uuid)
);
