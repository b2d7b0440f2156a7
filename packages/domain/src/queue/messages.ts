/** SPEC 8 and issue 17 texts of the electronic queue, letter for letter. */
export const QUEUE_MSG = {
  /** SPEC 8, code 35742; detail is the tonnes still available, default 0. */
  notEnoughSlots: (detail: number | string | undefined) =>
    `Недостаточно слотов. Доступно к согласованию ${detail ?? 0} т.`,
  slotUpdated: 'Информация по слоту успешно изменена',
  serviceError: 'Ошибка сервиса слотов.',
  slotNotFound: 'Слот не найден',
} as const;
