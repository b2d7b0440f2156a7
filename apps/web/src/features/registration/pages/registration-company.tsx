import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import { companyCardQuery, useModerationCompany } from '../../../shared/onboarding/onboarding-api';
import { isSubmitted } from '../../../shared/onboarding/registration-steps';
import { PageLoader } from '../../../shared/ui/page-loader';
import { CompanyCardForm } from '../components/company-card-form';
import { StepPage } from '../components/step-page';
import { useRegistration } from '../components/use-registration';

/** Registration step 1 (RegistrationCompany): the company card, 'Заполнить по ИНН'. */
export function RegistrationCompany() {
  const { companyUuid, go } = useRegistration();
  const card = useQuery(companyCardQuery(companyUuid));
  const state = useModerationCompany(companyUuid);
  const company = card.data;
  return (
    <StepPage
      title="Анкета организации"
      lead="Заполните реквизиты организации. Кнопка «Заполнить по ИНН» подставит то, что известно по ИНН; проверьте данные перед сохранением."
    >
      {company?.status === 'DECLINED' && company.declineReason && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Анкета отклонена модератором. Причина: {company.declineReason}
        </Alert>
      )}
      {card.isError && <Alert severity="error">{card.error.message}</Alert>}
      {company ? (
        <CompanyCardForm
          key={company.uuid}
          company={company}
          locked={isSubmitted(state.data?.company.status ?? company.status)}
          onSaved={() => go('RegistrationUploadDocuments')}
        />
      ) : (
        !card.isError && <PageLoader />
      )}
    </StepPage>
  );
}
