import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunningServer } from '../server';

/*
 * What a new farmer's registration needs in a test: requisites that pass the tax service's and the
 * Bank of Russia's check digits, small real files of each accepted kind, and the link of the
 * invitation SMS (onboarding.spec.ts, farmer-day.spec.ts).
 */

// ИНН, ОГРНИП and the account key as the tax service and the Bank of Russia compute them.
const innCheck = (digits: number[], weights: number[]) =>
  (weights.reduce((sum, w, i) => sum + w * digits[i]!, 0) % 11) % 10;

/** A person's (an ИП's) 12-digit ИНН from its first ten digits. */
export function personInn(stem10: string): string {
  const d = [...stem10].map(Number);
  const c11 = innCheck(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
  const c12 = innCheck([...d, c11], [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
  return `${stem10}${c11}${c12}`;
}

/** An ОГРНИП from its first fourteen digits. */
export const ogrnip = (stem14: string) => `${stem14}${(BigInt(stem14) % 13n) % 10n}`;

/** A 20-digit account whose key digit agrees with the bank's БИК. */
export function keyedAccount(bik: string, head8: string, tail11: string): string {
  for (let key = 0; key <= 9; key++) {
    const account = `${head8}${key}${tail11}`;
    const digits = bik.slice(-3) + account;
    const sum = [...digits].reduce((s, d, i) => s + Number(d) * [7, 1, 3][i % 3]!, 0);
    if (sum % 10 === 0) return account;
  }
  throw new Error('no key digit');
}

/** A one-pixel PNG: a real image by its content. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Small real files of each accepted kind (the server checks the type by content). */
export function sampleFiles(): { passport: string; certificate: string; card: string; text: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'kolos-onboarding-'));
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  const file = (name: string, bytes: Buffer) => {
    const full = path.join(dir, name);
    writeFileSync(full, bytes);
    return full;
  };
  return {
    passport: file('паспорт.png', PNG),
    certificate: file('огрнип.pdf', pdf),
    card: file('карточка.pdf', pdf),
    text: file('заметки.txt', Buffer.from('не документ')),
  };
}

/** The newest link of the given kind ('registration', 'driver') in the phone's SMS (the dev outbox). */
export async function smsLink(server: RunningServer, phone: string, kind: string): Promise<string> {
  const res = await fetch(`${server.url}/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const list = (await res.json()) as { text: string }[];
  const pattern = new RegExp(`https?://\\S+/${kind}/[\\w-]+`);
  const link = list.map((m) => pattern.exec(m.text)?.[0]).find(Boolean);
  if (!link) throw new Error(`no ${kind} link in the SMS to ${phone}`);
  return link;
}
