import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  itemsFromPolicies,
  policiesFromItems,
  policyFromWire,
  policyToWire,
  ROLE_NOT_SETUP,
  MSG,
} from '@kolos/domain';
import { ROLE_MSG, ROLE_TEXT, roleNameSchema, type WireRole } from '@kolos/domain/roles';
import { useSession } from '../../../shared/auth/use-session';
import { CompanyPicker } from '../../../shared/companies/company-picker';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { pathTo } from '../../../shared/routing/paths';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useRole, useSaveRole } from '../api/roles-api';
import { RoleEditor } from '../components/role-editor';

/** SPEC 2.3 RolesView: uuid 'create' is a new role. */
export function RolesView() {
  const { uuid = 'create' } = useParams();
  const isNew = uuid === 'create';
  const role = useRole(isNew ? null : uuid);
  if (!isNew && role.isPending) return <PageLoader />;
  if (!isNew && (!role.data || role.data.name === ROLE_NOT_SETUP)) {
    return (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={pathTo('RolesList')} color="inherit">
            К списку ролей
          </Button>
        }
      >
        Роль не найдена
      </Alert>
    );
  }
  // A fresh form per role: switching roles never carries ticks over.
  return <RoleForm key={uuid} role={isNew ? null : role.data!} />;
}

function RoleForm({ role }: { role: WireRole | null }) {
  const navigate = useNavigate();
  const { user, can, reload } = useSession();
  const save = useSaveRole();
  const [name, setName] = useState(role?.name ?? '');
  const [touched, setTouched] = useState(false);
  const [ticked, setTicked] = useState<Set<string>>(
    () => new Set(itemsFromPolicies((role?.policies ?? []).map(policyFromWire))),
  );
  const [companyUuid, setCompanyUuid] = useState<string | null>(null);

  const isAdmin = user?.userType === 'admin';
  const nameError = touched && !roleNameSchema.safeParse(name).success ? MSG.requiredUserForm : undefined;
  const mayWrite = role ? can('RolesView', ['update']) : can('RolesView', ['create']);
  // SPEC 2.3: disabled while the name is empty or no item is ticked (an admin also names the company).
  const ready = name.trim() !== '' && ticked.size > 0 && (role || !isAdmin || companyUuid) && mayWrite;

  const submit = () => {
    const policies = policiesFromItems(ticked).map(policyToWire);
    const body = role
      ? { uuid: role.uuid, name: name.trim(), policies }
      : { name: name.trim(), policies, ...(isAdmin ? { companyUuid } : {}) };
    save.mutate(body, {
      onSuccess: async () => {
        notify.success(role ? ROLE_MSG.updated : ROLE_MSG.created);
        // SPEC 2.3: the edited role is the user's own — reset the session user and go Home.
        if (role && user?.role?.roleUuid === role.uuid) {
          await reload();
          navigate(pathTo('Home'));
        } else {
          navigate(pathTo('RolesList'));
        }
      },
      onError: notifyFailure,
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) submit();
      }}
      sx={{ maxWidth: 1100 }}
    >
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {role ? ROLE_TEXT.editRole : ROLE_TEXT.newRole}
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2, md: 3 },
          mb: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        <TextField
          label="Название роли"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched(true)}
          error={Boolean(nameError)}
          helperText={nameError}
          disabled={!mayWrite}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        {isAdmin && !role && (
          <CompanyPicker
            label="Организация"
            userType="USER_TYPE_PURCHASER"
            required
            value={companyUuid}
            onChange={setCompanyUuid}
          />
        )}
      </Paper>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Права
      </Typography>
      <RoleEditor ticked={ticked} onChange={setTicked} disabled={!mayWrite} />
      {ticked.size === 0 && (
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
          Отметьте хотя бы одно право.
        </Typography>
      )}
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          mt: 3,
          position: 'sticky',
          bottom: 0,
          py: 2,
          bgcolor: 'background.default',
        }}
      >
        <Button type="submit" variant="contained" disabled={!ready || save.isPending}>
          {role ? ROLE_TEXT.updateRole : ROLE_TEXT.addRole}
        </Button>
        <Button component={RouterLink} to={pathTo('RolesList')} color="inherit">
          Отмена
        </Button>
      </Box>
    </Box>
  );
}
