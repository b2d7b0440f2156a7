import { z } from 'zod';
import { text } from './text';

/**
 * Who and what a deal is between, by name, as a contract and a third-party deal both answer it:
 * the farmer's company and shipping point, the crop, the purchaser's company and acceptance point.
 */
export const dealPartiesWire = {
  farmerCompany: z.object({ name: text() }),
  farmerLocation: z.object({ name: text(), address: text() }).nullable(),
  product: z.object({ payload: z.object({ title: text() }) }),
  aggregatorLocation: z.object({ name: text() }),
  aggregatorCompany: z.object({ name: text() }),
};

/** The names a deal's row carries, joined from its parties. */
export interface DealPartyNames {
  farmerCompanyName: string;
  farmerLocationName: string | null;
  farmerLocationAddress: string | null;
  productTitle: string;
  aggregatorLocationName: string;
  aggregatorCompanyName: string;
}

export function dealPartiesOf(row: DealPartyNames): z.infer<z.ZodObject<typeof dealPartiesWire>> {
  return {
    farmerCompany: { name: row.farmerCompanyName },
    farmerLocation:
      row.farmerLocationName === null
        ? null
        : { name: row.farmerLocationName, address: row.farmerLocationAddress ?? '' },
    product: { payload: { title: row.productTitle } },
    aggregatorLocation: { name: row.aggregatorLocationName },
    aggregatorCompany: { name: row.aggregatorCompanyName },
  };
}
