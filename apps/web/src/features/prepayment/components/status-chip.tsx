import Chip, { type ChipProps } from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { STATUS_LABELS, type PrepaymentStatus } from '@kolos/domain/prepayment';

/** Green for the money's way (agreed: outlined, paid out: filled), grey once it is closed. */
const LOOK: Record<PrepaymentStatus, { color: ChipProps['color']; variant: ChipProps['variant'] }> = {
  CREATED: { color: 'info', variant: 'filled' },
  IN_PROGRESS: { color: 'warning', variant: 'filled' },
  APPROVED: { color: 'primary', variant: 'outlined' },
  LENT: { color: 'primary', variant: 'filled' },
  REPAID: { color: 'default', variant: 'outlined' },
  REJECTED: { color: 'error', variant: 'filled' },
};

/** SPEC 2.12: the status chip; its tooltip gives the reason when there is one. */
export function StatusChip({ status, reason }: { status: PrepaymentStatus; reason: string | null }) {
  const chip = (
    <Chip
      size="small"
      color={LOOK[status].color}
      variant={LOOK[status].variant}
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
