import type { ContractListQuery } from '@kolos/domain/contracts';
import { http } from '../../../shared/api/http';
import { contractsService } from './contracts-service';

/** GET /contracts/export/csv: the current filtered list, in its order, as a CSV for Excel. */
export async function exportContracts(query: Omit<ContractListQuery, 'offset' | 'limit'>): Promise<Blob> {
  return contractsService(() =>
    http.get<Blob>('/contracts/export/csv', { query: { ...query }, responseType: 'blob' }),
  );
}
