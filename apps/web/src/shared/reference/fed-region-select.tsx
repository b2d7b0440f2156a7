import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { formatKladrName, type KladrItem } from '@kolos/domain/reference';
import { useFedRegions } from './use-fed-regions';

interface Props {
  value: string | null | undefined;
  onChange: (uuid: string | null, item: KladrItem | null) => void;
  onBlur?: () => void;
  label?: string;
  error?: string | undefined;
  disabled?: boolean;
}

/** A subject of the federation chosen by typing its name ('Краснодарский край', 'Республика Адыгея'). */
export function FedRegionSelect({ value, onChange, onBlur, label = 'Субъект РФ', error, disabled }: Props) {
  const { data = [], isPending } = useFedRegions();
  const selected = data.find((r) => r.uuid === value) ?? null;
  return (
    <Autocomplete
      options={data}
      value={selected}
      loading={isPending}
      disabled={disabled}
      onChange={(_e, item) => onChange(item?.uuid ?? null, item)}
      onBlur={onBlur}
      getOptionLabel={(r) => formatKladrName(r.name, 'full')}
      isOptionEqualToValue={(a, b) => a.uuid === b.uuid}
      noOptionsText="Не найдено"
      loadingText="Загрузка…"
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
