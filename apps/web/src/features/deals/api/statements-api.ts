import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';
import { saveFile } from '../../../shared/files/save-file';
import { SETTLEMENTS_ROOT } from '../../../shared/live';
import type { SettlementListReply, SettlementWire } from '@kolos/domain/settlements';

const settlements = service('settlements');
const MINE = '/user/personal/settlements';

/** Under the live root: a statement confirmed or paid refreshes the farmer's list and the open one. */
const statementKeys = {
  mine: (limit: number) => [...SETTLEMENTS_ROOT, 'mine', limit] as const,
  one: (uuid: string) => [...SETTLEMENTS_ROOT, 'detail', uuid] as const,
};

/** GET /user/personal/settlements: the farmer company's statements, newest first. */
export const useMyStatements = (limit: number) =>
  useQuery({
    queryKey: statementKeys.mine(limit),
    queryFn: ({ signal }) =>
      settlements(() => http.get<SettlementListReply>(MINE, { query: { limit, offset: 0 }, signal })),
    placeholderData: keepPreviousData,
    // live events refresh it; this is the fallback when the stream is down
    refetchInterval: 60_000,
  });

export const useStatement = (uuid: string) =>
  useQuery({
    queryKey: statementKeys.one(uuid),
    queryFn: ({ signal }) =>
      settlements(() => http.get<SettlementWire>(`${MINE}/${encodeURIComponent(uuid)}`, { signal })),
  });

/** The statement's PDF, as the purchaser's staff print it, saved to the phone. */
export async function downloadStatementPdf(statement: Pick<SettlementWire, 'uuid' | 'number'>) {
  const blob = await settlements(() =>
    http.get<Blob>(`${MINE}/${encodeURIComponent(statement.uuid)}/pdf`, {
      responseType: 'blob',
      notify: false,
    }),
  );
  saveFile(blob, `raschet-${statement.number}.pdf`);
}
