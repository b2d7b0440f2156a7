import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { COMPANY_MSG, type Company, type CompanyCard } from '@kolos/domain/companies';
import { notify } from '../../../shared/notify/notifier';
import { CompanyCardFields } from '../../../shared/onboarding/company-card-fields';
import {
  cardValuesOf,
  companyCardResolver,
  type CompanyCardValues,
} from '../../../shared/onboarding/company-card-form';
import { useSaveCompanyCard } from '../../../shared/onboarding/onboarding-api';
import { StepActions } from './step-page';

interface Props {
  company: Company;
  /** The card is with the moderator or approved: shown, not edited. */
  locked: boolean;
  onSaved: () => void;
}

/** The farmer's company card: the domain's checks as the resolver, saved by PUT /companies/{uuid}. */
export function CompanyCardForm({ company, locked, onSaved }: Props) {
  const form = useForm<CompanyCardValues, unknown, CompanyCard>({
    resolver: companyCardResolver,
    defaultValues: cardValuesOf(company),
    mode: 'onTouched',
  });
  const save = useSaveCompanyCard(company.uuid);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(
    (card) => {
      setFailure(null);
      save.mutate(card, {
        onSuccess: () => {
          notify.success('Анкета сохранена');
          onSaved();
        },
        onError: (error) => setFailure(error.message || COMPANY_MSG.serviceError),
      });
    },
    () => setFailure('Проверьте поля, отмеченные красным'),
  );

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label="Анкета организации">
      {locked && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {company.status === 'APPROVED' ? COMPANY_MSG.approvedCardLocked : COMPANY_MSG.onModerateLocked}
        </Alert>
      )}
      <CompanyCardFields form={form} disabled={locked} />
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      {!locked && (
        <StepActions>
          <Box />
          <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
            {save.isPending ? 'Сохраняем…' : 'Сохранить и продолжить'}
          </Button>
        </StepActions>
      )}
    </Box>
  );
}
