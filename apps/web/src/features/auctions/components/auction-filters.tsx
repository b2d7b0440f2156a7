import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AUCTION_STATUS_LABELS, AUCTION_STATUSES } from '@kolos/domain/trading';
import { DateRangeInputs } from '../../../shared/form';
import { FilterChips, FilterGrid } from '../../../shared/list';
import { CropFilter } from '../../../shared/reference';
import { RegionPointFilters } from '../../../shared/trading';
import type { AuctionListState } from '../lib/filters';

interface Props {
  list: Pick<AuctionListState, 'filters' | 'filtered' | 'setFilters' | 'clearFilters'>;
  /** A farmer has no purchase territories of his own: he filters by status and crop. */
  farmer: boolean;
}

/**
 * Issue 15 AuctionsList filter: status (chips, several at once), purchase territory, acceptance
 * point (from the territory, disabled without one), crop, start dates. Every value lives in the URL.
 */
export function AuctionFilters({ list, farmer }: Props) {
  const { filters, setFilters, clearFilters } = list;
  const set = (key: 'productUuid') => (v: string | null | undefined) => setFilters({ [key]: v ?? undefined });
  return (
    <Stack spacing={2}>
      <FilterChips
        label="Статус торгов"
        options={AUCTION_STATUSES}
        textOf={(s) => AUCTION_STATUS_LABELS[s]}
        chosen={filters.statuses}
        onChange={(statuses) => setFilters({ statuses })}
      />
      <FilterGrid desktop="repeat(5, minmax(0, 1fr)) auto" align="start">
        {!farmer && (
          <RegionPointFilters
            regionUuid={filters.regionUuid}
            locationUuid={filters.locationUuid}
            onChange={setFilters}
          />
        )}
        <CropFilter value={filters.productUuid} onChange={set('productUuid')} />
        <DateRangeInputs
          label="Начало торгов с"
          from={filters.startFrom}
          to={filters.startTo}
          onChange={(bound, day) => setFilters(bound === 'from' ? { startFrom: day } : { startTo: day })}
        />
        <Button onClick={clearFilters} disabled={!list.filtered} color="inherit">
          Сбросить
        </Button>
      </FilterGrid>
    </Stack>
  );
}
