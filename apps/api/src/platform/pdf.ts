import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake, { type DocDefinition } from 'pdfmake';

/**
 * The one PDF renderer (pdfmake): the Roboto that ships inside pdfmake itself (Cyrillic included),
 * embedded in every PDF — no font comes from the system or the network; pdfmake reads only these
 * files and no URL. Agreements, settlement statements (and receipts) render through it.
 */
const FONT_DIR = join(
  dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);
pdfmake.setFonts({
  Roboto: {
    normal: join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
});
pdfmake.setLocalAccessPolicy((path) => path.startsWith(FONT_DIR));
pdfmake.setUrlAccessPolicy(() => false);

export const renderPdf = (doc: DocDefinition): Promise<Buffer> => pdfmake.createPdf(doc).getBuffer();
