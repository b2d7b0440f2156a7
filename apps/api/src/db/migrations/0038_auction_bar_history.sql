-- Issue 28 point 12: every bar put on a farmer company at an auction and every bar lifted, with
-- who did it, when and why (a lift always names its reason). auction_denied_companies stays the
-- bars in force; this is their history, in the shape of the other status histories (ADR 0082).
create table auction_bar_history (
  uuid uuid primary key,
  auction_uuid uuid not null references auctions (uuid) on delete cascade,
  farmer_company_uuid uuid not null references companies (uuid),
  denied boolean not null,
  reason text,
  user_uuid uuid references users (uuid),
  actor_uuid uuid references users (uuid),
  created_at timestamptz not null default now()
);
create index auction_bar_history_auction_idx on auction_bar_history (auction_uuid, created_at, uuid);

-- The bars put before: each one's putting, as auction_denied_companies kept it.
insert into auction_bar_history (uuid, auction_uuid, farmer_company_uuid, denied, user_uuid, created_at)
select gen_random_uuid(), auction_uuid, farmer_company_uuid, true, created_by, created_at
from auction_denied_companies;
