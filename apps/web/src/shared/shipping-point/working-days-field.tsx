import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { WORKING_DAY_LABELS, WORKING_DAYS, type WorkingDay } from '@kolos/domain/locations';

interface Props {
  value: WorkingDay[];
  onChange: (days: WorkingDay[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
}

const WEEKDAYS: WorkingDay[] = ['MON', 'TUE', 'WED', 'THU', 'FRI'];

/** SPEC 3 working days, Monday first, with the two choices people make most. */
export function WorkingDaysField({ value, onChange, onBlur, error, disabled }: Props) {
  const set = (days: WorkingDay[]) => {
    onChange(WORKING_DAYS.filter((d) => days.includes(d)));
    onBlur?.();
  };
  return (
    <FormControl error={Boolean(error)} disabled={disabled} component="fieldset">
      <FormLabel component="legend" sx={{ mb: 1 }}>
        Рабочие дни
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          value={value}
          onChange={(_e, days: WorkingDay[]) => set(days)}
          size="small"
          color="primary"
          aria-label="Рабочие дни"
          disabled={disabled}
        >
          {WORKING_DAYS.map((d) => (
            <ToggleButton key={d} value={d} aria-label={WORKING_DAY_LABELS[d]} sx={{ px: 1.5 }}>
              {WORKING_DAY_LABELS[d]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button size="small" onClick={() => set(WEEKDAYS)} disabled={disabled}>
          Пн–Пт
        </Button>
        <Button size="small" onClick={() => set([...WORKING_DAYS])} disabled={disabled}>
          Ежедневно
        </Button>
      </Box>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
