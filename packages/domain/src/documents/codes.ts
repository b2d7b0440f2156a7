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
  requiredFor: readonly CompanyForm[];
  /**
   * The company types it belongs to (issue 28 point 17): an ИП's page offers only the ИП's codes,
   * an ООО's only a legal entity's, and an upload of another form's code is refused.
   */
  companyTypes: readonly CompanyForm[];
}

type CompanyForm = 'COMPANY_TYPE_CORP' | 'COMPANY_TYPE_INDIVIDUAL';
const CORP = ['COMPANY_TYPE_CORP'] as const;
const INDIVIDUAL = ['COMPANY_TYPE_INDIVIDUAL'] as const;
const BOTH = ['COMPANY_TYPE_CORP', 'COMPANY_TYPE_INDIVIDUAL'] as const;

export const DOCUMENT_CODES: readonly DocumentCode[] = [
  { code: 'CHARTER', name: 'Устав', group: 'company', requiredFor: CORP, companyTypes: CORP },
  {
    code: 'EGRUL_EXTRACT',
    name: 'Выписка из ЕГРЮЛ',
    group: 'company',
    requiredFor: CORP,
    companyTypes: CORP,
  },
  {
    code: 'DIRECTOR_ORDER',
    name: 'Приказ (решение) о назначении руководителя',
    group: 'company',
    requiredFor: CORP,
    companyTypes: CORP,
  },
  {
    code: 'PASSPORT',
    name: 'Паспорт предпринимателя',
    group: 'company',
    requiredFor: INDIVIDUAL,
    companyTypes: INDIVIDUAL,
  },
  {
    code: 'OGRNIP_CERTIFICATE',
    name: 'Свидетельство ОГРНИП или лист записи ЕГРИП',
    group: 'company',
    requiredFor: INDIVIDUAL,
    companyTypes: INDIVIDUAL,
  },
  {
    code: 'COMPANY_CARD',
    name: 'Карточка предприятия',
    group: 'company',
    requiredFor: BOTH,
    companyTypes: BOTH,
  },
  {
    code: 'POWER_OF_ATTORNEY',
    name: 'Доверенность представителя',
    group: 'company',
    requiredFor: [],
    companyTypes: BOTH,
  },
  { code: 'OTHER', name: 'Прочие документы', group: 'company', requiredFor: [], companyTypes: BOTH },
  // issue 20: a truck's papers, attached to its slot; which a point requires is its own setting
  ...TRIP_DOCUMENT_CODES.map((code): DocumentCode => ({
    code,
    name: TRIP_DOCUMENT_NAMES[code],
    group: 'trip',
    requiredFor: [],
    companyTypes: [],
  })),
];

/** A code of the group (a company's documents by default: trip documents belong to slots). */
export const isDocumentCode = (code: string, group: DocumentCode['group'] = 'company'): boolean =>
  DOCUMENT_CODES.some((d) => d.code === code && d.group === group);

/**
 * The company codes a company of this type is offered, in catalogue order. A company whose type
 * is not chosen yet (COMPANY_TYPE_EMPTY) is offered those of both forms only.
 */
export const companyDocumentCodes = (type: string): DocumentCode[] =>
  DOCUMENT_CODES.filter(
    (d) =>
      d.group === 'company' &&
      (isCompanyForm(type) ? d.companyTypes.includes(type) : d.companyTypes.length === BOTH.length),
  );

/** Whether a company of this type may upload the code (its form's, or both forms'). */
export const codeFitsCompany = (code: string, type: string): boolean =>
  companyDocumentCodes(type).some((d) => d.code === code);

const isCompanyForm = (type: string): type is CompanyForm => (BOTH as readonly string[]).includes(type);

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
