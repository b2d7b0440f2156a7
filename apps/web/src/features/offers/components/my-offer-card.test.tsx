import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CounterOfferWire, OfferWire } from '@kolos/domain/trading';
import { MyOfferCard } from './my-offer-card';

const counter = (status: CounterOfferWire['status']): CounterOfferWire => ({
  uuid: 'c1',
  price: 13800,
  volume: 150,
  comment: '',
  status,
  createdAt: '2026-11-28T05:00:00Z',
});
const offer = (patch: Partial<OfferWire>) =>
  ({
    uuid: 'o1',
    number: 1,
    auctionUuid: 'a1',
    auction: { number: 9, ownerCompany: { name: 'ООО «Колос-Юг»' } },
    deliveryType: 'SELLER',
    farmerLocation: null,
    volume: 200,
    price: 14000,
    humidity: 13,
    deliveryDateStart: '01.12.2026',
    deliveryDateEnd: '20.12.2026',
    status: 'OFFER_COUNTERED',
    counterOffer: counter('OPEN'),
    acceptedVolume: 0,
    ...patch,
  }) as OfferWire;

let sent: { url: string; method: string; body: unknown }[] = [];
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response('{}', { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard(o: OfferWire) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <MyOfferCard offer={o} showPrice canChange onWithdraw={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// MUI's dialog in jsdom takes its time on a shared machine.
describe('the farmer accepts a counter-offer (issue 29 point 5)', { timeout: 30_000 }, () => {
  it('asks first with the money at stake; only the confirmation sends the answer', async () => {
    renderCard(offer({}));
    await userEvent.click(screen.getByRole('button', { name: 'Принять' }));
    const dialog = await screen.findByRole('dialog', { name: 'Принять встречное предложение?' });
    expect(dialog.textContent).toMatch(/150\sт × 13\s800 ₽\/т/);
    expect(dialog.textContent).toMatch(/Сумма: 2\s070\s000 ₽/);
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Принять условия' }));
    await waitFor(() =>
      expect(sent.filter((r) => r.method === 'PUT')).toEqual([
        expect.objectContaining({ body: { uuid: 'c1', status: 'ACCEPTED' } }),
      ]),
    );
  });

  it('after it, the card says the terms are agreed and wait for the results', () => {
    renderCard(
      offer({ status: 'OFFER_ACTIVE', volume: 150, price: 13800, counterOffer: counter('ACCEPTED') }),
    );
    expect(screen.getByText(/Вы приняли встречное предложение: 150\sт по 13\s800 ₽\/т/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Принять' })).toBeNull();
  });
});
