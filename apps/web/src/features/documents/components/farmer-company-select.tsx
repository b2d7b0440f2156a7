import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Company } from '@kolos/domain/companies';
import { companyStatusLabel } from '../../../shared/moderation/company-labels';
import { useFarmerCompanies } from '../api/documents-api';

type Option = Pick<Company, 'uuid' | 'name' | 'taxCode' | 'status'>;

interface Props {
  value: string | null;
  onChange: (uuid: string | null) => void;
  /** A purchaser's staff see only the farmers their company invited (their documents are in reach). */
  invitedOnly: boolean;
}

/** The farmer company whose documents are shown, found by name or ИНН. */
export function FarmerCompanySelect({ value, onChange, invitedOnly }: Props) {
  const [input, setInput] = useState('');
  const [chosen, setChosen] = useState<Option | null>(null);
  const { data, isFetching } = useFarmerCompanies(input.trim(), invitedOnly);
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
      noOptionsText="Организаций не найдено"
      loadingText="Загрузка…"
      renderOption={(props, o) => (
        <li {...props} key={o.uuid}>
          {o.name}
          {o.taxCode ? ` · ИНН ${o.taxCode}` : ''} · {companyStatusLabel(o.status)}
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label="Организация" placeholder="Наименование или ИНН" />
      )}
      sx={{ maxWidth: 560 }}
    />
  );
}
