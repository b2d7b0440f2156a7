import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { TransportDeliveryWire, TransportSlotWire } from '@kolos/domain/transport';
import { formatTonnes } from '../lib/format';
import { SlotRows } from './slot-rows';

interface Props {
  delivery: TransportDeliveryWire;
  /** Unix seconds on the user's clock, by a dayjs pattern. */
  formatTime: (seconds: number, pattern?: string) => string;
  onEdit?: ((slot: TransportSlotWire) => void) | undefined;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

/** One delivery of the window (SPEC 3 'Transport delivery record'), expandable to its slots. */
export function DeliveryCard({ delivery, formatTime, onEdit }: Props) {
  const [open, setOpen] = useState(false);
  const slotsId = useId();
  const { product, participants, warehouses, shipperWorkHours } = delivery;
  const hours = `${formatTime(shipperWorkHours.startAt, 'HH:mm')}–${formatTime(shipperWorkHours.endAt, 'HH:mm')}`;
  const loading = [warehouses.loadingAddr, warehouses.intermediateLoadingAddr].filter(Boolean).join(' → ');
  const title = `Сделка № ${delivery.contractNumber}`;
  return (
    <Paper component="article" variant="outlined" aria-label={title} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {delivery.deliveryDate} · {delivery.deliveryType}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
        }}
      >
        <Fact label="Культура и объём" value={`${product.name}, ${formatTonnes(product.totalVolume)} т`} />
        <Fact label="Поставщик" value={participants.farmerCompany} />
        <Fact label="Покупатель" value={participants.purchaserCompany} />
        <Fact label="Адрес погрузки" value={loading} />
        <Fact label="Адрес выгрузки" value={warehouses.unloadingAddr} />
        <Fact label="Часы работы грузоотправителя" value={hours} />
      </Box>
      <Button
        size="small"
        sx={{ mt: 1, ml: -0.5 }}
        startIcon={open ? <ExpandLess /> : <ExpandMore />}
        aria-expanded={open}
        aria-controls={slotsId}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? 'Скрыть слоты' : 'Показать слоты'} ({delivery.slots.length})
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box id={slotsId} sx={{ mt: 1 }}>
          <SlotRows slots={delivery.slots} formatTime={(s) => formatTime(s)} onEdit={onEdit} />
        </Box>
      </Collapse>
    </Paper>
  );
}
