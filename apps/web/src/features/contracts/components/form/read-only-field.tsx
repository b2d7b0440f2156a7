import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';

interface Props {
  label: string;
  value: string;
  unit?: string;
  /** How the value is worked out (SPEC 2.11: the computed fields carry a tooltip). */
  explain: ReactNode;
  error?: string | undefined;
}

/** A value the form works out and the user cannot type: daily volume, delivery price, price at the plant. */
export function ReadOnlyField({ label, value, unit, explain, error }: Props) {
  return (
    <TextField
      label={label}
      size="small"
      fullWidth
      value={value}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              {unit}
              <Tooltip title={explain}>
                <IconButton size="small" edge="end" aria-label={`Как считается: ${label}`} sx={{ ml: 0.5 }}>
                  <HelpOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
        inputLabel: { shrink: true },
      }}
      sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
    />
  );
}
