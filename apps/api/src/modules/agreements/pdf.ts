import type { Content } from 'pdfmake';
import { SIGNATURE_NOTE, signatureLines, type Agreement } from '@kolos/domain/agreements';
import { renderPdf } from '../../platform/pdf';
import { sha256Hex } from './hash';

const day = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

/** The signature block: the record of a signed agreement, or what is still to sign. */
function signatureBlock(agreement: Agreement, textSha256: string): Content[] {
  const heading = { text: 'Подписание простой электронной подписью', style: 'heading' };
  if (!agreement.signature) {
    return [
      heading,
      { text: 'Договор не подписан.', bold: true },
      { text: `SHA-256 предложенного текста: ${textSha256}`, style: 'small' },
    ];
  }
  return [
    heading,
    {
      table: {
        widths: ['auto', '*'],
        body: signatureLines(agreement.signature).map(([label, value]) => [
          { text: label, bold: true },
          { text: value },
        ]),
      },
      layout: 'lightHorizontalLines',
    },
    { text: SIGNATURE_NOTE, style: 'small', margin: [0, 8, 0, 0] },
  ];
}

/**
 * The agreement as a PDF, rendered on demand from the stored exact text and signature record
 * (the same bytes of text give the same hash; nothing to keep in sync). The document's metadata
 * carry the hash too, so a reader can check it without parsing the page.
 */
export function agreementPdf(agreement: Agreement, options: { compress?: boolean } = {}): Promise<Buffer> {
  const textSha256 = agreement.signature?.textSha256 ?? sha256Hex(agreement.text);
  const paragraphs = agreement.text
    .split(/\n\s*\n/)
    .map((p) => ({ text: p.trim(), margin: [0, 0, 0, 6], alignment: 'justify' }));
  return renderPdf({
    compress: options.compress ?? true,
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 56],
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.2 },
    styles: {
      title: { fontSize: 15, bold: true, alignment: 'center', margin: [0, 0, 0, 6] },
      heading: { fontSize: 12, bold: true, margin: [0, 16, 0, 6] },
      small: { fontSize: 8.5, color: '#555555' },
    },
    info: {
      title: agreement.title,
      author: agreement.purchaserCompanyName,
      subject: `SHA-256: ${textSha256}`,
      keywords: `agreement ${agreement.uuid} sha256 ${textSha256}`,
      creator: 'Колос',
      creationDate: new Date(agreement.signature?.signedAt ?? agreement.createdAt),
    },
    footer: (page, pages) => ({
      text: `Договор ${agreement.uuid} · стр. ${page} из ${pages}`,
      style: 'small',
      alignment: 'center',
    }),
    content: [
      { text: agreement.title, style: 'title' },
      {
        text:
          `Покупатель: ${agreement.purchaserCompanyName}. Поставщик: ${agreement.farmerCompanyName}. ` +
          `Редакция ${agreement.version} от ${day(agreement.createdAt)}.`,
        style: 'small',
        alignment: 'center',
        margin: [0, 0, 0, 12],
      },
      ...paragraphs,
      ...signatureBlock(agreement, textSha256),
    ],
  });
}
