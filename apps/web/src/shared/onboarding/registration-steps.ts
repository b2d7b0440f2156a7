import type { RouteName } from '@kolos/domain';
import type { ModerationCompanyReply } from '@kolos/domain/moderation';

/**
 * The registration flow's order (docs/onboarding.md 'Web flow'): the company card, its documents,
 * the purchaser's agreement, then the check and submission. RegistrationUploadedCompleted is the
 * documents step's "all uploaded" screen.
 */
export const REGISTRATION_STEPS = [
  { key: 'card', label: 'Анкета', route: 'RegistrationCompany' },
  { key: 'documents', label: 'Документы', route: 'RegistrationUploadDocuments' },
  { key: 'agreement', label: 'Договор', route: 'RegistrationContracts' },
  { key: 'submit', label: 'Проверка', route: 'RegistrationCompanyCompleted' },
] as const satisfies readonly { key: string; label: string; route: RouteName }[];

export type RegistrationStepKey = (typeof REGISTRATION_STEPS)[number]['key'];

/** The step a registration screen belongs to; -1 for a route outside the flow. */
export function stepIndexOf(route: RouteName | undefined): number {
  if (route === 'RegistrationUploadedCompleted') return 1;
  return REGISTRATION_STEPS.findIndex((s) => s.route === route);
}

/** The company was sent to the moderator (or already approved): the farmer waits for the decision. */
export const isSubmitted = (status: string): boolean => status === 'ON_MODERATE' || status === 'APPROVED';

/** Which steps are done, by what the server says is still missing. */
export function doneSteps(state: ModerationCompanyReply): Record<RegistrationStepKey, boolean> {
  const missing = (kind: 'field' | 'document' | 'agreement') => state.missing.some((m) => m.kind === kind);
  return {
    card: !missing('field'),
    documents: !missing('document'),
    agreement: state.agreementSigned !== false && !missing('agreement'),
    submit: isSubmitted(state.company.status),
  };
}

/**
 * Where a farmer coming back lands: the submitted (or declined, with nothing missing) company on
 * its status screen, otherwise the first step not done yet.
 */
export function firstIncompleteRoute(state: ModerationCompanyReply): RouteName {
  if (isSubmitted(state.company.status)) return 'RegistrationCompanyCompleted';
  const done = doneSteps(state);
  return REGISTRATION_STEPS.find((s) => !done[s.key])?.route ?? 'RegistrationCompanyCompleted';
}
