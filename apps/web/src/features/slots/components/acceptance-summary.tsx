import Typography from '@mui/material/Typography';
import {
  formatKg,
  formatKopecks,
  formatPerTon,
  formatQuality,
  QUALITY_CODES,
  QUALITY_LABELS,
  QUALITY_UNITS,
  type AcceptanceFigures,
  type QualityFactor,
} from '@kolos/domain/acceptance';
import { TermList } from '../../../shared/ui/term-list';

interface Props {
  gross: number;
  tare: number;
  quality: Partial<Record<(typeof QUALITY_CODES)[number], number>>;
  factors: readonly QualityFactor[];
  figures: Pick<AcceptanceFigures, 'netKg' | 'creditedKg' | 'lossPercent' | 'pricePerTon' | 'amount' | 'vat'>;
}

/** '16 % (базис 14)': a lab value against its basis norm. */
function valueLine(code: (typeof QUALITY_CODES)[number], value: number, factors: readonly QualityFactor[]) {
  const basis = factors.find((f) => f.code === code)?.basis;
  const unit = QUALITY_UNITS[code];
  return `${formatQuality(value)} ${unit}${basis === undefined ? '' : ` (базис ${formatQuality(basis)})`}`;
}

/**
 * One truck's figures as the gate worked them out — gross, tare, net, each lab value against its
 * basis, the credited weight and its loss, the price and the money: the same lines before the
 * confirmation (worked out on the screen) and after it (as the server stored them), for staff and
 * the farmer alike.
 */
export function AcceptanceSummary({ gross, tare, quality, factors, figures }: Props) {
  const lines: [string, string][] = [
    ['Брутто', formatKg(gross)],
    ['Тара', formatKg(tare)],
    ['Нетто', formatKg(figures.netKg)],
    ...QUALITY_CODES.flatMap((code): [string, string][] =>
      quality[code] === undefined ? [] : [[QUALITY_LABELS[code], valueLine(code, quality[code], factors)]],
    ),
    ['Зачётный вес', `${formatKg(figures.creditedKg)} (убыль ${formatQuality(figures.lossPercent)} %)`],
    ['Цена', formatPerTon(figures.pricePerTon)],
    ['Сумма', formatKopecks(figures.amount)],
    ['НДС', figures.vat === null ? 'Без НДС' : `${formatKopecks(figures.vat)} (10 %)`],
  ];
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
        Приёмка
      </Typography>
      <TermList lines={lines} sx={{ gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }} />
    </>
  );
}
