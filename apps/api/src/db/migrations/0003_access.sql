-- Access management (issue 3): indexes behind the users and roles lists, one role name per company.

-- Users list of a platform admin: every user, ordered by name.
create index users_name_idx on users (last_name, name, uuid);
-- A super-user's users list also shows farmers; staff selectors list a company's people.
create index users_type_name_idx on users (user_type, last_name, name);

-- A company never has two roles of one name (compared without case).
create unique index roles_company_name_uq on roles (company_uuid, lower(name));
-- Roles list of a platform admin: every role, ordered by name.
create index roles_name_idx on roles (name, uuid);

-- Sessions a super-user opened under another user's name end with the super-user.
create index auth_sessions_actor_idx on auth_sessions (actor_uuid) where revoked_at is null and actor_uuid is not null;
