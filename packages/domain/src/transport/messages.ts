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
  badTimeZone: 'Неизвестный часовой пояс',
  badExportType: 'Тип выгрузки: FCA или CPT',
  importFailed: `Файл не подходит: нужны колонки «ID слота» (или «Номер сделки» и «Дата и время»), «Номер тягача», «ФИО водителя» и «Телефон водителя»`,
  /** SPEC 5 'CSV import': the file name must end with .csv. */
  notCsv: "Некорректное расширение загружаемого файла. Загрузите файл с расширением '.csv'",
  badBase64: 'Файл не прочитан: данные должны быть в base64',
  farmerOwnCars: 'Фермер может добавлять машины только своей компании',
  // Reasons of refused import lines (docs/transport.md).
  slotNotFound: (id: number) => `Слот № ${id} не найден`,
  slotOtherPoint: (id: number) => `Слот № ${id} относится к другому пункту приёмки`,
  slotOutsideWindow: (id: number) => `Слот № ${id} вне выбранного периода`,
  dealSlotNotFound: (deal: number, at: string) =>
    `Слот сделки № ${deal} на ${at} не найден в выбранном пункте и периоде`,
  slotClosed: (id: number) => `Слот № ${id} закрыт: изменить машину и водителя нельзя`,
  slotRepeated: (id: number, line: number) => `Слот № ${id} уже указан в строке ${line}`,
  truckTwiceInFile: (plate: string, line: number) =>
    `Машина ${plate} уже указана на это же время в строке ${line}`,
  truckBusy: (plate: string) => `Машина ${plate} уже назначена на другой слот на это же время`,
} as const;
