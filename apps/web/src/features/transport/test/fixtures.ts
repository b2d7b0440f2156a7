import type { TransportDeliveryWire, TransportSlotWire } from '@kolos/domain/transport';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const REGION = uuid(1);
export const POINT = uuid(2);
export const FARMER = uuid(3);
/** 11.08.2031 15:00 Moscow time. */
export const T0 = Date.UTC(2031, 7, 11, 12, 0) / 1000;
export const DAY_S = 86_400;

export function tslot(n: number, patch: Partial<TransportSlotWire> = {}): TransportSlotWire {
  return {
    uuid: uuid(100 + n),
    id: n,
    startAt: T0 + 3600,
    endAt: T0 + 7200,
    status: 'SLOT_CAR_ASSIGNED',
    car: { number: 'А123ВС 161', trailerNumber: 'ЕК4567 61', plannedVolume: 25.5 },
    driver: { fullname: 'Пётр Иванов', phone: '+79001234567' },
    unloadStartAt: null,
    docsStatus: 'SLOT_DOCS_MISSING',
    docsMissing: [],
    ...patch,
  };
}

export function delivery(patch: Partial<TransportDeliveryWire> = {}): TransportDeliveryWire {
  return {
    uuid: uuid(50),
    kind: 'OFFER',
    deliveryDate: '11.08.2031',
    contractNumber: '7',
    deliveryType: 'FCA',
    product: { name: 'Пшеница 4 класса', totalVolume: 500 },
    warehouses: {
      loadingAddr: 'ст Алексеевская, ул Полевая, д 1',
      intermediateLoadingAddr: '',
      unloadingAddr: 'г Тихорецк, ул Элеваторная, д 1',
    },
    participants: { farmerCompany: 'КФХ «Рассвет»', purchaserCompany: 'ООО «Колос-Юг»' },
    farmerCompanyUuid: FARMER,
    shipperWorkHours: { startAt: T0 - 7 * 3600, endAt: T0 + 5 * 3600 },
    slots: [
      tslot(11),
      tslot(12, {
        car: { number: '', trailerNumber: '', plannedVolume: 25 },
        driver: { fullname: '', phone: '' },
        unloadStartAt: T0 + 5400,
      }),
    ],
    ...patch,
  };
}
