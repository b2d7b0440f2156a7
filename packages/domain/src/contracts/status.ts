import { statusMachine } from '../status-machine';

/** SPEC 4 Contract status: the values, their labels and the only moves the server allows. */
export const CONTRACT_STATUSES = [
  'CONTRACT_UNDEFINED',
  'CONTRACT_CREATED',
  'CONTRACT_CONFIRMED',
  'CONTRACT_CANCELED',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** The statuses a stored contract can have: UNDEFINED is only the form's initial value. */
export const STORED_CONTRACT_STATUSES = [
  'CONTRACT_CREATED',
  'CONTRACT_CONFIRMED',
  'CONTRACT_CANCELED',
] as const;
export type StoredContractStatus = (typeof STORED_CONTRACT_STATUSES)[number];

export const CONTRACT_STATUS_LABELS: Record<StoredContractStatus, string> = {
  CONTRACT_CREATED: 'Новый',
  CONTRACT_CONFIRMED: 'Подтверждён',
  CONTRACT_CANCELED: 'Отменён',
};

/** SPEC 4: other statuses show the raw status text. */
export function contractStatusLabel(status: string): string {
  return (CONTRACT_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/**
 * SPEC 4 row actions are the whole transition table: 'Предложить сделку' (to confirmed) for
 * created or canceled, 'Отменить' (to canceled) for created or confirmed. Nothing returns a
 * contract to 'Новый'.
 */
export const CONTRACT_TRANSITIONS: Record<StoredContractStatus, readonly StoredContractStatus[]> = {
  CONTRACT_CREATED: ['CONTRACT_CONFIRMED', 'CONTRACT_CANCELED'],
  CONTRACT_CONFIRMED: ['CONTRACT_CANCELED'],
  CONTRACT_CANCELED: ['CONTRACT_CONFIRMED'],
};

/** The 409 text for a move SPEC 4 does not allow. */
export function statusChangeRefusal(from: string, to: string): string {
  return `Нельзя перевести сделку из статуса «${contractStatusLabel(from)}» в статус «${contractStatusLabel(to)}»`;
}

/** SPEC 4 Contract status as a machine: the table above and its refusal (platform/status-machine). */
export const CONTRACT_STATUS_MACHINE = statusMachine<StoredContractStatus>({
  moves: CONTRACT_TRANSITIONS,
  refusal: statusChangeRefusal,
});

export function canChangeContractStatus(from: string, to: string): boolean {
  return CONTRACT_STATUS_MACHINE.allows(from, to);
}

export interface ContractRowAction {
  key: 'confirm' | 'cancel' | 'edit';
  label: string;
  /** The status the action moves to; absent for 'Редактировать'. */
  to?: StoredContractStatus;
}

const CONFIRM: ContractRowAction = { key: 'confirm', label: 'Предложить сделку', to: 'CONTRACT_CONFIRMED' };
const CANCEL: ContractRowAction = { key: 'cancel', label: 'Отменить', to: 'CONTRACT_CANCELED' };
const EDIT: ContractRowAction = { key: 'edit', label: 'Редактировать' };

/** SPEC 4: the row menu of a contract in the given status ('Редактировать' is always shown). */
export function contractRowActions(status: string): ContractRowAction[] {
  return [CONFIRM, CANCEL].filter((a) => canChangeContractStatus(status, a.to!)).concat(EDIT);
}
