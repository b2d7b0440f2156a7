import { expect, type Page } from '@playwright/test';

/** Signs in with the demo password, as a person would on the login page. */
export async function loginByPassword(page: Page, url: string, phone: string) {
  await page.goto(`${url}/login`);
  await page.getByRole('button', { name: 'Войти по паролю' }).click();
  await page.getByLabel('Номер телефона').fill(phone.replace(/^\+7/, ''));
  await page.getByLabel('Пароль', { exact: true }).fill('Kolos2026!');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\//);
}

/** Picks an option of a labelled choice field (an autocomplete). */
export async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Types a DD.MM.YYYY day into a labelled date field. */
export async function typeDate(page: Page, label: string, day: string) {
  const field = page.getByRole('group', { name: label });
  await field.click();
  await page.keyboard.type(day.replaceAll('.', ''));
}
