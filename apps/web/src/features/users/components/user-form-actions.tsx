import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LockReset from '@mui/icons-material/LockReset';
import { USER_TEXT } from '@kolos/domain/users';

interface Props {
  editing: boolean;
  /** Read only: someone the caller may not change (canManageUser). */
  locked: boolean;
  submitText: string;
  submitting: boolean;
  listPath: string;
  /** SPEC 4 Forms: disabled after use, and while the e-mail differs from the saved one. */
  resetDisabled: boolean;
  onReset: () => void;
  /** The e-mail was edited and no reset was asked yet: explain why the reset waits. */
  emailHint: boolean;
}

/** Save, 'Сбросить пароль' (edit only) and back to the list. */
export function UserFormActions(p: Props) {
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
        {!p.locked && (
          <Button type="submit" variant="contained" disabled={p.submitting}>
            {p.submitText}
          </Button>
        )}
        {p.editing && !p.locked && (
          <Button variant="outlined" startIcon={<LockReset />} onClick={p.onReset} disabled={p.resetDisabled}>
            {USER_TEXT.resetPassword}
          </Button>
        )}
        <Button component={RouterLink} to={p.listPath} color="inherit">
          {p.locked ? 'К списку' : 'Отмена'}
        </Button>
      </Box>
      {p.editing && p.emailHint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Сначала сохраните новую почту: письмо для смены пароля уходит на сохранённый адрес.
        </Typography>
      )}
    </>
  );
}
