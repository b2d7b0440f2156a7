import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { agreementReply } from '@kolos/domain/agreements';
import {
  companiesPageSchema,
  companySchema,
  type CompanyCard,
  type CompanyStatus,
  type CompanyUserTypeParam,
} from '@kolos/domain/companies';
import { companyStatusReply, moderationCompanyReply } from '@kolos/domain/moderation';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';

const moderation = service('moderation');
const companies = service('companies');

export interface ModerationListParams {
  /** Whose companies: the farmers (moderated) by default, or the purchasers an admin opened. */
  userType?: CompanyUserTypeParam;
  status?: CompanyStatus;
  any?: string;
  offset: number;
  limit: number;
}

/** Query keys of the moderation area (all / lists / list / details / detail). */
export const moderationKeys = {
  all: ['moderation'] as const,
  lists: () => [...moderationKeys.all, 'list'] as const,
  list: (params: ModerationListParams) => [...moderationKeys.lists(), params] as const,
  details: () => [...moderationKeys.all, 'detail'] as const,
  detail: (uuid: string) => [...moderationKeys.details(), uuid] as const,
  agreements: (uuid: string) => [...moderationKeys.all, 'agreements', uuid] as const,
};

/** GET /companies?userType=USER_TYPE_FARMER&order=moderation: ON_MODERATE first, the oldest first. */
export const moderationListQuery = (params: ModerationListParams) =>
  queryOptions({
    queryKey: moderationKeys.list(params),
    queryFn: async ({ signal }) =>
      companiesPageSchema.parse(
        await companies(() =>
          http.get('/companies', {
            query: { userType: 'USER_TYPE_FARMER', ...params, order: 'moderation' },
            signal,
          }),
        ),
      ),
    placeholderData: keepPreviousData,
  });

export const useModerationList = (params: ModerationListParams) => useQuery(moderationListQuery(params));

/** GET /dmoderation/company/{id}: the card, documents, what is missing and the status history. */
export const useModerationCompany = (uuid: string) =>
  useQuery({
    queryKey: moderationKeys.detail(uuid),
    queryFn: async ({ signal }) =>
      moderationCompanyReply.parse(
        await moderation(() => http.get(`/dmoderation/company/${uuid}`, { signal, notify: false })),
      ),
    retry: false,
  });

/** GET /agreements/byFarmer/{id}: the farmer's framework agreements. */
export const useFarmerAgreements = (uuid: string) =>
  useQuery({
    queryKey: moderationKeys.agreements(uuid),
    queryFn: async ({ signal }) =>
      z
        .array(agreementReply)
        .parse(await moderation(() => http.get(`/agreements/byFarmer/${uuid}`, { signal }))),
  });

/** GET /agreement/{uuid}/pdf with the bearer token. */
export const agreementPdf = (uuid: string) =>
  moderation(() => http.get<Blob>(`/agreement/${uuid}/pdf`, { responseType: 'blob', notify: false }));

/** Approve or decline: POST /dmoderation/company/{id}/approve | decline {reason}. */
export function useModerationDecision(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (decision: { kind: 'approve' } | { kind: 'decline'; reason: string }) =>
      companyStatusReply.parse(
        await moderation(() =>
          decision.kind === 'approve'
            ? http.post(`/dmoderation/company/${uuid}/approve`, {}, { notify: false })
            : http.post(
                `/dmoderation/company/${uuid}/decline`,
                { reason: decision.reason },
                { notify: false },
              ),
        ),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

/** PUT /companies/{uuid}: the moderator fixes the card. */
export function useSaveCompanyCard(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (card: CompanyCard) =>
      companySchema.parse(await companies(() => http.put(`/companies/${uuid}`, card, { notify: false }))),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

/**
 * POST /companies/{uuid} (issue 28 point 18): a platform admin opens a new purchaser's card under
 * a uuid chosen here, so a repeated click after a lost answer meets 409 instead of a second card.
 */
export function useCreatePurchaserCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ uuid, card }: { uuid: string; card: CompanyCard }) =>
      companySchema.parse(await companies(() => http.post(`/companies/${uuid}`, card, { notify: false }))),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
