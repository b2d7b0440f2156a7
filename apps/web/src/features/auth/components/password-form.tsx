import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { ERRORS, MSG, normalizePhone } from '@kolos/domain';
import { pathTo } from '../../../shared/routing/paths';
import { PhoneField } from '../../../shared/ui/phone-field';
import { loginWithPassword } from '../api/auth-api';
import { errorText } from '../error-text';

const schema = z.object({
  phone: z
    .string()
    .min(1, { error: MSG.required })
    .refine((v) => normalizePhone(v) !== null, { error: ERRORS.BAD_PHONE.message }),
  password: z.string().min(1, { error: MSG.required }),
});
type Values = z.infer<typeof schema>;

/** The secondary way in: phone and password (POST /auth/login). */
export function PasswordForm() {
  const navigate = useNavigate();
  const [shown, setShown] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { phone: '', password: '' } });
  const mutation = useMutation({
    mutationFn: (values: Values) => loginWithPassword(normalizePhone(values.phone)!, values.password),
    onSuccess: () => navigate(pathTo('Home'), { replace: true }),
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
      <Controller
        name="phone"
        control={form.control}
        render={({ field, fieldState }) => (
          <PhoneField
            label="Номер телефона"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            autoFocus
            fullWidth
          />
        )}
      />
      <Controller
        name="password"
        control={form.control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Пароль"
            type={shown ? 'text' : 'password'}
            autoComplete="current-password"
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            fullWidth
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      edge="end"
                      onClick={() => setShown((v) => !v)}
                      aria-label={shown ? 'Скрыть символы' : 'Показать символы'}
                    >
                      {shown ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      />
      {mutation.isError && (
        <Alert severity="error" role="alert">
          {errorText(mutation.error)}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth loading={mutation.isPending}>
        Войти
      </Button>
    </Stack>
  );
}
