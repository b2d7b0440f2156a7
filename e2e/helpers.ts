import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { allowConsoleErrors } from './fixtures';
import { shot, type RunningServer } from './server';

/**
 * Signs the page in as the user and opens Home. The session comes from the API — phone, SMS code
 * from the outbox, as the login screen asks for them — and is put where the app keeps it, as a
 * returning user's browser holds it: the login screen itself is tested in auth.spec.ts and
 * onboarding, and walking it in every test cost a page load and ~3 s each time (docs/ci.md).
 */
export async function loginAs(page: Page, server: RunningServer, phone: string): Promise<void> {
  const { access_token, refresh_token } = await codeLogin(server, phone);
  // Any page of the origin gives access to its storage; the icon is the smallest.
  await page.goto(`${server.url}/favicon.svg`);
  await page.evaluate(
    ({ access, refresh }) => {
      localStorage.setItem('kolos.accessToken', access);
      localStorage.setItem('kolos.refreshToken', refresh);
    },
    { access: access_token, refresh: refresh_token },
  );
  await page.goto(server.url);
  await expect(page.getByRole('heading', { name: /^Здравствуйте/ })).toBeVisible();
}

interface TokenPair {
  access_token: string;
  refresh_token: string;
}

async function post(server: RunningServer, path: string, body: object): Promise<Response> {
  return fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * The SMS login through the API: every user has a phone, not every seeded one a password. Within
 * the resend pause after the phone's last code (OTP_RESEND_SECONDS) the server answers 429: asked
 * again each second, as requestCode does on the screen.
 */
async function codeLogin(server: RunningServer, phone: string): Promise<TokenPair> {
  let check = await post(server, '/user/phone/check', { phone });
  for (const deadline = Date.now() + 30_000; check.status === 429 && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    check = await post(server, '/user/phone/check', { phone });
  }
  expect(check.status, `SMS code for ${phone}`).toBe(200);
  const { session_uuid } = (await check.json()) as { session_uuid: string };
  const code = await server.lastCode(phone);
  const login = await post(server, '/auth/send-code', { session_uuid, code, fingerprint: 'e2e' });
  expect(login.status, `login of ${phone}`).toBe(200);
  return (await login.json()) as TokenPair;
}

/**
 * Asks for the SMS code of the phone typed in until the server sends one: within the resend pause
 * (OTP_RESEND_SECONDS) after the phone's last code it refuses with 429 — allowed in the console —
 * and is asked again each second, as a person would.
 */
export async function requestCode(page: Page): Promise<void> {
  allowConsoleErrors(page.context(), /status of 429.*\/api\/user\/phone\/check/);
  await expect(async () => {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/phone/check');
    await page.getByRole('button', { name: 'Получить код' }).click();
    expect((await answer).status(), 'the resend pause is over').not.toBe(429);
  }).toPass({ intervals: [1_000], timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Введите код из SMS' })).toBeVisible();
}

/** The demo password (README): API setup logs in with it instead of a code. */
export const DEMO_PASSWORD = 'Kolos2026!';

export async function apiLogin(server: RunningServer, phone: string): Promise<TokenPair> {
  const res = await post(server, '/auth/login', { phone, password: DEMO_PASSWORD });
  expect(res.status, `login of ${phone}`).toBe(200);
  return (await res.json()) as TokenPair;
}

/** Bearer headers of a demo user for setting up data through the API, as another app would. */
export async function apiHeaders(server: RunningServer, phone: string): Promise<Record<string, string>> {
  const { access_token } = await apiLogin(server, phone);
  return { 'content-type': 'application/json', authorization: `Bearer ${access_token}` };
}

/** A full-page screenshot from the top: a scrolled page would paint the sticky header mid-way. */
/** 'Выйти' in the header, then its question answered (issue 29 point 12: sign-out asks first). */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Выйти' }).click();
  await page
    .getByRole('dialog', { name: 'Выйти из системы?' })
    .getByRole('button', { name: 'Выйти' })
    .click();
}

export async function topShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

/** Tells one settle's frame count from the last one's on the same page. */
let settleCalls = 0;

/**
 * Waits until the app has nothing in flight: its busy signal (`<html data-busy>`, ADR 0071) reads
 * idle on two animation frames running — a render the last answer or a resize started has been
 * painted — the fonts are in, and no progress indicator is left on the page.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    (call) => {
      const idle = document.documentElement.dataset.busy === 'false' && document.fonts.status === 'loaded';
      const seen = window as unknown as { kolosIdle?: { call: number; frames: number } };
      const frames = seen.kolosIdle?.call === call ? seen.kolosIdle.frames : 0;
      seen.kolosIdle = { call, frames: idle ? frames + 1 : 0 };
      return seen.kolosIdle.frames >= 2;
    },
    ++settleCalls,
    { polling: 'raf', timeout: 30_000 },
  );
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/**
 * WCAG 2.1 A and AA: nothing serious or critical on the screen as it stands (a11y.spec.ts checks
 * every landed page so; a flow checks the screens it passes through). `what` names the screen.
 */
export async function expectAccessible(page: Page, what = page.url()): Promise<void> {
  // legacy mode runs axe in the page itself: the default one ends each run in a new blank page,
  // over a second a check (docs/ci.md)
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  const failing = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(failing, `axe on ${what}`).toEqual([]);
}
