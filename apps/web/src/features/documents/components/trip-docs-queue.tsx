import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatPhone } from '@kolos/domain';
import type { DocumentFile } from '@kolos/domain/documents';
import {
  SLOT_DOCS_STATUS_LABELS,
  SLOT_DOCS_STATUSES,
  TRIP_DOCUMENT_NAMES,
  type SlotDocsDecision,
  type SlotDocsQueueItem,
  type SlotDocsStatus,
  type SlotDocumentWire,
} from '@kolos/domain/trip-documents';
import { DateInput } from '../../../shared/form';
import { ListPager, useListParams } from '../../../shared/list';
import { FilePreview } from '../../../shared/moderation/file-preview';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { formatNumber, RegionPointFilters } from '../../../shared/trading';
import { DocsStatusIcon } from '../../../shared/trip-documents/docs-status-icon';
import { TripDocsHistory } from '../../../shared/trip-documents/trip-docs-history';
import { useTripDocsDecision, useTripDocsQueue, type TripDocsQueueFilter } from '../api/trip-docs-api';
import { DeclineDialog } from './decline-dialog';
import { FarmerCompanySelect } from './farmer-company-select';

/** The queue's filters in the URL; `slot` (the one open) goes with them, so a new filter closes it. */
const FILTERS = ['status', 'regionUuid', 'locationUuid', 'day', 'farmer', 'slot'] as const;

const KEYS_HINT = 'Клавиши: A — одобрить, D — отклонить, J — следующий, K — предыдущий';

const isStatus = (v: string | undefined): v is SlotDocsStatus =>
  v !== undefined && (SLOT_DOCS_STATUSES as readonly string[]).includes(v);

const plate = (i: SlotDocsQueueItem) =>
  [i.carNumber, i.trailerNumber].filter(Boolean).join(' / ') || 'машина не назначена';

/** A trip file as the shared preview takes it (a company document's file). */
const previewFile = (doc: SlotDocumentWire, f: SlotDocumentWire['files'][number]): DocumentFile => ({
  uuid: f.uuid,
  fileUuid: f.uuid,
  url: f.url,
  name: f.name,
  size: f.size,
  type: f.type,
  uploadedAt: doc.uploadedAt,
  replacedAt: null,
});

/** Typing in a field or a dialog open: the shortcuts keep quiet. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    Boolean(target.closest('[role="dialog"]')));

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.25 }}>
      <Typography color="text.secondary" sx={{ width: 130, flex: 'none' }}>
        {label}
      </Typography>
      <Typography component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere', fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

function Panel({
  item,
  format,
  busy,
  onDecide,
}: {
  item: SlotDocsQueueItem;
  format: (iso: string, pattern?: string) => string;
  busy: boolean;
  onDecide: (status: SlotDocsDecision) => void;
}) {
  const decidable = item.status === 'SLOT_DOCS_ON_MODERATE';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Документы рейса: слот № ${item.slotId}`}
      sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '300px 1fr' }, minWidth: 0 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
            Слот № {item.slotId}
          </Typography>
          <DocsStatusIcon status={item.status} missing={item.missing} />
        </Stack>
        <Line label="Машина">{plate(item)}</Line>
        <Line label="Водитель">
          {item.driverFullname ?? '—'}
          {item.driverPhone && `, ${formatPhone(item.driverPhone)}`}
        </Line>
        <Line label="Сделка">{item.dealNumber === null ? '—' : `№ ${item.dealNumber}`}</Line>
        <Line label="План">{formatNumber(item.plannedVolume)} т</Line>
        <Line label="Хозяйство">{item.farmerCompanyName}</Line>
        <Line label="Пункт приёмки">{item.locationName}</Line>
        <Line label="Время">{format(item.startAt, 'DD.MM.YYYY HH:mm')}</Line>
        <Line label="Статус">{SLOT_DOCS_STATUS_LABELS[item.status]}</Line>
        {item.missing.length > 0 && (
          <Line label="Не хватает">{item.missing.map((c) => TRIP_DOCUMENT_NAMES[c]).join(', ')}</Line>
        )}
        {item.declineReason && (
          <Alert severity="error" sx={{ mt: 1 }}>
            Отклонено: {item.declineReason}
          </Alert>
        )}
        {decidable && (
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button
              variant="contained"
              color="success"
              disabled={busy}
              onClick={() => onDecide('SLOT_DOCS_APPROVED')}
            >
              Одобрить
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={busy}
              onClick={() => onDecide('SLOT_DOCS_DECLINED')}
            >
              Отклонить
            </Button>
          </Stack>
        )}
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
          История документов
        </Typography>
        <TripDocsHistory slotUuid={item.slotUuid} />
      </Box>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {item.documents.length === 0 && <Typography color="text.secondary">Документов пока нет.</Typography>}
        {item.documents.map((doc) => (
          <Box component="section" key={doc.uuid} aria-label={TRIP_DOCUMENT_NAMES[doc.code]}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {TRIP_DOCUMENT_NAMES[doc.code]}
              {doc.number && ` № ${doc.number}`}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Загружен {format(doc.uploadedAt, 'DD.MM.YYYY HH:mm')}
              {doc.uploadedBy && `, ${doc.uploadedBy}`}
            </Typography>
            <Stack spacing={1.5}>
              {doc.files.map((f) => (
                <FilePreview key={f.uuid} file={previewFile(doc, f)} />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * Issue 20 point 4, 'Документы рейсов': the slots whose documents wait for a decision, oldest
 * first, filtered by status, point, day and farmer, paged on the server (issue 28 point 16; all in
 * the URL); a row opens its documents and their history in place beside the slot's data; approve,
 * or decline with a reason; A, D, J and K for speed.
 */
export function TripDocsQueue() {
  const list = useListParams({ filters: FILTERS });
  const [, setParams] = useSearchParams();
  const { format } = useTimeZone();
  const filter: TripDocsQueueFilter = {
    status: isStatus(list.filters.status) ? list.filters.status : 'SLOT_DOCS_ON_MODERATE',
    locationUuid: list.filters.locationUuid,
    day: list.filters.day,
    farmerCompanyUuid: list.filters.farmer,
  };
  const query = useTripDocsQueue(filter, { offset: list.offset, limit: list.size });
  const decide = useTripDocsDecision();
  const [declining, setDeclining] = useState<SlotDocsQueueItem | null>(null);
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / list.size) - 1);
  const index = Math.max(
    0,
    items.findIndex((i) => i.slotUuid === list.filters.slot),
  );
  const selected = items[index];

  // Decisions empty the last page: step back to the page that still has slots.
  const { page, setPage } = list;
  const emptied = query.isSuccess && items.length === 0 && page > lastPage;
  useEffect(() => {
    if (emptied) setPage(lastPage);
  }, [emptied, lastPage, setPage]);

  /** The selected slot: kept in the URL beside the page, without going back to the first page. */
  const choose = (slotUuid: string | undefined) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (slotUuid) next.set('slot', slotUuid);
        else next.delete('slot');
        return next;
      },
      { replace: true },
    );
  /** J and K walk on into the next or the previous page at the ends of this one. */
  const select = (i: number) => {
    if (i >= items.length && list.page < lastPage) list.setPage(list.page + 1);
    else if (i < 0 && list.page > 0) list.setPage(list.page - 1);
    else {
      const item = items[Math.min(Math.max(i, 0), items.length - 1)];
      if (item) choose(item.slotUuid);
    }
  };
  const filterBy = (patch: Partial<Record<(typeof FILTERS)[number], string | undefined>>) =>
    list.setFilters({ ...patch, slot: undefined });

  const send = async (item: SlotDocsQueueItem, status: SlotDocsDecision, reason?: string) => {
    try {
      await decide.mutateAsync({ slotUuid: item.slotUuid, status, reason });
      notify.success(
        status === 'SLOT_DOCS_APPROVED'
          ? `Документы слота № ${item.slotId} одобрены`
          : `Документы слота № ${item.slotId} отклонены`,
      );
      setDeclining(null);
      // the next one in line takes its place
      const next = items[index + 1] ?? items[index - 1];
      choose(next && next.slotUuid !== item.slotUuid ? next.slotUuid : undefined);
    } catch (error) {
      notifyFailure(error);
    }
  };
  const onDecide = (item: SlotDocsQueueItem, status: SlotDocsDecision) =>
    status === 'SLOT_DOCS_DECLINED' ? setDeclining(item) : void send(item, status);

  // the latest closure for the keyboard listener
  const keys = useRef<(e: KeyboardEvent) => void>(() => undefined);
  useEffect(() => {
    keys.current = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target) || declining) return;
      const key = e.code;
      if (key === 'KeyJ') select(index + 1);
      else if (key === 'KeyK') select(index - 1);
      else if (selected && selected.status === 'SLOT_DOCS_ON_MODERATE' && !decide.isPending) {
        if (key === 'KeyA') onDecide(selected, 'SLOT_DOCS_APPROVED');
        else if (key === 'KeyD') onDecide(selected, 'SLOT_DOCS_DECLINED');
        else return;
      } else return;
      e.preventDefault();
    };
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => keys.current(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  return (
    <Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(5, 1fr)' },
          }}
        >
          <TextField
            select
            label="Статус"
            size="small"
            value={filter.status}
            onChange={(e) => filterBy({ status: e.target.value })}
          >
            {SLOT_DOCS_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {SLOT_DOCS_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          <RegionPointFilters
            regionUuid={list.filters.regionUuid}
            locationUuid={filter.locationUuid}
            onChange={filterBy}
          />
          {/* the product's one date field, DD.MM.YYYY on screen, ISO in the URL */}
          <DateInput
            label="День"
            format="YYYY-MM-DD"
            value={filter.day ?? ''}
            onChange={(day) => filterBy({ day: day ?? undefined })}
          />
          <FarmerCompanySelect
            value={filter.farmerCompanyUuid ?? null}
            onChange={(uuid) => filterBy({ farmer: uuid ?? undefined })}
            invitedOnly
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} aria-label="Горячие клавиши">
          {KEYS_HINT}
        </Typography>
      </Paper>
      {query.isError ? (
        <Alert severity="error">{query.error.message}</Alert>
      ) : query.isPending ? (
        <Typography color="text.secondary">Загружаем очередь…</Typography>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">Документов, ждущих решения, нет.</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
            alignItems: 'start',
          }}
        >
          <Paper variant="outlined" sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
              В очереди: {total}
            </Typography>
            <List aria-label="Очередь документов рейсов" dense>
              {items.map((item, i) => (
                <ListItemButton
                  key={item.slotUuid}
                  selected={i === index}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => select(i)}
                >
                  <ListItemText
                    primary={`Слот № ${item.slotId} · ${plate(item)}`}
                    secondary={`${item.farmerCompanyName} · ${item.locationName} · ${format(item.startAt, 'DD.MM HH:mm')}`}
                  />
                  {item.declineReason && <Chip size="small" color="error" label="повторно" sx={{ ml: 1 }} />}
                </ListItemButton>
              ))}
            </List>
            <ListPager list={list} total={total} label="Страницы очереди" />
          </Paper>
          {selected && (
            <Panel
              key={selected.slotUuid}
              item={selected}
              format={format}
              busy={decide.isPending}
              onDecide={(status) => onDecide(selected, status)}
            />
          )}
        </Box>
      )}
      {declining && (
        <DeclineDialog
          title={`Отклонить документы слота № ${declining.slotId}`}
          loading={decide.isPending}
          onConfirm={(reason) => void send(declining, 'SLOT_DOCS_DECLINED', reason)}
          onCancel={() => setDeclining(null)}
        />
      )}
    </Box>
  );
}
