/**
 * The catalogue of document codes (GET /dmoderation/code): each code with its Russian name and the
 * company types that must provide it. Extensible: a later area (trip documents, issue 20) appends
 * its codes with `requiredFor: []` and its own `group`.
 */
import { TRIP_DOCUMENT_CODES, TRIP_DOCUMENT_NAMES } from '../trip-documents/codes';

export interface DocumentCode {
  code: string;
  name: string;
  /** Which area's screens list it. */
  group: 'company' | 'trip';
  /** SPEC 3 Company types that must upload it before submitting to moderation. */
  requiredFor: readonly ('COMPANY_TYPE_CORP' | 'COMPANY_TYPE_INDIVIDUAL')[];
}

export const DOCUMENT_CODES: readonly DocumentCode[] = [
  { code: 'CHARTER', name: 'Устав', group: 'company', requiredFor: ['COMPANY_TYPE_CORP'] },
  {
    code: 'EGRUL_EXTRACT',
    name: 'Выписка из ЕГРЮЛ',
    group: 'company',
    requiredFor: ['COMPANY_TYPE_CORP'],
  },
  {
    code: 'DIRECTOR_ORDER',
    name: 'Приказ (решение) о назначении руководителя',
    group: 'company',
    requiredFor: ['COMPANY_TYPE_CORP'],
  },
  {
    code: 'PASSPORT',
    name: 'Паспорт предпринимателя',
    group: 'company',
    requiredFor: ['COMPANY_TYPE_INDIVIDUAL'],
  },
  {
    code: 'OGRNIP_CERTIFICATE',
    name: 'Свидетельство ОГРНИП или лист записи ЕГРИП',
    group: 'company',
    requiredFor: ['COMPANY_TYPE_INDIVIDUAL'],
  },
  {
    code: 'COMPANY_CARD',
    name: 'Карточка предприятия',
    group: 'company',
    requiredFor: ['COMPANY_TYPE_CORP', 'COMPANY_TYPE_INDIVIDUAL'],
  },
  { code: 'POWER_OF_ATTORNEY', name: 'Доверенность представителя', group: 'company', requiredFor: [] },
  { code: 'OTHER', name: 'Прочие документы', group: 'company', requiredFor: [] },
  // issue 20: a truck's papers, attached to its slot; which a point requires is its own setting
  ...TRIP_DOCUMENT_CODES.map((code): DocumentCode => ({
    code,
    name: TRIP_DOCUMENT_NAMES[code],
    group: 'trip',
    requiredFor: [],
  })),
];

/** A code of the group (a company's documents by default: trip documents belong to slots). */
export const isDocumentCode = (code: string, group: DocumentCode['group'] = 'company'): boolean =>
  DOCUMENT_CODES.some((d) => d.code === code && d.group === group);

export const documentName = (code: string): string =>
  DOCUMENT_CODES.find((d) => d.code === code)?.name ?? code;

/** The codes a company of this type must provide. */
export const requiredDocumentCodes = (type: string): string[] =>
  DOCUMENT_CODES.filter((d) => (d.requiredFor as readonly string[]).includes(type)).map((d) => d.code);

/** Required codes with no current file yet, in catalogue order. */
export const missingDocumentCodes = (type: string, present: Iterable<string>): string[] => {
  const have = new Set(present);
  return requiredDocumentCodes(type).filter((code) => !have.has(code));
};
