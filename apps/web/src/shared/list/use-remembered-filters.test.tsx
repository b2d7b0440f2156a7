import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setTokens } from '../auth/token-store';
import { useRememberedFilters } from './use-remembered-filters';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const signIn = (uuid: string) =>
  setTokens({ accessToken: `h.${btoa(JSON.stringify({ uuid }))}.s`, refreshToken: 'r' });

function Screen() {
  useRememberedFilters('queue', ['regionUuid', 'date']);
  return null;
}

let router: ReturnType<typeof createMemoryRouter>;
const search = () => new URLSearchParams(router.state.location.search);

/** One visit to the screen: a fresh page at `url`, as after navigating away and back. */
function visit(url: string) {
  cleanup();
  router = createMemoryRouter([{ path: '/queue', element: <Screen /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return search();
}

/** A choice made on the screen: its URL changes. */
const choose = (query: string) => act(() => router.navigate(`/queue${query}`));

describe('useRememberedFilters: the last choice comes back (issue 29 point 9)', () => {
  it('a visit with no filter in the URL gets the last choice, the other parameters not', () => {
    signIn('u1');
    visit('/queue?regionUuid=R1&date=2031-08-11&slot=S');
    const back = visit('/queue');
    expect(back.get('regionUuid')).toBe('R1');
    expect(back.get('date')).toBe('2031-08-11');
    expect(back.get('slot')).toBeNull();
  });

  it('a filter in the URL wins over the remembered one and becomes the remembered one', () => {
    signIn('u1');
    visit('/queue?regionUuid=R1&date=2031-08-11');
    expect(visit('/queue?regionUuid=R2').toString()).toBe('regionUuid=R2');
    expect(visit('/queue').toString()).toBe('regionUuid=R2');
  });

  it('a change on the screen is remembered, clearing too', async () => {
    signIn('u1');
    visit('/queue?regionUuid=R1');
    await choose('?date=2031-08-12');
    expect(visit('/queue').toString()).toBe('date=2031-08-12');
    await choose('');
    expect(visit('/queue').toString()).toBe('');
  });

  it('each user has his own', () => {
    signIn('u1');
    visit('/queue?regionUuid=R1');
    signIn('u2');
    expect(visit('/queue').toString()).toBe('');
  });
});
