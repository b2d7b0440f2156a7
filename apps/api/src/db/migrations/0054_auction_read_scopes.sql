-- Issue 31 point 4, ADR 0112: the read-version triggers of auctions (ADR 0070, migration 0034)
-- joined every offer of the changed tender to slots, in SQL built and planned again on every
-- update (`read_changed` runs its argument with EXECUTE). Every offer placed moves its tender's
-- counters, so on a busy tender (376 offers) the two statement triggers of that update took
-- 4–11 ms under the tender's lock, against 0.2 ms for the update itself.
-- Only an accepted offer has slots (the queue books for OFFER_ACCEPTED only, and that status is
-- final), so the same scopes come from the tender's accepted offers alone — a running tender has
-- none, and the walk ends in offers_board_idx, which holds the status — and the statement is
-- written out in a function of its own, so its plan is kept by the session.
create function auctions_read_changed() returns trigger language plpgsql as $$
begin
  insert into read_changes (scope)
  select distinct 'point:' || s.location_uuid from changed c
    join offers o on o.auction_uuid = c.uuid and o.status = 'OFFER_ACCEPTED'
    join slots s on s.offer_uuid = o.uuid;
  return null;
end $$;

drop trigger auctions_read_insert on auctions;
drop trigger auctions_read_update_new on auctions;
drop trigger auctions_read_update_old on auctions;
drop trigger auctions_read_delete on auctions;
create trigger auctions_read_insert after insert on auctions referencing new table as changed
  for each statement execute function auctions_read_changed();
create trigger auctions_read_update_new after update on auctions referencing new table as changed
  for each statement execute function auctions_read_changed();
create trigger auctions_read_update_old after update on auctions referencing old table as changed
  for each statement execute function auctions_read_changed();
create trigger auctions_read_delete after delete on auctions referencing old table as changed
  for each statement execute function auctions_read_changed();
