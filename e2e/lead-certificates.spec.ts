import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pdfTextLines } from '../apps/api/src/test/pdf-text';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS } from './support/env';
import { loginAdmin, loginAgency } from './support/login';
import { CERTIFICATES_E2E, CERTIFICATES_PASSWORD } from './support/seed-certificates';

// The financing certificate (decision 117) in real Chromium: the admin issues it from a
// lead on the desk (prefilled from the lead's plan, figures computed as typed) and downloads
// the PDF; the agency sees it on its lead page and downloads it; the verification page says
// it is valid; the admin revokes it; the page says it is revoked.

const client = `${CERTIFICATES_E2E.client.name} ${CERTIFICATES_E2E.client.surname}`;

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/${name}-phone.png`, fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Clicks the button and answers the text lines of the PDF the browser saved. */
async function downloadPdf(page: Page, button: ReturnType<Page['getByRole']>) {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('attestato-finanziabilita.pdf');
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfTextLines(bytes).map((l) => l.replace(/\u00a0/g, ' '));
}

async function openDeskModal(page: Page) {
  await page.goto('/admin/appuntamenti');
  await page.getByRole('searchbox', { name: 'Cliente' }).fill(client);
  const row = page
    .getByRole('region', { name: 'Appuntamenti', exact: true })
    .getByRole('row')
    .filter({ hasText: client });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Attestati di finanziabilità: ${client}` }).click();
  return page.getByRole('dialog', { name: `Attestati di finanziabilità: ${client}` });
}

test('the admin issues a certificate, the agency downloads it, anyone checks it, the admin revokes it', async ({
  page,
}) => {
  await loginAdmin(page);
  let dialog = await openDeskModal(page);
  await expect(dialog.getByText('Nessun attestato di finanziabilità emesso.')).toBeVisible();
  // Prefilled from the lead: its client and its plan's figures.
  await expect(dialog.getByRole('textbox', { name: 'Acquirente' })).toHaveValue(client);
  await expect(dialog.getByRole('textbox', { name: 'Mutuo massimo (€)' })).toHaveValue(
    '180.000,00',
  );
  await expect(dialog.getByRole('textbox', { name: 'Durata (anni)' })).toHaveValue('30');
  // A loan above the price is refused in Italian; LTV follows the figures as typed.
  await dialog.getByRole('textbox', { name: 'Prezzo dell’immobile (€)' }).fill('150.000');
  await dialog.getByRole('button', { name: 'Emetti l’attestato' }).click();
  await expect(
    dialog.getByText('Il mutuo massimo non può superare il prezzo dell’immobile'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Prezzo dell’immobile (€)' }).fill('225.000');
  const preview = dialog.getByRole('definition');
  await expect(preview.first()).toHaveText('80,00%');
  await dialog.getByRole('combobox', { name: 'Verifica Consap' }).click();
  await page.getByRole('option', { name: 'Probabilmente ammissibile, garanzia 50 %' }).click();
  const rata = await preview.nth(1).textContent();
  const taeg = await preview.nth(3).textContent();
  await dialog.getByRole('button', { name: 'Emetti l’attestato' }).dblclick();
  const items = dialog.getByTestId('attestato');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('Valido');
  await expect(items).toContainText(`rata ${rata}`);
  await expect(items).toContainText(`TAEG ${taeg}`);
  await expectNoAxeViolations(page);
  await screenshots(page, 'lead-certificates-admin');

  const adminPdf = await downloadPdf(
    page,
    items.getByRole('button', { name: /^Scarica il PDF dell’attestato/ }),
  );
  const text = adminPdf.join('\n');
  expect(text).toContain(client);
  expect(text).toContain('180.000,00 €');
  expect(text).toContain('225.000,00 €');
  expect(text).toContain(rata!.replace(/\u00a0/g, ' '));
  expect(text).toContain(taeg!.replace(/\u00a0/g, ' '));
  expect(text.replace(/\n/g, ' ')).toContain(
    'Non costituisce delibera né impegno della banca: la concessione del mutuo è soggetta alla valutazione della banca',
  );
  const verifyUrl = adminPdf.find((l) => /\/attestato\/[A-Za-z0-9_-]{43}$/.test(l))!;
  expect(verifyUrl).toBeTruthy();
  const verifyPath = new URL(verifyUrl).pathname;

  // The agency sees it on its lead page and downloads the same PDF.
  await page.context().clearCookies();
  await loginAgency(page, CERTIFICATES_E2E.agency.email, CERTIFICATES_PASSWORD);
  await page.goto('/area-riservata/appuntamenti');
  await page
    .getByRole('article', { name: client })
    .getByRole('link', { name: /^Avanzamento della pratica/ })
    .click();
  const region = page.getByRole('region', { name: 'Attestati di finanziabilità' });
  await expect(region.getByTestId('attestato')).toHaveCount(1);
  await expect(region.getByTestId('attestato')).toContainText('Valido fino al');
  await expectNoAxeViolations(page);
  await screenshots(page, 'lead-certificates-agency');
  const agencyPdf = await downloadPdf(
    page,
    region.getByRole('button', { name: /^Scarica il PDF dell’attestato/ }),
  );
  expect(agencyPdf).toEqual(adminPdf);

  // Anyone checks it: valid, with its day, and nothing about the buyer or the figures.
  await page.context().clearCookies();
  const opened = await page.goto(verifyPath);
  expect(opened!.headers()['x-robots-tag']).toMatch(/noindex/);
  await expect(page.getByRole('heading', { name: 'ATTESTATO VALIDO' })).toBeVisible();
  await expect(page.getByText(/autentico e valido fino al \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(page.locator('main')).not.toContainText(CERTIFICATES_E2E.client.surname);
  await expect(page.locator('main')).not.toContainText('180.000');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoAxeViolations(page);
  await screenshots(page, 'lead-certificates-check-valid');

  // The admin revokes it, with a reason; the lead shows it and so does the check.
  await loginAdmin(page);
  dialog = await openDeskModal(page);
  await dialog.getByRole('button', { name: 'Revoca' }).click();
  await dialog.getByRole('button', { name: 'Conferma la revoca' }).click();
  await expect(dialog.getByText('Indica il motivo della revoca')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Motivo della revoca' }).fill('Reddito non confermato');
  await dialog.getByRole('button', { name: 'Conferma la revoca' }).click();
  await expect(dialog.getByTestId('attestato')).toContainText('Revocato il');
  await expect(dialog.getByTestId('attestato')).toContainText('Reddito non confermato');
  await screenshots(page, 'lead-certificates-revoked');

  await page.context().clearCookies();
  await page.goto(verifyPath);
  await expect(page.getByRole('heading', { name: 'ATTESTATO REVOCATO' })).toBeVisible();
  await expect(page.getByText(/è stato revocato il \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'lead-certificates-check-revoked');
  await page.goto(`/attestato/${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'ATTESTATO NON TROVATO' })).toBeVisible();
});
