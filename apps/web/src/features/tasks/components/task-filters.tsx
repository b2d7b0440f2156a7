import Box from '@mui/material/Box';
import { FilterGrid } from '../../../shared/list';
import Button from '@mui/material/Button';
import {
  STORED_TASK_STATUSES,
  TASK_STATUS_LABELS,
  TASK_TYPE_LABELS,
  TASK_TYPES,
  type TaskFilters as Filters,
} from '@kolos/domain/tasks';
import { useContractedFarmers } from '../../../shared/companies/contracted-farmers';
import { DateInput } from '../../../shared/form';
import { usePersonalLocations } from '../../../shared/places';
import { useCultures } from '../../../shared/reference';
import { OptionSelect } from '../../../shared/ui/option-select';

export type TaskFilterValues = { [K in keyof Filters]?: string | undefined };

const STATUS_OPTIONS = STORED_TASK_STATUSES.map((s) => ({ value: s, label: TASK_STATUS_LABELS[s] }));
const TYPE_OPTIONS = TASK_TYPES.map((t) => ({ value: t, label: TASK_TYPE_LABELS[t] }));

interface Props {
  value: TaskFilterValues;
  onChange: (patch: TaskFilterValues) => void;
  onClear: () => void;
}

/** TasksList filters (issue 17): status, type, crop, acceptance point, delivery period, farmer. */
export function TaskFilters({ value, onChange, onClear }: Props) {
  const cultures = useCultures();
  const points = usePersonalLocations('ACCEPTANCE');
  const farmers = useContractedFarmers();
  const any = Object.values(value).some(Boolean);
  const set = (key: keyof Filters) => (v: string | null) => onChange({ [key]: v ?? undefined });
  return (
    <FilterGrid>
      <OptionSelect label="Статус" options={STATUS_OPTIONS} value={value.status} onChange={set('status')} />
      <OptionSelect
        label="Тип сделки"
        options={TYPE_OPTIONS}
        value={value.taskType}
        onChange={set('taskType')}
      />
      <OptionSelect
        label="Культура"
        options={(cultures.data ?? []).map((c) => ({ value: c.uuid, label: c.payload.title }))}
        loading={cultures.isPending}
        value={value.productUuid}
        onChange={set('productUuid')}
      />
      <OptionSelect
        label="Пункт приёмки"
        options={(points.data ?? []).map((l) => ({ value: l.uuid, label: l.name, hint: l.address }))}
        loading={points.isPending}
        value={value.aggregatorLocationUuid}
        onChange={set('aggregatorLocationUuid')}
      />
      <DateInput label="Поставка с" value={value.dateFrom} onChange={set('dateFrom')} />
      <DateInput label="Поставка по" value={value.dateTo} min={value.dateFrom} onChange={set('dateTo')} />
      <OptionSelect
        label="Поставщик"
        options={(farmers.data ?? []).map((f) => ({ value: f.uuid, label: f.name, hint: f.taxCode }))}
        loading={farmers.isPending}
        value={value.farmerCompanyUuid}
        onChange={set('farmerCompanyUuid')}
      />
      <Box>
        <Button onClick={onClear} disabled={!any} color="inherit">
          Сбросить
        </Button>
      </Box>
    </FilterGrid>
  );
}
