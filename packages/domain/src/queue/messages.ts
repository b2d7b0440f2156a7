/** SPEC 8 and issue 17 texts of the electronic queue, letter for letter. */
export const QUEUE_MSG = {
  /** SPEC 8, code 35742; detail is the tonnes still available, default 0. */
  notEnoughSlots: (detail: number | string | undefined) =>
    `Недостаточно слотов. Доступно к согласованию ${detail ?? 0} т.`,
  slotUpdated: 'Информация по слоту успешно изменена',
  serviceError: 'Ошибка сервиса слотов.',
  slotNotFound: 'Слот не найден',
  /** Beside a farmer company's name in the queue and the trading screens (issue 17 point 4). */
  noShows: (count: number) => `неявок за 30 дней: ${count}`,
  // The texts below are ours (SPEC names none); docs/queue.md.
  pointNotFound: 'Пункт приёмки не найден',
  offerNotFound: 'Предложение не найдено',
  offerNotAccepted: 'Слоты выделяются только по принятому предложению',
  nothingToAllocate: 'По предложению уже выделены слоты на весь принятый объём',
  transferTooSoon: (hours: number) => `Перенести слот можно на время не ранее чем через ${hours} ч`,
  transferLimit: (times: number) => `Слот можно перенести не более ${times} раз`,
  bookTooSoon: (hours: number) => `Записаться можно на время не ранее чем через ${hours} ч`,
  cancelTooSoon: (hours: number) => `Отменить слот можно не позднее чем за ${hours} ч до его начала`,
  cancelNotWaiting: 'Отменить можно только слот, машина которого ещё не прибыла',
  outsideDeliveryWindow: 'Это время вне срока поставки по сделке',
  transferNotWaiting: 'Перенести можно только слот, машина которого ещё не прибыла',
  transferSameTime: 'Слот уже назначен на это время',
  notASlotTime: 'В это время пункт приёмки не принимает машины',
  slotTimeFull: 'На это время свободных мест нет',
  dayClosedWithSlots: 'В этот день есть слоты: перенесите или отмените их, прежде чем закрыть день',
  dayBelowBooked: (booked: number) =>
    `На этот день уже забронировано ${booked} т: объём не может быть меньше`,
  slotOutsideHours: 'Часть слотов этого дня окажется вне часов работы: сначала перенесите их',
  carsBelowUsed: 'На одно из времён этого дня записано больше машин, чем новое значение',
  openAfterClose: 'Время начала работы не должно быть позже окончания работы',
  badDate: 'Неверная дата: ожидается ГГГГ-ММ-ДД или ДД.ММ.ГГГГ',
  badPeriod: 'Начало периода не может быть позже его окончания',
  halfPeriod: 'Укажите и начало, и окончание периода (или ни то, ни другое: 14 дней с сегодня)',
} as const;
