import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyDocumentsReply, type DocsCreateBody } from '@kolos/domain/documents';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';

const documents = service('documents');

export const documentKeys = {
  all: ['documents'] as const,
  company: (uuid: string) => [...documentKeys.all, 'company', uuid] as const,
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

/** POST /docs: links uploaded files to a document code; `replace` moves the current ones to history. */
export function useAttachDocuments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: DocsCreateBody) =>
      companyDocumentsReply.parse(await documents(() => http.post('/docs', body, { notify: false }))),
    onSuccess: (reply) => client.setQueryData(documentKeys.company(reply.companyUuid), reply),
  });
}
