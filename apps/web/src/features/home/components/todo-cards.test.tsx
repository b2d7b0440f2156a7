import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TodoItem } from '@kolos/domain/home';
import { keysFor } from '../../../shared/live/use-live-events';
import { NOTHING_WAITS, TodoCards } from './todo-cards';

afterEach(cleanup);

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

const renderAt = (items: TodoItem[], state: { loading?: boolean; failed?: boolean } = {}) =>
  render(
    <MemoryRouter initialEntries={['/admin/home']}>
      <Routes>
        <Route
          path="/admin/home"
          element={
            <TodoCards items={items} loading={state.loading ?? false} failed={state.failed ?? false} />
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe('TodoCards (issue 29 point 13)', () => {
  it('one large card per item with its words and count; one tap opens its list with the filter', async () => {
    renderAt([
      { kind: 'COUNTER_OFFERS', count: 2, link: '/admin/offers' },
      { kind: 'TENDERS_TO_CLOSE', count: 1, link: '/admin/auctions?statuses=AUCTION_FINISHED' },
    ]);
    const cards = screen.getAllByRole('link');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Встречные предложения ждут ответа: 2',
      'Торги завершились и ждут итогов: 1',
    ]);
    expect(screen.getByTestId('todo-COUNTER_OFFERS').textContent).toContain('2');
    await userEvent.click(screen.getByTestId('todo-TENDERS_TO_CLOSE'));
    expect(screen.getByTestId('where').textContent).toBe('/admin/auctions?statuses=AUCTION_FINISHED');
  });

  it('nothing waiting says so; a failed read does not pretend nothing waits', () => {
    renderAt([]);
    expect(screen.getByText(NOTHING_WAITS)).toBeTruthy();
    cleanup();
    renderAt([], { failed: true });
    expect(screen.queryByText(NOTHING_WAITS)).toBeNull();
    expect(screen.getByText(/Не удалось узнать/)).toBeTruthy();
  });
});

describe('live: the home and the yard follow the event stream', () => {
  const base = { id: '1', at: '2026-11-28T10:00:00Z', ownerCompanyUuid: 'o', actorUuid: null, fields: {} };
  it('an offer event and a slot event both refresh the home; a slot event the Monitoring yard too', () => {
    const offer = keysFor({
      ...base,
      type: 'offer.countered',
      auctionUuid: 'a',
      auctionNumber: 1,
      offerUuid: 'x',
    });
    const slot = keysFor({
      ...base,
      type: 'slot.changed',
      slotUuid: 's',
      locationUuid: 'l',
      farmerCompanyUuid: 'f',
    });
    expect(offer).toContainEqual(['home']);
    expect(slot).toContainEqual(['home']);
    expect(slot).toContainEqual(['monitoring']);
  });
  it("a statement's event refreshes the statements (the staff's «Расчёты», the farmer's) and the home only", () => {
    const statement = keysFor({
      ...base,
      type: 'settlement.changed',
      settlementUuid: 's',
      farmerCompanyUuid: 'f',
    });
    expect(statement).toEqual([['settlements'], ['home']]);
  });
});
