import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AcceptanceListItem } from '@kolos/domain/acceptance';
import type { DealWire } from '@kolos/domain/deals';
import { fakeApi, renderAt, type Sent } from '../../../shared/test/fake-api';
import { DealTrucks } from './deal-trucks';

const DEAL: DealWire = {
  uuid: '00000000-0000-4000-8000-000000000050',
  kind: 'OFFER',
  number: 7,
  productTitle: 'Пшеница 3 класса',
  contractedVolume: 500,
  bookedVolume: 50,
  deliveredVolume: 23.925,
  remainingVolume: 476.075,
  nextSlot: null,
};

const truck = (patch: Partial<AcceptanceListItem> = {}): AcceptanceListItem => ({
  uuid: '00000000-0000-4000-8000-000000000200',
  slotUuid: '00000000-0000-4000-8000-000000000100',
  slotId: 37,
  version: 1,
  decision: 'ACCEPT',
  at: '2031-08-11T06:15:00.000Z',
  locationUuid: '00000000-0000-4000-8000-000000000002',
  locationName: 'Тихорецкий элеватор',
  farmerCompanyUuid: '00000000-0000-4000-8000-000000000060',
  farmerCompanyName: 'КФХ «Рассвет»',
  dealUuid: DEAL.uuid,
  dealNumber: 7,
  carNumber: 'А123ВС 123',
  ticketNumber: 'В-17',
  netKg: 25_000,
  creditedKg: 23_925,
  lossPercent: 4.3,
  pricePerTon: 14_800,
  amount: 35_409_000,
  vat: null,
  ...patch,
});

afterEach(() => vi.unstubAllGlobals());

describe('DealTrucks («Мои сделки», issue 30)', () => {
  it('asks for the deal’s trucks and shows each one’s net, credited weight, loss and amount', async () => {
    const sent: Sent[] = fakeApi((req) =>
      req.path === '/acceptances'
        ? {
            body: {
              acceptances: [truck(), truck({ uuid: 'x', carNumber: 'В321КМ 123', decision: 'REFUSE' })],
              totalCount: 2,
            },
          }
        : undefined,
    );
    renderAt('/admin/deals', <DealTrucks deal={DEAL} />);
    const line = await screen.findByRole('listitem', { name: /^Машина А123ВС 123,/ });
    expect(line.textContent).toMatch(/Нетто25\s000\sкг/);
    expect(line.textContent).toMatch(/Зачтено23\s925\sкг/);
    expect(line.textContent).toMatch('Убыль4,3 %');
    expect(line.textContent).toMatch(/354\s090,00\s₽/);
    expect(within(line).getByRole<HTMLButtonElement>('button', { name: 'Квитанция (PDF)' }).disabled).toBe(
      false,
    );
    expect(screen.getByRole('listitem', { name: /^Машина В321КМ 123,/ }).textContent).toMatch(
      'Отказано в приёмке',
    );
    expect(screen.getByText('Принятые машины: 2')).toBeTruthy();
    const asked = sent.find((r) => r.path === '/acceptances')!;
    expect(new URLSearchParams(asked.search).get('dealUuid')).toBe(DEAL.uuid);
  });

  it('a deal without accepted trucks shows nothing', async () => {
    const sent = fakeApi(() => ({ body: { acceptances: [], totalCount: 0 } }));
    const { container } = renderAt('/admin/deals', <DealTrucks deal={DEAL} />);
    await vi.waitFor(() => expect(sent.length).toBe(1));
    expect(container.querySelector('section')).toBeNull();
  });
});
