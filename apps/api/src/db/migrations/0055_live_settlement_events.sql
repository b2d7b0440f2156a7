-- Issue 30: the live events carry settlement statements' moves too. A statement event names its
-- statement instead of an auction or a slot; the owner and farmer companies scope it as the rest.
alter table live_events add column settlement_uuid uuid;
alter table live_events drop constraint live_events_subject_check;
alter table live_events add constraint live_events_subject_check
  check ((auction_uuid is not null and auction_number is not null) or slot_uuid is not null
         or settlement_uuid is not null);
