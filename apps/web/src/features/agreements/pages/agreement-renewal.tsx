import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Agreement } from '@kolos/domain/agreements';
import { AgreementDocument } from '../../../shared/agreements/agreement-document';
import { pathTo } from '../../../shared/routing/paths';
import { PageLoader } from '../../../shared/ui/page-loader';
import { agreementKeys, usePendingAgreements, useRenewalAgreement } from '../api/agreements-api';
import { postponeRenewal } from '../components/postpone';

/**
 * AgreementRenewal (issue 28 point 14, ADR 0089): the new version of his purchaser's agreement,
 * asked of an approved farmer after login — the text, 'Скачать PDF' and the registration's SMS-code
 * signing. 'Напомнить позже' lets him work and asks again at his next login.
 */
export function AgreementRenewal() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const pending = usePendingAgreements(true);
  const [signed, setSigned] = useState<Agreement | null>(null);
  const asked = signed ? undefined : pending.data?.[0];
  const agreement = useRenewalAgreement(asked?.purchaserUuid);

  const onSigned = (a: Agreement) => {
    setSigned(a);
    client.setQueryData(agreementKeys.renewal(a.purchaserCompanyUuid), a);
    void client.invalidateQueries({ queryKey: agreementKeys.pending() });
  };
  const later = () => {
    postponeRenewal();
    void navigate(pathTo('Home'));
  };
  // another purchaser's new version still waits (the list may not have read again yet)
  const more = Boolean(signed && pending.data?.some((p) => p.purchaserUuid !== signed.purchaserCompanyUuid));
  const shown = signed ?? (asked ? agreement.data : undefined);

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        Новая редакция договора
      </Typography>
      {asked && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {asked.purchaserCompanyName} опубликовал редакцию {asked.version} договора; вы подписали редакцию{' '}
          {asked.signedVersion}. Прочитайте новый текст и подпишите его кодом из SMS. Подписать можно и позже:
          работа на платформе не прерывается, а при следующем входе мы напомним снова.
        </Typography>
      )}
      {(pending.isError || agreement.isError) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {(pending.error ?? agreement.error)?.message}
        </Alert>
      )}
      {(pending.isPending || (asked && agreement.isPending)) && <PageLoader />}
      {!pending.isPending && !asked && !signed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Новых редакций договора для подписи нет.
        </Alert>
      )}
      {shown && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
          <AgreementDocument agreement={shown} onSigned={onSigned} />
        </Paper>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {more ? (
          <Button variant="contained" size="large" onClick={() => setSigned(null)}>
            Следующий договор
          </Button>
        ) : signed || !asked ? (
          <Button variant="contained" size="large" onClick={() => void navigate(pathTo('Home'))}>
            Перейти к работе
          </Button>
        ) : (
          <Button size="large" onClick={later}>
            Напомнить позже
          </Button>
        )}
      </Stack>
    </Box>
  );
}
