import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  slotDocsHistoryReply,
  slotDocsStatusReply,
  tripDocsSettingsReply,
  type SlotDocsStatusReply,
  type SlotDocumentBody,
  type TripDocsSettingsBody,
} from '@kolos/domain/trip-documents';
import { http } from '../api/http';
import { service } from '../api/service';
import { SLOTS_ROOT } from '../live';

/** SPEC 8: 'Ошибка сервиса документов.' when a trip-documents call fails without a message. */
const documents = service('documents');

/** Under the queue's root: a live 'slot.changed' (an upload, a decision) refreshes them too. */
export const tripDocsKeys = {
  all: [...SLOTS_ROOT, 'trip-docs'] as const,
  status: (slotUuid: string) => [...tripDocsKeys.all, 'status', slotUuid] as const,
  history: (slotUuid: string) => [...tripDocsKeys.all, 'history', slotUuid] as const,
};

/** GET /v1/dmoderation/slot/status?uuid: the slot's documents, what is missing, the decline reason. */
export const useSlotDocsStatus = (slotUuid: string, enabled = true) =>
  useQuery({
    queryKey: tripDocsKeys.status(slotUuid),
    queryFn: async ({ signal }) =>
      slotDocsStatusReply.parse(
        await documents(() =>
          http.get('/v1/dmoderation/slot/status', { query: { uuid: slotUuid }, signal, notify: false }),
        ),
      ),
    enabled,
  });

/** GET /v1/dmoderation/slot/{id}/history: uploads, replacements, decisions, overrides, oldest first. */
export const useSlotDocsHistory = (slotUuid: string, enabled = true) =>
  useQuery({
    queryKey: tripDocsKeys.history(slotUuid),
    queryFn: async ({ signal }) =>
      slotDocsHistoryReply.parse(
        await documents(() =>
          http.get(`/v1/dmoderation/slot/${encodeURIComponent(slotUuid)}/history`, { signal, notify: false }),
        ),
      ),
    enabled,
  });

/**
 * POST /dmoderation/document/slot: links uploaded files (and the СДИЗ number) to a slot's document
 * code; a document of the code already there is replaced. Refreshes the queue and the status.
 */
export function useSendSlotDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SlotDocumentBody): Promise<SlotDocsStatusReply> =>
      slotDocsStatusReply.parse(
        await documents(() => http.post('/dmoderation/document/slot', body, { notify: false })),
      ),
    onSuccess: (reply) => client.setQueryData(tripDocsKeys.status(reply.slotUuid), reply),
    onSettled: () => client.invalidateQueries({ queryKey: SLOTS_ROOT }),
  });
}

/** GET /settings/location/{id}/trip-documents: what a point demands before a truck unloads. */
export const useTripDocsSettings = (locationUuid: string, enabled: boolean) =>
  useQuery({
    queryKey: [...tripDocsKeys.all, 'settings', locationUuid] as const,
    queryFn: async ({ signal }) =>
      tripDocsSettingsReply.parse(
        await documents(() => http.get(`/settings/location/${locationUuid}/trip-documents`, { signal })),
      ),
    enabled,
  });

/** PUT of the same path ('Настройки очереди'): an empty list lets trucks unload without papers. */
export function useSaveTripDocsSettings(locationUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TripDocsSettingsBody) =>
      tripDocsSettingsReply.parse(
        await documents(() =>
          http.put(`/settings/location/${locationUuid}/trip-documents`, body, { notify: false }),
        ),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: SLOTS_ROOT }),
  });
}
