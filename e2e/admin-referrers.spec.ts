import { expect, test } from '@playwright/test';
import { ARTIFACTS } from './support/env';
import { fillAdminLogin, submitAdminLogin } from './support/login';
import { ADMIN_E2E_REFERRER } from './support/seed-admin';
import { expectNoAxeViolations } from './support/axe';

// Referenti Alleare: search, CSV import with a preview that flags the bad rows before
// anything is written; then logout and the welcome-back message.

test('imports referrers from a CSV with one bad row, then logs out with a welcome back', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await fillAdminLogin(page);
  await submitAdminLogin(page);
  await expect(page).toHaveURL(/\/admin\/hub$/);

  await page
    .getByRole('navigation', { name: 'Menu Amministrazione' })
    .getByRole('link', { name: 'REFERENTI ALLEARE' })
    .click();
  const table = page.getByRole('region', { name: 'Referenti Alleare' });
  await expect(
    table.getByRole('row', { name: new RegExp(ADMIN_E2E_REFERRER.codice) }),
  ).toContainText('Adami Giorgia');
  await page.getByRole('searchbox', { name: 'Cerca' }).fill('ADAMI');
  await expect(table.getByRole('row')).toHaveCount(2);
  // The server searches and pages (issue 18): the search is in the address.
  await expect(page).toHaveURL(/\/admin\/referentiAlleare\?q=ADAMI$/);
  await expect(page.getByText(/^1–1 di 1 · pagina 1 di 1$/)).toBeVisible();

  await page.getByRole('button', { name: 'Importa da CSV' }).click();
  const csv = [
    'codice;nome;cognome;email;urlPhoto;urlAgente',
    'IMP-E2E-01;Anna;Nerì;anna.neri-e2e@example.it;;https://partner.example.it/anna',
    'IMP-E2E-02;Bruno;Sala;non-una-mail;;',
    'IMP-E2E-03;Carla;Bassi;carla.bassi-e2e@example.it;;',
  ].join('\r\n');
  await page.getByLabel('File CSV').setInputFiles({
    name: 'referenti.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}`, 'utf8'),
  });
  await page.getByRole('button', { name: 'Anteprima' }).click();
  const preview = page.getByRole('region', { name: 'Anteprima dell’importazione' });
  await expect(preview.getByRole('row', { name: /IMP-E2E-02/ })).toContainText(
    'e-mail: E-mail non valida',
  );
  await expect(page.getByText('3 righe lette: 2 valide, 1 con errori')).toBeVisible();
  // Nothing written yet.
  await page.getByRole('searchbox', { name: 'Cerca' }).fill('IMP-E2E');
  await expect(table.getByText('Nessun referente corrisponde alla ricerca.')).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByText('referenti.csv')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${ARTIFACTS}/admin-referrers-import.png`, fullPage: true });

  await page.getByRole('button', { name: 'Importa 2 righe valide' }).click();
  await expect(page.getByText('Referenti importati: 2, righe scartate: 1')).toBeInViewport();
  await expect(table.getByRole('row', { name: /IMP-E2E-01/ })).toContainText('Nerì Anna');
  await expect(table.getByRole('row', { name: /IMP-E2E-03/ })).toBeVisible();
  await expect(table.getByText('IMP-E2E-02')).toHaveCount(0);
  // Without its accent, the new surname is found too.
  await page.getByRole('searchbox', { name: 'Cerca' }).fill('neri anna');
  await expect(table.getByRole('row', { name: /IMP-E2E-01/ })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: 'LOGOUT' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText(/^Bentornato, .+! Accedi di nuovo quando vuoi\.$/)).toBeInViewport();
  const cookies = (await page.context().cookies()).map((c) => c.name);
  expect(cookies).not.toContain('adminAccessToken');
});
