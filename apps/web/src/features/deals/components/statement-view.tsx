import { useState } from 'react';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  RepaymentsNote,
  SettlementStatusChip,
  StatementLines,
  StatementTotals,
  statementTitle,
} from '../../../shared/settlements/statement-figures';
import { cancelReason, dealLabel, ruDay } from '../../../shared/settlements/settlement-wire';
import { PageLoader } from '../../../shared/ui/page-loader';
import { ResponsiveDialog } from '../../../shared/ui/responsive-dialog';
import { downloadStatementPdf, useStatement } from '../api/statements-api';

/** The farmer's statement, read-only: his trucks, the totals, what repaid his advance, the payment. */
export function StatementView({ uuid, onClose }: { uuid: string; onClose: () => void }) {
  const query = useStatement(uuid);
  const s = query.data;
  const [error, setError] = useState<string | null>(null);
  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="sm" title={s ? statementTitle(s) : 'Расчёт'}>
      <DialogContent dividers>
        {query.isPending ? (
          <PageLoader />
        ) : query.isError ? (
          <Alert severity="error">{query.error.message}</Alert>
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <SettlementStatusChip status={query.data.status} />
              <Typography color="text.secondary">
                {dealLabel(query.data)}
                {query.data.productTitle ? `, ${query.data.productTitle}` : ''}
              </Typography>
            </Stack>
            {query.data.status === 'SETTLEMENT_DRAFT' && (
              <Alert severity="info">
                Расчёт готовит покупатель: суммы могут измениться до подтверждения.
              </Alert>
            )}
            {query.data.status === 'SETTLEMENT_PAID' && (
              <Alert severity="success">
                Оплачено
                {query.data.paymentNumber ? `: платёжное поручение № ${query.data.paymentNumber}` : ''}
                {query.data.paymentDate ? ` от ${ruDay(query.data.paymentDate)}` : ''}
              </Alert>
            )}
            {query.data.status === 'SETTLEMENT_CANCELED' && (
              <Alert severity="warning">
                Расчёт отменён{cancelReason(query.data) ? `: ${cancelReason(query.data)}` : ''}
              </Alert>
            )}
            {error && <Alert severity="error">{error}</Alert>}
            <RepaymentsNote statement={query.data} lead="Из суммы погашен ваш аванс" />
            <StatementLines lines={query.data.lines} />
            <StatementTotals statement={query.data} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {s && (
          <Button
            startIcon={<DownloadOutlined />}
            sx={{ minHeight: 48, mr: 'auto' }}
            onClick={() => void downloadStatementPdf(s).catch((e: Error) => setError(e.message))}
          >
            Скачать PDF
          </Button>
        )}
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          Закрыть
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
