import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './env';

/** Signs the e2e administrator in through the admin login page; the hub opens. */
export async function loginAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(E2E_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/admin\/hub$/);
}

/** Signs an agency (or internal agent) in through the reserved area's login; the hub opens. */
export async function loginAgency(page: Page, email: string, password: string) {
  await page.goto('/area-riservata/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/hub$/);
}
