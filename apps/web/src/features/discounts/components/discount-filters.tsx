import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useAreas, useCultures, useFedRegions } from '../../../shared/reference';
import { OptionSelect } from '../../../shared/ui/option-select';
import { cultureOptions, placeOptions } from './options';

export interface DiscountFilterValues {
  cultureUuid?: string | undefined;
  regionUuid?: string | undefined;
  areaUuid?: string | undefined;
}

interface Props {
  value: DiscountFilterValues;
  onChange: (patch: DiscountFilterValues) => void;
  onRefresh: () => void;
  onClear: () => void;
  refreshing: boolean;
}

/** SPEC 2.9 filter: crop, region and area (disabled until a region is chosen), refresh and clear. */
export function DiscountFilters({ value, onChange, onRefresh, onClear, refreshing }: Props) {
  const cultures = useCultures();
  const regions = useFedRegions();
  const areas = useAreas(value.regionUuid);
  const any = Boolean(value.cultureUuid || value.regionUuid || value.areaUuid);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }} sx={{ mb: 2 }}>
      <div style={{ minWidth: 220, flex: 1 }}>
        <OptionSelect
          label="Культура"
          options={cultureOptions(cultures.data)}
          loading={cultures.isPending}
          value={value.cultureUuid}
          onChange={(v) => onChange({ cultureUuid: v ?? undefined })}
        />
      </div>
      <div style={{ minWidth: 220, flex: 1 }}>
        <OptionSelect
          label="Регион"
          options={placeOptions(regions.data)}
          loading={regions.isPending}
          value={value.regionUuid}
          // a district belongs to its region: choosing another region clears it
          onChange={(v) => onChange({ regionUuid: v ?? undefined, areaUuid: undefined })}
        />
      </div>
      <div style={{ minWidth: 220, flex: 1 }}>
        <OptionSelect
          label="Район"
          options={placeOptions(areas.data)}
          loading={Boolean(value.regionUuid) && areas.isPending}
          value={value.areaUuid}
          disabled={!value.regionUuid}
          onChange={(v) => onChange({ areaUuid: v ?? undefined })}
        />
      </div>
      <Stack direction="row" spacing={1} alignItems="center">
        <Tooltip title="Обновить">
          <span>
            <IconButton aria-label="Обновить" onClick={onRefresh} disabled={refreshing}>
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Button onClick={onClear} disabled={!any} color="inherit">
          Очистить
        </Button>
      </Stack>
    </Stack>
  );
}
