import { expect, type Page } from '@playwright/test';
import { allowConsoleErrors } from './fixtures';
import { shot, type RunningServer } from './server';

/**
 * Logs in through the screens as a user would: phone, SMS code from the outbox, Home. The one
 * login of the e2e suite. A second login soon after the first meets the resend pause
 * (OTP_RESEND_SECONDS): it is waited out, as a person would, and its refusals (429) are allowed
 * in the console.
 */
export async function loginAs(page: Page, server: RunningServer, phone: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Номер телефона').fill(phone.replace(/^\+7/, ''));
  const codeStep = page.getByRole('heading', { name: 'Введите код из SMS' });
  allowConsoleErrors(page.context(), /status of 429.*\/api\/user\/phone\/check/);
  for (let attempt = 0; attempt < 4 && !(await codeStep.isVisible()); attempt++) {
    await page.getByRole('button', { name: 'Получить код' }).click();
    await codeStep.waitFor({ timeout: 2500 }).catch(() => page.waitForTimeout(1500));
  }
  await expect(codeStep).toBeVisible();
  const code = await server.lastCode(phone);
  await page.getByLabel('Цифра 1 из 6').click();
  await page.keyboard.type(code);
  await expect(page.getByRole('heading', { name: /^Здравствуйте/ })).toBeVisible();
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
