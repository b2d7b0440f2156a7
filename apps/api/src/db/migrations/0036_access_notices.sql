-- Issue 28 point 2 (ADR 0087): a change to who may read what is told on `kolos_access` at commit,
-- to every API process, so an open event stream ends within seconds of a logout, a deactivation
-- or a change of rights — whichever code path made the change. The payload names what changed:
-- 's:<session>' a session, 'u:<user>' a user or the role he holds, 'r:<role>' a role's policies.
create function notify_access() returns trigger language plpgsql as $$
declare
  r jsonb;
begin
  if tg_op = 'DELETE' then r := to_jsonb(old); else r := to_jsonb(new); end if;
  perform pg_notify('kolos_access', case tg_table_name
    when 'auth_sessions' then 's:' || (r ->> 'uuid')
    when 'users' then 'u:' || (r ->> 'uuid')
    when 'group_roles' then 'u:' || (r ->> 'group_uuid')
    else 'r:' || (r ->> 'uuid')
  end);
  return null;
end $$;

create trigger auth_sessions_access after update of revoked_at, expires_at or delete on auth_sessions
  for each row execute function notify_access();
create trigger users_access after update of active, user_type, is_super_user, company_uuid or delete on users
  for each row execute function notify_access();
create trigger group_roles_access after insert or update or delete on group_roles
  for each row execute function notify_access();
create trigger roles_access after update of policies or delete on roles
  for each row execute function notify_access();
