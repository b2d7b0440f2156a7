-- Issue 17: the live events carry the electronic queue's slot changes too. A slot event names its
-- slot and acceptance point instead of an auction (a third-party deal's slot has none), so the
-- auction columns are optional from here on; the owner and farmer companies scope both kinds.
alter table live_events alter column auction_uuid drop not null;
alter table live_events alter column auction_number drop not null;
alter table live_events add column slot_uuid uuid;
alter table live_events add column location_uuid uuid;
alter table live_events add constraint live_events_subject_check
  check ((auction_uuid is not null and auction_number is not null) or slot_uuid is not null);
