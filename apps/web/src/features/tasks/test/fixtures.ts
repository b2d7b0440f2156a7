import type { TaskDetailsWire, TaskWire } from '@kolos/domain/tasks';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Task number `n` as the API answers it: ACTIVE, synced, at Тихорецкий элеватор. */
export const taskWire = (n: number, over: Partial<TaskWire> = {}): TaskWire => ({
  uuid: uuid(n),
  number: n,
  aggregatorLocationUuid: uuid(90),
  productUuid: uuid(91),
  aggregatorCompanyUuid: uuid(92),
  farmerCompanyUuid: uuid(93),
  farmerLocationUuid: null,
  deliveryDateStart: '01.12.2031',
  deliveryDateEnd: '10.12.2031',
  deliveryType: 'SELLER',
  quantity: 100 + n,
  price: 15000,
  humidity: 14,
  comment: '',
  taskType: 'STANDARD',
  withoutAdditionalAgreement: false,
  withoutIndication: false,
  contractUuid: null,
  offerUuid: null,
  status: 'ACTIVE',
  syncStatus: 'SUCCESS',
  syncError: null,
  syncAttempts: 1,
  syncedAt: null,
  source: null,
  createdAt: '2031-11-01T08:00:00.000Z',
  updatedAt: '2031-11-01T08:00:00.000Z',
  aggregatorLocation: { name: 'Тихорецкий элеватор' },
  aggregatorCompany: { name: 'Колос-Юг' },
  farmerCompany: { name: `Хозяйство ${n}` },
  farmerLocation: null,
  product: { payload: { title: 'Пшеница 3 класса' } },
  ...over,
});

/** A task with its history, as GET /offers/task/{id} answers it. */
export const taskDetails = (n: number, over: Partial<TaskDetailsWire> = {}): TaskDetailsWire => ({
  ...taskWire(n),
  history: [
    {
      status: 'INACTIVE',
      previousStatus: null,
      reason: null,
      createdAt: '2031-11-01T08:00:00.000Z',
      userName: 'Кузнецов',
    },
  ],
  ...over,
});
