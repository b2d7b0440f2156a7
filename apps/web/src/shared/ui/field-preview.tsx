import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import EventIcon from '@mui/icons-material/Event';

interface Props {
  label: string;
  /** The text the field shows (an option's label, a DD.MM.YYYY day); empty leaves the label inside. */
  value?: string | undefined;
  /** The icon at the end: an autocomplete's arrow or a date picker's calendar. */
  kind: 'select' | 'date';
  disabled?: boolean;
}

// The autocomplete's popup button sits 9 px from the right edge, the picker's calendar button is
// an end adornment: both drawn here without a button (the stand-in is never clicked).
const SELECT_ICON = {
  position: 'absolute',
  right: 9,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  padding: 2,
  marginRight: -2,
} as const;
const DATE_ICON = { display: 'flex', marginLeft: 8, padding: 8, marginRight: -12 } as const;

/**
 * A small outlined field as OptionSelect and DateField draw it when closed — the same MUI label,
 * input and outline, so the same styles — without the autocomplete or picker behind it. It stands
 * in for them until DeferredMount mounts the real one.
 */
export function FieldPreview({ label, value, kind, disabled }: Props) {
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
        sx={kind === 'select' ? { pr: '39px' } : undefined}
        endAdornment={
          <span style={kind === 'select' ? SELECT_ICON : DATE_ICON}>
            {kind === 'select' ? (
              <ArrowDropDownIcon color={disabled ? 'disabled' : 'action'} />
            ) : (
              <EventIcon color={disabled ? 'disabled' : 'action'} />
            )}
          </span>
        }
      />
    </FormControl>
  );
}
