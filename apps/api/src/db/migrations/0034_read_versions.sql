-- ADR 0070: the versions that keep cached reads (a point's week of slots, its Transport page)
-- true. Every statement that changes a row those reads show adds one row here per scope it
-- touched, in its own transaction, from a trigger — so no write path, job or hand-written SQL can
-- forget. A scope's version is the sum of its weights: it only grows, and a row committed late
-- (a lower id) still moves it. Nothing is updated in place, so writers never wait on each other.
create table read_changes (
  id bigint generated always as identity primary key,
  scope text not null,
  weight bigint not null default 1
);
create index read_changes_scope_idx on read_changes (scope) include (weight);

-- TG_ARGV[0]: a select of the touched scopes from the statement's rows, named "changed".
create function read_changed() returns trigger language plpgsql as $$
begin
  execute 'insert into read_changes (scope) select distinct scope from (' || TG_ARGV[0]
    || ') touched (scope) where scope is not null';
  return null;
end $$;

-- TRUNCATE has no rows to name: everything cached is old.
create function read_truncated() returns trigger language plpgsql as $$
begin
  insert into read_changes (scope) values ('global');
  return null;
end $$;

-- Scopes: 'point:<uuid>' — the acceptance point whose reads show the row; 'noshows' — a no-show
-- counted beside a farmer's name at every point; 'global' — names and places shown everywhere.
do $$
declare
  t record;
begin
  for t in select * from (values
    ('slots', $q$select 'point:' || location_uuid from changed
                 union all select 'noshows' from changed where status = 'SLOT_NO_SHOW'$q$),
    ('queue_days', $q$select 'point:' || location_uuid from changed$q$),
    ('trip_docs_settings', $q$select 'point:' || location_uuid from changed$q$),
    ('slot_trip_docs', $q$select 'point:' || s.location_uuid from changed c join slots s on s.uuid = c.uuid$q$),
    ('slot_documents', $q$select 'point:' || s.location_uuid from changed c join slots s on s.uuid = c.slot_uuid$q$),
    ('offers', $q$select 'point:' || s.location_uuid from changed c join slots s on s.offer_uuid = c.uuid$q$),
    ('tasks', $q$select 'point:' || s.location_uuid from changed c join slots s on s.task_uuid = c.uuid$q$),
    ('auctions', $q$select 'point:' || s.location_uuid from changed c
                    join offers o on o.auction_uuid = c.uuid join slots s on s.offer_uuid = o.uuid$q$),
    ('companies', $q$select 'global' from changed$q$),
    ('cultures', $q$select 'global' from changed$q$),
    ('locations', $q$select 'global' from changed$q$),
    ('fed_regions', $q$select 'global' from changed$q$)
  ) v (tbl, scopes) loop
    execute format('create trigger %I after insert on %I referencing new table as changed
      for each statement execute function read_changed(%L)', t.tbl || '_read_insert', t.tbl, t.scopes);
    execute format('create trigger %I after update on %I referencing new table as changed
      for each statement execute function read_changed(%L)', t.tbl || '_read_update_new', t.tbl, t.scopes);
    execute format('create trigger %I after update on %I referencing old table as changed
      for each statement execute function read_changed(%L)', t.tbl || '_read_update_old', t.tbl, t.scopes);
    execute format('create trigger %I after delete on %I referencing old table as changed
      for each statement execute function read_changed(%L)', t.tbl || '_read_delete', t.tbl, t.scopes);
    execute format('create trigger %I after truncate on %I
      for each statement execute function read_truncated()', t.tbl || '_read_truncate', t.tbl);
  end loop;
end $$;
