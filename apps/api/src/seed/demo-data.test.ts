import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/harness';
import { loginAs } from '../../test/staff';
import { demoPdf } from './demo-pdf';

/* Issue 28 point 21: the demo data obeys the product's own rules, as a newcomer meets them. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo data', () => {
  it('every user has the e-mail the form requires, and no two users share a phone', async () => {
    const users = await t.db.selectFrom('users').select(['phone', 'notifyEmail']).execute();
    expect(users.filter((u) => !u.notifyEmail?.includes('@')).map((u) => u.phone)).toEqual([]);
    expect(new Set(users.map((u) => u.phone.replace(/\D/g, ''))).size).toBe(users.length);
  });

  it('every card on moderation is complete: the moderator finds nothing missing', async () => {
    const admin = await loginAs(t, DEMO.phones.admin);
    const waiting = await t.db
      .selectFrom('companies')
      .select('uuid')
      .where('status', '=', 'ON_MODERATE')
      .execute();
    expect(waiting.length).toBeGreaterThan(0);
    for (const { uuid } of waiting) {
      const card = await admin.get(`/api/dmoderation/company/${uuid}`);
      expect(card.json().missing, uuid).toEqual([]);
    }
  });

  it('every stored document is a one-page PDF a viewer opens, not a stub', async () => {
    const files = await t.db.selectFrom('files').select(['name', 'size', 'contentType']).execute();
    for (const file of files) {
      expect(file.contentType, file.name).toBe('application/pdf');
      expect(file.size, file.name).toBeGreaterThan(500);
    }
    const pdf = demoPdf('Waybill (TTN), truck slot 7').toString('latin1');
    expect(pdf).toMatch(/^%PDF-1\.4\n/);
    expect(pdf).toContain('/Type /Page ');
    expect(pdf).toContain('(Waybill TTN, truck slot 7) Tj');
    // the cross-reference table points at each object where it starts
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    for (const [i, line] of [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].entries())
      expect(pdf.slice(Number(line[1])).startsWith(`${i + 1} 0 obj\n`)).toBe(true);
  });
});
