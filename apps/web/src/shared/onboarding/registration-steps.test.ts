import { describe, expect, it } from 'vitest';
import type { ModerationCompanyReply, MissingItem } from '@kolos/domain/moderation';
import { doneSteps, firstIncompleteRoute, stepIndexOf } from './registration-steps';

const state = (status: string, missing: MissingItem[], agreementSigned: boolean | null = false) =>
  ({
    company: { status } as ModerationCompanyReply['company'],
    documents: [],
    missing,
    agreementSigned,
    history: [],
  }) as ModerationCompanyReply;

const field: MissingItem = { kind: 'field', code: 'director', name: 'Руководитель' };
const doc: MissingItem = { kind: 'document', code: 'CHARTER', name: 'Устав' };
const agreement: MissingItem = { kind: 'agreement', code: 'AGREEMENT', name: 'Подписанный договор' };

describe('registration flow order: card → documents → agreement → submit', () => {
  it.each([
    [
      'a fresh company lands on the card',
      state('NEED_DOCUMENTS', [field, doc, agreement]),
      'RegistrationCompany',
    ],
    ['the card done: documents', state('NEED_DOCUMENTS', [doc, agreement]), 'RegistrationUploadDocuments'],
    ['documents done: the agreement', state('NEED_DOCUMENTS', [agreement]), 'RegistrationContracts'],
    [
      'unsigned agreement without a missing item still asks for it',
      state('NEED_DOCUMENTS', [], false),
      'RegistrationContracts',
    ],
    [
      'everything done: the check and submit',
      state('NEED_DOCUMENTS', [], true),
      'RegistrationCompanyCompleted',
    ],
    [
      'no agreements area: done without it',
      state('NEED_DOCUMENTS', [], null),
      'RegistrationCompanyCompleted',
    ],
    ['submitted: the status', state('ON_MODERATE', [], true), 'RegistrationCompanyCompleted'],
    ['approved: the status', state('APPROVED', [], true), 'RegistrationCompanyCompleted'],
    [
      'declined with a document gone: the documents',
      state('DECLINED', [doc], true),
      'RegistrationUploadDocuments',
    ],
    [
      'declined, nothing missing: the reason and resubmit',
      state('DECLINED', [], true),
      'RegistrationCompanyCompleted',
    ],
  ])('%s', (_, s, route) => {
    expect(firstIncompleteRoute(s)).toBe(route);
  });

  it('marks done steps from the missing items', () => {
    expect(doneSteps(state('NEED_DOCUMENTS', [doc], true))).toEqual({
      card: true,
      documents: false,
      agreement: true,
      submit: false,
    });
    expect(doneSteps(state('ON_MODERATE', [], true)).submit).toBe(true);
  });

  it('places the upload-completed screen in the documents step', () => {
    expect(stepIndexOf('RegistrationCompany')).toBe(0);
    expect(stepIndexOf('RegistrationUploadDocuments')).toBe(1);
    expect(stepIndexOf('RegistrationUploadedCompleted')).toBe(1);
    expect(stepIndexOf('RegistrationContracts')).toBe(2);
    expect(stepIndexOf('RegistrationCompanyCompleted')).toBe(3);
    expect(stepIndexOf('Home')).toBe(-1);
  });
});
