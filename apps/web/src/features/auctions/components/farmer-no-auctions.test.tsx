import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FarmerNoAuctions } from './farmer-no-auctions';

// the shipping points of his company, as GET /user/personal/locations?kind=SHIPPING answers
const points = vi.hoisted(() => ({ data: [] as unknown[] }));
vi.mock('../../../shared/places/use-location-lists', () => ({
  usePersonalLocations: () => ({ data: points.data }),
}));

afterEach(cleanup);

function renderWith(data: unknown[]) {
  points.data = data;
  render(
    <MemoryRouter>
      <FarmerNoAuctions />
    </MemoryRouter>,
  );
}

describe('a farmer with no matching tender is told why and offered the fix (issue 29 point 1)', () => {
  it('without a shipping point: tenders follow the points; «Добавить точку отгрузки» opens a new one', () => {
    renderWith([]);
    const add = screen.getByRole('link', { name: 'Добавить точку отгрузки' });
    expect(add.getAttribute('href')).toBe('/admin/shipping-point/create');
    expect(screen.getByText(/Торги подбираются по вашим точкам отгрузки/)).toBeTruthy();
    expect(screen.getByText(/в регионе из адреса вашей организации/)).toBeTruthy();
  });

  it('with points: the same reason and the way to his points', () => {
    renderWith([{ uuid: 'p1' }]);
    const link = screen.getByRole('link', { name: 'Точки отгрузки' });
    expect(link.getAttribute('href')).toBe('/admin/shipping-points');
  });
});
