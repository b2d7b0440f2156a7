import { useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { USER_TYPE_LABELS } from '@kolos/domain';
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
import { TextField } from '../../../shared/form';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { pathTo } from '../../../shared/routing/paths';
import { PhoneField } from '../../../shared/ui/phone-field';
import { useResetPassword, useSaveUser } from '../api/users-api';
import { CompanyField } from './company-field';
import { GroupRoleField } from './group-role-field';
import { PEOPLE, type PeopleKind } from './people-kind';
import { UserFormActions } from './user-form-actions';

const emptyForm = (): UserFormInput => ({
  lastName: '',
  name: '',
  surname: '',
  phone: '',
  notifyEmail: '',
  roleUuid: null,
});

const valuesOf = (user: ManagedUser): UserFormInput => ({
  lastName: user.lastName,
  name: user.name,
  surname: user.surname,
  phone: user.phone,
  notifyEmail: user.notifyEmail ?? '',
  roleUuid: user.roleUuid,
});

interface Props {
  kind: PeopleKind;
  /** The user being edited; null on the create form. */
  user: ManagedUser | null;
}

/**
 * SPEC 2.5 user form and 2.7 employee form: the same fields; the role inside the organisation is
 * chosen on the employee form only. Create forms reset after success, update forms go back to the
 * list (SPEC 4 Forms). Someone the caller may not change (a farmer a super-user reads, a
 * super-user for a plain purchaser) is shown read only, with the reason.
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
  const isSelf = user !== null && user.uuid === me?.uuid;
  const readOnlyReason = user && me ? whyNotManage(me, user) : null;
  const locked = readOnlyReason !== null;
  const texts = PEOPLE[kind];

  const initial = user ? valuesOf(user) : emptyForm();
  const form = useForm<UserFormInput, unknown, UserFormValues>({
    resolver: zodResolver(isEmployee ? employeeFormSchema : userFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { control, handleSubmit, reset, formState } = form;
  const email = useWatch({ control, name: 'notifyEmail' });
  const emailChanged = (email ?? '') !== (initial.notifyEmail ?? '');
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
            navigate(pathTo(texts.listRoute));
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

  const text = (name: 'lastName' | 'name' | 'surname' | 'notifyEmail', label: string, required = true) => (
    <TextField<UserFormInput>
      name={name}
      label={label}
      required={required}
      disabled={locked}
      type={name === 'notifyEmail' ? 'email' : 'text'}
      slotProps={{ htmlInput: { maxLength: name === 'notifyEmail' ? 254 : 100 } }}
    />
  );

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 960 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {user ? texts.editTitle : texts.newTitle}
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
          <Box sx={{ gridColumn: { md: 'span 2' } }}>{text('notifyEmail', 'E-mail для уведомлений')}</Box>
          <CompanyField
            choosing={!user && isAdmin}
            picked={pickedCompany}
            onPick={setPickedCompany}
            missing={companyTouched && companyMissing}
            name={user ? user.company?.name : me?.company?.name}
          />
          <MuiTextField
            label="Основная роль"
            value={USER_TYPE_LABELS[user?.userType ?? 'purchaser']}
            slotProps={{ input: { readOnly: true } }}
          />
          <GroupRoleField kind={kind} user={user} companyUuid={companyUuid} locked={locked} isSelf={isSelf} />
        </Paper>
        <UserFormActions
          editing={user !== null}
          locked={locked}
          submitText={user ? USER_TEXT.updateUser : texts.addText}
          submitting={save.isPending || formState.isSubmitting}
          listPath={pathTo(texts.listRoute)}
          resetDisabled={resetDone || emailChanged || resetPassword.isPending}
          onReset={askReset}
          emailHint={emailChanged && !resetDone}
        />
      </Box>
    </FormProvider>
  );
}
