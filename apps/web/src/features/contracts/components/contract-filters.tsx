import { lazy, type ComponentProps } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { FilterGrid } from '../../../shared/list';
import {
  authorName,
  CONTRACT_STATUS_LABELS,
  DELIVERY_TYPE_LABELS,
  STORED_CONTRACT_STATUSES,
  DELIVERY_TYPES,
  type ContractFilters as Filters,
} from '@kolos/domain/contracts';
import { MAX_LIST_LIMIT } from '@kolos/domain';
import { useCompanies } from '../../../shared/companies/companies-api';
import { personalRegionsQuery, usePersonalRegions } from '../../../shared/places';
import { culturesQuery, useCultures } from '../../../shared/reference';
import { DeferredMount } from '../../../shared/ui/deferred-mount';
import { DateInput } from '../../../shared/form';
import { FieldPreview } from '../../../shared/ui/field-preview';
import type { OptionSelect as OptionSelectType } from '../../../shared/ui/option-select';
import { authorsQueryOptions, useContractAuthors } from '../api/get-authors';

// The autocompletes' code (MUI Autocomplete, TextField) loads beside the page's instead of before
// it: the page renders and asks for its data without waiting for it.
const optionSelectModule = import('../../../shared/ui/option-select');
const OptionSelect = lazy(async () => ({ default: (await optionSelectModule).OptionSelect }));

export type FilterValues = { [K in keyof Filters]?: string | undefined };

interface Props {
  value: FilterValues;
  onChange: (patch: FilterValues) => void;
  onClear: () => void;
  /** A platform admin filters by purchaser too. */
  showPurchaser: boolean;
}

const STATUS_OPTIONS = STORED_CONTRACT_STATUSES.map((s) => ({ value: s, label: CONTRACT_STATUS_LABELS[s] }));
const DELIVERY_OPTIONS = DELIVERY_TYPES.map((t) => ({ value: t, label: DELIVERY_TYPE_LABELS[t] }));

/** An option select mounted after the first paint; until then a look-alike shows the chosen label. */
function LazySelect(props: ComponentProps<typeof OptionSelectType>) {
  const chosen = props.options.find((o) => o.value === props.value)?.label;
  const preview = <FieldPreview label={props.label} value={chosen} disabled={props.disabled} />;
  return (
    <DeferredMount fallback={preview}>
      <OptionSelect {...props} />
    </DeferredMount>
  );
}

/**
 * SPEC 2.10 filters: status, crop, delivery start and end (not earlier than start), purchase
 * territory, acceptance point (disabled without a territory), manager, delivery type. The
 * autocompletes mount one by one after the list's first paint (eight widgets made its first
 * render one long task); until then each is drawn by a light look-alike. The two date fields are
 * there from the first paint: a user who types at once must meet the real field, not a stand-in
 * that drops or garbles the keys (issue 13, ADR 0055).
 */
export function ContractFilters({ value, onChange, onClear, showPurchaser }: Props) {
  // asked for while rendering, not after the commit (React may hold a revealed page back ~300 ms)
  usePrefetchQuery(culturesQuery());
  usePrefetchQuery(personalRegionsQuery());
  usePrefetchQuery(authorsQueryOptions());
  const cultures = useCultures();
  const regions = usePersonalRegions();
  const authors = useContractAuthors();
  const purchasers = useCompanies({ userType: 'USER_TYPE_PURCHASER', limit: MAX_LIST_LIMIT }, showPurchaser);
  const region = regions.data?.find((r) => r.uuid === value.regionUuid);
  const any = Object.values(value).some(Boolean);
  const set = (key: keyof Filters) => (v: string | null) => onChange({ [key]: v ?? undefined });
  return (
    <FilterGrid>
      <LazySelect label="Статус" options={STATUS_OPTIONS} value={value.status} onChange={set('status')} />
      <LazySelect
        label="Культура"
        options={(cultures.data ?? []).map((c) => ({ value: c.uuid, label: c.payload.title }))}
        loading={cultures.isPending}
        value={value.productUuid}
        onChange={set('productUuid')}
      />
      <DateInput label="Начало поставки" value={value.startDate} onChange={set('startDate')} />
      <DateInput
        label="Окончание поставки"
        value={value.endDate}
        min={value.startDate}
        onChange={set('endDate')}
      />
      <LazySelect
        label="Территория закупки"
        options={(regions.data ?? []).map((r) => ({ value: r.uuid, label: r.name.value }))}
        loading={regions.isPending}
        value={value.regionUuid}
        // a point belongs to its territory: another territory clears it
        onChange={(v) => onChange({ regionUuid: v ?? undefined, aggregatorLocationUuid: undefined })}
      />
      <LazySelect
        label="Пункт приёмки"
        options={(region?.locations ?? []).map((l) => ({ value: l.uuid, label: l.name, hint: l.address }))}
        value={value.aggregatorLocationUuid}
        disabled={!value.regionUuid}
        onChange={set('aggregatorLocationUuid')}
      />
      <LazySelect
        label="Менеджер"
        options={(authors.data ?? []).map((u) => ({ value: u.uuid, label: authorName(u) }))}
        loading={authors.isPending}
        value={value.userUuid}
        onChange={set('userUuid')}
      />
      {showPurchaser && (
        <LazySelect
          label="Покупатель"
          options={(purchasers.data?.companies ?? []).map((c) => ({ value: c.uuid, label: c.name }))}
          loading={purchasers.isPending}
          value={value.aggregatorCompanyUuid}
          onChange={set('aggregatorCompanyUuid')}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box sx={{ flex: 1 }}>
          <LazySelect
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
    </FilterGrid>
  );
}
