/** SPEC 2.4–2.7, 4 and 8: the texts of the users and employees screens, letter for letter. */
export const USER_TEXT = {
  usersTitle: 'Пользователи',
  employeesTitle: 'Сотрудники',
  newUser: 'Новый пользователь',
  editUser: 'Редактирование пользователя',
  newEmployee: 'Новый сотрудник',
  editEmployee: 'Редактирование сотрудника',
  addEmployee: 'Добавить сотрудника',
  updateUser: 'Обновить пользователя',
  resetPassword: 'Сбросить пароль',
  activate: 'Активировать',
  deactivate: 'Деактивировать',
  impersonate: 'Войти под этим пользователем',
  noRole: 'Роль не задана',
  otherCompany:
    'Пользователь из другой организации: его данные можно только просмотреть, менять их может администратор платформы.',
} as const;

/** SPEC 8 success and specific messages of the users service. */
export const USER_MSG = {
  created: 'Пользователь успешно создан',
  updated: 'Пользователь успешно обновлён',
  passwordReset: 'Пароль пользователя был сброшен. Ему отправлено письмо для восстановления пароля',
  noUuid: 'У пользователя не идентификатор (uuid)',
  serviceError: 'Ошибка сервиса пользователей.',
} as const;

/**
 * Refusals the server gives for rules SPEC leaves to us (docs/users.md). Russian, fit to show.
 */
export const USER_ERRORS = {
  notFound: 'Пользователь не найден',
  phoneTaken: 'Пользователь с таким номером телефона уже существует',
  selfDeactivate: 'Нельзя деактивировать собственную учётную запись',
  selfRole: 'Нельзя менять собственную роль',
  superUserOnly: 'Управлять суперпользователем может только суперпользователь или администратор платформы',
  roleNotAssignable: 'Эта роль не относится к организации пользователя',
  noEmail: 'У пользователя не указана почта для уведомлений',
  companyRequired: 'Укажите организацию',
  companyNotPurchaser: 'Сотрудников можно добавлять только в организацию закупщика',
  impersonationDenied: 'Войти можно только под фермером, который работает с вашей организацией',
  actingForOtherCompany: 'Войдя под пользователем, можно работать только с вашей организацией',
  resetLinkInvalid: 'Ссылка для смены пароля недействительна или устарела',
} as const;
