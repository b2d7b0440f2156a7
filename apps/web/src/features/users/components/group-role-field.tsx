import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import { roleLabel } from '@kolos/domain';
import { USER_TEXT, type ManagedUser, type UserFormInput } from '@kolos/domain/users';
import { TextField } from '../../../shared/form';
import { useAssignableRoles } from '../api/users-api';
import type { PeopleKind } from './people-kind';

interface Props {
  kind: PeopleKind;
  user: ManagedUser | null;
  /** The company whose roles may be given; none yet on an admin's create form. */
  companyUuid: string | null;
  locked: boolean;
  isSelf: boolean;
}

/**
 * 'Роль в организации': chosen on the employee form (SPEC 2.7, required), shown disabled on the
 * user form (SPEC 2.5). Nobody changes his own role here.
 */
export function GroupRoleField({ kind, user, companyUuid, locked, isSelf }: Props) {
  const roles = useAssignableRoles(kind === 'employees' ? companyUuid : null);
  if (kind === 'users') {
    return (
      <MuiTextField
        label="Роль в организации"
        disabled
        value={user?.groupRoleName ? roleLabel(user.groupRoleName) : USER_TEXT.noRole}
      />
    );
  }
  // The current role stays choosable even when the company's group no longer offers it.
  const options = [
    ...(roles.data ?? []),
    ...(user?.roleUuid && !roles.data?.some((r) => r.roleUuid === user.roleUuid)
      ? [{ roleUuid: user.roleUuid, name: user.groupRoleName }]
      : []),
  ];
  return (
    <TextField<UserFormInput>
      name="roleUuid"
      select
      label="Роль в организации"
      required
      fullWidth={false}
      disabled={locked || isSelf || !companyUuid}
      helperText={isSelf ? 'Собственную роль менять нельзя' : undefined}
    >
      {options.map((r) => (
        <MenuItem key={r.roleUuid} value={r.roleUuid}>
          {roleLabel(r.name)}
        </MenuItem>
      ))}
    </TextField>
  );
}
