import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  companySchema,
  organizationLookupReply,
  type Company,
  type CompanyCard,
} from '@kolos/domain/companies';
import {
  companyDocumentsReply,
  documentCodesReply,
  type CompanyDocumentsReply,
} from '@kolos/domain/documents';
import { companyStatusReply, moderationCompanyReply } from '@kolos/domain/moderation';
import { supportInfoReply } from '@kolos/domain/registration';
import type { UploadedFile } from '@kolos/domain/files';
import { http } from '../api/http';
import { service } from '../api/service';
import { postMultipart, type UploadOptions } from '../files/upload-file';

const companies = service('companies');
const documents = service('documents');
const moderation = service('moderation');

/** Query keys of the onboarding calls (issue 19): one company's card, documents and moderation state. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  support: () => [...onboardingKeys.all, 'support'] as const,
  codes: () => [...onboardingKeys.all, 'codes'] as const,
  company: (uuid: string) => [...onboardingKeys.all, 'company', uuid] as const,
  card: (uuid: string) => [...onboardingKeys.company(uuid), 'card'] as const,
  documents: (uuid: string) => [...onboardingKeys.company(uuid), 'documents'] as const,
  moderation: (uuid: string) => [...onboardingKeys.company(uuid), 'moderation'] as const,
};

/** GET /support/info: the support phone (public, also for a guest with a spent link). */
export const supportInfoQuery = queryOptions({
  queryKey: onboardingKeys.support(),
  queryFn: async () =>
    supportInfoReply.parse(await http.get('/support/info', { auth: false, notify: false })),
  staleTime: Infinity,
  retry: false,
});

/** GET /companies/get/{id}: the company card. */
export const companyCardQuery = (uuid: string) =>
  queryOptions({
    queryKey: onboardingKeys.card(uuid),
    queryFn: async ({ signal }) =>
      companySchema.parse(await companies(() => http.get(`/companies/get/${uuid}`, { signal }))),
    enabled: uuid !== '',
  });

/** PUT /companies/{uuid}: saves the card (the server checks it again with the same schema). */
export function useSaveCompanyCard(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (card: CompanyCard) =>
      companySchema.parse(await companies(() => http.put(`/companies/${uuid}`, card, { notify: false }))),
    onSuccess: (company: Company) => {
      client.setQueryData(onboardingKeys.card(uuid), company);
      void client.invalidateQueries({ queryKey: onboardingKeys.moderation(uuid) });
    },
  });
}

/** GET /dadata/organizations/innogrn/{id}: what the configured service knows of an ИНН. */
export const lookupOrganization = async (id: string) =>
  organizationLookupReply.parse(
    await companies(() => http.get(`/dadata/organizations/innogrn/${encodeURIComponent(id)}`)),
  );

/** GET /dmoderation/code: the catalogue of document codes. */
export const documentCodesQuery = queryOptions({
  queryKey: onboardingKeys.codes(),
  queryFn: async ({ signal }) =>
    documentCodesReply.parse(await documents(() => http.get('/dmoderation/code', { signal }))),
  staleTime: Infinity,
});

/** GET /dmoderation/company/{id}/documents: the company's documents by code. */
export const companyDocumentsQuery = (uuid: string) =>
  queryOptions({
    queryKey: onboardingKeys.documents(uuid),
    queryFn: async ({ signal }) =>
      companyDocumentsReply.parse(
        await documents(() => http.get(`/dmoderation/company/${uuid}/documents`, { signal })),
      ),
    enabled: uuid !== '',
  });

/** GET /dmoderation/company/{id}: card, documents, what is missing, the agreement, history. */
export const moderationCompanyQuery = (uuid: string) =>
  queryOptions({
    queryKey: onboardingKeys.moderation(uuid),
    queryFn: async ({ signal }) =>
      moderationCompanyReply.parse(
        await moderation(() => http.get(`/dmoderation/company/${uuid}`, { signal })),
      ),
    enabled: uuid !== '',
  });

export const useModerationCompany = (uuid: string) => useQuery(moderationCompanyQuery(uuid));

/** The onboarding's multipart upload route: the company and the code, then the files. */
export const DOCUMENT_UPLOAD_PATH = '/dmoderation/document/upload';

/**
 * POST /dmoderation/document/upload for one file under a code, with progress: the company and
 * the code go first, then the file. Answers the stored file as the upload widget shows it.
 */
export async function uploadCompanyDocument(
  target: { companyUuid: string; code: string; replace?: boolean },
  file: File,
  options: UploadOptions,
): Promise<UploadedFile> {
  const fields: Record<string, string> = { companyUuid: target.companyUuid, code: target.code };
  if (target.replace) fields.replace = 'true';
  const reply: CompanyDocumentsReply = companyDocumentsReply.parse(
    await documents(() => postMultipart(DOCUMENT_UPLOAD_PATH, { fields, files: [file] }, options)),
  );
  const stored = reply.documents
    .find((d) => d.code === target.code)
    ?.files.filter((f) => f.name === file.name)
    .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt))[0];
  if (!stored) return { uuid: '', url: '', name: file.name, size: file.size, type: file.type };
  return { uuid: stored.fileUuid, url: stored.url, name: stored.name, size: stored.size, type: stored.type };
}

/** DELETE /dmoderation/document?uuid&code: one file (document row) of a code. */
export function useDeleteDocument(companyUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, code }: { uuid: string; code: string }) =>
      documents(() => http.delete('/dmoderation/document', { query: { uuid, code }, notify: false })),
    onSettled: () => client.invalidateQueries({ queryKey: onboardingKeys.company(companyUuid) }),
  });
}

/** POST /dmoderation/company: the farmer submits; 409 lists what is missing in `detail`. */
export function useSubmitCompany(companyUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      companyStatusReply.parse(
        await moderation(() => http.post('/dmoderation/company', { companyUuid }, { notify: false })),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: onboardingKeys.company(companyUuid) }),
  });
}
