import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { AGREEMENT_STATUS_LABELS, signatureLines, type Agreement } from '@kolos/domain/agreements';
import { saveFile } from '../../../shared/files/save-file';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { TermList } from '../../../shared/ui/term-list';
import { agreementPdf, useFarmerAgreements } from '../api/moderation-api';

function AgreementItem({ agreement }: { agreement: Agreement }) {
  const [loading, setLoading] = useState(false);
  const signed = agreement.status === 'AGREEMENT_CONTRACT_SIGNED';
  const download = async () => {
    setLoading(true);
    try {
      saveFile(await agreementPdf(agreement.uuid), `Договор ${agreement.farmerCompanyName}.pdf`);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Box sx={{ py: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography sx={{ fontWeight: 600, mr: 'auto' }}>
          {agreement.title}, версия {agreement.version} — {agreement.purchaserCompanyName}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={signed ? 'success' : 'warning'}
          label={AGREEMENT_STATUS_LABELS[agreement.status]}
        />
        <Button
          size="small"
          startIcon={<PictureAsPdfOutlinedIcon />}
          loading={loading}
          onClick={() => void download()}
        >
          Скачать PDF
        </Button>
      </Stack>
      {agreement.signature ? (
        <TermList
          lines={signatureLines(agreement.signature)}
          sx={{ columnGap: 2, rowGap: 0.5, gridTemplateColumns: 'max-content 1fr' }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Договор ещё не подписан.
        </Typography>
      )}
    </Box>
  );
}

/** The farmer's framework agreements with the purchaser: status, signature record, PDF. */
export function AgreementCard({ companyUuid }: { companyUuid: string }) {
  const { data, isPending, isError } = useFarmerAgreements(companyUuid);
  if (isPending) return <Typography color="text.secondary">Загрузка…</Typography>;
  if (isError) return <Typography color="error">Не удалось загрузить договор</Typography>;
  if (!data.length)
    return <Typography color="text.secondary">Договор фермеру ещё не предлагался.</Typography>;
  return (
    <Box>
      {data.map((a) => (
        <AgreementItem key={a.uuid} agreement={a} />
      ))}
    </Box>
  );
}
