import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export type OutlinedFieldProps = Omit<OutlinedInputProps, 'label' | 'notched'> & {
  label: string;
  helperText?: ReactNode;
  /** Keep the label above the field even when it is empty (a mask shows its placeholder). */
  shrinkLabel?: boolean;
};

/**
 * TextField's outlined field — label, outline, helper text, the same ids and aria wiring —
 * without TextField, which always bundles Select with its menu, popover and modal (≈ 18 KB gzip).
 * The login forms use it: they are the first screen a farmer's phone downloads.
 */
export function OutlinedField({
  id: idProp,
  label,
  helperText,
  shrinkLabel,
  error,
  required,
  fullWidth,
  disabled,
  ...input
}: OutlinedFieldProps) {
  const id = useId();
  const inputId = idProp ?? id;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      error={error}
      required={required}
      fullWidth={fullWidth}
      disabled={disabled}
    >
      <InputLabel htmlFor={inputId} id={`${inputId}-label`} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        label={label}
        notched={shrinkLabel}
        fullWidth={fullWidth}
        aria-describedby={helperId}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
