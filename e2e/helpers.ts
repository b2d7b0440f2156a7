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

/** A full-page screenshot from the top: a scrolled page would paint the sticky header mid-way. */
export async function topShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}
