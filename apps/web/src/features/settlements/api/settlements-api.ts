import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';
import { saveFile } from '../../../shared/files/save-file';
import { SETTLEMENTS_ROOT } from '../../../shared/live';
import type {
  SettlementListReply,
  SettlementStatus,
  SettlementWire,
  UnsettledDealsReply,
} from '@kolos/domain/settlements';

const settlements = service('settlements');

/** GET /settlements parameters: the list's filters and its page. */
export interface SettlementsQuery {
  status?: SettlementStatus | undefined;
  farmerCompanyUuid?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  limit: number;
  offset: number;
}

/** Query keys under the live root: the event that moves a statement refreshes every one of them. */
export const settlementKeys = {
  all: SETTLEMENTS_ROOT,
  lists: () => [...SETTLEMENTS_ROOT, 'list'] as const,
  list: (query: SettlementsQuery) => [...settlementKeys.lists(), query] as const,
  detail: (uuid: string) => [...SETTLEMENTS_ROOT, 'detail', uuid] as const,
  unsettled: () => [...SETTLEMENTS_ROOT, 'unsettled'] as const,
};

export const useSettlements = (query: SettlementsQuery) =>
  useQuery({
    queryKey: settlementKeys.list(query),
    queryFn: ({ signal }) =>
      settlements(() => http.get<SettlementListReply>('/settlements', { query: { ...query }, signal })),
    placeholderData: keepPreviousData,
  });

export const useSettlement = (uuid: string | null) =>
  useQuery({
    queryKey: settlementKeys.detail(uuid ?? ''),
    queryFn: ({ signal }) =>
      settlements(() =>
        http.get<SettlementWire>(`/settlements/${encodeURIComponent(uuid ?? '')}`, { signal }),
      ),
    enabled: uuid !== null,
  });

/** The deals waiting for a statement shown at once; the tab says when there are more. */
const UNSETTLED_LIMIT = 100;

export const useUnsettledDeals = () =>
  useQuery({
    queryKey: settlementKeys.unsettled(),
    queryFn: ({ signal }) =>
      settlements(() =>
        http.get<UnsettledDealsReply>('/settlements/deals', {
          query: { limit: UNSETTLED_LIMIT, offset: 0 },
          signal,
        }),
      ),
  });

/** Every change to a statement moves the lists, the deals left to settle and the statement itself. */
function useSettlementMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settlementKeys.all }),
  });
}

/** POST /settlements: a draft statement of the deal's unsettled acceptances. */
export const useCreateSettlement = () =>
  useSettlementMutation((dealUuid: string) =>
    settlements(() => http.post<SettlementWire>('/settlements', { dealUuid }, { notify: false })),
  );

export interface StatusChange {
  uuid: string;
  status: SettlementStatus;
  reason?: string;
  paymentNumber?: string;
  /** 'YYYY-MM-DD'. */
  paymentDate?: string;
}

/** PUT /settlements/{uuid}/status: confirm, cancel (with a reason) or mark paid. */
export const useChangeSettlementStatus = () =>
  useSettlementMutation(({ uuid, ...body }: StatusChange) =>
    settlements(() =>
      http.put<SettlementWire>(`/settlements/${encodeURIComponent(uuid)}/status`, body, { notify: false }),
    ),
  );

/** The statement as a PDF or a CSV, fetched with the bearer token and saved to disk. */
export async function downloadStatement(
  statement: Pick<SettlementWire, 'uuid' | 'number'>,
  format: 'pdf' | 'csv',
) {
  const blob = await settlements(() =>
    http.get<Blob>(`/settlements/${encodeURIComponent(statement.uuid)}/${format}`, {
      responseType: 'blob',
      notify: false,
    }),
  );
  saveFile(blob, `raschet-${statement.number}.${format}`);
}

/** POST /settlements/registry: the confirmed statements as a 1С «Клиент-банк» file (Windows-1251). */
export const useDownloadRegistry = () =>
  useMutation({
    mutationFn: async (uuids: string[]) => {
      const blob = await settlements(() =>
        http.post<Blob>('/settlements/registry', { uuids }, { responseType: 'blob', notify: false }),
      );
      saveFile(blob, `reestr-${uuids.length}.txt`);
    },
  });
