import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Company, CompanyUserTypeParam } from '@kolos/domain/companies';
import { useCompanies } from './companies-api';

interface Props {
  label: string;
  userType?: CompanyUserTypeParam;
  /** Only the farmers the caller's company invited (a purchaser's documents list). */
  invitedOnly?: boolean;
  /** What an option says after its name and ИНН (the company's status). */
  describe?: (company: Option) => string;
  placeholder?: string;
  value: string | null;
  onChange: (uuid: string | null) => void;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /** 'small' in a row of small filters. */
  size?: 'small' | 'medium';
}

type Option = Pick<Company, 'uuid' | 'name' | 'taxCode' | 'status'>;

/** Picks a company by name or ИНН; the search runs on the server (GET /companies?any=…). */
export function CompanyPicker({
  label,
  userType,
  invitedOnly,
  describe,
  placeholder,
  value,
  onChange,
  error,
  required,
  disabled,
  size,
}: Props) {
  const [input, setInput] = useState('');
  const [chosen, setChosen] = useState<Option | null>(null);
  const { data, isFetching } = useCompanies({
    userType,
    any: input.trim() || undefined,
    ...(invitedOnly ? { invited: 'mine' as const } : {}),
    limit: 20,
  });
  const options: Option[] = data?.companies ?? [];
  const selected = value
    ? chosen?.uuid === value
      ? chosen
      : (options.find((o) => o.uuid === value) ?? null)
    : null;
  return (
    <Autocomplete<Option>
      options={options}
      value={selected}
      loading={isFetching}
      disabled={disabled}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      getOptionKey={(o) => o.uuid}
      isOptionEqualToValue={(a, b) => a.uuid === b.uuid}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      onChange={(_e, option) => {
        setChosen(option);
        onChange(option?.uuid ?? null);
      }}
      noOptionsText="Ничего не найдено"
      loadingText="Загрузка…"
      renderOption={(props, o) => (
        <li {...props} key={o.uuid}>
          {o.name}
          {o.taxCode ? ` · ИНН ${o.taxCode}` : ''}
          {describe ? ` · ${describe(o)}` : ''}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          required={required}
          size={size ?? 'medium'}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
