import { expect, test, type Page } from '@playwright/test';
import { adminCode, confirmIdentity, loginAdmin } from './support/login';
import { ARTIFACTS, E2E_ADMIN } from './support/env';
import { NEW_ADMIN } from './support/seed-second-factor';

// QUALITY S21 (decision 039): an admin's first login enrols the second factor; later logins
// ask for the code of the app, or a recovery code, each good once.

async function passwordStep(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(NEW_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_ADMIN.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'LOGOUT' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test('an admin enrols TOTP, logs in with a code, uses a recovery code once and is refused the second time', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await passwordStep(page);
  // First login: no session yet, the enrolment instead.
  await expect(page.getByRole('heading', { name: 'Attiva il secondo fattore' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Codice QR/ })).toBeVisible();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('adminAccessToken');
  const secret = await page.getByRole('textbox', { name: 'Chiave' }).inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.screenshot({ path: `${ARTIFACTS}/admin-enrol-1366.png`, fullPage: true });
  await page.getByRole('textbox', { name: 'Codice di verifica' }).fill('000000');
  await page.getByRole('button', { name: 'Attiva e accedi' }).click();
  await expect(page.getByRole('alert')).toHaveText('Codice non valido o scaduto.');
  await page.getByRole('textbox', { name: 'Codice di verifica' }).fill(await adminCode(secret));
  await page.getByRole('button', { name: 'Attiva e accedi' }).click();

  // The ten recovery codes, shown once.
  await expect(page.getByRole('heading', { name: 'Codici di recupero' })).toBeVisible();
  const codes = await page
    .getByRole('list', { name: 'Codici di recupero' })
    .getByRole('listitem')
    .allInnerTexts();
  expect(codes).toHaveLength(10);
  await page.screenshot({ path: `${ARTIFACTS}/admin-recovery-codes-1366.png`, fullPage: true });
  await page.getByRole('button', { name: 'Ho salvato i codici: continua' }).click();
  await expect(page).toHaveURL(/\/admin\/hub$/);
  await logout(page);

  // A login with the code of the app.
  await passwordStep(page);
  await expect(
    page.getByText('Inserisci il codice a 6 cifre dell’app di autenticazione.'),
  ).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/admin-code-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('textbox', { name: 'Codice di verifica' }).fill(await adminCode(secret));
  await page.getByRole('button', { name: 'Verifica e accedi' }).click();
  await expect(page).toHaveURL(/\/admin\/hub$/);
  await logout(page);

  // A recovery code: good once.
  const recovery = codes[3]!.trim();
  for (const attempt of ['first', 'second'] as const) {
    await passwordStep(page);
    await page.getByRole('button', { name: 'Usa un codice di recupero' }).click();
    await page.getByRole('textbox', { name: 'Codice di recupero' }).fill(recovery);
    await page.getByRole('button', { name: 'Verifica e accedi' }).click();
    if (attempt === 'first') {
      await expect(page).toHaveURL(/\/admin\/hub$/);
      await logout(page);
    } else {
      await expect(page.getByRole('alert')).toHaveText('Codice non valido o scaduto.');
      await expect(page).toHaveURL(/\/admin\/login$/);
    }
  }
});

test('regenerating the recovery codes asks the admin to confirm their identity first', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAdmin(page);
  await page
    .getByRole('navigation', { name: /^Menu/ })
    .getByRole('link', { name: 'SICUREZZA' })
    .click();
  await expect(page.getByRole('heading', { name: 'Sicurezza', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Elenco degli amministratori' })).toContainText(
    E2E_ADMIN.email,
  );
  await page.getByRole('button', { name: 'Rigenera codici' }).click();
  await page
    .getByRole('dialog', { name: 'Rigenerare i codici di recupero?' })
    .getByRole('button', { name: 'Sì' })
    .click();
  const reauth = page.getByRole('dialog', { name: 'Conferma la tua identità' });
  await expect(reauth).toBeVisible();
  await reauth.getByLabel('Password o codice di verifica').fill('Password-Sbagliata-2026');
  await reauth.getByRole('button', { name: 'Conferma' }).click();
  await expect(reauth.getByRole('alert')).toHaveText('Password o codice non corretti.');
  await page.screenshot({ path: `${ARTIFACTS}/admin-reauth-1366.png` });
  await confirmIdentity(page);
  await expect(
    page.getByRole('list', { name: 'Codici di recupero' }).getByRole('listitem'),
  ).toHaveCount(10);
  await page.screenshot({ path: `${ARTIFACTS}/admin-security-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/admin-security-390.png`, fullPage: true });
});
