import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { OFFER_STATUS_LABELS, OFFER_STATUSES, type OfferStatus } from '@kolos/domain/trading';
import { FilterGrid, SearchBox } from '../../../shared/list';
import { useCultures } from '../../../shared/reference';
import { numberLabel, RegionPointFilters } from '../../../shared/trading';
import { OptionSelect } from '../../../shared/ui/option-select';
import { useActiveAuctions } from '../api/get-active-auctions';
import type { OfferListState } from '../lib/filters';

interface Props {
  list: Pick<OfferListState, 'filters' | 'setFilters' | 'clearFilters' | 'q' | 'setSearch'>;
  /** GET /v2/offers/status for the current filter: the chips' counts. */
  counts: Partial<Record<OfferStatus, number>>;
}

/**
 * Issue 15 Offers filter (purchaser's staff): status chips with their counts, auction, crop,
 * purchase territory → acceptance point, and the farmer's name or ИНН. Every value is in the URL.
 */
export function OfferFilters({ list, counts }: Props) {
  const { filters, setFilters, clearFilters } = list;
  const cultures = useCultures();
  const auctions = useActiveAuctions();
  const chosen = new Set(filters.statuses);
  const toggle = (s: OfferStatus) =>
    setFilters({
      statuses: chosen.has(s) ? filters.statuses.filter((x) => x !== s) : [...filters.statuses, s],
    });
  const any =
    Boolean(list.q) ||
    filters.statuses.length > 0 ||
    Object.entries(filters).some(([k, v]) => k !== 'statuses' && v);
  return (
    <Stack spacing={2}>
      <Box role="group" aria-label="Статус предложения" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {OFFER_STATUSES.map((s) => (
          <Chip
            key={s}
            label={`${OFFER_STATUS_LABELS[s]} · ${counts[s] ?? 0}`}
            clickable
            color={chosen.has(s) ? 'primary' : 'default'}
            variant={chosen.has(s) ? 'filled' : 'outlined'}
            aria-pressed={chosen.has(s)}
            onClick={() => toggle(s)}
          />
        ))}
      </Box>
      <FilterGrid>
        <OptionSelect
          label="Торги"
          options={(auctions.data ?? []).map((a) => ({
            value: a.uuid,
            label: `${numberLabel(a.number)} · ${a.product.payload.title}`,
            hint: a.region.name,
          }))}
          loading={auctions.isPending}
          value={filters.auctionUuid}
          onChange={(v) => setFilters({ auctionUuid: v ?? undefined })}
        />
        <OptionSelect
          label="Культура"
          options={(cultures.data ?? []).map((c) => ({ value: c.uuid, label: c.payload.title }))}
          loading={cultures.isPending}
          value={filters.productUuid}
          onChange={(v) => setFilters({ productUuid: v ?? undefined })}
        />
        <RegionPointFilters
          regionUuid={filters.regionUuid}
          locationUuid={filters.locationUuid}
          onChange={setFilters}
        />
      </FilterGrid>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <SearchBox
          value={list.q}
          onSearch={list.setSearch}
          label="Хозяйство"
          placeholder="Название или ИНН"
        />
        <Button
          onClick={() => {
            clearFilters();
            list.setSearch('');
          }}
          disabled={!any}
          color="inherit"
        >
          Сбросить
        </Button>
      </Stack>
    </Stack>
  );
}
