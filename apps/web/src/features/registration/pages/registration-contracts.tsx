import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { formatPhone } from '@kolos/domain';
import { AGREEMENT_STATUS_LABELS } from '@kolos/domain/agreements';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { PageLoader } from '../../../shared/ui/page-loader';
import { downloadAgreementPdf, useCurrentAgreement } from '../api/agreement-api';
import { SignAgreement } from '../components/sign-agreement';
import { StepActions, StepPage } from '../components/step-page';
import { useRegistration } from '../components/use-registration';

const moscow = (iso: string) =>
  new Date(iso).toLocaleString('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Registration step 3 (RegistrationContracts): read the purchaser's agreement, sign it by an SMS code, download it. */
export function RegistrationContracts() {
  const { companyUuid, go } = useRegistration();
  const agreement = useCurrentAgreement(companyUuid);
  const [downloading, setDownloading] = useState(false);
  const a = agreement.data;

  const download = async () => {
    if (!a) return;
    setDownloading(true);
    try {
      await downloadAgreementPdf(a);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <StepPage
      title="Договор с закупщиком"
      lead="Прочитайте рамочный договор поставки и подпишите его кодом из SMS."
    >
      {agreement.isError && <Alert severity="error">{agreement.error.message}</Alert>}
      {agreement.isPending && <PageLoader />}
      {a && (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}
          >
            <Box>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {a.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {a.purchaserCompanyName} — {a.farmerCompanyName}, редакция {a.version}
              </Typography>
            </Box>
            <Chip
              label={AGREEMENT_STATUS_LABELS[a.status]}
              color={a.status === 'AGREEMENT_CONTRACT_SIGNED' ? 'success' : 'default'}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
            />
          </Stack>
          <Box
            tabIndex={0}
            role="document"
            aria-label="Текст договора"
            sx={{
              whiteSpace: 'pre-wrap',
              maxHeight: { xs: '50vh', sm: 420 },
              overflowY: 'auto',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 2,
              mb: 2,
              bgcolor: 'grey.50',
              typography: 'body2',
            }}
          >
            {a.text}
          </Box>
          <Button
            startIcon={<DownloadIcon />}
            onClick={() => void download()}
            disabled={downloading}
            sx={{ mb: 2 }}
          >
            Скачать PDF
          </Button>
          {a.signature ? (
            <Alert severity="success">
              Договор подписан {moscow(a.signature.signedAt)} МСК
              {a.signature.signerName ? `, ${a.signature.signerName}` : ''}, код подтверждён с номера{' '}
              {formatPhone(a.signature.signerPhone)}.
            </Alert>
          ) : (
            <SignAgreement agreement={a} companyUuid={companyUuid} />
          )}
        </>
      )}
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
