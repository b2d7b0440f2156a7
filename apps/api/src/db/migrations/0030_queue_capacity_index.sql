-- The capacity count of every booking (issue 17 point 9, docs/queue.md "Locking"): cars per slot
-- time of the locked point-days, by (point, day) rather than along the point's whole history.
-- Without it the count walked every slot the point ever had (50 000 at a busy elevator after two
-- seasons: 44 ms under the day's lock); with it, the days' own entries, index-only.
create index slots_holding_day_idx on slots (location_uuid, day, start_at) where status <> 'SLOT_CANCELED';
