import { usePersonalRegions } from '../places';
import { OptionSelect } from '../ui/option-select';

interface Props {
  regionUuid: string | undefined;
  locationUuid: string | undefined;
  /** A new territory clears the point: a point belongs to its territory. */
  onChange: (patch: { regionUuid?: string | undefined; locationUuid?: string | undefined }) => void;
}

/**
 * Purchase territory → acceptance point, the purchaser's own (as the contracts form gets them);
 * the point is disabled without a territory. Shared by the trading lists' filters.
 */
export function RegionPointFilters({ regionUuid, locationUuid, onChange }: Props) {
  const regions = usePersonalRegions();
  const region = regions.data?.find((r) => r.uuid === regionUuid);
  return (
    <>
      <OptionSelect
        label="Территория закупки"
        options={(regions.data ?? []).map((r) => ({ value: r.uuid, label: r.name.value }))}
        loading={regions.isPending}
        value={regionUuid}
        onChange={(v) => onChange({ regionUuid: v ?? undefined, locationUuid: undefined })}
      />
      <OptionSelect
        label="Пункт приёмки"
        options={(region?.locations ?? []).map((l) => ({ value: l.uuid, label: l.name, hint: l.address }))}
        value={locationUuid}
        disabled={!regionUuid}
        onChange={(v) => onChange({ locationUuid: v ?? undefined })}
      />
    </>
  );
}
