import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { AgreementDocument } from '../../../shared/agreements/agreement-document';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useCurrentAgreement, useOnRegistrationSigned } from '../api/agreement-api';
import { StepActions, StepPage } from '../components/step-page';
import { useRegistration } from '../components/use-registration';

/** Registration step 3 (RegistrationContracts): read the purchaser's agreement, sign it by an SMS code, download it. */
export function RegistrationContracts() {
  const { companyUuid, go } = useRegistration();
  const agreement = useCurrentAgreement(companyUuid);
  const onSigned = useOnRegistrationSigned(companyUuid);
  const a = agreement.data;

  return (
    <StepPage
      title="Договор с закупщиком"
      lead="Прочитайте рамочный договор поставки и подпишите его кодом из SMS."
    >
      {agreement.isError && <Alert severity="error">{agreement.error.message}</Alert>}
      {agreement.isPending && <PageLoader />}
      {a && <AgreementDocument agreement={a} onSigned={onSigned} />}
      <StepActions>
        <Button onClick={() => go('RegistrationUploadDocuments')}>Назад к документам</Button>
        <Button
          variant="contained"
          size="large"
          disabled={!a?.signature}
          onClick={() => go('RegistrationCompanyCompleted')}
        >
          Далее
        </Button>
      </StepActions>
    </StepPage>
  );
}
