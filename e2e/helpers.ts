import { expect, type Page } from '@playwright/test';
import { shot, type RunningServer } from './server';

/** Logs in through the screens as a user would: phone, SMS code from the outbox, Home. */
export async function loginAs(page: Page, server: RunningServer, phone: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Номер телефона').fill(phone.replace(/^\+7/, ''));
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByRole('heading', { name: 'Введите код из SMS' })).toBeVisible();
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
