import type { HTMLAttributes, Key } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface Option {
  value: string;
  label: string;
  /** Shown but not choosable (e.g. a supplier that has not passed moderation). */
  disabled?: boolean;
  /** A second line under the label in the list. */
  hint?: string;
}

/** An option of the list: its label, and its hint (an address, an ИНН) on a grey line under it. */
export function renderOption(props: HTMLAttributes<HTMLLIElement> & { key: Key }, o: Option) {
  const { key, ...rest } = props;
  return (
    <li key={key} {...rest}>
      <span>
        {o.label}
        {o.hint && <span style={{ display: 'block', fontSize: '0.8em', opacity: 0.7 }}>{o.hint}</span>}
      </span>
    </li>
  );
}

interface Props {
  label: string;
  options: Option[];
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  disabled?: boolean;
  loading?: boolean;
  required?: boolean;
  error?: string | undefined;
  /** Shown under the field when there is no error. */
  helperText?: string;
  size?: 'small' | 'medium';
  onBlur?: () => void;
  name?: string;
}

/**
 * A choice from a list with type-to-search, by value: forms and filters keep ids, people read
 * labels. An id the list does not (yet) hold shows as empty rather than as a raw uuid.
 */
export function OptionSelect({
  label,
  options,
  value,
  onChange,
  disabled,
  loading,
  required,
  error,
  helperText,
  size = 'small',
  onBlur,
  name,
}: Props) {
  const selected = options.find((o) => o.value === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_e, option) => onChange(option?.value ?? null)}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      getOptionDisabled={(o) => Boolean(o.disabled)}
      getOptionLabel={(o) => o.label}
      renderOption={renderOption}
      disabled={disabled}
      loading={loading}
      size={size}
      onBlur={onBlur}
      noOptionsText="Нет вариантов"
      loadingText="Загрузка…"
      openText="Открыть"
      closeText="Закрыть"
      clearText="Очистить"
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
