import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readCsv } from '../apps/api/src/test/read-csv';
import { ARTIFACTS } from './support/env';
import { waitForMail } from './support/mailbox';
import { ADMIN_E2E, ADMIN_E2E_PASSWORD } from './support/seed-admin';
import { expectNoAxeViolations } from './support/axe';
import { confirmIdentity, loginAdmin } from './support/login';

// Admin area, part 1: hub figures, agency list and search, confirming a pending agency,
// password reset with its mail, the CSV and Excel downloads of the rows shown. Runs against the real server and SMTP.

const SLUG = '8volante';

/** A full-page picture from the top (the sticky header would otherwise sit mid-page), desktop and phone. */
async function screenshots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${ARTIFACTS}/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

const it = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });
const pct = (part: number, total: number) =>
  `${new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }).format(total ? (part / total) * 100 : 0)} %`;

/** The agencies as the API lists them, read with the admin token the page stored. */
async function agenciesFromApi(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'adminAccessToken')?.value;
  const res = await page.request.get(`/v2/${SLUG}/user/admin_getAll`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    nome: string;
    email: string;
    state: string;
    agenteInterno: boolean;
  }[];
}

async function openAgency(page: Page, search: string, name: string) {
  await page
    .getByRole('navigation', { name: 'Menu Amministrazione' })
    .getByRole('link', { name: 'AGENZIE' })
    .click();
  await expect(page).toHaveURL(/\/admin\/agenzie\/list$/);
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(search);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
}

test('hub: the figures match what the database holds, with shares to two decimals', async ({
  page,
}) => {
  await loginAdmin(page);
  const sidebar = page.getByRole('navigation', { name: 'Menu Amministrazione' });
  for (const label of ['HUB', 'AGENZIE', 'SERVIZI', 'APPUNTAMENTI', 'REFERENTI ALLEARE']) {
    await expect(sidebar.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(sidebar.getByRole('button', { name: 'LOGOUT' })).toBeVisible();

  const all = await agenciesFromApi(page);
  // Our seeded rows are in (other seed files add theirs: the figures cover everything).
  for (const a of Object.values(ADMIN_E2E)) expect(all.map((x) => x.email)).toContain(a.email);
  const total = all.length;
  const real = all.filter((a) => !a.agenteInterno).length;
  const internal = total - real;
  await page.reload();
  await expect(page.getByTestId('hub-totale')).toContainText(`Agenzie totali${it.format(total)}`);
  await expect(page.getByTestId('hub-reali')).toContainText(
    `Agenzie reali${it.format(real)}${pct(real, total)} del totale`,
  );
  await expect(page.getByTestId('hub-interni')).toContainText(
    `Agenti interni${it.format(internal)}${pct(internal, total)} del totale`,
  );
  const confirmed = all.filter((a) => a.state === 'CONFERMATO').length;
  const split = page.getByRole('table', { name: 'Confermate e da confermare' });
  await expect(split.getByRole('row', { name: 'Confermate' })).toContainText(
    `${it.format(confirmed)}${pct(confirmed, total)}`,
  );
  await expect(
    page.getByRole('figure', { name: 'Nuove agenzie negli ultimi 12 mesi' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByTestId('hub-interni')).toBeInViewport();
  await screenshots(page, 'admin-hub');
});

test("list: typing 'ROSSI' finds 'Rossi'; the CSV and the Excel file hold the rows shown", async ({
  page,
}) => {
  await loginAdmin(page);
  await page.goto('/admin/agenzie/list');
  const table = page.getByRole('region', { name: 'Lista agenzie' });
  // Other journeys add agencies too: this one finds its own by searching, not on page one.
  await page.getByRole('searchbox', { name: 'Cerca' }).fill('-ADM-E2E@');
  await expect(table.getByRole('link', { name: ADMIN_E2E.pending.nome })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Cerca' }).fill('ROSSI ADM');
  await expect(table.getByRole('link', { name: ADMIN_E2E.rossi.nome })).toBeVisible();
  await expect(table.getByRole('link', { name: ADMIN_E2E.pending.nome })).toHaveCount(0);
  await expect(page).toHaveURL(/q=ROSSI/);
  await page.getByRole('searchbox', { name: 'Cerca' }).fill('-ADM-E2E@');
  await expect(table.getByRole('row')).toHaveCount(1 + Object.keys(ADMIN_E2E).length);
  await expect(table.getByText('DA CONFERMARE').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'admin-agency-list');

  // The CSV holds the rows the search shows, not every agency (issue 8).
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('listaAgenzie.csv');
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = readCsv(text);
  expect(rows[0]?.slice(0, 4)).toEqual(['Data registrazione', 'Stato', 'Ragione sociale', 'Nome']);
  const names = rows.map((r) => r[3]);
  expect(names).toContain(ADMIN_E2E.rossi.nome);
  expect(names).toContain(`'${ADMIN_E2E.formula.nome}`);
  expect(rows.length - 1).toBe(Object.keys(ADMIN_E2E).length);
  expect((await agenciesFromApi(page)).length).toBeGreaterThan(rows.length - 1);
  const rossi = rows.find((r) => r[3] === ADMIN_E2E.rossi.nome)!;
  expect(rossi[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  expect(rossi[16]).toBe('ADM-E2E-01');

  // The Excel file follows a filter too: the pending ones of the search.
  await page.getByRole('combobox', { name: /^Stato/ }).click();
  await page.getByRole('option', { name: 'DA CONFERMARE' }).click();
  await expect(table.getByRole('row')).toHaveCount(1 + 2);
  const excel = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica Excel' }).click();
  const workbook = await excel;
  expect(workbook.suggestedFilename()).toBe('listaAgenzie.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(readFileSync((await workbook.path())!)).buffer);
  const sheet = book.worksheets[0]!;
  const excelNames: unknown[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) excelNames.push(row.getCell(4).value);
  });
  expect(excelNames.sort()).toEqual([ADMIN_E2E.fimaa.nome, ADMIN_E2E.pending.nome].sort());
});

test('edit: confirming a pending agency lets it log in; the change is in the trail', async ({
  page,
  browser,
}) => {
  await loginAdmin(page);
  await openAgency(page, 'attesa', ADMIN_E2E.pending.nome);
  await page.getByRole('combobox', { name: /^Stato/ }).click();
  await page.getByRole('option', { name: 'CONFERMATO' }).click();
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page.getByText('Agenzia Aggiornata')).toBeInViewport();
  const trail = page.getByRole('region', { name: 'Storico modifiche' });
  await expect(trail.locator('del', { hasText: 'DA CONFERMARE' })).toBeVisible();
  await expect(trail.locator('ins', { hasText: 'CONFERMATO' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole('button', { name: 'Salva modifiche' })).toBeFocused();
  await screenshots(page, 'admin-agency-edit');

  const agency = await browser.newContext();
  const agencyPage = await agency.newPage();
  await agencyPage.goto('/area-riservata/login');
  await agencyPage.getByRole('textbox', { name: 'E-mail' }).fill(ADMIN_E2E.pending.email);
  await agencyPage.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN_E2E_PASSWORD);
  await agencyPage.getByRole('button', { name: 'Accedi' }).click();
  await expect(agencyPage).toHaveURL(/\/area-riservata\/hub$/);
  await agency.close();
});

test('reset password: asks yes/no, mails a new password that works, never shows it', async ({
  page,
}) => {
  await loginAdmin(page);
  await openAgency(page, 'studio reset', ADMIN_E2E.reset.nome);
  await page.getByRole('button', { name: 'Resetta password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resettare la password?' });
  await expect(dialog).toContainText(ADMIN_E2E.reset.email);
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toHaveCount(0);
  const since = Date.now();
  await page.getByRole('button', { name: 'Resetta password' }).click();
  await dialog.getByRole('button', { name: 'Sì' }).click();
  // A dangerous action: the admin confirms it is still them (decision 039).
  await confirmIdentity(page);
  await expect(page.getByText('Password Resettata')).toBeInViewport();
  const mail = await waitForMail(ADMIN_E2E.reset.email, 15_000, since);
  const password = /La tua nuova password è: ([A-Za-z0-9-]{23})/.exec(mail)?.[1];
  expect(password).toBeTruthy();
  await expect(page.getByText(password!)).toHaveCount(0);
  const login = (pw: string) =>
    page.request.post(`/v2/${SLUG}/user/user_login`, {
      data: { email: ADMIN_E2E.reset.email, password: pw },
    });
  expect((await login(ADMIN_E2E_PASSWORD)).status()).toBe(401);
  expect((await login(password!)).status()).toBe(200);
  await expect(
    page.getByRole('region', { name: 'Storico modifiche' }).getByText('Password'),
  ).toBeVisible();
});
