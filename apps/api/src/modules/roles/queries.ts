import type { Database } from '../../db/client';

export const findRole = (db: Database, uuid: string) =>
  db
    .selectFrom('roles')
    .select(['uuid', 'name', 'policies', 'companyUuid'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();

/** SPEC 7: the roles of a group, oldest first (a user's group: its first item is the user's role). */
export const groupRoles = (db: Database, groupUuid: string) =>
  db
    .selectFrom('groupRoles as gr')
    .innerJoin('roles as r', 'r.uuid', 'gr.roleUuid')
    .innerJoin('groups as g', 'g.uuid', 'gr.groupUuid')
    .select(['gr.groupUuid', 'g.name as groupName', 'g.companyUuid', 'r.uuid as roleUuid', 'r.name'])
    .where('gr.groupUuid', '=', groupUuid)
    .orderBy('gr.createdAt')
    .execute();

export const findGroup = (db: Database, uuid: string) =>
  db.selectFrom('groups').select(['uuid', 'name', 'companyUuid']).where('uuid', '=', uuid).executeTakeFirst();

export const findUserCompany = (db: Database, uuid: string) =>
  db.selectFrom('users').select(['companyUuid']).where('uuid', '=', uuid).executeTakeFirst();
