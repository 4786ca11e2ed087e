import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_OF_FILE, E2E_ADMINS, type E2eAdmin } from './env';
import { adminCode } from './totp';

export { adminCode };

/**
 * The administrator of the running journey file: always the same one for a file (its
 * journeys may sign in again and find what they left), and the files of a worker take the
 * admins of env.ts's E2E_ADMINS in turn as they first ask, so the files that run one after
 * the other on a portal never queue for the same admin's codes. Outside a test, the first.
 */
export function currentAdmin(): E2eAdmin {
  let file: string;
  try {
    file = basename(test.info().file);
  } catch {
    return E2E_ADMINS[0]!;
  }
  let files: string[] = [];
  try {
    files = JSON.parse(readFileSync(ADMIN_OF_FILE, 'utf8')) as string[];
  } catch {
    // First file of the worker's portal: global-setup removed the list.
  }
  if (!files.includes(file)) {
    files.push(file);
    mkdirSync(dirname(ADMIN_OF_FILE), { recursive: true });
    writeFileSync(ADMIN_OF_FILE, JSON.stringify(files));
  }
  return E2E_ADMINS[files.indexOf(file) % E2E_ADMINS.length]!;
}

/**
 * Sends the filled admin login form, then the code of the app (the second factor); the
 * page leaves for the hub.
 */
export async function submitAdminLogin(page: Page, admin: E2eAdmin = currentAdmin()) {
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page
    .getByRole('textbox', { name: 'Codice di verifica' })
    .fill(await adminCode(admin.secret));
  await page.getByRole('button', { name: 'Verifica e accedi' }).click();
}

/** Fills the admin login form with the journey's administrator (currentAdmin). */
export async function fillAdminLogin(page: Page, admin: E2eAdmin = currentAdmin()) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
}

/** Signs the journey's administrator in through the admin login page; the hub opens. */
export async function loginAdmin(page: Page) {
  const admin = currentAdmin();
  await page.goto('/admin/login');
  await fillAdminLogin(page, admin);
  await submitAdminLogin(page, admin);
  await expect(page).toHaveURL(/\/admin\/hub$/);
}

/** Answers the question before a dangerous admin action with the admin's password. */
export async function confirmIdentity(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Conferma la tua identità' });
  await dialog.getByLabel('Password o codice di verifica').fill(currentAdmin().password);
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
