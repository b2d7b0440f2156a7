import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  acceptanceBody,
  acceptanceFigures,
  formatKopecks,
  formatPerTon,
  QUALITY_CODES,
  QUALITY_LABELS,
  QUALITY_UNITS,
  type AcceptanceBody,
  type AcceptanceDecision,
  type AcceptanceTermsWire,
  type AcceptanceWire,
  type QualityCode,
} from '@kolos/domain/acceptance';
import { NumberInput } from '../../../shared/form/number-input';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useAccept, useAcceptanceTerms } from '../api/acceptance-api';
import { AcceptanceSummary } from './acceptance-summary';

interface Props {
  slotUuid: string;
  /** A correction: the version in force, its values as the form's start. */
  current?: AcceptanceWire | null;
  onClose: () => void;
}

type Quality = Partial<Record<QualityCode, number | null>>;

/** The body as typed, for the one schema of the wire: null fields left out, so it names them. */
function bodyOf(
  gross: number | null,
  tare: number | null,
  ticket: string,
  quality: Quality,
  extra: Partial<AcceptanceBody>,
) {
  const lab = Object.fromEntries(Object.entries(quality).filter(([, v]) => v !== null && v !== undefined));
  return {
    ...(gross === null ? {} : { grossKg: gross }),
    ...(tare === null ? {} : { tareKg: tare }),
    ...(ticket.trim() ? { ticketNumber: ticket.trim() } : {}),
    quality: lab,
    ...extra,
  };
}

/** The first message of each field the schema refused, by its path ('grossKg', 'quality.MOISTURE'). */
function errorsOf(body: unknown): Map<string, string> {
  const parsed = acceptanceBody.safeParse(body);
  const errors = new Map<string, string>();
  for (const issue of parsed.error?.issues ?? []) {
    const key = issue.path.join('.');
    if (!errors.has(key)) errors.set(key, issue.message);
  }
  return errors;
}

function figuresOf(body: unknown, terms: AcceptanceTermsWire | undefined) {
  const parsed = acceptanceBody.safeParse(body);
  if (!parsed.success || !terms) return null;
  return acceptanceFigures({
    grossKg: parsed.data.grossKg,
    tareKg: parsed.data.tareKg,
    quality: parsed.data.quality,
    norms: terms,
    dealPricePerTon: terms.dealPricePerTon,
    manualDiscountPerTon: parsed.data.manualDiscountPerTon,
    sellerNds: terms.sellerNds,
  });
}

/**
 * The gate (issue 30 point 1): weighing (gross and tare, kg), the lab's values, and — worked out
 * on the screen by the server's own `acceptanceFigures` with the norms, price and НДС it answers —
 * the credited weight and the money before confirming. Over a restrictive norm the confirmation
 * asks the over-limit choice in its own dialog: turn the truck away or accept it with a discount,
 * both with a reason. A correction starts from the version in force and needs its reason.
 */
export function AcceptanceDialog({ slotUuid, current, onClose }: Props) {
  const terms = useAcceptanceTerms(slotUuid);
  const accept = useAccept(slotUuid);
  const [gross, setGross] = useState<number | null>(current?.grossKg ?? null);
  const [tare, setTare] = useState<number | null>(current?.tareKg ?? null);
  const [ticket, setTicket] = useState(current?.ticketNumber ?? '');
  const [quality, setQuality] = useState<Quality>(current?.quality ?? {});
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [overLimit, setOverLimit] = useState(false);
  const correction = current
    ? { correctsVersion: current.version, ...(reason.trim() ? { reason: reason.trim() } : {}) }
    : {};
  const body = bodyOf(gross, tare, ticket, quality, correction);
  const errors = touched ? errorsOf(body) : new Map<string, string>();
  const figures = figuresOf(body, terms.data);

  const send = async (extra: Partial<AcceptanceBody>) => {
    try {
      const done = await accept.mutateAsync({ ...(body as AcceptanceBody), ...extra });
      notify.success(done.decision === 'REFUSE' ? 'Машине отказано в приёмке' : 'Машина принята');
      onClose();
    } catch (error) {
      notifyFailure(error);
    }
  };
  const submit = () => {
    setTouched(true);
    if (errorsOf(body).size > 0 || !figures) return;
    if (figures.overLimit.length > 0) setOverLimit(true);
    else void send({});
  };

  const lab = (code: QualityCode, required: boolean) => (
    <NumberInput
      key={code}
      label={`${QUALITY_LABELS[code]}, ${QUALITY_UNITS[code]}`}
      required={required}
      value={quality[code] ?? null}
      onChange={(v) => setQuality((q) => ({ ...q, [code]: v }))}
      error={errors.get(`quality.${code}`)}
    />
  );

  return (
    <>
      <FormDialog
        title={current ? 'Исправить приёмку' : 'Взвешивание и качество'}
        maxWidth="md"
        submitLabel={current ? 'Сохранить исправление' : 'Принять машину'}
        pending={accept.isPending}
        onSubmit={submit}
        onClose={onClose}
      >
        {terms.isError && <Alert severity="error">{(terms.error as Error).message}</Alert>}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
          <NumberInput
            label="Брутто, кг"
            required
            integer
            autoFocus
            value={gross}
            onChange={setGross}
            error={errors.get('grossKg')}
          />
          <NumberInput
            label="Тара, кг"
            required
            integer
            value={tare}
            onChange={setTare}
            error={errors.get('tareKg')}
          />
          <TextField label="Номер талона" value={ticket} onChange={(e) => setTicket(e.target.value)} />
          {QUALITY_CODES.map((code, i) => lab(code, i < 3))}
        </Box>
        {current && (
          <TextField
            label="Причина исправления"
            required
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={errors.has('reason')}
            helperText={errors.get('reason')}
          />
        )}
        {figures && gross !== null && tare !== null ? (
          <Box aria-live="polite" aria-label="Расчёт приёмки">
            <AcceptanceSummary
              gross={gross}
              tare={tare}
              quality={body.quality as Partial<Record<QualityCode, number>>}
              factors={terms.data?.factors ?? []}
              figures={figures}
            />
            {figures.overLimit.length > 0 && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                Вне ограничительных норм: {figures.overLimit.map((c) => QUALITY_LABELS[c]).join(', ')}
              </Alert>
            )}
          </Box>
        ) : (
          <Typography color="text.secondary">
            Укажите брутто, тару, влажность, сорную и зерновую примесь — здесь появятся зачётный вес и сумма.
          </Typography>
        )}
      </FormDialog>
      {overLimit && figures && terms.data && (
        <OverLimitDialog
          codes={figures.overLimit}
          price={(discount) => figuresOf({ ...body, manualDiscountPerTon: discount }, terms.data)}
          pending={accept.isPending}
          onConfirm={(choice) => void send(choice)}
          onClose={() => setOverLimit(false)}
        />
      )}
    </>
  );
}

interface OverLimitProps {
  codes: QualityCode[];
  /** The figures at a manual discount (null while the discount is not a number). */
  price: (discount: number) => ReturnType<typeof figuresOf>;
  pending: boolean;
  onConfirm: (choice: {
    decision: AcceptanceDecision;
    manualDiscountPerTon?: number;
    reason: string;
  }) => void;
  onClose: () => void;
}

/** Issue 30: a truck over a restrictive norm is turned away or accepted at a discount — with a reason. */
function OverLimitDialog({ codes, price, pending, onConfirm, onClose }: OverLimitProps) {
  const [decision, setDecision] = useState<AcceptanceDecision>('ACCEPT');
  const [discount, setDiscount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const discountMissing = decision === 'ACCEPT' && (discount === null || discount < 0);
  const reasonMissing = reason.trim() === '';
  const at = decision === 'ACCEPT' && discount !== null && discount >= 0 ? price(discount) : null;
  return (
    <FormDialog
      title="Показатели вне ограничительных норм"
      intro={`Вне норм: ${codes.map((c) => QUALITY_LABELS[c]).join(', ')}. Откажите в приёмке или примите со скидкой.`}
      submitLabel={decision === 'REFUSE' ? 'Отказать в приёмке' : 'Принять со скидкой'}
      pending={pending}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (discountMissing || reasonMissing) return;
        onConfirm(
          decision === 'REFUSE'
            ? { decision, reason: reason.trim() }
            : { decision, manualDiscountPerTon: discount!, reason: reason.trim() },
        );
      }}
    >
      <RadioGroup
        aria-label="Решение"
        value={decision}
        onChange={(e) => setDecision(e.target.value as AcceptanceDecision)}
      >
        <FormControlLabel value="ACCEPT" control={<Radio />} label="Принять со скидкой" />
        <FormControlLabel value="REFUSE" control={<Radio />} label="Отказать в приёмке" />
      </RadioGroup>
      {decision === 'ACCEPT' && (
        <NumberInput
          label="Скидка, ₽/т"
          required
          value={discount}
          onChange={setDiscount}
          unit="₽/т"
          error={touched && discountMissing ? 'Укажите скидку за тонну (0 — без скидки)' : undefined}
          helperText={
            at ? `Цена ${formatPerTon(at.pricePerTon)}, сумма ${formatKopecks(at.amount)}` : undefined
          }
        />
      )}
      <TextField
        label="Причина"
        required
        multiline
        minRows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={touched && reasonMissing}
        helperText={touched && reasonMissing ? 'Укажите причину' : 'Её увидит фермер'}
      />
    </FormDialog>
  );
}
