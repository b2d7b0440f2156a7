import type { Content } from 'pdfmake';
import {
  ACCEPTANCE_MSG,
  formatKg,
  formatKopecks,
  formatPerTon,
  formatQuality,
  QUALITY_CODES,
  QUALITY_LABELS,
  QUALITY_UNITS,
  type AcceptanceWire,
} from '@kolos/domain/acceptance';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { renderPdf } from '../../platform/pdf';
import * as q from './queries';
import { getAcceptance } from './service';

type Header = NonNullable<Awaited<ReturnType<typeof q.receiptHeader>>>;

const signed = (roubles: number) =>
  `${roubles > 0 ? '+' : roubles < 0 ? '−' : ''}${formatPerTon(Math.abs(roubles))}`;
const withUnit = (code: (typeof QUALITY_CODES)[number], v: number | null | undefined) =>
  v === null || v === undefined ? '—' : `${formatQuality(v)} ${QUALITY_UNITS[code]}`;

/** Label–value lines as a two-column table without heavy borders. */
const lines = (rows: [string, string][]): Content => ({
  table: { widths: [170, '*'], body: rows.map(([label, value]) => [{ text: label, bold: true }, value]) },
  layout: 'lightHorizontalLines',
  margin: [0, 0, 0, 8],
});

/** Each lab value against the basis (and the restrictive norm) it was credited and priced by. */
function qualityTable(a: AcceptanceWire): Content {
  const measured = QUALITY_CODES.filter((c) => a.quality[c] !== undefined);
  const norm = (c: (typeof QUALITY_CODES)[number]) => a.factors.find((f) => f.code === c);
  return {
    table: {
      headerRows: 1,
      widths: ['*', 80, 80, 90],
      body: [
        ['Показатель', 'Факт', 'Базис', 'Ограничение'].map((text) => ({ text, bold: true })),
        ...measured.map((c) => [
          a.overLimit.includes(c) ? `${QUALITY_LABELS[c]} (вне нормы)` : QUALITY_LABELS[c],
          withUnit(c, a.quality[c]),
          withUnit(c, norm(c)?.basis),
          withUnit(c, norm(c)?.limit),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 8],
  };
}

/** The price: the deal's, each quality adjustment, the manual discount, and the money. */
function moneyLines(a: AcceptanceWire): [string, string][] {
  return [
    ['Цена сделки', formatPerTon(a.dealPricePerTon)],
    ...a.adjustments.map((adj): [string, string] => [
      `Надбавка/скидка: ${QUALITY_LABELS[adj.code]}`,
      signed(adj.amountPerTon),
    ]),
    ...(a.manualDiscountPerTon === null
      ? []
      : [['Скидка вручную', signed(-a.manualDiscountPerTon)] as [string, string]]),
    ['Цена за тонну', formatPerTon(a.pricePerTon)],
    ['Сумма', formatKopecks(a.amount)],
    a.vat === null ? ['НДС', 'Без НДС'] : ['В том числе НДС 10 %', formatKopecks(a.vat)],
  ];
}

/** The receipt's document: the version in force, saying when it corrects an earlier one. */
function receiptDoc(a: AcceptanceWire, h: Header): Parameters<typeof renderPdf>[0] {
  const number = a.ticketNumber ?? `слот ${h.slotId}`;
  const title = `Квитанция о приёмке зерна № ${number}`;
  const corrected: Content[] =
    a.version > 1
      ? [
          {
            text: `Исправлена (редакция ${a.version}): ${a.reason ?? ''}`,
            bold: true,
            color: '#b00020',
            margin: [0, 0, 0, 8],
          },
        ]
      : [];
  const refused: Content[] =
    a.decision === 'REFUSE'
      ? [
          {
            text: `Отказано в приёмке: ${a.reason ?? ''}`,
            bold: true,
            color: '#b00020',
            margin: [0, 0, 0, 8],
          },
        ]
      : [];
  return {
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 48],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 14, bold: true, alignment: 'center', margin: [0, 0, 0, 4] },
      heading: { fontSize: 11, bold: true, margin: [0, 8, 0, 4] },
      small: { fontSize: 8.5, color: '#555555' },
    },
    info: {
      title,
      author: h.purchaserCompanyName,
      // ASCII keywords: the figures a reader (and the tests) can check without parsing the page
      keywords: `acceptance ${a.uuid} slot ${a.slotUuid} version ${a.version} net ${a.netKg} credited ${a.creditedKg} amount ${a.amount}`,
      creator: 'Колос',
      creationDate: new Date(a.at),
    },
    footer: (page, pages) => ({
      text: `Приёмка ${a.uuid}, редакция ${a.version} · стр. ${page} из ${pages}`,
      style: 'small',
      alignment: 'center',
    }),
    content: [
      { text: title, style: 'title' },
      {
        text: `${h.purchaserCompanyName} · ${h.locationName}`,
        style: 'small',
        alignment: 'center',
        margin: [0, 0, 0, 10],
      },
      ...corrected,
      ...refused,
      lines([
        ['Пункт приёмки', [h.locationName, h.locationAddress].filter(Boolean).join(', ')],
        ['Дата и время', `${h.localAt} (${h.zone ?? 'UTC+3'})`],
        [
          'Поставщик',
          h.farmerTaxCode ? `${h.farmerCompanyName}, ИНН ${h.farmerTaxCode}` : h.farmerCompanyName,
        ],
        [
          'Сделка',
          `${h.dealNumber === null ? 'без номера' : `№ ${h.dealNumber}`}${h.crop ? `, ${h.crop}` : ''}`,
        ],
        ['Слот', `№ ${h.slotId}`],
        ['Машина', `${h.carNumber ?? '—'}${h.trailerNumber ? `, прицеп ${h.trailerNumber}` : ''}`],
        ['Водитель', h.driverFullname ?? '—'],
        ['Талон', a.ticketNumber ?? '—'],
      ]),
      { text: 'Вес', style: 'heading' },
      lines([
        ['Брутто', formatKg(a.grossKg)],
        ['Тара', formatKg(a.tareKg)],
        ['Нетто', formatKg(a.netKg)],
      ]),
      { text: 'Качество', style: 'heading' },
      qualityTable(a),
      lines([
        ['Зачётный вес', formatKg(a.creditedKg)],
        ['Убыль', `${formatQuality(a.lossPercent)} % (${formatKg(a.netKg - a.creditedKg)})`],
      ]),
      { text: 'Расчёт', style: 'heading' },
      lines(moneyLines(a)),
      ...(a.manualDiscountPerTon !== null && a.version === 1 && a.reason
        ? [{ text: `Причина скидки: ${a.reason}`, margin: [0, 0, 0, 8] }]
        : []),
      lines([['Принял', a.userName ?? '—']]),
    ],
  };
}

/**
 * GET /slots/{uuid}/acceptance/pdf: the receipt of the version in force, rendered on demand from
 * the stored acceptance (nothing to keep in sync). Who may read it is who may read the
 * acceptance: staff of the point's company and the farmer of the slot; anyone else 404.
 */
export async function acceptanceReceipt(
  deps: Deps,
  auth: AuthContext,
  slotUuid: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const acceptance = await getAcceptance(deps, auth, slotUuid);
  const header = await q.receiptHeader(deps.db, slotUuid, acceptance.uuid);
  if (!header) throw notFound(ACCEPTANCE_MSG.notFound);
  const pdf = await renderPdf(receiptDoc(acceptance, header));
  return { pdf, fileName: `acceptance-${header.slotId}-v${acceptance.version}.pdf` };
}
