import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { RouteName } from '@kolos/domain';
import type { ModerationCompanyReply } from '@kolos/domain/moderation';
import { doneSteps, isSubmitted, REGISTRATION_STEPS, stepIndexOf } from './registration-steps';

interface Props {
  route: RouteName | undefined;
  state: ModerationCompanyReply | undefined;
  onOpen: (route: RouteName) => void;
}

/**
 * Where the farmer is in the registration flow. Each step opens its screen; once the company is
 * submitted the earlier steps are read-only, so only the last one stays reachable.
 */
export function RegistrationStepper({ route, state, onOpen }: Props) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const active = stepIndexOf(route);
  const done = state ? doneSteps(state) : null;
  const locked = state ? isSubmitted(state.company.status) : false;
  return (
    <Stepper
      nonLinear
      activeStep={active}
      alternativeLabel={narrow}
      aria-label="Шаги регистрации"
      sx={{ mb: { xs: 2, sm: 3 }, '& .MuiStepLabel-label': { fontSize: { xs: 12, sm: 14 } } }}
    >
      {REGISTRATION_STEPS.map((step, index) => (
        <Step key={step.key} completed={done?.[step.key] ?? false}>
          {locked && step.key !== 'submit' ? (
            <StepLabel>{step.label}</StepLabel>
          ) : (
            <StepButton
              onClick={() => onOpen(step.route)}
              aria-current={index === active ? 'step' : undefined}
            >
              {step.label}
            </StepButton>
          )}
        </Step>
      ))}
    </Stepper>
  );
}
