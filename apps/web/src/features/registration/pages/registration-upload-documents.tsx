import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DocumentCodeUploader } from '../../../shared/onboarding/document-code-uploader';
import { useModerationCompany } from '../../../shared/onboarding/onboarding-api';
import { isSubmitted } from '../../../shared/onboarding/registration-steps';
import { PageLoader } from '../../../shared/ui/page-loader';
import { StepActions, StepPage } from '../components/step-page';
import { useCompanyDocuments } from '../components/use-company-documents';
import { useRegistration } from '../components/use-registration';

/** Registration step 2 (RegistrationUploadDocuments): one block per document code of the company's type. */
export function RegistrationUploadDocuments() {
  const { companyUuid, go } = useRegistration();
  const { company, blocks, missing, isLoading, error } = useCompanyDocuments(companyUuid);
  const state = useModerationCompany(companyUuid);
  const locked = isSubmitted(state.data?.company.status ?? company?.status ?? '');
  const required = blocks.filter((b) => b.required);
  const optional = blocks.filter((b) => !b.required);

  return (
    <StepPage
      title="Документы организации"
      lead="Загрузите скан или фото каждого документа: pdf, jpg или png, до 1 Гб. На телефоне можно сразу сфотографировать документ."
    >
      {error && <Alert severity="error">{error.message}</Alert>}
      {isLoading && !error && <PageLoader />}
      {!isLoading && (
        <>
          <Stack spacing={2}>
            {required.map((b) => (
              <DocumentCodeUploader key={b.code} companyUuid={companyUuid} {...b} disabled={locked} />
            ))}
          </Stack>
          {optional.length > 0 && (
            <>
              <Typography variant="subtitle1" component="h2" sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
                Дополнительно, по желанию
              </Typography>
              <Stack spacing={2}>
                {optional.map((b) => (
                  <DocumentCodeUploader key={b.code} companyUuid={companyUuid} {...b} disabled={locked} />
                ))}
              </Stack>
            </>
          )}
          {missing.length > 0 && (
            <Alert severity="info" sx={{ mt: 2 }}>
              Осталось загрузить: {missing.map((m) => m.name).join(', ')}
            </Alert>
          )}
          <StepActions>
            <Button onClick={() => go('RegistrationCompany')}>Назад к анкете</Button>
            <Button
              variant="contained"
              size="large"
              disabled={missing.length > 0}
              onClick={() => go('RegistrationUploadedCompleted')}
            >
              Далее
            </Button>
          </StepActions>
        </>
      )}
    </StepPage>
  );
}
