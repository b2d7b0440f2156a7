import type { ChipProps } from '@mui/material/Chip';
import type { SlotStatus } from '@kolos/domain/queue';

/** A slot's colour by status: waiting in blues, at the gate amber, done green, no-show and refused red. */
export const SLOT_LOOK: Record<
  SlotStatus,
  { color: NonNullable<ChipProps['color']>; variant: 'filled' | 'outlined' }
> = {
  SLOT_BOOKED: { color: 'info', variant: 'outlined' },
  SLOT_CAR_ASSIGNED: { color: 'info', variant: 'filled' },
  SLOT_ARRIVED: { color: 'warning', variant: 'filled' },
  SLOT_UNLOADED: { color: 'success', variant: 'filled' },
  SLOT_REFUSED: { color: 'error', variant: 'outlined' },
  SLOT_NO_SHOW: { color: 'error', variant: 'filled' },
  SLOT_CANCELED: { color: 'default', variant: 'outlined' },
};
