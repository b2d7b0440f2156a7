import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  normalizeStatusFilter,
  PREPAYMENT_STATUSES,
  STATUS_ANY,
  STATUS_ANY_LABEL,
  STATUS_LABELS,
  type PrepaymentStatus,
} from '@kolos/domain/prepayment';

interface Props {
  value: PrepaymentStatus[];
  onChange: (value: PrepaymentStatus[]) => void;
}

/** SPEC 5: a status multi-select; 'Любой', or every status, clears the filter. */
export function StatusSelect({ value, onChange }: Props) {
  return (
    <TextField
      select
      size="small"
      label="Статус"
      value={value}
      sx={{ width: 220 }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => {
            const chosen = selected as PrepaymentStatus[];
            return chosen.length === 0 ? STATUS_ANY_LABEL : chosen.map((s) => STATUS_LABELS[s]).join(', ');
          },
          displayEmpty: true,
        },
        inputLabel: { shrink: true },
      }}
      onChange={(e) => {
        const picked = e.target.value as unknown as string[];
        // 'Любой' is never part of the value: a click on it appends it at the end
        onChange(picked.at(-1) === STATUS_ANY ? [] : normalizeStatusFilter(picked));
      }}
    >
      <MenuItem value={STATUS_ANY}>
        <Checkbox size="small" checked={value.length === 0} />
        <ListItemText primary={STATUS_ANY_LABEL} />
      </MenuItem>
      {PREPAYMENT_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          <Checkbox size="small" checked={value.includes(status)} />
          <ListItemText primary={STATUS_LABELS[status]} />
        </MenuItem>
      ))}
    </TextField>
  );
}
