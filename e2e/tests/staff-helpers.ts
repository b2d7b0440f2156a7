import { expect, type Page } from '@playwright/test';
import { allowConsoleErrors } from '../fixtures';
import type { RunningServer } from '../server';

/** Logs in as a new user would: phone, then the SMS code (read from the dev outbox). */
export async function loginByCode(page: Page, server: RunningServer, phone: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Номер телефона').fill(phone.replace(/^\+7/, ''));
  const codeStep = page.getByRole('heading', { name: 'Введите код из SMS' });
  // A second login soon after the first meets the resend pause (OTP_RESEND_SECONDS): wait it out, as a person would.
  // The refused requests (429) are the browser's console lines.
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

export const menu = (page: Page) => page.getByRole('navigation', { name: 'Главное меню' });

/** A phone and e-mail no other test uses. */
export function freshContact() {
  const digits = String(Date.now()).slice(-7) + String(Math.floor(Math.random() * 10));
  const phone = `+7951${digits.slice(-7)}`;
  return { phone, email: `e2e.${digits}@example.ru` };
}
