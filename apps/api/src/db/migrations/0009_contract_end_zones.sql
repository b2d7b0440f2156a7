-- Contracts "ending on or before D", newest first. The list walks a company's contracts from the
-- newest uuid down; an early D keeps only old contracts, so the walk used to pass ~170 000 newer
-- ones before it had a page (docs/benchmarks.md). A zone map tells where to start instead: per
-- company and uuid zone (the uuid's first 20 bits — about 3 days of UUID v7 — written as the
-- zone's largest uuid), the earliest end date in it. Every contract newer than the newest zone
-- whose earliest end is on or before D ends after D, so the walk starts at that zone.
--
-- The earliest end only ever moves down (an insert or a change to an earlier day); a later day
-- or a deleted contract leaves it too early, which costs a longer walk, never a missed row.
create table contract_end_zones (
  aggregator_company_uuid uuid not null,
  zone_end uuid not null,
  earliest_end date not null,
  primary key (aggregator_company_uuid, zone_end)
);

create function contract_end_zone(id uuid) returns uuid language sql immutable parallel safe as $$
  select (left(id::text, 5) || 'fff-ffff-ffff-ffff-ffffffffffff')::uuid
$$;

insert into contract_end_zones (aggregator_company_uuid, zone_end, earliest_end)
select aggregator_company_uuid, contract_end_zone(uuid), min(end_date) from contracts group by 1, 2;

-- Lower first, insert only for a new zone: an upsert would lock the zone's row for every new
-- contract of the company until its transaction ends. The second lowering covers a zone another
-- transaction inserted first.
create function contracts_end_zone() returns trigger language plpgsql as $$
declare
  zone uuid := contract_end_zone(new.uuid);
begin
  update contract_end_zones set earliest_end = new.end_date
   where aggregator_company_uuid = new.aggregator_company_uuid and zone_end = zone
     and earliest_end > new.end_date;
  if not found then
    insert into contract_end_zones values (new.aggregator_company_uuid, zone, new.end_date)
      on conflict do nothing;
    update contract_end_zones set earliest_end = new.end_date
     where aggregator_company_uuid = new.aggregator_company_uuid and zone_end = zone
       and earliest_end > new.end_date;
  end if;
  return null;
end $$;
create trigger contracts_end_zone after insert or update of end_date, aggregator_company_uuid on contracts
  for each row execute function contracts_end_zone();
