import { useState } from 'react';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { notify } from '../../../shared/notify/notifier';
import {
  SETTLEMENT_STATUS_MACHINE,
  type SettlementStatus,
  type SettlementWire,
} from '@kolos/domain/settlements';
import { cancelReason, dealLabel, ruDay } from '../../../shared/settlements/settlement-wire';
import {
  RepaymentsNote,
  SettlementStatusChip,
  StatementLines,
  StatementTotals,
  statementTitle,
} from '../../../shared/settlements/statement-figures';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PageLoader } from '../../../shared/ui/page-loader';
import { ReasonDialog } from '../../../shared/ui/reason-dialog';
import { ResponsiveDialog } from '../../../shared/ui/responsive-dialog';
import {
  downloadStatement,
  useChangeSettlementStatus,
  useSettlement,
  type StatusChange,
} from '../api/settlements-api';
import { PaidDialog } from './paid-dialog';

type Step = 'confirm' | 'cancel' | 'paid' | null;

interface Props {
  uuid: string;
  /** The user may confirm, cancel and mark paid. */
  mayChange: boolean;
  onClose: () => void;
}

/** A statement: its trucks, its totals, what may be done with it now, its PDF and CSV. */
export function StatementDialog({ uuid, mayChange, onClose }: Props) {
  const query = useSettlement(uuid);
  const change = useChangeSettlementStatus();
  const [step, setStep] = useState<Step>(null);
  const [error, setError] = useState<string | null>(null);
  const statement = query.data;
  // the domain's table of moves, the one the server applies: a button only for a move it allows
  const may = (to: SettlementStatus) =>
    mayChange && statement !== undefined && SETTLEMENT_STATUS_MACHINE.allows(statement.status, to);

  const run = (body: Omit<StatusChange, 'uuid'>, done: string) => {
    setError(null);
    change.mutate(
      { uuid, ...body },
      {
        onSuccess: () => {
          setStep(null);
          notify.success(done);
        },
        onError: (e) => {
          setStep(null);
          setError(e.message);
        },
      },
    );
  };
  const download = (s: SettlementWire, format: 'pdf' | 'csv') =>
    downloadStatement(s, format).catch((e: Error) => setError(e.message));

  return (
    <ResponsiveDialog
      open
      onClose={onClose}
      maxWidth="md"
      title={statement ? statementTitle(statement) : 'Расчёт'}
    >
      <DialogContent dividers>
        {query.isPending ? (
          <PageLoader />
        ) : query.isError ? (
          <Alert severity="error">{query.error.message}</Alert>
        ) : (
          <Stack spacing={2}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <SettlementStatusChip status={query.data.status} />
              <Typography>{query.data.farmerCompanyName}</Typography>
              <Typography color="text.secondary">
                · {dealLabel(query.data)}
                {query.data.productTitle ? `, ${query.data.productTitle}` : ''}
              </Typography>
            </Box>
            {query.data.status === 'SETTLEMENT_CANCELED' && (
              <Alert severity="warning">Отменён: {cancelReason(query.data) ?? 'причина не указана'}</Alert>
            )}
            {query.data.status === 'SETTLEMENT_PAID' && query.data.paymentNumber && (
              <Alert severity="success">
                Оплачен платёжным поручением № {query.data.paymentNumber}
                {query.data.paymentDate ? ` от ${ruDay(query.data.paymentDate)}` : ''}
              </Alert>
            )}
            {error && <Alert severity="error">{error}</Alert>}
            <RepaymentsNote statement={query.data} lead="Из суммы погашен аванс сельхозпроизводителя" />
            <StatementLines lines={query.data.lines} />
            <Box sx={{ alignSelf: { sm: 'flex-end' }, minWidth: { sm: 320 } }}>
              <StatementTotals statement={query.data} />
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        {statement && (
          <>
            <Button startIcon={<DownloadOutlined />} onClick={() => void download(statement, 'pdf')}>
              PDF
            </Button>
            <Button startIcon={<DownloadOutlined />} onClick={() => void download(statement, 'csv')}>
              CSV
            </Button>
          </>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {may('SETTLEMENT_CANCELED') && (
          <Button color="error" onClick={() => setStep('cancel')}>
            Отменить расчёт
          </Button>
        )}
        {may('SETTLEMENT_CONFIRMED') && (
          <Button variant="contained" onClick={() => setStep('confirm')}>
            Подтвердить
          </Button>
        )}
        {may('SETTLEMENT_PAID') && (
          <Button variant="contained" onClick={() => setStep('paid')}>
            Отметить оплату
          </Button>
        )}
        <Button color="inherit" onClick={onClose}>
          Закрыть
        </Button>
      </DialogActions>
      {statement && (
        <ConfirmDialog
          open={step === 'confirm'}
          title={`Подтвердить ${statementTitle(statement).toLowerCase()}?`}
          text="Из суммы будет погашен аванс сельхозпроизводителя, расчёт войдёт в реестр для банка."
          confirmText="Подтвердить"
          loading={change.isPending}
          onConfirm={() => run({ status: 'SETTLEMENT_CONFIRMED' }, 'Расчёт подтверждён')}
          onCancel={() => setStep(null)}
        />
      )}
      {step === 'cancel' && (
        <ReasonDialog
          title="Отменить расчёт"
          label="Причина отмены"
          hint="Причину увидит сельхозпроизводитель"
          required="Укажите причину отмены"
          submitLabel="Отменить расчёт"
          color="error"
          maxLength={500}
          pending={change.isPending}
          onConfirm={(reason) => run({ status: 'SETTLEMENT_CANCELED', reason }, 'Расчёт отменён')}
          onCancel={() => setStep(null)}
        />
      )}
      {step === 'paid' && statement && (
        <PaidDialog
          payable={statement.payable}
          pending={change.isPending}
          onConfirm={(payment) => run({ status: 'SETTLEMENT_PAID', ...payment }, 'Оплата отмечена')}
          onCancel={() => setStep(null)}
        />
      )}
    </ResponsiveDialog>
  );
}
