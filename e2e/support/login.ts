import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './env';
import { adminCode } from './totp';

export { adminCode };

/**
 * Sends the filled admin login form, then the code of the app (the second factor); the
 * page leaves for the hub.
 */
export async function submitAdminLogin(page: Page) {
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByRole('textbox', { name: 'Codice di verifica' }).fill(await adminCode());
  await page.getByRole('button', { name: 'Verifica e accedi' }).click();
}

/** Signs the e2e administrator in through the admin login page; the hub opens. */
export async function loginAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(E2E_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
  await submitAdminLogin(page);
  await expect(page).toHaveURL(/\/admin\/hub$/);
}

/** Answers the question before a dangerous admin action with the admin's password. */
export async function confirmIdentity(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Conferma la tua identità' });
  await dialog.getByLabel('Password o codice di verifica').fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Signs an agency (or internal agent) in through the reserved area's login; the hub opens. */
export async function loginAgency(page: Page, email: string, password: string) {
  await page.goto('/area-riservata/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/hub$/);
}
