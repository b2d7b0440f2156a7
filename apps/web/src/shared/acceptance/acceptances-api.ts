import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AcceptanceListQuery, AcceptanceListReply, AcceptanceWire } from '@kolos/domain/acceptance';
import { http } from '../api/http';
import { service } from '../api/service';
import { saveFile } from '../files/save-file';
import { SLOTS_ROOT } from '../live';

/*
 * The acceptances of trucks as the queue (staff) and «Мои сделки» (the farmer) both read them:
 * the lists and the receipt. Under the queue's root, so a slot's live event (a truck accepted or
 * corrected) refreshes every list on every screen.
 */
const slots = service('slots');

/** GET /acceptances: a page of the acceptances in force (staff: their points', a farmer: his). */
export const useAcceptances = (query: Partial<AcceptanceListQuery>, enabled = true) =>
  useQuery({
    enabled,
    queryKey: [...SLOTS_ROOT, 'acceptances', query] as const,
    queryFn: ({ signal }) => slots(() => http.get<AcceptanceListReply>('/acceptances', { query, signal })),
    placeholderData: keepPreviousData,
  });

/** GET /slots/{uuid}/acceptance/pdf: the receipt of the version in force, saved by the browser. */
export async function downloadReceipt(
  slotUuid: string,
  a: Pick<AcceptanceWire, 'ticketNumber' | 'version'>,
): Promise<void> {
  const blob = await slots(() =>
    http.get<Blob>(`/slots/${encodeURIComponent(slotUuid)}/acceptance/pdf`, { responseType: 'blob' }),
  );
  saveFile(
    blob,
    `Квитанция о приёмке${a.ticketNumber ? ` № ${a.ticketNumber}` : ''}, редакция ${a.version}.pdf`,
  );
}
