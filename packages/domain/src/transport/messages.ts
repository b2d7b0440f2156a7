/** SPEC 2.13, 5, 8 texts of Transport, letter for letter; the rest are ours (docs/transport.md). */
export const TRANSPORT_MSG = {
  /** SPEC 2.13 empty hint. */
  fillFilter: 'Заполните все поля фильтра или измените критерии поиска.',
  /** SPEC 5 Transport filter. */
  endBeforeStart: 'Дата окончания поставки не может быть раньше даты начала поставки',
  /** SPEC 2.13 edit dialog title. */
  editTitle: (id: number) => `Изменения рейса ${id}`,
  /** SPEC 2.13 import report dialog title. */
  reportTitle: 'Отчёт по загрузке файла',
  /** SPEC 8. */
  slotUpdated: 'Информация по слоту успешно изменена',
  imported: 'Файл успешно импортирован',
  serviceError: 'Ошибка сервиса машин.',
  // Ours.
  windowTooLong: 'Период поставки не может быть больше 7 дней',
  fileTooLarge: 'Файл слишком большой: не более 10 МБ и 50 000 строк',
  confirmSkipped: 'Я понимаю, что строки с ошибками не будут загружены',
  pointNotFound: 'Пункт приёмки не найден',
  carOwnerNotFound: 'Компания-владелец машины не найдена',
} as const;
