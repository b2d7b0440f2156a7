import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import {
  authorName,
  CONTRACT_STATUS_LABELS,
  DELIVERY_TYPE_LABELS,
  STORED_CONTRACT_STATUSES,
  DELIVERY_TYPES,
  type ContractFilters as Filters,
} from '@kolos/domain/contracts';
import { usePersonalRegions } from '../../../shared/places';
import { useCultures } from '../../../shared/reference';
import { OptionSelect } from '../../../shared/ui/option-select';
import { useContractAuthors } from '../api/get-authors';
import { DateField } from './date-field';

export type FilterValues = { [K in keyof Filters]?: string | undefined };

interface Props {
  value: FilterValues;
  onChange: (patch: FilterValues) => void;
  onClear: () => void;
}

const STATUS_OPTIONS = STORED_CONTRACT_STATUSES.map((s) => ({ value: s, label: CONTRACT_STATUS_LABELS[s] }));
const DELIVERY_OPTIONS = DELIVERY_TYPES.map((t) => ({ value: t, label: DELIVERY_TYPE_LABELS[t] }));

/**
 * SPEC 2.10 filters: status, crop, delivery start and end (not earlier than start), purchase
 * territory, acceptance point (disabled without a territory), manager, delivery type.
 */
export function ContractFilters({ value, onChange, onClear }: Props) {
  const cultures = useCultures();
  const regions = usePersonalRegions();
  const authors = useContractAuthors();
  const region = regions.data?.find((r) => r.uuid === value.regionUuid);
  const any = Object.values(value).some(Boolean);
  const set = (key: keyof Filters) => (v: string | null) => onChange({ [key]: v ?? undefined });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <OptionSelect label="Статус" options={STATUS_OPTIONS} value={value.status} onChange={set('status')} />
      <OptionSelect
        label="Культура"
        options={(cultures.data ?? []).map((c) => ({ value: c.uuid, label: c.payload.title }))}
        loading={cultures.isPending}
        value={value.productUuid}
        onChange={set('productUuid')}
      />
      <DateField label="Начало поставки" value={value.startDate} onChange={set('startDate')} />
      <DateField
        label="Окончание поставки"
        value={value.endDate}
        min={value.startDate}
        onChange={set('endDate')}
      />
      <OptionSelect
        label="Территория закупки"
        options={(regions.data ?? []).map((r) => ({ value: r.uuid, label: r.name.value }))}
        loading={regions.isPending}
        value={value.regionUuid}
        // a point belongs to its territory: another territory clears it
        onChange={(v) => onChange({ regionUuid: v ?? undefined, aggregatorLocationUuid: undefined })}
      />
      <OptionSelect
        label="Пункт приёмки"
        options={(region?.locations ?? []).map((l) => ({ value: l.uuid, label: l.name, hint: l.address }))}
        value={value.aggregatorLocationUuid}
        disabled={!value.regionUuid}
        onChange={set('aggregatorLocationUuid')}
      />
      <OptionSelect
        label="Менеджер"
        options={(authors.data ?? []).map((u) => ({ value: u.uuid, label: authorName(u) }))}
        loading={authors.isPending}
        value={value.userUuid}
        onChange={set('userUuid')}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box sx={{ flex: 1 }}>
          <OptionSelect
            label="Тип доставки"
            options={DELIVERY_OPTIONS}
            value={value.deliveryType}
            onChange={set('deliveryType')}
          />
        </Box>
        <Button onClick={onClear} disabled={!any} color="inherit">
          Сбросить
        </Button>
      </Box>
    </Box>
  );
}
