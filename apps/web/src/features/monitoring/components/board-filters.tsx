import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { MONITORING_SORT_LABELS, MONITORING_SORTS, type MonitoringSort } from '@kolos/domain/monitoring';
import { useCultures } from '../../../shared/reference';
import { RegionPointFilters } from '../../../shared/trading';
import { OptionSelect } from '../../../shared/ui/option-select';
import { boardSort, MONITORING_FILTERS, type MonitoringListState } from '../lib/filters';

interface Props {
  list: Pick<MonitoringListState, 'filters' | 'setFilters' | 'clearFilters' | 'sort' | 'setSort'>;
}

/** The board's filter (territory → point, crop: the auctions list's pieces) and its sort. In the URL. */
export function BoardFilters({ list }: Props) {
  const { filters, setFilters, clearFilters } = list;
  const cultures = useCultures();
  const any = MONITORING_FILTERS.some((k) => filters[k]);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, minmax(0, 1fr)) auto auto' },
        alignItems: 'center',
      }}
    >
      <RegionPointFilters
        regionUuid={filters.regionUuid}
        locationUuid={filters.locationUuid}
        onChange={setFilters}
      />
      <OptionSelect
        label="Культура"
        options={(cultures.data ?? []).map((c) => ({ value: c.uuid, label: c.payload.title }))}
        loading={cultures.isPending}
        value={filters.productUuid}
        onChange={(v) => setFilters({ productUuid: v ?? undefined })}
      />
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
      <Button onClick={clearFilters} disabled={!any} color="inherit">
        Сбросить
      </Button>
    </Box>
  );
}
