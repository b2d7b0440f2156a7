import { FIELD_MSG } from '../common/fields';

/** The contracts area's Russian texts: SPEC 2.10, 2.11, 5 and 8 letter for letter, ours marked. */
export const CONTRACT_MSG = {
  humidity: FIELD_MSG.humidity,
  integer: FIELD_MSG.integer,
  price: FIELD_MSG.price,
  notFound: 'Не найдено сделки с таким uuid',
  saved: 'Изменения сохранены!',
  created: 'Крупная сделка добавлена',
  shippingPointCreated: 'Новая точка отгрузки создана!',
  shippingPointDelete: 'Внимание! Вы собираетесь удалить точку отгрузки.',
  withoutIndication: 'Не влияет на индикатив',
  titleCreate: 'Новая крупная сделка',
  titleEdit: 'Изменение крупной сделки',
  addShippingAddress: 'Добавить адрес отгрузки',
  serviceError: 'Ошибка сервиса контрактов.',
  // SPEC 5 Transport filter says this of the same rule; SPEC 5 Contract form gives no text of its own.
  endBeforeStart: 'Дата окончания поставки не может быть раньше даты начала поставки',
  // Ours: SPEC leaves these texts open (docs/contracts.md).
  number: FIELD_MSG.number,
  date: FIELD_MSG.date,
  volumeMin: FIELD_MSG.volumeMin,
  volumeMax: FIELD_MSG.volumeMax,
  priceMax: FIELD_MSG.priceMax,
  commentMax: FIELD_MSG.commentMax,
  badId: FIELD_MSG.badId,
  badStatus: 'Неизвестный статус сделки',
  regionMismatch: 'Пункт приёмки не относится к выбранной территории закупки',
  pointNotFound: 'Пункт приёмки не найден',
  supplierNotFound: 'Поставщик не найден',
  supplierNotApproved: 'Поставщик не прошёл модерацию: сделку с ним заключить нельзя',
  shippingPointNotFound: 'Адрес отгрузки не найден у этого поставщика',
  productNotFound: 'Культура не найдена',
  regionNotFound: 'Территория закупки не найдена',
  noDeliveryPrice: 'Не удалось рассчитать стоимость доставки для выбранных точек',
} as const;
