import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockReset from '@mui/icons-material/LockReset';
import { roleLabel, USER_TYPE_LABELS } from '@kolos/domain';
import {
  employeeFormSchema,
  USER_MSG,
  USER_TEXT,
  userFormSchema,
  whyNotManage,
  type ManagedUser,
  type UserForm as UserFormValues,
  type UserFormInput,
} from '@kolos/domain/users';
import { useSession } from '../../../shared/auth/use-session';
import { CompanyPicker } from '../../../shared/companies/company-picker';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { pathTo } from '../../../shared/routing/paths';
import { PhoneField } from '../../../shared/ui/phone-field';
import { useAssignableRoles, useResetPassword, useSaveUser } from '../api/users-api';
import type { PeopleKind } from './people-list';

const emptyForm = (): UserFormInput => ({
  lastName: '',
  name: '',
  surname: '',
  phone: '',
  notifyEmail: '',
  roleUuid: null,
});

interface Props {
  kind: PeopleKind;
  /** The user being edited; null on the create form. */
  user: ManagedUser | null;
}

/**
 * SPEC 2.5 user form and 2.7 employee form: the same fields; the role inside the organisation is
 * chosen on the employee form only. Create forms reset after success, update forms go back to the
 * list (SPEC 4 Forms).
 */
export function UserForm({ kind, user }: Props) {
  const navigate = useNavigate();
  const { user: me } = useSession();
  const save = useSaveUser();
  const resetPassword = useResetPassword();
  const [resetDone, setResetDone] = useState(false);
  const isEmployee = kind === 'employees';
  const isAdmin = me?.userType === 'admin';
  const [pickedCompany, setPickedCompany] = useState<string | null>(null);
  const [companyTouched, setCompanyTouched] = useState(false);
  const companyUuid = user ? user.companyUuid : isAdmin ? pickedCompany : (me?.companyUuid ?? null);
  const companyName = user ? user.company?.name : me?.company?.name;
  const roles = useAssignableRoles(isEmployee ? companyUuid : null);
  const isSelf = user !== null && user.uuid === me?.uuid;
  // A super-user reads farmers too (SPEC 6 impersonation) but may not change them: say so.
  const readOnlyReason = user && me ? whyNotManage(me, user) : null;
  const locked = readOnlyReason !== null;
  // The current role stays choosable even when the company's group no longer offers it.
  const roleOptions = [
    ...(roles.data ?? []),
    ...(user?.roleUuid && !roles.data?.some((r) => r.roleUuid === user.roleUuid)
      ? [{ roleUuid: user.roleUuid, name: user.groupRoleName }]
      : []),
  ];

  const initial: UserFormInput = user
    ? {
        lastName: user.lastName,
        name: user.name,
        surname: user.surname,
        phone: user.phone,
        notifyEmail: user.notifyEmail ?? '',
        roleUuid: user.roleUuid,
      }
    : emptyForm();
  const form = useForm<UserFormInput, unknown, UserFormValues>({
    resolver: zodResolver(isEmployee ? employeeFormSchema : userFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { control, handleSubmit, reset, formState } = form;
  const email = useWatch({ control, name: 'notifyEmail' });
  const emailChanged = (email ?? '') !== (initial.notifyEmail ?? '');

  const listRoute = isEmployee ? 'EmployeesList' : 'UsersList';
  const companyMissing = !user && isAdmin && !pickedCompany;

  const submit = handleSubmit((values) => {
    if (companyMissing) {
      setCompanyTouched(true);
      return;
    }
    // The user form never changes the role (it is disabled there); the employee form sends it.
    const body = {
      ...values,
      roleUuid: isEmployee && !isSelf ? values.roleUuid : undefined,
      ...(!user && isAdmin ? { companyUuid: pickedCompany } : {}),
    };
    save.mutate(
      { uuid: user?.uuid ?? null, body },
      {
        onSuccess: () => {
          if (user) {
            notify.success(USER_MSG.updated);
            navigate(pathTo(listRoute));
          } else {
            notify.success(USER_MSG.created);
            reset(emptyForm());
            setPickedCompany(null);
            setCompanyTouched(false);
          }
        },
        onError: notifyFailure,
      },
    );
  });

  const askReset = () => {
    if (!user?.uuid) {
      notify.warning(USER_MSG.noUuid);
      return;
    }
    resetPassword.mutate(user.uuid, {
      onSuccess: () => {
        setResetDone(true);
        notify.success(USER_MSG.passwordReset);
      },
      onError: notifyFailure,
    });
  };

  const title = isEmployee
    ? user
      ? USER_TEXT.editEmployee
      : USER_TEXT.newEmployee
    : user
      ? USER_TEXT.editUser
      : USER_TEXT.newUser;
  const submitText = user
    ? USER_TEXT.updateUser
    : isEmployee
      ? USER_TEXT.addEmployee
      : 'Добавить пользователя';
  const text = (
    name: 'lastName' | 'name' | 'surname' | 'notifyEmail',
    label: string,
    required = true,
    type = 'text',
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          disabled={locked}
          type={type}
          fullWidth
          label={label}
          required={required}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { maxLength: name === 'notifyEmail' ? 254 : 100 } }}
        />
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 960 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {readOnlyReason && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {readOnlyReason}
        </Alert>
      )}
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2, md: 3 },
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' },
        }}
      >
        {text('lastName', 'Фамилия')}
        {text('name', 'Имя')}
        {text('surname', 'Отчество', false)}
        <Controller
          name="phone"
          control={control}
          render={({ field, fieldState }) => (
            <PhoneField
              name={field.name}
              inputRef={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={locked}
              label="Телефон"
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <Box sx={{ gridColumn: { md: 'span 2' } }}>
          {text('notifyEmail', 'E-mail для уведомлений', true, 'email')}
        </Box>
        {!user && isAdmin ? (
          <CompanyPicker
            label="Организация"
            userType="USER_TYPE_PURCHASER"
            required
            value={pickedCompany}
            onChange={setPickedCompany}
            error={companyTouched && companyMissing ? 'Заполните это поле' : undefined}
          />
        ) : (
          <TextField
            label="Организация"
            value={companyName ?? '—'}
            slotProps={{ input: { readOnly: true } }}
          />
        )}
        <TextField
          label="Основная роль"
          value={USER_TYPE_LABELS[user?.userType ?? 'purchaser']}
          slotProps={{ input: { readOnly: true } }}
        />
        {isEmployee ? (
          <Controller
            name="roleUuid"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Роль в организации"
                required
                disabled={locked || isSelf || !companyUuid}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ?? (isSelf ? 'Собственную роль менять нельзя' : undefined)
                }
              >
                {roleOptions.map((r) => (
                  <MenuItem key={r.roleUuid} value={r.roleUuid}>
                    {roleLabel(r.name)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ) : (
          <TextField
            label="Роль в организации"
            disabled
            value={user?.groupRoleName ? roleLabel(user.groupRoleName) : USER_TEXT.noRole}
          />
        )}
      </Paper>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
        {!locked && (
          <Button type="submit" variant="contained" disabled={save.isPending || formState.isSubmitting}>
            {submitText}
          </Button>
        )}
        {user && !locked && (
          <Button
            variant="outlined"
            startIcon={<LockReset />}
            onClick={askReset}
            disabled={resetDone || emailChanged || resetPassword.isPending}
          >
            {USER_TEXT.resetPassword}
          </Button>
        )}
        <Button component={RouterLink} to={pathTo(listRoute)} color="inherit">
          {locked ? 'К списку' : 'Отмена'}
        </Button>
      </Box>
      {user && emailChanged && !resetDone && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Сначала сохраните новую почту: письмо для смены пароля уходит на сохранённый адрес.
        </Typography>
      )}
    </Box>
  );
}
