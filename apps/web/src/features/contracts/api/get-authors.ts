import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contractUserWire } from '@kolos/domain/contracts';
import { http } from '../../../shared/api/http';
import { contractsService } from './contracts-service';
import { contractKeys } from './keys';

const authorsReply = z.object({ users: z.array(contractUserWire.extend({ uuid: z.string() })) });
export type ContractAuthor = z.infer<typeof authorsReply>['users'][number];

/** GET /contracts/authors: the managers who made the company's deals (the manager filter). */
export const authorsQueryOptions = () =>
  queryOptions({
    queryKey: contractKeys.authors(),
    queryFn: async ({ signal }): Promise<ContractAuthor[]> =>
      authorsReply.parse(await contractsService(() => http.get('/contracts/authors', { signal }))).users,
    staleTime: 5 * 60_000,
  });

export const useContractAuthors = () => useQuery(authorsQueryOptions());
