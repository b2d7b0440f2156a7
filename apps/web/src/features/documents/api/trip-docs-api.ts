import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  slotDocsQueueReply,
  slotDocsStatusReply,
  type SlotDocsDecision,
  type SlotDocsQueueQuery,
} from '@kolos/domain/trip-documents';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';
import { tripDocsKeys } from '../../../shared/trip-documents/trip-docs-api';

/** SPEC 8: 'Ошибка сервиса модерации.' when a moderation call fails without a message. */
const moderation = service('moderation');

export type TripDocsQueueFilter = Partial<Omit<SlotDocsQueueQuery, 'limit' | 'offset'>>;

type Paging = Pick<SlotDocsQueueQuery, 'limit' | 'offset'>;

const queueKey = (filter: TripDocsQueueFilter, paging: Paging) =>
  [...tripDocsKeys.all, 'queue', filter, paging] as const;

/** GET /v1/dmoderation/slots: a page of the slots whose documents wait for a decision, oldest first. */
export const useTripDocsQueue = (filter: TripDocsQueueFilter, paging: Paging) =>
  useQuery({
    queryKey: queueKey(filter, paging),
    queryFn: async ({ signal }) =>
      slotDocsQueueReply.parse(
        await moderation(() =>
          http.get('/v1/dmoderation/slots', { query: { ...filter, ...paging }, signal, notify: false }),
        ),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

/** PUT /v1/dmoderation/slot/{id}/{status}: approve, or decline with a reason. */
export function useTripDocsDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      slotUuid,
      status,
      reason,
    }: {
      slotUuid: string;
      status: SlotDocsDecision;
      reason?: string;
    }) =>
      slotDocsStatusReply.parse(
        await moderation(() =>
          http.put(
            `/v1/dmoderation/slot/${encodeURIComponent(slotUuid)}/${status}`,
            reason ? { reason } : {},
            { notify: false },
          ),
        ),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: tripDocsKeys.all }),
  });
}
