import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfferWire } from '@kolos/domain/trading';
import { fillByRank, resultSummary } from '../lib/results';
import { RankedOffers } from './ranked-offers';
import { ResultsDialog } from './results-dialog';

afterEach(cleanup);

const offer = (n: number, o: Partial<OfferWire>): OfferWire => ({
  uuid: `o${n}`,
  number: n,
  auctionUuid: 'a',
  auction: { number: 1, ownerCompany: { name: 'Колос-Юг' } },
  farmerCompanyUuid: `f${n}`,
  farmerCompany: { name: `КФХ ${n}`, taxCode: '2300000000' },
  farmerNoShows: 0,
  farmerLocationUuid: null,
  farmerLocation: null,
  acceptanceLocationUuid: null,
  acceptanceLocation: null,
  deliveryType: 'SELLER',
  volume: 100,
  price: 15000,
  humidity: 13,
  deliveryDateStart: '01.09.2026',
  deliveryDateEnd: '30.09.2026',
  comment: '',
  status: 'OFFER_ACTIVE',
  counterOffer: null,
  acceptedVolume: 0,
  deliveryPrice: null,
  distance: null,
  tariffType: null,
  premium: null,
  landedPrice: 15000,
  rank: n,
  createdAt: '',
  updatedAt: '',
  ...o,
});

/** Ranked by landed price: 14 800 (FCA 14 000 + haul), 15 000, 15 600; one countered. */
const OFFERS = [
  offer(1, { volume: 120, landedPrice: 14800, deliveryType: 'BUYER', price: 14000, deliveryPrice: 80000 }),
  offer(2, { volume: 100, landedPrice: 15000 }),
  offer(3, { volume: 80, landedPrice: 15600 }),
  offer(4, { status: 'OFFER_COUNTERED', rank: 4, landedPrice: 14500 }),
];

function show(draft: Record<string, number | null>, wanted = 200) {
  const summary = resultSummary(OFFERS, draft, wanted);
  render(
    <ResultsDialog
      open
      summary={summary}
      offers={OFFERS}
      wanted={wanted}
      showPrice
      sending={false}
      onConfirm={() => undefined}
      onClose={() => undefined}
    />,
  );
  return summary;
}

describe('results summary (issue 15: volume covered, average landed price, before confirming)', () => {
  it('fills the cheapest landed offers first, the last in part, skipping a countered one', () => {
    expect(fillByRank(OFFERS, 200)).toEqual({ o1: 120, o2: 80, o3: null });
  });

  it('shows the volume covered of the wanted one and the average landed price over the accepted tonnes', () => {
    const summary = show({ o1: 120, o2: 80 });
    // (120 × 14 800 + 80 × 15 000) / 200 = 14 880
    expect(summary.averageLandedPrice).toBe(14880);
    expect(screen.getByText(/Покрыто/).textContent).toMatch(/200\sт из 200\sт/);
    expect(screen.getByText(/Средняя цена на пункте приёмки/).textContent).toMatch(/14\s880 ₽\/т/);
    expect(screen.getByText(/Остальные предложения \(2\) будут отклонены/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Подтвердить итоги' })).toHaveProperty('disabled', false);
  });

  it('names the excess over the auction’s volume and refuses to confirm', () => {
    const summary = show({ o1: 120, o2: 100 });
    expect(summary.excess).toBe(20);
    expect(screen.getByText('Принятый объём превышает объём торгов на 20 т')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Подтвердить итоги' })).toHaveProperty('disabled', true);
  });

  it('a volume above the offer’s is an error of that offer, with the server’s words', () => {
    const summary = resultSummary(OFFERS, { o3: 90 }, 200);
    expect(summary.errors).toEqual({ o3: 'Принятый объём не может превышать объём предложения 80 т' });
    expect(summary.ready).toBe(false);
  });

  it('a countered offer cannot be accepted: it waits for the farmer', () => {
    expect(resultSummary(OFFERS, { o4: 50 }, 200).items).toEqual([]);
  });
});

describe('ranked offers: the farmer company’s no-shows beside its name (issue 17 point 4)', () => {
  it('says them when there are some, and nothing otherwise', () => {
    render(
      <RankedOffers
        offers={[offer(1, { farmerNoShows: 2 }), offer(2, {})]}
        draft={{}}
        onDraft={() => undefined}
        onAccept={() => undefined}
        errors={{}}
        canDecide={false}
        showPrice
        canOpen={false}
        onCounter={() => undefined}
      />,
    );
    const [first, second] = screen.getAllByTestId('ranked-offer');
    expect(first!.textContent).toContain('неявок за 30 дней: 2');
    expect(second!.textContent).not.toContain('неявок');
  });
});

describe('accepting an offer in the ranked list (issue 29 point 4)', { timeout: 30_000 }, () => {
  function Ranked({ onAccept }: { onAccept: (uuid: string, volume: number) => void }) {
    const [draft, setDraft] = useState<Record<string, number | null>>({});
    return (
      <RankedOffers
        offers={OFFERS}
        draft={draft}
        onDraft={(uuid, v) => setDraft((d) => ({ ...d, [uuid]: v }))}
        onAccept={onAccept}
        errors={{}}
        canDecide
        showPrice
        canOpen={false}
        onCounter={() => undefined}
      />
    );
  }

  it('«Принять весь объём» is one click to the summary with the offer’s volume', async () => {
    const onAccept = vi.fn();
    render(<Ranked onAccept={onAccept} />);
    const [first] = screen.getAllByTestId('ranked-offer');
    await userEvent.click(within(first!).getByRole('button', { name: 'Принять весь объём' }));
    expect(onAccept).toHaveBeenCalledWith('o1', 120);
  });

  it('«Часть объёма…» opens a labelled box; «Принять часть» goes to the summary with what is typed', async () => {
    const onAccept = vi.fn();
    render(<Ranked onAccept={onAccept} />);
    const second = screen.getAllByTestId('ranked-offer')[1]!;
    expect(within(second).queryByLabelText(/^Сколько принять/)).toBeNull();
    await userEvent.click(within(second).getByRole('button', { name: 'Часть объёма…' }));
    expect(within(second).getByRole('button', { name: 'Принять часть' })).toHaveProperty('disabled', true);
    await userEvent.type(within(second).getByLabelText(/^Сколько принять/), '60');
    await userEvent.click(within(second).getByRole('button', { name: 'Принять часть' }));
    expect(onAccept).toHaveBeenCalledWith('o2', 60);
    // a countered offer has no accept controls: it waits for the farmer
    expect(
      within(screen.getAllByTestId('ranked-offer')[3]!).queryByRole('button', { name: 'Принять весь объём' }),
    ).toBeNull();
  });
});
