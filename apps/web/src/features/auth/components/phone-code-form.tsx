import { useState } from 'react';
import { useNavigate } from 'react-router';
import { normalizePhone } from '@kolos/domain';
import { isApiError } from '../../../shared/api/api-error';
import { Alert, Button } from '../../../shared/guest/controls';
import { PhoneInput } from '../../../shared/guest/phone-input';
import { forgetLoginPhone, loginPhoneHint } from '../../../shared/auth/after-login';
import { pathTo } from '../../../shared/routing/paths';
import { checkPhone } from '../api/auth-api';
import { errorText } from '../error-text';
import { readPendingLogin, savePendingLogin, type PendingLogin } from '../pending-login';
import { useAction } from '../use-action';
import { phoneRule, useLoginForm } from '../use-login-form';

const RULES = { phone: phoneRule };

/** Step one of SPEC 4 Login: the phone number; a code is sent and the confirm step opens. */
export function PhoneCodeForm() {
  const navigate = useNavigate();
  // The registration page's «Войти» after the moderator's decision brings the phone (ADR 0088).
  const [phone] = useState(loginPhoneHint);
  const form = useLoginForm(RULES, { phone });
  const goConfirm = (pending: PendingLogin) => {
    forgetLoginPhone();
    savePendingLogin(pending);
    navigate(pathTo('ConfirmLogin'), { state: pending });
  };
  const send = useAction((phone: string) => checkPhone(phone), {
    onSuccess: (reply, phone) =>
      goConfirm({
        sessionUuid: reply.session_uuid,
        phone,
        codeLength: reply.codeLength,
        resendAfterSeconds: reply.resendAfterSeconds,
        sentAt: Date.now(),
      }),
    onError: (error, phone) => {
      // A code was sent to this number a moment ago: continue with it.
      const pending = readPendingLogin();
      if (isApiError(error) && error.status === 429 && pending?.phone === phone) goConfirm(pending);
    },
  });

  return (
    <form
      noValidate
      className="kg-stack"
      onSubmit={form.handleSubmit(({ phone }) => send.run(normalizePhone(phone)!))}
    >
      <PhoneInput label="Номер телефона" {...form.field('phone')} autoFocus />
      {send.isError && <Alert>{errorText(send.error)}</Alert>}
      <Button type="submit" variant="contained" size="large" fullWidth loading={send.isPending}>
        Получить код
      </Button>
    </form>
  );
}
