/** Issue 29 point 16: the fleet's texts (ours; SPEC names none). */
export const FLEET_MSG = {
  badTractor: 'Номер тягача — российский номер, например А123ВС 161',
  badTrailer: 'Номер прицепа — российский номер прицепа, например АВ1234 61',
  carNotFound: 'Машина не найдена в автопарке',
  driverNotFound: 'Водитель не найден в автопарке',
  duplicateCar: 'Машина с этим номером уже есть в автопарке',
  duplicateDriver: 'Водитель с этим телефоном уже есть в автопарке',
  noCompany: 'Автопарк есть только у пользователя компании',
} as const;
