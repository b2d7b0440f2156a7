/** Texts of the third-party deals area. SPEC gives only the service wrapper's; the rest are ours (docs/tasks.md). */
export const TASK_MSG = {
  /** SPEC 8: the deals service wrapper ('сделок'). */
  serviceError: 'Ошибка сервиса сделок.',
  notFound: 'Сторонняя сделка не найдена',
  created: 'Сторонняя сделка добавлена',
  saved: 'Изменения сохранены!',
  deleted: 'Сторонняя сделка удалена',
  canceled: 'Сторонняя сделка отменена',
  titleCreate: 'Новая сторонняя сделка',
  titleEdit: 'Сторонняя сделка',
  retry: 'Повторить',
  retried: 'Сделка поставлена в очередь на отправку',
  notEditable: 'Изменить можно только не активную, активную или приостановленную сделку',
  offerRequired: 'Выберите сделку для перенаправления',
  offerNotFound: 'Сделка для перенаправления не найдена',
  contractRequired: 'Выберите крупную сделку',
  contractNotFound: 'Подтверждённая крупная сделка не найдена',
  contractMismatch: 'Крупная сделка заключена с другим поставщиком или на другую культуру',
  overContract: (remaining: number) => `Объём превышает остаток крупной сделки: доступно ${remaining} т`,
  notRetriable: 'Повторить можно только неудавшуюся отправку',
  // Integration settings (the company's super-user).
  superUserOnly: 'Настраивать интеграцию может только суперпользователь компании',
  webhookUrl: 'Введите адрес, начинающийся с https:// или http://',
  partnerName: 'Имя системы: латинские буквы, цифры и дефис, до 40 символов',
  keyNotFound: 'Ключ не найден',
  // Machine-to-machine calls (POST /v2/offer/{partner}/create).
  keyMissing: 'Не передан ключ API',
  keyInvalid: 'Неверный или отозванный ключ API',
  keyOtherPartner: 'Ключ API выдан для другой системы',
  // Why a sync attempt failed (syncError).
  syncHttp: (status: number) => `Система закупщика ответила кодом ${status}`,
  syncTimeout: (seconds: number) => `Система закупщика не ответила за ${seconds} с`,
  syncNetwork: (reason: string) => `Не удалось связаться с системой закупщика: ${reason}`,
  webhookReserved: 'Адрес ведёт во внутреннюю сеть: укажите адрес системы, доступный из интернета',
} as const;
