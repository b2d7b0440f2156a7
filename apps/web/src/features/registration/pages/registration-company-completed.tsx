import { useState } from 'react';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { RouteName } from '@kolos/domain';
import { COMPANY_STATUS_LABELS, type CompanyStatus } from '@kolos/domain/companies';
import {
  MODERATION_MSG,
  missingItemSchema,
  type MissingItem,
  type RegistrationDecision,
} from '@kolos/domain/moderation';
import { isApiError } from '../../../shared/api/api-error';
import { rememberLoginPhone } from '../../../shared/auth/after-login';
import { endSession } from '../../../shared/auth/session-events';
import { useSession } from '../../../shared/auth/use-session';
import { notify } from '../../../shared/notify/notifier';
import { useModerationCompany, useSubmitCompany } from '../../../shared/onboarding/onboarding-api';
import { doneSteps, REGISTRATION_STEPS } from '../../../shared/onboarding/registration-steps';
import { PageLoader } from '../../../shared/ui/page-loader';
import { StepActions, StepPage } from '../components/step-page';
import { useModerationDecision } from '../components/use-moderation-decision';
import { useRegistration } from '../components/use-registration';

const missingList = z.array(missingItemSchema);

const routeOfItem = (item: MissingItem): RouteName =>
  item.kind === 'field'
    ? 'RegistrationCompany'
    : item.kind === 'document'
      ? 'RegistrationUploadDocuments'
      : 'RegistrationContracts';

const statusLabel = (status: string) => COMPANY_STATUS_LABELS[status as CompanyStatus] ?? status;

/**
 * Registration step 4 (RegistrationCompanyCompleted): the check before sending (what is still
 * missing, each with a way to fix it), 'Отправить на проверку', then the status — on moderation,
 * approved, or declined with the moderator's reason and the way back to fix and send again.
 */
export function RegistrationCompanyCompleted() {
  const { companyUuid, go } = useRegistration();
  const { signOut, user } = useSession();
  const state = useModerationCompany(companyUuid);
  const submit = useSubmitCompany(companyUuid);
  const [refused, setRefused] = useState<{ message: string; items: MissingItem[] } | null>(null);
  const decision = useModerationDecision(state.data?.company.status === 'ON_MODERATE');

  if (decision) return <Decided decision={decision} phone={user?.phone ?? ''} />;

  if (state.isError) {
    return (
      <StepPage title="Проверка и отправка">
        <Alert severity="error">{state.error.message}</Alert>
      </StepPage>
    );
  }
  if (!state.data) return <PageLoader />;
  const { company, missing } = state.data;
  const status = company.status;

  if (status === 'ON_MODERATE') {
    return (
      <StepPage title="Заявка отправлена на проверку">
        <Box sx={{ textAlign: 'center', py: 2 }}>
          <HourglassTopIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
          <Box sx={{ my: 2 }}>
            <Chip color="info" label={`Статус: ${statusLabel(status)}`} />
          </Box>
          <Typography sx={{ maxWidth: 560, mx: 'auto' }}>
            Модератор проверит анкету «{company.name}» и документы. О решении мы сообщим по SMS; после
            одобрения входите по номеру телефона и торгуйте.
          </Typography>
          {company.submittedAt && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Отправлено {new Date(company.submittedAt).toLocaleString('ru-RU')}
            </Typography>
          )}
        </Box>
      </StepPage>
    );
  }

  if (status === 'APPROVED') {
    return (
      <StepPage title="Организация одобрена">
        <Alert severity="success" sx={{ mb: 2 }}>
          Анкета «{company.name}» одобрена. Войдите заново по номеру телефона, чтобы начать торговать.
        </Alert>
        <Button variant="contained" onClick={() => void signOut()}>
          Войти заново
        </Button>
      </StepPage>
    );
  }

  const done = doneSteps(state.data);
  const send = () => {
    setRefused(null);
    submit.mutate(undefined, {
      onSuccess: () => notify.success('Заявка отправлена на проверку'),
      onError: (error) => {
        const items = isApiError(error) ? missingList.safeParse(error.detail) : null;
        setRefused({ message: error.message, items: items?.success ? items.data : [] });
      },
    });
  };

  return (
    <StepPage
      title="Проверка и отправка"
      lead="Проверьте, что всё готово, и отправьте анкету модератору. Пока он проверяет, изменить анкету нельзя."
    >
      {status === 'DECLINED' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertTitle>Анкета отклонена</AlertTitle>
          Причина: {company.declineReason ?? 'не указана'}. Исправьте данные и отправьте анкету снова.
        </Alert>
      )}
      <List aria-label="Готовность анкеты">
        {REGISTRATION_STEPS.filter((s) => s.key !== 'submit').map((step) => (
          <ListItem
            key={step.key}
            disableGutters
            secondaryAction={
              <Button size="small" onClick={() => go(step.route)}>
                {done[step.key] ? 'Изменить' : 'Заполнить'}
              </Button>
            }
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              {done[step.key] ? (
                <CheckCircleIcon color="success" />
              ) : (
                <RadioButtonUncheckedIcon color="warning" />
              )}
            </ListItemIcon>
            <ListItemText primary={step.label} secondary={done[step.key] ? 'Готово' : 'Не готово'} />
          </ListItem>
        ))}
      </List>
      {(refused?.items.length ? refused.items : missing).length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }} role={refused ? 'alert' : undefined}>
          <AlertTitle>{refused?.message ?? 'Не хватает данных'}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {(refused?.items.length ? refused.items : missing).map((item) => (
              <li key={`${item.kind}-${item.code}`}>
                {item.name}{' '}
                <Button size="small" onClick={() => go(routeOfItem(item))} sx={{ py: 0 }}>
                  исправить
                </Button>
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {refused && !refused.items.length && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {refused.message}
        </Alert>
      )}
      <StepActions>
        <Button onClick={() => go('RegistrationContracts')}>Назад к договору</Button>
        <Button
          variant="contained"
          size="large"
          disabled={missing.length > 0 || submit.isPending}
          onClick={send}
        >
          {status === 'DECLINED' ? 'Отправить повторно' : 'Отправить на проверку'}
        </Button>
      </StepActions>
    </StepPage>
  );
}

/**
 * The moderator has decided while the page was open (ADR 0088): the link's session has ended, so
 * «Войти» goes to the login with his phone filled in — a fresh SMS code, then trading (approved)
 * or the reason and the fix (declined).
 */
function Decided({ decision, phone }: { decision: RegistrationDecision['decision']; phone: string }) {
  const approved = decision === 'APPROVED';
  const logIn = () => {
    if (phone) rememberLoginPhone(phone);
    endSession('signed-out');
  };
  return (
    <StepPage title={approved ? 'Организация одобрена' : 'Анкета отклонена'}>
      <Alert severity={approved ? 'success' : 'warning'} sx={{ mb: 2 }} role="status">
        {approved ? MODERATION_MSG.registrationApproved : MODERATION_MSG.registrationDeclined}
      </Alert>
      <Button variant="contained" size="large" onClick={logIn}>
        Войти
      </Button>
    </StepPage>
  );
}
