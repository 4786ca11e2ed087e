import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readCsv } from '../apps/api/src/test/read-csv';
import { ARTIFACTS } from './support/env';
import { DESK_ALFA_COUNT, DESK_E2E, DESK_FORMULA_CLIENT } from './support/seed-desk';
import { expectNoAxeViolations } from './support/axe';
import { loginAdmin } from './support/login';

// Admin appointments desk in real Chromium against the real server: filter by agency,
// page, toggle 'Pagato' and reload to see it kept, edit a description inline, download
// the filtered CSV and Excel file and read them back.

const table = (page: Page) => page.getByRole('region', { name: 'Appuntamenti', exact: true });
const row = (page: Page, client: string) =>
  table(page).getByRole('row').filter({ hasText: client });

test('desk: filter by agency, page, toggle Pagato and reload, edit a description, download the filtered CSV and Excel file', async ({
  page,
}) => {
  await loginAdmin(page);
  await page
    .getByRole('navigation', { name: 'Menu Amministrazione' })
    .getByRole('link', { name: 'APPUNTAMENTI' })
    .click();
  await expect(page).toHaveURL(/\/admin\/appuntamenti$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Appuntamenti' })).toBeVisible();

  // The agency filter: a searchable choice over the agencies' names.
  const agency = page.getByRole('combobox', { name: 'Agenzia' });
  await agency.click();
  await agency.fill('desk alfa');
  await page.getByRole('option', { name: new RegExp(DESK_E2E.alfa.nome) }).click();
  await expect(page).toHaveURL(/agenzia=[0-9a-f-]{36}/);
  await expect(
    page.getByRole('heading', { name: `Elenco · ${DESK_ALFA_COUNT} appuntamenti` }),
  ).toBeVisible();
  await expect(page.getByText(`1–25 di ${DESK_ALFA_COUNT} · pagina 1 di 2`)).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(26);
  await expect(table(page)).not.toContainText(DESK_E2E.beta.nome);
  await expect(table(page).getByRole('row').nth(1)).toContainText('Cliente Desk 30');

  // Page 2 lives in the address too.
  await page.getByRole('button', { name: 'Successiva ›' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(table(page).getByRole('row')).toHaveCount(DESK_ALFA_COUNT - 25 + 1);
  await expect(table(page).getByRole('row').nth(1)).toContainText('Cliente Desk 05');
  await page.getByRole('button', { name: '‹ Precedente' }).click();
  await expect(page).not.toHaveURL(/pagina=/);

  // 'Pagato': saved at once; a reload (same address) shows it kept.
  const target = row(page, 'Cliente Desk 29');
  const payed = target.getByRole('button', { name: 'Pagato: Cliente Desk 29' });
  await expect(payed).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/appuntamenti/admin_payed') && r.status() === 200,
  );
  await payed.click();
  await expect(payed).toHaveAttribute('aria-pressed', 'true');
  await expect(payed).toHaveAttribute('title', 'Pagato');
  await saved;
  const address = page.url();
  await page.reload();
  expect(page.url()).toBe(address);
  await expect(
    row(page, 'Cliente Desk 29').getByRole('button', { name: 'Pagato: Cliente Desk 29' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(agency).toHaveValue(new RegExp(DESK_E2E.alfa.nome));

  // The description, edited in place.
  await row(page, 'Cliente Desk 28')
    .getByRole('button', { name: 'Modifica la descrizione: Cliente Desk 28' })
    .click();
  await page
    .getByRole('textbox', { name: 'Descrizione: Cliente Desk 28' })
    .fill('Richiamare lunedì mattina');
  await row(page, 'Cliente Desk 28').getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Descrizione salvata')).toBeVisible();
  await expect(row(page, 'Cliente Desk 28')).toContainText('Richiamare lunedì mattina');

  await expectNoAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('heading', { level: 1, name: 'Appuntamenti' })).toBeInViewport();
  await page.screenshot({ path: `${ARTIFACTS}/admin-appointments-desk.png`, fullPage: true });

  // The history of the row: who set 'Pagato'.
  await row(page, 'Cliente Desk 29')
    .getByRole('button', { name: 'Storico: Cliente Desk 29' })
    .click();
  const history = page.getByRole('dialog', { name: 'Storico: Cliente Desk 29' });
  await expect(history).toContainText('Pagato');
  await expect(history).toContainText('Sì');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // 'Scarica CSV': exactly the filtered rows, read back.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('appuntamenti.csv');
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = readCsv(text);
  expect(header).toEqual([
    'Data inserimento',
    'Stato',
    'Data Fatto Appuntamento',
    'Agente',
    'Agenzia',
    'E-mail agenzia',
    'Cliente',
    'E-mail cliente',
    'Telefono cliente',
    '8VOLANTE',
    'WC',
    'Descrizione',
  ]);
  expect(rows).toHaveLength(DESK_ALFA_COUNT);
  expect(new Set(rows.map((r) => r[4]))).toEqual(new Set([DESK_E2E.alfa.nome]));
  const byClient = new Map(rows.map((r) => [r[6], r]));
  expect(byClient.get('Cliente Desk 29')).toEqual([
    '29/04/2026 10:30',
    'Inserito',
    '',
    '',
    DESK_E2E.alfa.nome,
    DESK_E2E.alfa.email,
    'Cliente Desk 29',
    'cliente29@desk.e2e.example.it',
    // A text formula: a spreadsheet shows the phone as it is, without apostrophe (decision 029).
    '="+39 333 0000029"',
    'SI',
    'NO',
    '',
  ]);
  expect(byClient.get('Cliente Desk 28')![11]).toBe('Richiamare lunedì mattina');
  expect(byClient.get('Cliente Desk 30')![3]).toBe(DESK_E2E.agent.nome);
  const formula = byClient.get(`'${DESK_FORMULA_CLIENT} Desk 07`);
  expect(formula![11]).toBe('Preferisce "mattina"; richiamare');

  // 'Scarica Excel': the same rows as a workbook, the phone a text cell, the dates real dates.
  const excel = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica Excel' }).click();
  const workbook = await excel;
  expect(workbook.suggestedFilename()).toBe('appuntamenti.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(readFileSync(await workbook.path())).buffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.rowCount).toBe(1 + DESK_ALFA_COUNT);
  let desk29: ExcelJS.Row | undefined;
  sheet.eachRow((r) => {
    if (r.getCell(7).value === 'Cliente Desk 29') desk29 = r;
  });
  expect(desk29!.getCell(9).value).toBe('+39 333 0000029');
  expect(desk29!.getCell(9).type).toBe(ExcelJS.ValueType.String);
  expect(desk29!.getCell(1).type).toBe(ExcelJS.ValueType.Date);
  // 29/04/2026 10:30 in Rome, written by its wall clock.
  expect((desk29!.getCell(1).value as Date).toISOString()).toBe('2026-04-29T10:30:00.000Z');

  // Phone: the table scrolls sideways inside its frame, the page does not.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('heading', { level: 1, name: 'Appuntamenti' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${ARTIFACTS}/admin-appointments-desk-phone.png`, fullPage: true });
});
