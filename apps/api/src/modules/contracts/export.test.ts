import { describe, expect, it } from 'vitest';
import type { ContractWire } from '@kolos/domain/contracts';
import { contractsCsv } from './export';

const contract: ContractWire = {
  uuid: '00000000-0000-7000-8000-000000000001',
  aggregatorLocationUuid: 'a',
  aggregatorCompanyUuid: 'b',
  regionUuid: null,
  productUuid: 'c',
  humidity: 14.5,
  farmerCompanyUuid: 'd',
  farmerLocationUuid: 'e',
  startDate: '01.08.2026',
  endDate: '15.08.2026',
  deliveryType: 'BUYER',
  quantity: 120.5,
  price: 31250,
  initialPrice: 30000,
  deliveryPrice: -12550,
  withoutIndication: false,
  comment: "-1+cmd|' /C calc'!A0",
  status: 'CONTRACT_NEW',
  distance: 42.7,
  tariffType: 'REGIONAL',
  userUuid: null,
  createdAt: '2026-07-01T00:00:00Z',
  updatedAt: '2026-07-01T00:00:00Z',
  user: null,
  farmerCompany: { name: '=HYPERLINK("http://x";"КФХ")' },
  farmerLocation: { name: '@Ток', address: '+7 км; трасса' },
  product: { payload: { title: 'Пшеница' } },
  aggregatorLocation: { name: 'Тихорецкий элеватор' },
  aggregatorCompany: { name: 'Колос-Юг' },
};

async function text(rows: ContractWire[]): Promise<string> {
  const parts: string[] = [];
  for await (const part of contractsCsv(
    (async function* () {
      yield* rows;
    })(),
  ))
    parts.push(String(part));
  return parts.join('');
}

describe('contracts export: the CSV rule of ADR 0041', () => {
  it('numbers stay numbers (negative and decimal too), every text that could run is neutralised', async () => {
    const [, line] = (await text([contract])).split('\r\n');
    const cells = line!.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    expect(cells[0]).toBe('"\'=HYPERLINK(""http://x"";""КФХ"")"');
    expect(cells[5]).toBe('14,5'); // humidity
    expect(cells[6]).toBe("'@Ток");
    expect(cells[7]).toBe('"\'+7 км; трасса"');
    expect(cells[9]).toBe('120,5'); // quantity
    expect(cells[12]).toBe('-125,5'); // delivery price, a number the writer formats
    expect(cells[13]).toBe('42,7'); // distance
    expect(cells[17]).toBe("'-1+cmd|' /C calc'!A0");
  });
});
