import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  agreementTemplateReply,
  agreementVersionsReply,
  pendingAgreementsReply,
  type AgreementTemplateBody,
} from '@kolos/domain/agreements';
import { agreementsService, fetchCurrentAgreement } from '../../../shared/agreements/agreement-api';
import { http } from '../../../shared/api/http';

/** Query keys of the agreements area (issue 28 point 14). */
export const agreementKeys = {
  all: ['agreements'] as const,
  versions: (purchaserUuid: string, offset: number, limit: number) =>
    [...agreementKeys.all, 'versions', purchaserUuid, offset, limit] as const,
  pending: () => [...agreementKeys.all, 'pending'] as const,
  renewal: (purchaserUuid: string) => [...agreementKeys.all, 'renewal', purchaserUuid] as const,
};

/**
 * GET /admin/agreement/versions: a purchaser's versions, a page at a time (an admin names the
 * purchaser; a purchaser's super-user leaves it empty for his own).
 */
export function useAgreementVersions(
  params: { purchaserUuid?: string | undefined; offset: number; limit: number },
  enabled = true,
) {
  return useQuery({
    queryKey: agreementKeys.versions(params.purchaserUuid ?? '', params.offset, params.limit),
    queryFn: async () => {
      const query = new URLSearchParams({ offset: String(params.offset), limit: String(params.limit) });
      if (params.purchaserUuid) query.set('purchaserUuid', params.purchaserUuid);
      return agreementVersionsReply.parse(
        await agreementsService(() => http.get(`/admin/agreement/versions?${query}`)),
      );
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/agreement: publishes a new version; the versions list reads again. */
export function usePublishAgreement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AgreementTemplateBody) =>
      agreementTemplateReply.parse(
        await agreementsService(() => http.post('/admin/agreement', body, { notify: false })),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: agreementKeys.all }),
  });
}

/** GET /personal/agreement/pending: the new versions the farmer's company is asked to sign. */
export function usePendingAgreements(enabled: boolean) {
  return useQuery({
    queryKey: agreementKeys.pending(),
    queryFn: async () =>
      pendingAgreementsReply.parse(await agreementsService(() => http.get('/personal/agreement/pending')))
        .pending,
    enabled,
    staleTime: 60_000,
  });
}

/** The purchaser's current agreement for the farmer's company (offered on first open). */
export function useRenewalAgreement(purchaserUuid: string | undefined) {
  return useQuery({
    queryKey: agreementKeys.renewal(purchaserUuid ?? ''),
    queryFn: () => fetchCurrentAgreement(purchaserUuid),
    enabled: Boolean(purchaserUuid),
  });
}
