import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { formatPhone } from '@kolos/domain';
import { AGREEMENT_STATUS_LABELS, type Agreement } from '@kolos/domain/agreements';
import { notifyFailure } from '../notify/notify-failure';
import { downloadAgreementPdf } from './agreement-api';
import { SignAgreement } from './sign-agreement';

const moscow = (iso: string) =>
  new Date(iso).toLocaleString('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The text of an agreement (or a version) in a box that scrolls by itself, readable on a phone. */
export function AgreementText({ text, label = 'Текст договора' }: { text: string; label?: string }) {
  return (
    <Box
      tabIndex={0}
      role="document"
      aria-label={label}
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
      {text}
    </Box>
  );
}

/**
 * An agreement offered to the farmer: its title, parties and version, the text, 'Скачать PDF', and
 * the signature record once signed or the SMS-code signing until then.
 */
export function AgreementDocument({
  agreement: a,
  onSigned,
}: {
  agreement: Agreement;
  onSigned: (signed: Agreement) => void;
}) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
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
      <AgreementText text={a.text} />
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
        <SignAgreement agreement={a} onSigned={onSigned} />
      )}
    </>
  );
}
