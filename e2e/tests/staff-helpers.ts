import type { Page } from '@playwright/test';

export const menu = (page: Page) => page.getByRole('navigation', { name: 'Главное меню' });

/** A phone and e-mail no other test uses. */
export function freshContact() {
  const digits = String(Date.now()).slice(-7) + String(Math.floor(Math.random() * 10));
  const phone = `+7951${digits.slice(-7)}`;
  return { phone, email: `e2e.${digits}@example.ru` };
}
