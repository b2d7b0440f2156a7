/** SPEC 2.2, 2.3 and 8: the texts of the roles screens, letter for letter. */
export const ROLE_TEXT = {
  listTitle: 'Роли',
  newRole: 'Новая роль',
  editRole: 'Редактирование роли',
  addRole: 'Добавить роль',
  updateRole: 'Обновить роль',
} as const;

export const ROLE_MSG = {
  created: 'Роль успешно создана',
  updated: 'Роль успешно обновлена',
  serviceError: 'Ошибка сервиса ролей.',
} as const;

/** Refusals the server gives for rules SPEC leaves to us (docs/roles.md). */
export const ROLE_ERRORS = {
  notFound: 'Роль не найдена',
  groupNotFound: 'Группа не найдена',
  noItems: 'Отметьте хотя бы одно право',
  nameTaken: 'Роль с таким названием уже существует',
  lastRole: 'Нельзя удалить последнюю роль организации',
  inUse: (count: number) => `Роль назначена пользователям (${count}). Сначала назначьте им другую роль`,
  escalation: 'Нельзя выдать права, которых нет у вас самих',
  companyGroup: 'Роли организации меняет только администратор платформы',
  companyRequired: 'Укажите организацию',
} as const;
