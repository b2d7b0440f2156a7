import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRADING_MSG, type AuctionWire } from '@kolos/domain/trading';
import { DatesProvider } from '../../../shared/time/dates-provider';
import { PhoneDealForm } from './phone-deal-dialog';

const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
/** A running auction: 1000 t, lot from 25 t, humidity at most 14 %, FCA or CPT. */
const AUCTION: AuctionWire = {
  uuid: uuid(1),
  number: 5,
  ownerCompanyUuid: uuid(2),
  ownerCompany: { name: 'Колос-Юг' },
  regionUuid: uuid(3),
  region: { uuid: uuid(3), name: 'Кубань' },
  locationUuids: [uuid(4)],
  locations: [{ uuid: uuid(4), name: 'Тихорецкий элеватор', address: 'Тихорецк' }],
  productUuid: uuid(5),
  product: { payload: { title: 'Пшеница 3 класса' } },
  deliveryType: null,
  deliveryTypes: ['BUYER', 'SELLER'],
  volume: 1000,
  minLotVolume: 25,
  price: 15000,
  humidity: 14,
  deliveryDateStart: '01.09.2031',
  deliveryDateEnd: '30.09.2031',
  startAt: '01.08.2031 09:00',
  endAt: '02.08.2031 09:00',
  comment: '',
  status: 'AUCTION_ACTIVE',
  offersCount: 0,
  offeredVolume: 0,
  acceptedVolume: 0,
  createdAt: '01.08.2031 08:00',
};

let sent: { url: string; body: unknown }[] = [];
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const body = url.includes('/contracted-farmers')
        ? [{ uuid: uuid(6), name: 'КФХ «Нива»', taxCode: '2301000000', isInvalidate: false }]
        : [];
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(auction: AuctionWire = AUCTION) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DatesProvider>
        <PhoneDealForm auction={auction} showPrice onClose={() => undefined} />
      </DatesProvider>
    </QueryClientProvider>,
  );
}

const combo = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
async function pick(label: string, option: string) {
  await userEvent.click(combo(label));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(option) }));
}

const sentOffer = () => sent.some((r) => r.url.endsWith('/api/offers'));

// MUI's selects and date pickers in jsdom take their time on a shared machine.
describe(
  'phone deal dialog: the auction’s limits before POST /offers (issue 15 point 2)',
  { timeout: 30_000 },
  () => {
    it('an empty form names the missing fields and sends nothing', async () => {
      renderForm();
      await userEvent.click(screen.getByRole('button', { name: 'Внести предложение' }));
      await waitFor(() => expect(screen.getAllByText('Заполните поле').length).toBeGreaterThanOrEqual(4));
      expect(sentOffer()).toBe(false);
    });

    it('volume and humidity beyond the auction say the server’s messages', async () => {
      renderForm();
      // the auction's limits are checked once the body itself is whole (zod refines a whole body)
      await pick('Фермер', 'Нива');
      await userEvent.click(screen.getByRole('button', { name: 'CPT' }));
      await userEvent.type(screen.getByLabelText(/^Цена/), '14500');
      await userEvent.type(screen.getByLabelText(/^Объём/), '1200');
      await userEvent.type(screen.getByLabelText(/^Влажность/), '15');
      await userEvent.click(screen.getByRole('button', { name: 'Внести предложение' }));
      expect(await screen.findByText(TRADING_MSG.volumeAboveAuction(1000))).toBeTruthy();
      expect(screen.getByText(TRADING_MSG.humidityAbove(14))).toBeTruthy();
      await userEvent.clear(screen.getByLabelText(/^Объём/));
      await userEvent.type(screen.getByLabelText(/^Объём/), '10');
      expect(await screen.findByText(TRADING_MSG.volumeBelowLot(25))).toBeTruthy();
      expect(sentOffer()).toBe(false);
    });

    it('a CPT-only auction: nothing to choose, the offer goes as CPT (issue 28 point 19)', async () => {
      renderForm({ ...AUCTION, deliveryType: 'SELLER', deliveryTypes: ['SELLER'] });
      expect(screen.getByText('CPT — единственный на этих торгах')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'FCA' })).toBeNull();
      await pick('Фермер', 'Нива');
      await userEvent.type(screen.getByLabelText(/^Цена/), '14500');
      await userEvent.type(screen.getByLabelText(/^Объём/), '100');
      await userEvent.type(screen.getByLabelText(/^Влажность/), '13');
      await userEvent.click(screen.getByRole('button', { name: 'Внести предложение' }));
      await waitFor(() => expect(sentOffer()).toBe(true));
      const offer = sent.find((r) => r.url.endsWith('/api/offers'))!.body;
      expect(offer).toMatchObject({ deliveryType: 'SELLER', volume: 100, price: 14500 });
    });
  },
);
