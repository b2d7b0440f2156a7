import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptanceBody, AcceptanceTermsWire, AcceptanceWire } from '@kolos/domain/acceptance';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';
import { slotKeys } from './slots-api';

const slots = service('slots');
const QUIET = { notify: false } as const;
const path = (uuid: string) => `/slots/${encodeURIComponent(uuid)}`;

/** Under the queue's root: a slot's live event refreshes its acceptance too. */
const keys = {
  acceptance: (uuid: string) => [...slotKeys.detail(uuid), 'acceptance'] as const,
  terms: (uuid: string) => [...slotKeys.detail(uuid), 'acceptance-terms'] as const,
};

/** GET /slots/{uuid}/acceptance: the truck's weights, quality and money (a slot with `acceptanceVersion`). */
export const useAcceptance = (uuid: string, enabled: boolean) =>
  useQuery({
    queryKey: keys.acceptance(uuid),
    queryFn: ({ signal }) => slots(() => http.get<AcceptanceWire>(`${path(uuid)}/acceptance`, { signal })),
    enabled,
  });

/** GET /slots/{uuid}/acceptance-terms: the norms, price and НДС the gate screen works the figures out by. */
export const useAcceptanceTerms = (uuid: string) =>
  useQuery({
    queryKey: keys.terms(uuid),
    queryFn: ({ signal }) =>
      slots(() => http.get<AcceptanceTermsWire>(`${path(uuid)}/acceptance-terms`, { signal, ...QUIET })),
  });

/** POST /slots/{uuid}/acceptance; the whole queue refreshes (the slot is unloaded or refused). */
export function useAccept(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptanceBody) =>
      slots(() => http.post<AcceptanceWire>(`${path(uuid)}/acceptance`, body, QUIET)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: slotKeys.all }),
  });
}
