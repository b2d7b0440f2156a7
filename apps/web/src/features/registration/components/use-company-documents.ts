import { useQuery } from '@tanstack/react-query';
import { codeFitsCompany, type CompanyDocument } from '@kolos/domain/documents';
import {
  companyCardQuery,
  companyDocumentsQuery,
  documentCodesQuery,
} from '../../../shared/onboarding/onboarding-api';

export interface CodeBlock {
  code: string;
  name: string;
  required: boolean;
  document: CompanyDocument | undefined;
}

/**
 * The company's document codes (GET /dmoderation/code) of its type — an ИП's or a legal entity's
 * (issue 28 point 17), required first, then the optional ones — each with its stored files; which
 * required ones still have none.
 */
export function useCompanyDocuments(companyUuid: string) {
  const card = useQuery(companyCardQuery(companyUuid));
  const codes = useQuery(documentCodesQuery);
  const docs = useQuery(companyDocumentsQuery(companyUuid));
  const type = card.data?.type ?? '';
  const blocks: CodeBlock[] = (codes.data?.codes ?? [])
    .filter((c) => c.group === 'company' && codeFitsCompany(c.code, type))
    .map((c) => ({
      code: c.code,
      name: c.name,
      required: c.requiredFor.includes(type),
      document: docs.data?.documents.find((d) => d.code === c.code),
    }))
    .sort((a, b) => Number(b.required) - Number(a.required));
  const missing = blocks.filter((b) => b.required && !b.document?.files.length);
  return {
    company: card.data,
    blocks,
    missing,
    isLoading: card.isPending || codes.isPending || docs.isPending,
    error: card.error ?? codes.error ?? docs.error,
  };
}
