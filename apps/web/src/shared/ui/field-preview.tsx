import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

interface Props {
  label: string;
  /** The option's label the field shows; empty leaves the label inside. */
  value?: string | undefined;
  disabled?: boolean;
}

// The autocomplete's popup button sits 9 px from the right edge: drawn here without a button (the
// stand-in is never clicked).
const SELECT_ICON = {
  position: 'absolute',
  right: 9,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  padding: 2,
  marginRight: -2,
} as const;

/**
 * A small outlined field as OptionSelect draws it when closed — the same MUI label,
 * input and outline, so the same styles — without the autocomplete behind it. It stands
 * in for it until DeferredMount mounts the real one (date fields mount at once: ADR 0055).
 */
export function FieldPreview({ label, value, disabled }: Props) {
  const filled = Boolean(value);
  return (
    <FormControl variant="outlined" size="small" fullWidth disabled={disabled}>
      <InputLabel shrink={filled}>{label}</InputLabel>
      <OutlinedInput
        label={label}
        notched={filled}
        value={value ?? ''}
        readOnly
        tabIndex={-1}
        sx={{ pr: '39px' }}
        endAdornment={
          <span style={SELECT_ICON}>
            <ArrowDropDownIcon color={disabled ? 'disabled' : 'action'} />
          </span>
        }
      />
    </FormControl>
  );
}
