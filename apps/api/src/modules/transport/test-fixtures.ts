/** Test data of the transport tests (not used by the app). */

/** A CSV file as base64, lines joined by CRLF. */
export const base64 = (lines: string[], encoding: BufferEncoding = 'utf8') =>
  Buffer.from(lines.join('\r\n') + '\r\n', encoding).toString('base64');

export const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;
