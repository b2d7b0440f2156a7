import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MonitoringRow } from '@kolos/domain/monitoring';
import { BoardCard, type BoardRowOptions } from './board-row';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Russian numbers group with a no-break space. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const NOW = new Date('2026-07-01T12:00:00Z');

const row = (patch: Partial<MonitoringRow> = {}): MonitoringRow => ({
  uuid: 'a1',
  number: 7,
  status: 'AUCTION_ACTIVE',
  product: { uuid: 'p', title: 'Пшеница 3 класса' },
  region: { uuid: 'r', name: 'Кубань' },
  locations: [{ uuid: 'l', name: 'Тихорецкий элеватор' }],
  endAt: '2026-07-01T13:30:05.000Z',
  volume: 1000,
  offeredVolume: 400,
  acceptedVolume: 0,
  offersCount: 3,
  farmersCount: 2,
  bestPrice: 14000,
  averagePrice: 14125,
  lastOfferAt: '2026-07-01T11:00:00.000Z',
  changedAt: '2026-07-01T11:00:00.000Z',
  ...patch,
});

const options = (patch: Partial<BoardRowOptions> = {}): BoardRowOptions => ({
  showPrice: true,
  menu: [],
  skewMs: 0,
  formatTime: (iso) => iso.slice(11, 16),
  ...patch,
});

describe('a board row (issue 16 point 3)', () => {
  it('shows time left ticking, the volume bar of offered against wanted, prices, counts, the last offer', () => {
    vi.useFakeTimers({ now: NOW });
    render(<BoardCard row={row()} options={options()} />);
    const card = screen.getByTestId('monitoring-row');
    expect(within(card).getByText('до конца 01:30:05')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(within(card).getByText('до конца 01:30:04')).toBeTruthy();
    expect(plain(within(card).getByRole('img').getAttribute('aria-label'))).toBe(
      'предложено 400 т, принято 0 т из 1 000 т',
    );
    expect(plain(card.textContent)).toContain('14 000 ₽/т, средняя 14 125 ₽/т');
    expect(plain(card.textContent)).toContain('3 предл. · 2 хоз.');
    expect(card.textContent).toContain('11:00');
  });

  it('without prices (hidePrice) there is no price line; a finished one waits for results', () => {
    render(
      <BoardCard
        row={row({ status: 'AUCTION_FINISHED', bestPrice: undefined, averagePrice: undefined })}
        options={options({ showPrice: false })}
      />,
    );
    const card = screen.getByTestId('monitoring-row');
    expect(card.textContent).not.toContain('₽');
    expect(card.textContent).toContain('ждут итогов');
  });

  it('is highlighted while its change is under 10 seconds old, then the highlight goes', () => {
    vi.useFakeTimers({ now: NOW });
    render(<BoardCard row={row({ changedAt: '2026-07-01T11:59:57.000Z' })} options={options()} />);
    const card = screen.getByTestId('monitoring-row');
    expect(card.getAttribute('data-fresh')).toBe('true');
    act(() => vi.advanceTimersByTime(6_999));
    expect(card.getAttribute('data-fresh')).toBe('true');
    act(() => vi.advanceTimersByTime(2));
    expect(card.getAttribute('data-fresh')).toBeNull();
  });

  it('an old change is not highlighted; the server clock decides, not this one', () => {
    vi.useFakeTimers({ now: NOW });
    const { rerender } = render(<BoardCard row={row()} options={options()} />);
    expect(screen.getByTestId('monitoring-row').getAttribute('data-fresh')).toBeNull();
    // this clock is an hour behind the server's: a change 'an hour ahead' is a fresh one
    rerender(
      <BoardCard
        row={row({ changedAt: '2026-07-01T13:00:00.000Z' })}
        options={options({ skewMs: 3_600_000 })}
      />,
    );
    expect(screen.getByTestId('monitoring-row').getAttribute('data-fresh')).toBe('true');
  });

  it('the row menu is there only with actions', () => {
    const { rerender } = render(<BoardCard row={row()} options={options()} />);
    expect(screen.queryByRole('button', { name: /Действия/ })).toBeNull();
    rerender(
      <BoardCard row={row()} options={options({ menu: [{ label: 'Открыть торги', onClick: () => {} }] })} />,
    );
    expect(screen.getByRole('button', { name: 'Действия: торги № 7' })).toBeTruthy();
  });
});
