import { describe, expect, it } from 'vitest';
import { MSG } from '../common/messages';
import { CONTRACT_MSG } from '../contracts';
import {
  canRetrySync,
  contractVolumeRefusal,
  taskActions,
  taskBody,
  TASK_DELIVERY_TYPES,
  TASK_MSG,
  TASK_STATUSES,
  TASK_STATUS_MACHINE,
  TASK_SYNC_STATUSES,
  TASK_TYPES,
  taskUpdateBody,
} from './index';

const P = '0190a000-0000-7000-8000-000000000501';
const valid = {
  aggregatorLocationUuid: P,
  productUuid: P,
  farmerCompanyUuid: P,
  farmerLocationUuid: P,
  deliveryDateStart: '01.12.2026',
  deliveryDateEnd: '10.12.2026',
  quantity: 100,
  price: 15000,
  humidity: 14,
};

/** The first message on each field, as the form shows it. */
function errors(input: unknown, schema = taskBody) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('SPEC 3 Task enums, letter for letter', () => {
  it('has the statuses, types, sync statuses and delivery types as written', () => {
    expect(TASK_STATUSES).toEqual([
      'UNDEFINED',
      'INACTIVE',
      'ACTIVE',
      'ERROR',
      'SUSPENDED',
      'COMPLETED',
      'CANCELED',
    ]);
    expect(TASK_TYPES).toEqual(['STANDARD', 'REROUTE', 'CONTRACT_FOR_OFFERS']);
    expect(TASK_SYNC_STATUSES).toEqual(['PENDING', 'IN_PROGRESS', 'SUCCESS', 'FAILED']);
    expect(TASK_DELIVERY_TYPES).toEqual(['DELIVERYTYPE_UNDEFINED', 'SELLER', 'BUYER']);
  });

  it('defaults the type to STANDARD and the delivery type to BUYER', () => {
    const parsed = taskBody.parse(valid);
    expect(parsed.taskType).toBe('STANDARD');
    expect(parsed.deliveryType).toBe('BUYER');
  });
});

describe('task status machine (issue 17)', () => {
  it.each([
    ['INACTIVE', 'ACTIVE', true],
    ['ACTIVE', 'SUSPENDED', true],
    ['SUSPENDED', 'ACTIVE', true],
    ['ACTIVE', 'COMPLETED', true],
    ['SUSPENDED', 'COMPLETED', true],
    ['INACTIVE', 'CANCELED', true],
    ['ACTIVE', 'CANCELED', true],
    ['SUSPENDED', 'CANCELED', true],
    ['ERROR', 'CANCELED', true],
    // the sync fails for good from any open status; 'Повторить' goes back
    ['INACTIVE', 'ERROR', true],
    ['ACTIVE', 'ERROR', true],
    ['SUSPENDED', 'ERROR', true],
    ['ERROR', 'ACTIVE', true],
    ['ERROR', 'INACTIVE', true],
    // never
    ['INACTIVE', 'COMPLETED', false],
    ['INACTIVE', 'SUSPENDED', false],
    ['ACTIVE', 'INACTIVE', false],
    ['COMPLETED', 'ACTIVE', false],
    ['COMPLETED', 'CANCELED', false],
    ['CANCELED', 'ACTIVE', false],
    ['COMPLETED', 'ERROR', false],
    ['ERROR', 'COMPLETED', false],
    ['UNDEFINED', 'ACTIVE', false],
  ])('%s → %s allowed: %s', (from, to, allowed) =>
    expect(TASK_STATUS_MACHINE.allows(from, to)).toBe(allowed),
  );

  it('refuses in Russian with the labels', () => {
    expect(TASK_STATUS_MACHINE.refusal('COMPLETED', 'ACTIVE')).toBe(
      'Нельзя перевести стороннюю сделку из статуса «Завершена» в статус «Активна»',
    );
  });

  it.each([
    ['INACTIVE', ['activate', 'cancel']],
    ['ACTIVE', ['suspend', 'complete', 'cancel']],
    ['SUSPENDED', ['resume', 'complete', 'cancel']],
    ['ERROR', ['cancel']],
    ['COMPLETED', []],
    ['CANCELED', []],
  ])('actions offered on %s: %j, each one the machine allows', (status, keys) => {
    const actions = taskActions(status);
    expect(actions.map((a) => a.key)).toEqual(keys);
    for (const a of actions) expect(TASK_STATUS_MACHINE.allows(status, a.to)).toBe(true);
  });

  it.each([
    ['FAILED', true],
    ['SUCCESS', false],
    ['PENDING', false],
    ['IN_PROGRESS', false],
  ])("'Повторить' on sync status %s: %s", (sync, offered) => expect(canRetrySync(sync)).toBe(offered));
});

describe('the Task form: the contract form’s rules and texts', () => {
  it.each([
    ['empty quantity', { quantity: undefined }, 'quantity', MSG.required],
    ['fractional quantity', { quantity: 1.5 }, 'quantity', CONTRACT_MSG.integer],
    ['zero quantity', { quantity: 0 }, 'quantity', CONTRACT_MSG.volumeMin],
    ['negative price', { price: -1 }, 'price', CONTRACT_MSG.price],
    ['humidity 0', { humidity: 0 }, 'humidity', CONTRACT_MSG.humidity],
    ['humidity 100', { humidity: 100 }, 'humidity', CONTRACT_MSG.humidity],
    ['empty point', { aggregatorLocationUuid: '' }, 'aggregatorLocationUuid', MSG.required],
    ['bad crop id', { productUuid: 'x' }, 'productUuid', CONTRACT_MSG.badId],
    ['bad start date', { deliveryDateStart: '2026-12-01' }, 'deliveryDateStart', CONTRACT_MSG.date],
    ['end before start', { deliveryDateEnd: '30.11.2026' }, 'deliveryDateEnd', CONTRACT_MSG.endBeforeStart],
    ['FCA without address', { farmerLocationUuid: null }, 'farmerLocationUuid', MSG.required],
    ['REROUTE without the deal', { taskType: 'REROUTE' }, 'offerUuid', TASK_MSG.offerRequired],
    [
      'CONTRACT_FOR_OFFERS without the contract',
      { taskType: 'CONTRACT_FOR_OFFERS' },
      'contractUuid',
      TASK_MSG.contractRequired,
    ],
    ['unknown type', { taskType: 'OTHER' }, 'taskType', MSG.required],
  ])('%s → %s: %s', (_name, change, field, message) => {
    expect(errors({ ...valid, ...change })[field]).toBe(message);
  });

  it.each([
    ['STANDARD FCA', {}],
    ['CPT without an address', { deliveryType: 'SELLER', farmerLocationUuid: null }],
    ['REROUTE with its deal', { taskType: 'REROUTE', offerUuid: P }],
    ['CONTRACT_FOR_OFFERS with its contract', { taskType: 'CONTRACT_FOR_OFFERS', contractUuid: P }],
  ])('accepts %s', (_name, change) => expect(errors({ ...valid, ...change })).toEqual({}));

  it('edits need the uuid and keep the same rules', () => {
    expect(errors({ ...valid, uuid: P }, taskUpdateBody)).toEqual({});
    expect(errors({ ...valid, uuid: P, humidity: 0 }, taskUpdateBody).humidity).toBe(CONTRACT_MSG.humidity);
  });
});

describe('CONTRACT_FOR_OFFERS never exceeds the contract', () => {
  it.each([
    [1000, 0, 1000, null],
    [1000, 400, 600, null],
    [1000, 400, 601, 'Объём превышает остаток крупной сделки: доступно 600 т'],
    [1000, 1200, 1, 'Объём превышает остаток крупной сделки: доступно 0 т'],
  ])('contract %i t, taken %i t, task %i t → %s', (contract, taken, quantity, refusal) => {
    expect(contractVolumeRefusal(contract, taken, quantity)).toBe(refusal);
  });
});
