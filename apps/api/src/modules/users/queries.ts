import type { Database } from '../../db/client';

/** A user with their company and role (the first role of their group, SPEC 7 Roles and groups). */
export const findUserWithRole = (db: Database, uuid: string) =>
  db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.uuid', 'u.companyUuid')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('groupRoles as gr')
          .innerJoin('roles as r', 'r.uuid', 'gr.roleUuid')
          .select(['r.uuid as roleUuid', 'r.name as roleName', 'r.policies'])
          .whereRef('gr.groupUuid', '=', 'u.uuid')
          .orderBy('gr.createdAt')
          .limit(1)
          .as('role'),
      (join) => join.onTrue(),
    )
    .select([
      'u.uuid',
      'u.phone',
      'u.lastName',
      'u.name',
      'u.surname',
      'u.notifyEmail',
      'u.userType',
      'u.isSuperUser',
      'u.active',
      'u.companyUuid',
      'c.name as companyName',
      'role.roleUuid',
      'role.roleName',
      'role.policies',
    ])
    .where('u.uuid', '=', uuid)
    .executeTakeFirst();
