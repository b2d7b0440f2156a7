import { statusMachine } from '../status-machine/status-machine';
import { AGREEMENT_MSG } from './messages';

/**
 * A framework agreement's statuses (issue 19 point 5). SPEC 7 names AGREEMENT_CONTRACT_SIGNED;
 * the offered state is ours, named the same way. Moderation looks for a SIGNED row.
 */
export const AGREEMENT_STATUSES = ['AGREEMENT_CONTRACT_CREATED', 'AGREEMENT_CONTRACT_SIGNED'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

export const AGREEMENT_STATUS_LABELS: Record<AgreementStatus, string> = {
  AGREEMENT_CONTRACT_CREATED: 'Не подписан',
  AGREEMENT_CONTRACT_SIGNED: 'Подписан',
};

/** Offered → signed, once; a signed agreement is final (a new version is a new agreement). */
export const AGREEMENT_STATUS_MACHINE = statusMachine<AgreementStatus>({
  moves: {
    AGREEMENT_CONTRACT_CREATED: ['AGREEMENT_CONTRACT_SIGNED'],
    AGREEMENT_CONTRACT_SIGNED: [],
  },
  refusal: (from) =>
    from === 'AGREEMENT_CONTRACT_SIGNED' ? AGREEMENT_MSG.alreadySigned : AGREEMENT_MSG.badMove,
});
