import { USER_TEXT } from '@kolos/domain/users';

/** The two lists differ in columns, bulk buttons and where a row opens (SPEC 2.4 and 2.6). */
export type PeopleKind = 'users' | 'employees';

/** What differs between the users screens (SPEC 2.4, 2.5) and the employees screens (2.6, 2.7). */
export const PEOPLE = {
  users: {
    listRoute: 'UsersList',
    formRoute: 'UsersView',
    nameHeader: 'ФИО',
    addText: 'Добавить пользователя',
    newTitle: USER_TEXT.newUser,
    editTitle: USER_TEXT.editUser,
    deactivateTitle: 'Удалить пользователей?',
    deactivateText: 'Удалить',
  },
  employees: {
    listRoute: 'EmployeesList',
    formRoute: 'Employee',
    nameHeader: 'Пользователь',
    addText: USER_TEXT.addEmployee,
    newTitle: USER_TEXT.newEmployee,
    editTitle: USER_TEXT.editEmployee,
    deactivateTitle: 'Деактивировать сотрудников?',
    deactivateText: USER_TEXT.deactivate,
  },
} as const;
