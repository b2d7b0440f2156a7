import { useMutation } from '@tanstack/react-query';
import { agreementReply, signCodeReply, type Agreement } from '@kolos/domain/agreements';
import { http } from '../api/http';
import { service } from '../api/service';
import { saveFile } from '../files/save-file';

/** The agreements calls answer the companies service's message when they carry none (SPEC 8). */
export const agreementsService = service('companies');

/**
 * POST /personal/agreement/current: the purchaser's current agreement for the farmer's company,
 * offered on the first call (the registration step names no purchaser: the inviting one).
 */
export async function fetchCurrentAgreement(purchaserUuid?: string): Promise<Agreement> {
  const body = purchaserUuid ? { purchaserUuid } : {};
  return agreementReply.parse(await agreementsService(() => http.post('/personal/agreement/current', body)));
}

/** POST /agreement/{uuid}/sign-code: an SMS code to sign with; the screen shows refusals (429) itself. */
export function useRequestSignCode() {
  return useMutation({
    mutationFn: async (uuid: string) =>
      signCodeReply.parse(
        await agreementsService(() => http.post(`/agreement/${uuid}/sign-code`, {}, { notify: false })),
      ),
  });
}

/** PUT /agreement/{uuid}: signs with the SMS code; `onSigned` updates the screen's own queries. */
export function useSignAgreement(onSigned: (signed: Agreement) => void) {
  return useMutation({
    mutationFn: async ({ uuid, code }: { uuid: string; code: string }) =>
      agreementReply.parse(
        await agreementsService(() =>
          http.put(`/agreement/${uuid}`, { status: 'AGREEMENT_CONTRACT_SIGNED', code }, { notify: false }),
        ),
      ),
    onSuccess: onSigned,
  });
}

/** GET /personal/agreement/{uuid}/pdf: the agreement as a PDF, saved by the browser. */
export async function downloadAgreementPdf(agreement: Agreement): Promise<void> {
  const blob = await agreementsService(() =>
    http.get<Blob>(`/personal/agreement/${agreement.uuid}/pdf`, { responseType: 'blob' }),
  );
  saveFile(blob, `${agreement.title} — ${agreement.farmerCompanyName}.pdf`);
}
