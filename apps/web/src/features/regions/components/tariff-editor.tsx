import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { parseDecimal } from '@kolos/domain';
import {
  kopecksToRubles,
  tariffBandsSchema,
  TARIFF_TYPE_NAMES,
  type TariffBand,
  type TariffType,
} from '@kolos/domain/tariffs';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { useSaveTariff } from '../api/tariffs';

/** A band as typed: km whole, prices in roubles with a comma; an empty «до» is the open last band. */
interface Row {
  toKm: string;
  perTon: string;
  perTonKm: string;
}

const rowOf = (b: TariffBand): Row => ({
  toKm: b.toKm === null ? '' : String(b.toKm),
  perTon: kopecksToRubles(b.pricePerTon).replace(/\s/g, ''),
  perTonKm: kopecksToRubles(b.pricePerTonKm).replace(/\s/g, ''),
});

const kopecks = (typed: string) => {
  const value = parseDecimal(typed === '' ? '0' : typed);
  return value === null ? Number.NaN : Math.round(value * 100);
};

/**
 * The typed rows as the API takes them: each band starts where the one before ends (the first at
 * 0), so a gap cannot be typed; the domain schema (the server's own) then checks the rest.
 */
function bandsOf(rows: Row[]) {
  let fromKm = 0;
  const bands = rows.map((r) => {
    const toKm = r.toKm.trim() === '' ? null : Number(r.toKm);
    const band = { fromKm, toKm, pricePerTon: kopecks(r.perTon), pricePerTonKm: kopecks(r.perTonKm) };
    fromKm = toKm ?? fromKm;
    return band;
  });
  return tariffBandsSchema.safeParse(bands);
}

/** An admin's editor of one tariff of a subject (POST /v2/tariffs replaces all its bands). */
export function TariffEditor({
  fedRegionUuid,
  type,
  bands,
  onDone,
}: {
  fedRegionUuid: string;
  type: TariffType;
  bands: TariffBand[];
  onDone: () => void;
}) {
  const save = useSaveTariff();
  const [rows, setRows] = useState<Row[]>(() =>
    bands.length ? bands.map(rowOf) : [{ toKm: '', perTon: '', perTonKm: '' }],
  );
  const [error, setError] = useState<string | null>(null);
  const set = (i: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const starts = rows.map((_, i) => (i === 0 ? '0' : rows[i - 1]!.toKm || '…'));

  const submit = async () => {
    const parsed = bandsOf(rows);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const at = typeof issue.path[0] === 'number' ? `Диапазон ${issue.path[0] + 1}: ` : '';
      setError(`${at}${issue.message}`);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ regionUuid: fedRegionUuid, type, bands: parsed.data });
      notify.success('Тариф сохранён');
      onDone();
    } catch (e) {
      notifyFailure(e);
    }
  };

  return (
    <Box
      component="form"
      aria-label={`Изменение тарифа: ${TARIFF_TYPE_NAMES[type]}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack spacing={1.5}>
        {rows.map((r, i) => (
          <Box
            key={i}
            role="group"
            aria-label={`Диапазон ${i + 1}`}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr 1fr auto', sm: '80px 1fr 1fr 1fr auto' },
            }}
          >
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
            >
              от {starts[i]} км
            </Typography>
            <TextField
              size="small"
              label="до, км"
              value={r.toKm}
              placeholder={i === rows.length - 1 ? 'без границы' : undefined}
              onChange={(e) => set(i, { toKm: e.target.value.replace(/\D/g, '') })}
              slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              label="₽/т"
              value={r.perTon}
              onChange={(e) => set(i, { perTon: e.target.value.replace(/[^\d.,]/g, '') })}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              size="small"
              label="₽/т·км"
              value={r.perTonKm}
              onChange={(e) => set(i, { perTonKm: e.target.value.replace(/[^\d.,]/g, '') })}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' } }}
            />
            <IconButton
              aria-label={`Удалить диапазон ${i + 1}`}
              disabled={rows.length === 1}
              onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
        {error && <Alert severity="error">{error}</Alert>}
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            startIcon={<AddIcon />}
            onClick={() => setRows((rs) => [...rs, { toKm: '', perTon: '', perTonKm: '' }])}
          >
            Добавить диапазон
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button onClick={onDone} disabled={save.isPending}>
            Отмена
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Сохранить
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
