import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Props {
  title: string;
  /** What the decision is about, above the field (a refusal, the company). */
  intro?: ReactNode;
  label: string;
  /** Under the field while it is fine: who will read the reason. */
  hint: string;
  /** Said when the reason is empty. */
  required: string;
  submitLabel: string;
  color: 'error' | 'warning';
  /** Reasons a click puts into the field, where they can be edited. */
  suggestions?: readonly string[];
  maxLength: number;
  pending?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * A decision that needs its reason — declining a company or a trip's documents, letting a truck
 * through without them: the reason is required, trimmed, and goes to whoever the hint names.
 */
export function ReasonDialog(p: Props) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = reason.trim() === '';
  return (
    <Dialog
      open
      onClose={p.pending ? undefined : p.onCancel}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{p.title}</DialogTitle>
      <DialogContent>
        <form
          id={`${titleId}-form`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (!empty) p.onConfirm(reason.trim());
          }}
        >
          {p.intro}
          {p.suggestions && (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Частые причины
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
                {p.suggestions.map((r) => (
                  <Chip
                    key={r}
                    label={r}
                    onClick={() => setReason(r)}
                    variant={reason === r ? 'filled' : 'outlined'}
                  />
                ))}
              </Stack>
            </>
          )}
          <TextField
            label={p.label}
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && empty}
            helperText={touched && empty ? p.required : p.hint}
            slotProps={{ htmlInput: { maxLength: p.maxLength } }}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onCancel} disabled={p.pending}>
          Отмена
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          color={p.color}
          loading={p.pending}
        >
          {p.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
