-- The limit a request was decided against (approved or rejected): the list shows it as it was
-- then, not as a later re-import left it. Requests decided before this migration keep the limit
-- they have now — the nearest value there is.
alter table prepayment_requests add column decided_limit_amount bigint;
update prepayment_requests r set decided_limit_amount = l.amount
  from prepayment_limits l
 where l.uuid = r.limit_uuid and r.status in ('APPROVED', 'LENT', 'REPAID', 'REJECTED');
