import { describe, expect, it } from 'vitest';
import { allowedMoves } from '../status-machine';
import {
  canChangeContractStatus,
  CONTRACT_STATUS_MACHINE,
  contractRowActions,
  contractStatusLabel,
  statusChangeRefusal,
  STORED_CONTRACT_STATUSES,
} from './status';

describe('SPEC 4 Contract status labels', () => {
  it.each([
    ['CONTRACT_CREATED', 'Новый'],
    ['CONTRACT_CONFIRMED', 'Подтверждён'],
    ['CONTRACT_CANCELED', 'Отменён'],
    // "Other statuses show the raw status text."
    ['CONTRACT_UNDEFINED', 'CONTRACT_UNDEFINED'],
    ['SOMETHING_NEW', 'SOMETHING_NEW'],
  ])('%s → %s', (status, label) => expect(contractStatusLabel(status)).toBe(label));
});

describe('SPEC 4 transitions: "Предложить сделку" (to confirmed) for created or canceled, "Отменить" (to canceled) for created or confirmed', () => {
  const cases: [string, string, boolean][] = [
    ['CONTRACT_CREATED', 'CONTRACT_CONFIRMED', true],
    ['CONTRACT_CANCELED', 'CONTRACT_CONFIRMED', true],
    ['CONTRACT_CONFIRMED', 'CONTRACT_CONFIRMED', false],
    ['CONTRACT_CREATED', 'CONTRACT_CANCELED', true],
    ['CONTRACT_CONFIRMED', 'CONTRACT_CANCELED', true],
    ['CONTRACT_CANCELED', 'CONTRACT_CANCELED', false],
    ['CONTRACT_CONFIRMED', 'CONTRACT_CREATED', false],
    ['CONTRACT_CANCELED', 'CONTRACT_CREATED', false],
    ['CONTRACT_CREATED', 'CONTRACT_CREATED', false],
    ['CONTRACT_CREATED', 'CONTRACT_UNDEFINED', false],
    ['CONTRACT_UNDEFINED', 'CONTRACT_CONFIRMED', false],
    ['CONTRACT_CREATED', 'BOGUS', false],
  ];
  it.each(cases)('%s → %s allowed: %s', (from, to, allowed) =>
    expect(canChangeContractStatus(from, to)).toBe(allowed),
  );

  it('every stored status has "Редактировать" last in its menu', () => {
    for (const s of STORED_CONTRACT_STATUSES)
      expect(contractRowActions(s).at(-1)?.label).toBe('Редактировать');
  });

  it.each([
    ['CONTRACT_CREATED', ['Предложить сделку', 'Отменить', 'Редактировать']],
    ['CONTRACT_CONFIRMED', ['Отменить', 'Редактировать']],
    ['CONTRACT_CANCELED', ['Предложить сделку', 'Редактировать']],
    ['CONTRACT_UNDEFINED', ['Редактировать']],
  ])('row menu of %s is %j', (status, labels) =>
    expect(contractRowActions(status).map((a) => a.label)).toEqual(labels),
  );

  it('names both statuses in the refusal', () => {
    expect(statusChangeRefusal('CONTRACT_CANCELED', 'CONTRACT_CANCELED')).toBe(
      'Нельзя перевести сделку из статуса «Отменён» в статус «Отменён»',
    );
  });
});

describe('CONTRACT_STATUS_MACHINE: the SPEC 4 table as data', () => {
  it('allows exactly the row actions of SPEC 4 and nothing back to «Новый»', () => {
    expect(allowedMoves(CONTRACT_STATUS_MACHINE)).toEqual([
      // 'Предложить сделку' (to confirmed) and 'Отменить' (to canceled) for created
      ['CONTRACT_CREATED', 'CONTRACT_CONFIRMED'],
      ['CONTRACT_CREATED', 'CONTRACT_CANCELED'],
      // 'Отменить' for confirmed
      ['CONTRACT_CONFIRMED', 'CONTRACT_CANCELED'],
      // 'Предложить сделку' for canceled
      ['CONTRACT_CANCELED', 'CONTRACT_CONFIRMED'],
    ]);
  });

  it('stores no CONTRACT_UNDEFINED: it is only the form’s initial value', () => {
    expect(CONTRACT_STATUS_MACHINE.statuses).toEqual(STORED_CONTRACT_STATUSES);
    expect(CONTRACT_STATUS_MACHINE.has('CONTRACT_UNDEFINED')).toBe(false);
  });

  it('refuses with the sentence the API answers 409 with', () => {
    expect(CONTRACT_STATUS_MACHINE.refusal('CONTRACT_CONFIRMED', 'CONTRACT_CREATED')).toBe(
      'Нельзя перевести сделку из статуса «Подтверждён» в статус «Новый»',
    );
  });
});
