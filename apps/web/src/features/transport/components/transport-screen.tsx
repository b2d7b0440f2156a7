import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { TRANSPORT_MSG, TRANSPORT_PAGE_SIZE, type TransportSlotWire } from '@kolos/domain/transport';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { useDownloadTemplate } from '../api/download-template';
import { useDistributions } from '../api/get-distributions';
import { useTransportFilter } from '../lib/use-transport-filter';
import { DeliveryCard } from './delivery-card';
import { ExportButton } from './export-button';
import { ImportButton } from './import-button';
import { TransportFilter } from './transport-filter';
import { TripEditDialog } from './trip-edit-dialog';

interface Props {
  /** Transport update: the edit pencil and the import. */
  mayChange: boolean;
}

/**
 * SPEC 2.13: the filter, 'Импорт' and 'Экспорт CSV' (disabled with an empty list), the deliveries
 * of the window with their slot rows, the trip dialog; the list loads only for a whole filter.
 */
export function TransportScreen({ mayChange }: Props) {
  const filter = useTransportFilter();
  const { format } = useTimeZone();
  const query = useDistributions(filter.request);
  const template = useDownloadTemplate();
  const [editing, setEditing] = useState<{ slot: TransportSlotWire; farmerCompanyUuid: string } | null>(null);
  const items = filter.request ? (query.data?.items ?? []) : [];
  const total = filter.request ? (query.data?.total ?? 0) : 0;
  const empty = items.length === 0;
  const pages = Math.ceil(total / TRANSPORT_PAGE_SIZE);
  const formatTime = (seconds: number, pattern?: string) => format(seconds * 1000, pattern);
  const window = filter.request
    ? {
        location: filter.request.location,
        start: filter.request.start,
        end: filter.request.end,
        timeZone: filter.timeZone,
      }
    : null;

  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <TransportFilter filter={filter} />
      </Paper>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {mayChange && (
          <ImportButton
            location={window?.location ?? ''}
            start={window?.start ?? 0}
            end={window?.end ?? 0}
            timeZone={filter.timeZone}
            disabled={empty || !window}
          />
        )}
        <ExportButton
          window={window ?? { location: '', start: 0, end: 0, timeZone: filter.timeZone }}
          disabled={empty || !window}
        />
        {mayChange && (
          <Button
            startIcon={<DescriptionOutlined />}
            onClick={() => template.mutate(undefined, { onError: notifyFailure })}
            disabled={template.isPending}
          >
            Шаблон файла
          </Button>
        )}
        {total > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
            Поставок: {total}
          </Typography>
        )}
      </Stack>
      {filter.request && query.isPending ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
          <CircularProgress size={20} />
          <Typography color="text.secondary">Загружаем поставки…</Typography>
        </Box>
      ) : filter.request && query.isError ? (
        <Typography color="error" sx={{ py: 3 }}>
          {query.error.message}
        </Typography>
      ) : empty ? (
        <Typography color="text.secondary" sx={{ py: 3 }}>
          {TRANSPORT_MSG.fillFilter}
        </Typography>
      ) : (
        <Stack spacing={1.5} aria-label="Поставки">
          {items.map((delivery) => (
            <DeliveryCard
              key={delivery.uuid}
              delivery={delivery}
              formatTime={formatTime}
              onEdit={
                mayChange
                  ? (slot) => setEditing({ slot, farmerCompanyUuid: delivery.farmerCompanyUuid })
                  : undefined
              }
            />
          ))}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={filter.page + 1}
              onChange={(_e, page) => filter.setPage(page - 1)}
              sx={{ alignSelf: 'center', pt: 1 }}
            />
          )}
        </Stack>
      )}
      {editing && (
        <TripEditDialog
          slot={editing.slot}
          farmerCompanyUuid={editing.farmerCompanyUuid}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
