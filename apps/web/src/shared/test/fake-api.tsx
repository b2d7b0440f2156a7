import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { DatesProvider } from '../time/dates-provider';

/*
 * Component tests' fake server and render (shared by the features' tests): every request through
 * fetch is recorded and answered by the test; the screen renders inside the app's providers at a
 * URL, with the URL's search shown in `data-testid="where"`.
 */

export interface Sent {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export type Answer = (req: Sent) => { status?: number; body: unknown } | undefined;

/** A fake fetch: every request is recorded; `answer` gives the reply (200 {} when it says nothing). */
export function fakeApi(answer: Answer): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const u = new URL(url, 'http://localhost');
      const req = {
        method: init.method ?? 'GET',
        path: u.pathname.replace(/^\/api/, ''),
        search: u.search,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      sent.push(req);
      const reply = answer(req) ?? { body: {} };
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
    }),
  );
  return sent;
}

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.search}</div>;
}

export function renderAt(url: string, ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={client}>
        <DatesProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    {ui}
                    <Where />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </DatesProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}
