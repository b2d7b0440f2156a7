import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { AUCTION_STATUS_LABELS, AUCTION_STATUSES, type AuctionStatus } from '@kolos/domain/trading';
import { DateInput } from '../../../shared/form';
import { useCultures } from '../../../shared/reference';
import { RegionPointFilters } from '../../../shared/trading';
import { OptionSelect } from '../../../shared/ui/option-select';
import type { AuctionListState } from '../lib/filters';

interface Props {
  list: Pick<AuctionListState, 'filters' | 'setFilters' | 'clearFilters'>;
  /** A farmer has no purchase territories of his own: he filters by status and crop. */
  farmer: boolean;
}

/**
 * Issue 15 AuctionsList filter: status (chips, several at once), purchase territory, acceptance
 * point (from the territory, disabled without one), crop, start dates. Every value lives in the URL.
 */
export function AuctionFilters({ list, farmer }: Props) {
  const { filters, setFilters, clearFilters } = list;
  const cultures = useCultures();
  const chosen = new Set(filters.statuses);
  const toggle = (status: AuctionStatus) =>
    setFilters({
      statuses: chosen.has(status)
        ? filters.statuses.filter((s) => s !== status)
        : [...filters.statuses, status],
    });
  const any = filters.statuses.length > 0 || Object.entries(filters).some(([k, v]) => k !== 'statuses' && v);
  const set = (key: 'productUuid' | 'startFrom' | 'startTo') => (v: string | null) =>
    setFilters({ [key]: v ?? undefined });
  return (
    <Stack spacing={2}>
      <Box role="group" aria-label="Статус торгов" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {AUCTION_STATUSES.map((s) => (
          <Chip
            key={s}
            label={AUCTION_STATUS_LABELS[s]}
            clickable
            color={chosen.has(s) ? 'primary' : 'default'}
            variant={chosen.has(s) ? 'filled' : 'outlined'}
            aria-pressed={chosen.has(s)}
            onClick={() => toggle(s)}
          />
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(5, minmax(0, 1fr)) auto' },
          alignItems: 'start',
        }}
      >
        {!farmer && (
          <RegionPointFilters
            regionUuid={filters.regionUuid}
            locationUuid={filters.locationUuid}
            onChange={setFilters}
          />
        )}
        <OptionSelect
          label="Культура"
          options={(cultures.data ?? []).map((c) => ({ value: c.uuid, label: c.payload.title }))}
          loading={cultures.isPending}
          value={filters.productUuid}
          onChange={set('productUuid')}
        />
        <DateInput
          label="Начало торгов с"
          value={filters.startFrom}
          max={filters.startTo}
          onChange={set('startFrom')}
        />
        <DateInput label="по" value={filters.startTo} min={filters.startFrom} onChange={set('startTo')} />
        <Button onClick={clearFilters} disabled={!any} color="inherit">
          Сбросить
        </Button>
      </Box>
    </Stack>
  );
}
