import { expect, type Page } from '@playwright/test';
import { allowConsoleErrors } from './fixtures';
import { shot, type RunningServer } from './server';

/**
 * Logs in through the screens as a user would: phone, SMS code from the outbox, Home. The one
 * login of the e2e suite.
 */
export async function loginAs(page: Page, server: RunningServer, phone: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Номер телефона').fill(phone.replace(/^\+7/, ''));
  await requestCode(page);
  const code = await server.lastCode(phone);
  await page.getByLabel('Цифра 1 из 6').click();
  await page.keyboard.type(code);
  await expect(page.getByRole('heading', { name: /^Здравствуйте/ })).toBeVisible();
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

/**
 * Bearer headers of a demo user for setting up data through the API, as another app would; the
 * screens under test still log in through loginAs.
 */
export async function apiHeaders(server: RunningServer, phone: string): Promise<Record<string, string>> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const { access_token } = (await res.json()) as { access_token: string };
  return { 'content-type': 'application/json', authorization: `Bearer ${access_token}` };
}

/** A full-page screenshot from the top: a scrolled page would paint the sticky header mid-way. */
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
