/**
 * The product's Russian texts that more than one side uses, letter for letter from SPEC 5 and 8.
 * Area-specific texts live beside their area.
 */
export const MSG = {
  required: 'Заполните поле',
  requiredUserForm: 'Заполните это поле',
  badEmail: 'Введён неверный формат почты',
  badPhone: 'Номер телефона должен содержать 12 символов',
  refreshFailed: 'Произошла ошибка получения токена обновления (refresh 401)',
  badInput: 'Произошла ошибка пользовательского ввода',
  serverError: 'Произошла ошибка сервера',
  notEnoughSlots: (tonnes: string | number = 0) =>
    `Недостаточно слотов. Доступно к согласованию ${tonnes} т.`,
  authError: 'Ошибка авторизации.',
  roleServiceMissing: 'Не удалось получить доступ к сервису ролей',
  badCsvExtension: "Некорректное расширение загружаемого файла. Загрузите файл с расширением '.csv'",
  fileTooLarge: 'Размер загружаемых файлов не должен превышать 1 Гб',
} as const;

/** SPEC 8 code that means "not enough slots"; its detail is the tonnes available. */
export const NOT_ENOUGH_SLOTS_CODE = 35742;
