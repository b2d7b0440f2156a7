import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from './use-list-params';
import { pageSizeOptions } from './server-data-grid';

function setup(url: string) {
  let location = '';
  const hook = renderHook(
    () => {
      const loc = useLocation();
      location = loc.search;
      return useListParams({ filters: ['status'] as const, arrays: ['statuses'] as const });
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => {
        const router = createMemoryRouter([{ path: '/list', element: children }], { initialEntries: [url] });
        return <RouterProvider router={router} />;
      },
    },
  );
  return { hook, search: () => location };
}

describe('useListParams: list state in the URL', () => {
  it('defaults to the first page of 15 with no sort (SPEC 9)', () => {
    const { hook } = setup('/list');
    expect(hook.result.current).toMatchObject({ page: 0, size: 15, offset: 0, q: '', sort: null });
  });

  it('reads page, size, search, sort and filters from the URL', () => {
    const { hook } = setup(
      '/list?page=3&size=50&q=Иванов&sort=price&dir=desc&status=A&statuses=X&statuses=Y',
    );
    expect(hook.result.current).toMatchObject({
      page: 2,
      size: 50,
      offset: 100,
      q: 'Иванов',
      sort: { field: 'price', direction: 'DESC' },
      filters: { status: 'A', statuses: ['X', 'Y'] },
    });
  });

  it('says whether a filter is set, single or repeated, the search text aside', () => {
    expect(setup('/list?q=Иванов&page=2').hook.result.current.filtered).toBe(false);
    expect(setup('/list?status=A').hook.result.current.filtered).toBe(true);
    expect(setup('/list?statuses=X').hook.result.current.filtered).toBe(true);
  });

  it('a new search or filter goes back to the first page', () => {
    const { hook, search } = setup('/list?page=4');
    act(() => hook.result.current.setSearch('Нива'));
    expect(hook.result.current.page).toBe(0);
    expect(decodeURIComponent(search())).toBe('?q=Нива');
    act(() => hook.result.current.setPage(1));
    act(() => hook.result.current.setFilters({ statuses: ['A', 'B'] }));
    expect(search()).toBe('?q=%D0%9D%D0%B8%D0%B2%D0%B0&statuses=A&statuses=B');
  });

  it('two changes in one handler both land', () => {
    const { hook, search } = setup('/list');
    act(() => {
      hook.result.current.setSearch('Нива');
      hook.result.current.setFilters({ status: 'A' });
    });
    expect(decodeURIComponent(search())).toBe('?q=Нива&status=A');
  });

  it('keeps the default size out of the URL', () => {
    const { hook, search } = setup('/list?size=50');
    act(() => hook.result.current.setSize(15));
    expect(search()).toBe('');
  });
});

describe('pageSizeOptions', () => {
  it('offers 10, 50 and 100, and shows the default 15 while it is in use', () => {
    expect(pageSizeOptions(50)).toEqual([10, 50, 100]);
    expect(pageSizeOptions(15)).toEqual([10, 15, 50, 100]);
  });
});
