import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setTokens } from '../../../shared/auth/token-store';
import { fakeApi, type Sent } from '../../../shared/test/fake-api';
import { AgreementPrompt } from './agreement-prompt';
import { postponeRenewal } from './postpone';

/*
 * ADR 0089: a new version of the agreement is asked of the farmer after login — led to its page
 * until he postpones it, then a banner for the rest of that login session; never for someone
 * working under his name, never for staff.
 */
const session = vi.hoisted(() => ({
  current: { user: { userType: 'farmer' }, can: () => true, isImpersonated: false },
}));
vi.mock('../../../shared/auth/use-session', () => ({ useSession: () => session.current }));

const PENDING = {
  pending: [
    {
      purchaserUuid: '0190a000-0000-7000-8000-000000000101',
      purchaserCompanyName: 'Колос-Юг',
      version: 2,
      title: 'Рамочный договор',
      signedVersion: 1,
    },
  ],
};

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const loginAs = (sid: string) =>
  setTokens({ accessToken: `${b64({ alg: 'none' })}.${b64({ uuid: 'u1', sid })}.x`, refreshToken: 'r' });

let sent: Sent[];
function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/admin/home',
        element: (
          <>
            <AgreementPrompt />
            <h1>Здравствуйте</h1>
          </>
        ),
      },
      { path: '/admin/agreement-renewal', element: <h1>Новая редакция договора</h1> },
    ],
    { initialEntries: ['/admin/home'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  session.current = { user: { userType: 'farmer' }, can: () => true, isImpersonated: false };
  sent = fakeApi((req) => (req.path === '/personal/agreement/pending' ? { body: PENDING } : undefined));
  loginAs('s1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AgreementPrompt', () => {
  it('leads the farmer to the new version after login', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Новая редакция договора' })).toBeTruthy();
  });

  it('once postponed, a banner with «Подписать» stays for that login; the next login leads him again', async () => {
    postponeRenewal();
    renderHome();
    expect(await screen.findByText(/Колос-Юг опубликовал редакцию 2 договора/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Подписать' }).getAttribute('href')).toBe(
      '/admin/agreement-renewal',
    );
    expect(screen.getByRole('heading', { name: 'Здравствуйте' })).toBeTruthy();
    cleanup();
    loginAs('s2');
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Новая редакция договора' })).toBeTruthy();
  });

  it('someone working under his name gets the banner only', async () => {
    session.current = { ...session.current, isImpersonated: true };
    renderHome();
    expect(await screen.findByRole('link', { name: 'Подписать' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Здравствуйте' })).toBeTruthy();
  });

  it('nothing pending, or not a farmer with the signing right: no prompt and, for staff, no request', async () => {
    sent = fakeApi((req) =>
      req.path === '/personal/agreement/pending' ? { body: { pending: [] } } : undefined,
    );
    renderHome();
    await vi.waitFor(() => expect(sent.map((r) => r.path)).toContain('/personal/agreement/pending'));
    expect(screen.queryByRole('link', { name: 'Подписать' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Здравствуйте' })).toBeTruthy();
    cleanup();
    session.current = { user: { userType: 'purchaser' }, can: () => true, isImpersonated: false };
    sent = fakeApi(() => ({ body: PENDING }));
    renderHome();
    expect(screen.getByRole('heading', { name: 'Здравствуйте' })).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
