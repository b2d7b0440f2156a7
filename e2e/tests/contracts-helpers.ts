import type { Page } from '@playwright/test';

/** The contracts grid, its data rows (not the header) and the texts of one column's cells. */
export const grid = (page: Page) => page.getByRole('grid');
export const rows = (page: Page) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
export const cellTexts = async (page: Page, field: string) =>
  grid(page).locator(`[role="gridcell"][data-field="${field}"]`).allInnerTexts();

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

/** Fills the embedded editor of a new shipping point (SPEC 2.14) near Tikhoretsk, where tariffs exist. */
export async function fillNewPoint(page: Page, name: string) {
  const point = page.getByText('Новая точка отгрузки поставщика').locator('..');
  const field = (label: string) => point.getByLabel(label, { exact: true });
  await field('Широта').fill('45,8611');
  await field('Долгота').fill('40.1902');
  await field('Название').fill(name);
  await field('Адрес').fill('Краснодарский край, Тихорецкий р-н, ст Новорождественская, ул Полевая, 3');
  await field('Объём погрузки в сутки, т').fill('300');
  await field('Высота склада, м').fill('4.5');
  await field('Длина весов, м').fill('18');
  await field('Тип ТС').click();
  await page.getByRole('option', { name: 'Седельный тягач с полуприцепом' }).click();
  await point.getByRole('button', { name: 'Пн–Пт' }).click();
  await field('Начало работы').fill('07:00');
  await field('Окончание работы').fill('19:00');
  return point;
}
