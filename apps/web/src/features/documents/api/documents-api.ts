import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companiesPageSchema } from '@kolos/domain/companies';
import { companyDocumentsReply, type DocsCreateBody } from '@kolos/domain/documents';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';

const documents = service('documents');
const companies = service('companies');

export const documentKeys = {
  all: ['documents'] as const,
  company: (uuid: string) => [...documentKeys.all, 'company', uuid] as const,
  companies: (any: string) => [...documentKeys.all, 'companies', any] as const,
};

/** GET /docs-by-company/{id}: the company's documents by code (the API keeps to the caller's reach). */
export const useCompanyDocuments = (companyUuid: string | null) =>
  useQuery({
    queryKey: documentKeys.company(companyUuid ?? ''),
    queryFn: async ({ signal }) =>
      companyDocumentsReply.parse(
        await documents(() => http.get(`/docs-by-company/${companyUuid}`, { signal, notify: false })),
      ),
    enabled: Boolean(companyUuid),
    retry: false,
  });

/**
 * GET /companies?userType=USER_TYPE_FARMER&any=…: the farmer companies the caller sees; with
 * `invitedOnly` (a purchaser's staff) only those his company invited, whose documents he reaches.
 */
export const useFarmerCompanies = (any: string, invitedOnly: boolean) =>
  useQuery({
    queryKey: [...documentKeys.companies(any), invitedOnly] as const,
    queryFn: async ({ signal }) =>
      companiesPageSchema.parse(
        await companies(() =>
          http.get('/companies', {
            query: {
              userType: 'USER_TYPE_FARMER',
              any: any || undefined,
              invited: invitedOnly ? 'mine' : undefined,
              limit: 50,
            },
            signal,
          }),
        ),
      ),
    placeholderData: keepPreviousData,
  });

/** POST /docs: links uploaded files to a document code; `replace` moves the current ones to history. */
export function useAttachDocuments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: DocsCreateBody) =>
      companyDocumentsReply.parse(await documents(() => http.post('/docs', body, { notify: false }))),
    onSuccess: (reply) => client.setQueryData(documentKeys.company(reply.companyUuid), reply),
  });
}
