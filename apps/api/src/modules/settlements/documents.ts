import type { Content } from 'pdfmake';
import { formatKg, formatKopecks, formatPerTon } from '@kolos/domain/acceptance';
import { SETTLEMENT_STATUS_LABELS, type SettlementWire } from '@kolos/domain/settlements';
import { csvText } from '../../platform/csv';
import { renderPdf } from '../../platform/pdf';

/* A statement as a file: CSV for Excel (the platform's writer: BOM, ';') and a PDF to print. */

const ruDay = (iso: string) => new Date(iso).toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });
const roubles = (kopecks: number) => kopecks / 100;

const DEAL = { OFFER: 'Предложение', CONTRACT: 'Договор', TASK: 'Сделка' } as const;
const dealName = (s: SettlementWire) =>
  `${DEAL[s.dealKind]}${s.dealNumber === null ? '' : ` № ${s.dealNumber}`}`;

export const CSV_HEADER = [
  '№',
  'Талон',
  'Машина',
  'Дата приёмки',
  'Нетто, кг',
  'Зачётный вес, кг',
  'Цена, ₽/т',
  'Сумма, ₽',
] as const;

/** The statement's trucks, then its totals: what was credited, НДС, advances repaid, to pay. */
export function statementCsv(s: SettlementWire): Promise<string> {
  const rows = s.lines.map((l, i) => [
    i + 1,
    l.ticketNumber,
    l.carNumber,
    ruDay(l.acceptedAt),
    l.netKg,
    l.creditedKg,
    l.pricePerTon,
    roubles(l.amount),
  ]);
  const totals = [
    [
      'Итого',
      null,
      null,
      null,
      s.lines.reduce((n, l) => n + l.netKg, 0),
      s.creditedKg,
      null,
      roubles(s.amount),
    ],
    ['В т.ч. НДС 10%', null, null, null, null, null, null, s.vat === null ? 'Без НДС' : roubles(s.vat)],
    ['Погашено авансов', null, null, null, null, null, null, roubles(s.prepaymentRepaid)],
    ['К оплате', null, null, null, null, null, null, roubles(s.payable)],
  ];
  return csvText(CSV_HEADER, [...rows, ...totals]);
}

/** The statement as a PDF: parties, deal, the trucks' table, the totals and the status. */
export function statementPdf(s: SettlementWire): Promise<Buffer> {
  const cell = (text: string, bold = false): Content => ({ text, bold, fontSize: 8.5 });
  const right = (text: string, bold = false): Content => ({ text, bold, fontSize: 8.5, alignment: 'right' });
  const table: Content = {
    table: {
      headerRows: 1,
      widths: ['auto', 'auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto'],
      body: [
        CSV_HEADER.map((h) => cell(h, true)),
        ...s.lines.map((l, i) => [
          cell(String(i + 1)),
          cell(l.ticketNumber ?? '—'),
          cell(l.carNumber ?? '—'),
          cell(ruDay(l.acceptedAt)),
          right(formatKg(l.netKg)),
          right(formatKg(l.creditedKg)),
          right(formatPerTon(l.pricePerTon)),
          right(formatKopecks(l.amount)),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
  };
  const totals: [string, string][] = [
    ['Зачётный вес', formatKg(s.creditedKg)],
    ['Сумма', formatKopecks(s.amount)],
    ['В т.ч. НДС 10%', s.vat === null ? 'Без НДС' : formatKopecks(s.vat)],
    ['Погашено авансов', formatKopecks(s.prepaymentRepaid)],
    ['К оплате', formatKopecks(s.payable)],
  ];
  return renderPdf({
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: {
      title: { fontSize: 14, bold: true, margin: [0, 0, 0, 8] },
      small: { fontSize: 8.5, color: '#555555' },
    },
    info: { title: `Расчёт № ${s.number}`, author: s.ownerCompanyName, creator: 'Колос' },
    footer: (page, pages) => ({
      text: `Расчёт № ${s.number} · стр. ${page} из ${pages}`,
      style: 'small',
      alignment: 'center',
    }),
    content: [
      { text: `Расчёт № ${s.number} от ${ruDay(s.createdAt)}`, style: 'title' },
      { text: `Покупатель: ${s.ownerCompanyName}` },
      { text: `Поставщик: ${s.farmerCompanyName}${s.farmerInn ? `, ИНН ${s.farmerInn}` : ''}` },
      { text: `${dealName(s)}${s.productTitle ? `, ${s.productTitle}` : ''}` },
      {
        text:
          `Статус: ${SETTLEMENT_STATUS_LABELS[s.status]}` +
          (s.paymentNumber
            ? `, платёжное поручение № ${s.paymentNumber} от ${ruDay(s.paymentDate ?? '')}`
            : ''),
        margin: [0, 0, 0, 10],
      },
      table,
      {
        margin: [0, 12, 0, 0],
        table: {
          widths: ['*', 'auto'],
          body: totals.map(([k, v]) => [
            { text: k, bold: true },
            { text: v, alignment: 'right' },
          ]),
        },
        layout: 'noBorders',
      },
    ],
  });
}
