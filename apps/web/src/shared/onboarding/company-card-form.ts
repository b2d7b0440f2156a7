import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  companyCardBody,
  type Company,
  type CompanyCard,
  type CompanyCardInput,
  type OrganizationSuggestion,
} from '@kolos/domain/companies';

/** What the card form holds: the domain's card input with every text as a string ('' when empty). */
export type CompanyCardValues = CompanyCardInput;

const str = (v: string | null | undefined) => v ?? '';

/** The form's values from a stored company (an empty type is a legal entity until chosen). */
export function cardValuesOf(company: Company): CompanyCardValues {
  return {
    name: company.name,
    type: company.type === 'COMPANY_TYPE_INDIVIDUAL' ? 'COMPANY_TYPE_INDIVIDUAL' : 'COMPANY_TYPE_CORP',
    taxCode: str(company.taxCode),
    reasonCode: str(company.reasonCode),
    code: str(company.code),
    nds: company.nds,
    director: str(company.director),
    registrationDate: company.registrationDate ? company.registrationDate.slice(0, 10) : '',
    address: str(company.address),
    realAddress: str(company.realAddress),
    postAddress: str(company.postAddress),
    bankID: str(company.bankID),
    bankName: str(company.bankName),
    corrAccount: str(company.corrAccount),
    accountNumber: str(company.accountNumber),
    contactPhone: str(company.contactPhone),
    contactName: str(company.contactName),
    contactMiddleName: str(company.contactMiddleName),
    contactLastName: str(company.contactLastName),
    contactPosition: str(company.contactPosition),
    contactEmail: str(company.contactEmail),
  };
}

/** An empty card (a legal entity until another type is chosen): the form of a new company. */
export const EMPTY_CARD_VALUES: CompanyCardValues = {
  name: '',
  type: 'COMPANY_TYPE_CORP',
  taxCode: '',
  reasonCode: '',
  code: '',
  nds: false,
  director: '',
  registrationDate: '',
  address: '',
  realAddress: '',
  postAddress: '',
  bankID: '',
  bankName: '',
  corrAccount: '',
  accountNumber: '',
  contactPhone: '',
  contactName: '',
  contactMiddleName: '',
  contactLastName: '',
  contactPosition: '',
  contactEmail: '',
};

/** The fields a lookup suggestion fills: only what it gives, never made up. */
export function suggestionValues(s: OrganizationSuggestion): Partial<CompanyCardValues> {
  const filled: Partial<CompanyCardValues> = { name: s.name, taxCode: s.taxCode, type: s.type };
  if (s.reasonCode) filled.reasonCode = s.reasonCode;
  if (s.code) filled.code = s.code;
  if (s.director) filled.director = s.director;
  if (s.address) filled.address = s.address;
  if (s.registrationDate) filled.registrationDate = s.registrationDate.slice(0, 10);
  return filled;
}

const checkCard = zodResolver(companyCardBody);

/**
 * The domain's card schema as the form's resolver (the server's checks and Russian messages); an
 * emptied date field is "no date", not a malformed one.
 */
export const companyCardResolver: Resolver<CompanyCardValues, unknown, CompanyCard> = (
  values,
  context,
  options,
) => checkCard({ ...values, registrationDate: values.registrationDate || null }, context, options);
