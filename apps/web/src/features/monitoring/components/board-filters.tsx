import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { MONITORING_SORT_LABELS, MONITORING_SORTS, type MonitoringSort } from '@kolos/domain/monitoring';
import { FilterGrid } from '../../../shared/list';
import { CropFilter } from '../../../shared/reference';
import { RegionPointFilters } from '../../../shared/trading';
import { boardSort, type MonitoringListState } from '../lib/filters';

interface Props {
  list: Pick<
    MonitoringListState,
    'filters' | 'filtered' | 'setFilters' | 'clearFilters' | 'sort' | 'setSort'
  >;
}

/** The board's filter (territory → point, crop: the auctions list's pieces) and its sort. In the URL. */
export function BoardFilters({ list }: Props) {
  const { filters, setFilters, clearFilters } = list;
  return (
    <FilterGrid desktop="repeat(3, minmax(0, 1fr)) auto auto" align="center">
      <RegionPointFilters
        regionUuid={filters.regionUuid}
        locationUuid={filters.locationUuid}
        onChange={setFilters}
      />
      <CropFilter value={filters.productUuid} onChange={(productUuid) => setFilters({ productUuid })} />
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Сортировка"
        value={boardSort(list)}
        onChange={(_, v: MonitoringSort | null) =>
          v && list.setSort(v === 'timeLeft' ? null : { field: v, direction: 'ASC' })
        }
      >
        {MONITORING_SORTS.map((s) => (
          <ToggleButton key={s} value={s} sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}>
            {MONITORING_SORT_LABELS[s]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button onClick={clearFilters} disabled={!list.filtered} color="inherit">
        Сбросить
      </Button>
    </FilterGrid>
  );
}
