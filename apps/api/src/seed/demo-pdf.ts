import { Readable } from 'node:stream';
import { loadConfig } from '../config';
import { storageFor } from '../platform/files/storage';

/**
 * A one-page PDF that viewers open (the moderator previews it in place): catalog, page, a line
 * of text in a standard font, and the cross-reference table with each object's byte offset.
 */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj 0 -28 Td /F1 12 Tf (Kolos demo document) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Stores a seeded document's bytes; skipped in tests (their storage is a temporary folder). */
export async function storeDemoFile(key: string, bytes: Buffer): Promise<void> {
  if (process.env.NODE_ENV === 'test') return;
  const storage = storageFor(loadConfig(process.env));
  if (!(await storage.exists(key))) await storage.write(key, Readable.from([bytes]), 'application/pdf');
}
