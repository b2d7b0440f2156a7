import { formatPhone } from '../common/phone';

/** What the platform records of a simple electronic signature (issue 19 point 5). */
export interface SignatureRecord {
  signedAt: string;
  signerUuid: string;
  signerName: string;
  signerPhone: string;
  signerIp: string | null;
  textSha256: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** DD.MM.YYYY HH:mm:ss of an instant at a fixed offset in minutes (Moscow is UTC+3 all year since 2014). */
function atOffset(instant: Date, offsetMinutes: number): string {
  const d = new Date(instant.getTime() + offsetMinutes * 60_000);
  return (
    `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

export const signedAtUtc = (iso: string) => `${atOffset(new Date(iso), 0)} UTC`;
export const signedAtMoscow = (iso: string) => `${atOffset(new Date(iso), 180)} МСК (UTC+3)`;

/**
 * The signature block as label–value lines: the PDF prints them, the web shows the same. The
 * order is the record's: who, by which phone, when (UTC and Moscow), from which address, what.
 */
export function signatureLines(signature: SignatureRecord): [string, string][] {
  return [
    ['Подписант', signature.signerName],
    ['Телефон', formatPhone(signature.signerPhone)],
    ['Подписан (UTC)', signedAtUtc(signature.signedAt)],
    ['Подписан (Москва)', signedAtMoscow(signature.signedAt)],
    ['IP-адрес', signature.signerIp ?? 'не известен'],
    ['SHA-256 текста', signature.textSha256],
  ];
}

export const SIGNATURE_NOTE =
  'Договор подписан простой электронной подписью: кодом из SMS, отправленным на телефон подписанта. ' +
  'SHA-256 вычислен по точному тексту договора в кодировке UTF-8.';

/** '+79000000004' → '+7 900 ***-**-04': where the code went, without the whole number. */
export function maskPhone(phone: string): string {
  const m = /^\+7(\d{3})\d{5}(\d{2})$/.exec(phone);
  return m ? `+7 ${m[1]} ***-**-${m[2]}` : phone;
}
