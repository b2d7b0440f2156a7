import Chip, { type ChipProps } from '@mui/material/Chip';
import { contractStatusLabel } from '@kolos/domain/contracts';

const COLORS: Record<string, ChipProps['color']> = {
  CONTRACT_CREATED: 'info',
  CONTRACT_CONFIRMED: 'success',
  CONTRACT_CANCELED: 'default',
};

/** SPEC 2.10 status chip: 'Новый', 'Подтверждён', 'Отменён', or the raw status text (SPEC 4). */
export function StatusChip({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      label={contractStatusLabel(status)}
      color={COLORS[status] ?? 'default'}
      variant={status === 'CONTRACT_CANCELED' ? 'outlined' : 'filled'}
    />
  );
}
