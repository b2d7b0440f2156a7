import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agreementReply, signCodeReply, type Agreement } from '@kolos/domain/agreements';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';
import { saveFile } from '../../../shared/files/save-file';
import { onboardingKeys } from '../../../shared/onboarding/onboarding-api';

/** The agreements calls answer the companies service's message when they carry none (SPEC 8). */
const agreements = service('companies');

const agreementKey = (companyUuid: string) => [...onboardingKeys.company(companyUuid), 'agreement'] as const;

/** POST /personal/agreement/current: the inviting purchaser's current agreement (created on first call). */
export function useCurrentAgreement(companyUuid: string) {
  return useQuery({
    queryKey: agreementKey(companyUuid),
    queryFn: async () =>
      agreementReply.parse(await agreements(() => http.post('/personal/agreement/current', {}))),
    enabled: companyUuid !== '',
  });
}

/** POST /agreement/{uuid}/sign-code: an SMS code to sign with; the screen shows refusals (429) itself. */
export function useRequestSignCode() {
  return useMutation({
    mutationFn: async (uuid: string) =>
      signCodeReply.parse(
        await agreements(() => http.post(`/agreement/${uuid}/sign-code`, {}, { notify: false })),
      ),
  });
}

/** PUT /agreement/{uuid}: signs with the SMS code. */
export function useSignAgreement(companyUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ uuid, code }: { uuid: string; code: string }) =>
      agreementReply.parse(
        await agreements(() =>
          http.put(`/agreement/${uuid}`, { status: 'AGREEMENT_CONTRACT_SIGNED', code }, { notify: false }),
        ),
      ),
    onSuccess: (signed: Agreement) => {
      client.setQueryData(agreementKey(companyUuid), signed);
      void client.invalidateQueries({ queryKey: onboardingKeys.moderation(companyUuid) });
    },
  });
}

/** GET /personal/agreement/{uuid}/pdf: the agreement as a PDF, saved by the browser. */
export async function downloadAgreementPdf(agreement: Agreement): Promise<void> {
  const blob = await agreements(() =>
    http.get<Blob>(`/personal/agreement/${agreement.uuid}/pdf`, { responseType: 'blob' }),
  );
  saveFile(blob, `${agreement.title} — ${agreement.farmerCompanyName}.pdf`);
}
