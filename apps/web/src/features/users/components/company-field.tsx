import TextField from '@mui/material/TextField';
import { CompanyPicker } from '../../../shared/companies/company-picker';

interface Props {
  /** A platform admin creating someone chooses the organisation; everyone else sees it. */
  choosing: boolean;
  picked: string | null;
  onPick: (uuid: string | null) => void;
  /** Shown after a submit without a choice. */
  missing: boolean;
  /** The organisation shown when it is not chosen here. */
  name: string | undefined;
}

/** 'Организация' of the user and employee forms (SPEC 2.5, 2.7). */
export function CompanyField({ choosing, picked, onPick, missing, name }: Props) {
  if (choosing) {
    return (
      <CompanyPicker
        label="Организация"
        userType="USER_TYPE_PURCHASER"
        required
        value={picked}
        onChange={onPick}
        error={missing ? 'Заполните это поле' : undefined}
      />
    );
  }
  return <TextField label="Организация" value={name ?? '—'} slotProps={{ input: { readOnly: true } }} />;
}
