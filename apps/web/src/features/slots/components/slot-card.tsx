import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { formatPhone } from '@kolos/domain';
import { describeSlotChange, QUEUE_MSG, SLOT_STATUS_LABELS, type SlotHistoryWire } from '@kolos/domain/queue';
import { isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useCancelSlot, useSlot, useUpdateSlot, type SlotUpdate } from '../api/slots-api';
import { SLOT_LOOK } from '../lib/status-look';
import { AcceptanceDialog } from './acceptance-dialog';
import { CarDriverDialog } from './car-driver-dialog';
import { DocsOverrideDialog } from './docs-override-dialog';
import { SlotAcceptance } from './slot-acceptance';
import { isWaiting, NO_CAR, plateOf, slotTitle, tonnesOf, unloadedOf } from './slot-text';
import { TransferDialog } from './transfer-dialog';

interface Props {
  uuid: string;
  /** Staff with the right to change the queue: the status actions, transfer and cancel. */
  mayAct: boolean;
  /** 'Настройки очереди' (showsSlotsParams): may let a truck through without approved documents. */
  mayOverride?: boolean;
  /** The day the slot was opened from (YYYY-MM-DD): where a transfer starts looking. */
  day: string;
  /** A moment in the user's zone, in the pattern given. */
  format: (iso: string | null, pattern?: string) => string;
  onClose: () => void;
}

type Dialog = 'car' | 'transfer' | 'cancel' | 'noShow' | 'accept' | null;

const ARRIVAL_NOTE = { EARLY: 'раньше окна', LATE: 'позже окна' } as const;

/** A 409 of PUT /slots for an arrival outside the window: `detail.arrival` is EARLY or LATE. */
export const outsideWindow = (error: unknown): boolean =>
  isApiError(error) &&
  error.status === 409 &&
  typeof error.detail === 'object' &&
  error.detail !== null &&
  'arrival' in error.detail;

/** The gate's 409 (issue 20): no approved trip documents; `detail` has docsStatus and docsMissing. */
const docsRefused = (error: unknown): boolean =>
  isApiError(error) &&
  error.status === 409 &&
  typeof error.detail === 'object' &&
  error.detail !== null &&
  'docsStatus' in error.detail;

type SlotMark = Omit<SlotUpdate, 'uuid'>;

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.5 }}>
      <Typography color="text.secondary" sx={{ width: 140, flex: 'none' }}>
        {label}
      </Typography>
      <Typography component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function History({ rows, format }: { rows: SlotHistoryWire[]; format: Props['format'] }) {
  // times in words on the user's clock, like every other time of the card
  const { toZone } = useTimeZone();
  if (rows.length === 0) return <Typography color="text.secondary">Изменений нет.</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="История слота">
      {rows.map((h) => (
        <Box component="li" key={h.uuid} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary">
            {format(h.at)} · {h.userName ?? 'Система'}
          </Typography>
          {h.status && <Typography variant="body2">Статус: {SLOT_STATUS_LABELS[h.status]}</Typography>}
          {h.changes.map((c) => (
            <Typography variant="body2" key={c.field}>
              {describeSlotChange(c, toZone(h.at).utcOffset())}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}

/**
 * The slot card: what the slot is, its truck and driver, its history, and what staff may do with
 * it — by the status machine: a waiting truck arrives, is a no-show, moves or is canceled (with a
 * confirmation); an arrived one starts unloading, is weighed and graded at the gate (issue 30:
 * unloaded with its credited weight, or turned away) or unloaded with a weight alone. An
 * arrival outside the window asks again with the server's words and is sent confirmed.
 */
export function SlotCard({ uuid, mayAct, mayOverride = false, day, format, onClose }: Props) {
  const query = useSlot(uuid);
  const update = useUpdateSlot();
  const cancel = useCancelSlot();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [arrivalQuestion, setArrivalQuestion] = useState<string | null>(null);
  const [gate, setGate] = useState<{ message: string; body: SlotMark } | null>(null);
  const [unloading, setUnloading] = useState(false);
  const [weighed, setWeighed] = useState('');
  const slot = query.data?.slot;
  const busy = update.isPending || cancel.isPending;
  const time = (iso: string) => format(iso, 'HH:mm');

  const send = async (body: SlotMark): Promise<boolean> => {
    try {
      await update.mutateAsync({ uuid, ...body });
      notify.success(QUEUE_MSG.slotUpdated);
      return true;
    } catch (error) {
      if (body.status === 'SLOT_ARRIVED' && !body.confirmOutsideWindow && outsideWindow(error)) {
        setArrivalQuestion((error as Error).message);
      } else if (mayOverride && !body.docsOverrideReason && docsRefused(error)) {
        setGate({ message: (error as Error).message, body });
      } else notifyFailure(error);
      return false;
    }
  };

  const doCancel = async () => {
    try {
      await cancel.mutateAsync(uuid);
      notify.success('Слот отменён');
      onClose();
    } catch (error) {
      notifyFailure(error);
    }
  };

  const volume = Number(weighed.replace(',', '.'));
  const volumeValid = weighed.trim() !== '' && Number.isFinite(volume) && volume > 0;

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } }, 'aria-label': 'Карточка слота' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          {slot ? slotTitle(slot) : 'Слот'}
        </Typography>
        {slot && (
          <Chip
            label={SLOT_STATUS_LABELS[slot.status]}
            color={SLOT_LOOK[slot.status].color}
            variant={SLOT_LOOK[slot.status].variant}
          />
        )}
        <IconButton aria-label="Закрыть" onClick={onClose} size="large">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      {!slot ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {query.isError ? QUEUE_MSG.slotNotFound : 'Загружаем слот…'}
        </Typography>
      ) : (
        <Box sx={{ p: 2, overflowY: 'auto' }}>
          <Line label="Пункт приёмки">{slot.locationName}</Line>
          <Line label="Время">
            {format(slot.startAt, 'DD.MM.YYYY HH:mm')}–{time(slot.endAt)}
          </Line>
          {slot.dealNumber !== null && <Line label="Сделка">№ {slot.dealNumber}</Line>}
          <Line label="Хозяйство">
            {slot.farmerCompanyName}
            {slot.farmerNoShows > 0 && ` · ${QUEUE_MSG.noShows(slot.farmerNoShows)}`}
          </Line>
          <Line label="План">{tonnesOf(slot)}</Line>
          <Line label="Машина">{plateOf(slot)}</Line>
          <Line label="Водитель">
            {slot.driver ? `${slot.driver.fullname}, ${formatPhone(slot.driver.phone)}` : 'не назначен'}
          </Line>
          {slot.arrivedAt && (
            <Line label="Прибыла">
              {format(slot.arrivedAt)}
              {slot.arrivalNote && ` (${ARRIVAL_NOTE[slot.arrivalNote]})`}
            </Line>
          )}
          {slot.unloadStartAt && <Line label="Разгрузка начата">{format(slot.unloadStartAt)}</Line>}
          {slot.unloadedVolume !== null && <Line label="Разгружено">{unloadedOf(slot.unloadedVolume)}</Line>}

          <SlotAcceptance slotUuid={slot.uuid} version={slot.acceptanceVersion} mayCorrect={mayAct} />

          {mayAct && (
            <Stack spacing={1} sx={{ mt: 2 }}>
              {isWaiting(slot) && (
                <>
                  <Button
                    variant="contained"
                    size="large"
                    disabled={busy}
                    onClick={() => void send({ status: 'SLOT_ARRIVED' })}
                  >
                    Прибыла
                  </Button>
                  <Button variant="outlined" size="large" disabled={busy} onClick={() => setDialog('car')}>
                    {slot.car ? 'Изменить машину и водителя' : 'Назначить машину и водителя'}
                  </Button>
                  <Button
                    variant="outlined"
                    size="large"
                    disabled={busy}
                    onClick={() => setDialog('transfer')}
                  >
                    Перенести
                  </Button>
                  <Button
                    variant="outlined"
                    color="warning"
                    size="large"
                    disabled={busy}
                    onClick={() => setDialog('noShow')}
                  >
                    Неявка
                  </Button>
                  <Button
                    variant="outlined"
                    color="error"
                    size="large"
                    disabled={busy}
                    onClick={() => setDialog('cancel')}
                  >
                    Отменить слот
                  </Button>
                </>
              )}
              {slot.status === 'SLOT_ARRIVED' && (
                <Button variant="contained" size="large" disabled={busy} onClick={() => setDialog('accept')}>
                  Взвесить и принять
                </Button>
              )}
              {slot.status === 'SLOT_ARRIVED' && !slot.unloadStartAt && (
                <Button
                  variant="contained"
                  size="large"
                  disabled={busy}
                  onClick={() => void send({ unloadStart: true })}
                >
                  Начата разгрузка
                </Button>
              )}
              {slot.status === 'SLOT_ARRIVED' &&
                (unloading ? (
                  <Stack
                    component="form"
                    spacing={1}
                    onSubmit={(e) => {
                      e.preventDefault();
                      if (volumeValid) {
                        void send({ status: 'SLOT_UNLOADED', unloadedVolume: volume }).then(
                          (ok) => ok && setUnloading(false),
                        );
                      }
                    }}
                  >
                    <TextField
                      label="Вес по факту, т"
                      required
                      autoFocus
                      value={weighed}
                      onChange={(e) => setWeighed(e.target.value.replace(/[^\d.,]/g, ''))}
                      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                      error={weighed !== '' && !volumeValid}
                      helperText={weighed !== '' && !volumeValid ? 'Укажите вес больше нуля' : undefined}
                    />
                    <Button type="submit" variant="contained" size="large" disabled={busy || !volumeValid}>
                      Разгружена
                    </Button>
                  </Stack>
                ) : (
                  <Button variant="outlined" size="large" disabled={busy} onClick={() => setUnloading(true)}>
                    Разгружена
                  </Button>
                ))}
            </Stack>
          )}

          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
            История
          </Typography>
          <History rows={query.data?.history ?? []} format={format} />

          {dialog === 'accept' && <AcceptanceDialog slotUuid={slot.uuid} onClose={() => setDialog(null)} />}
          {dialog === 'car' && <CarDriverDialog slot={slot} onClose={() => setDialog(null)} />}
          {dialog === 'transfer' && (
            <TransferDialog slot={slot} initialDay={day} formatTime={time} onClose={() => setDialog(null)} />
          )}
          <ConfirmDialog
            open={dialog === 'cancel'}
            title="Отменить слот?"
            text={`${slotTitle(slot)}, ${slot.farmerCompanyName}, ${format(slot.startAt)}. Место освободится сразу.`}
            confirmText="Отменить слот"
            cancelText="Не отменять"
            destructive
            loading={cancel.isPending}
            onConfirm={() => void doCancel()}
            onCancel={() => setDialog(null)}
          />
          <ConfirmDialog
            open={dialog === 'noShow'}
            title="Отметить неявку?"
            text={`${slotTitle(slot)}, ${slot.farmerCompanyName}, ${slot.car ? plateOf(slot) : NO_CAR}.`}
            confirmText="Неявка"
            destructive
            loading={update.isPending}
            onConfirm={() => void send({ status: 'SLOT_NO_SHOW' }).then(() => setDialog(null))}
            onCancel={() => setDialog(null)}
          />
          <ConfirmDialog
            open={arrivalQuestion !== null}
            title="Машина вне окна прибытия"
            text={arrivalQuestion ?? ''}
            confirmText="Отметить прибытие"
            loading={update.isPending}
            onConfirm={() =>
              void send({ status: 'SLOT_ARRIVED', confirmOutsideWindow: true }).then(() =>
                setArrivalQuestion(null),
              )
            }
            onCancel={() => setArrivalQuestion(null)}
          />
          {gate && (
            <DocsOverrideDialog
              message={gate.message}
              loading={update.isPending}
              onConfirm={(reason) =>
                void send({ ...gate.body, docsOverrideReason: reason }).then((ok) => {
                  setGate(null);
                  if (ok && gate.body.status === 'SLOT_UNLOADED') setUnloading(false);
                })
              }
              onCancel={() => setGate(null)}
            />
          )}
        </Box>
      )}
    </Drawer>
  );
}
