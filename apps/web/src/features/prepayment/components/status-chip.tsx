import Chip, { type ChipProps } from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { STATUS_LABELS, type PrepaymentStatus } from '@kolos/domain/prepayment';

const COLORS: Record<PrepaymentStatus, ChipProps['color']> = {
  CREATED: 'info',
  IN_PROGRESS: 'warning',
  APPROVED: 'primary',
  LENT: 'secondary',
  REPAID: 'success',
  REJECTED: 'error',
};

/** SPEC 2.12: the status chip; its tooltip gives the reason when there is one. */
export function StatusChip({ status, reason }: { status: PrepaymentStatus; reason: string | null }) {
  const chip = (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'REPAID' ? 'outlined' : 'filled'}
      label={STATUS_LABELS[status]}
      // the icon tells that the chip has more to say on hover
      {...(reason ? { icon: <InfoOutlined /> } : {})}
    />
  );
  return reason ? (
    <Tooltip title={`Причина: ${reason}`} describeChild>
      {chip}
    </Tooltip>
  ) : (
    chip
  );
}
