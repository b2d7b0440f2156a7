import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { OFFER_STATUS_LABELS, OFFER_STATUSES, type OfferStatus } from '@kolos/domain/trading';
import { FilterChips, FilterGrid, SearchBox } from '../../../shared/list';
import { CropFilter } from '../../../shared/reference';
import { numberLabel, RegionPointFilters } from '../../../shared/trading';
import { OptionSelect } from '../../../shared/ui/option-select';
import { useActiveAuctions } from '../api/get-active-auctions';
import type { OfferListState } from '../lib/filters';

interface Props {
  list: Pick<OfferListState, 'filters' | 'filtered' | 'setFilters' | 'clearFilters' | 'q' | 'setSearch'>;
  /** GET /v2/offers/status for the current filter: the chips' counts. */
  counts: Partial<Record<OfferStatus, number>>;
}

/**
 * Issue 15 Offers filter (purchaser's staff): status chips with their counts, auction, crop,
 * purchase territory → acceptance point, and the farmer's name or ИНН. Every value is in the URL.
 */
export function OfferFilters({ list, counts }: Props) {
  const { filters, setFilters, clearFilters } = list;
  const auctions = useActiveAuctions();
  const any = Boolean(list.q) || list.filtered;
  return (
    <Stack spacing={2}>
      <FilterChips
        label="Статус предложения"
        options={OFFER_STATUSES}
        textOf={(s) => `${OFFER_STATUS_LABELS[s]} · ${counts[s] ?? 0}`}
        chosen={filters.statuses}
        onChange={(statuses) => setFilters({ statuses })}
      />
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
        <CropFilter value={filters.productUuid} onChange={(productUuid) => setFilters({ productUuid })} />
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
