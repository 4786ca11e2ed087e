import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS } from './support/env';
import { expectNoAxeViolations } from './support/axe';
import { loginAdmin } from './support/login';
import { SEARCH_AGENCY_COUNT, SEARCH_E2E } from './support/seed-search';

// The admin lists searched and paged by the server: the agency list (search, pages, sort,
// all in the address and usable from the keyboard) and the desk's client search by phone.

/** A full-page picture from the top at 1366 px and at 390 px. */
async function screenshots(page: Page, name: string) {
  for (const [suffix, width] of [
    ['', 1366],
    ['-phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${ARTIFACTS}/${name}${suffix}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const openSection = async (page: Page, link: string) =>
  page
    .getByRole('navigation', { name: 'Menu Amministrazione' })
    .getByRole('link', { name: link, exact: true })
    .click();

test('agency list: the server searches, pages and sorts; the address keeps it all', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAdmin(page);
  await openSection(page, 'AGENZIE');
  await expect(page).toHaveURL(/\/admin\/agenzie\/list$/);
  const table = page.getByRole('region', { name: 'Lista agenzie' });

  // Typed from the keyboard; one request once typing pauses, and the count says how many.
  const search = page.getByRole('searchbox', { name: 'Cerca' });
  await search.focus();
  await page.keyboard.type('RICERCABILE');
  await expect(page).toHaveURL(/q=RICERCABILE/);
  await expect(page.getByText(`${SEARCH_AGENCY_COUNT} agenzie`, { exact: true })).toBeVisible();
  await expect(page.getByText(`1–25 di ${SEARCH_AGENCY_COUNT} · pagina 1 di 2`)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(26);

  // Sorted by name from the keyboard, then page 2: 'Ricercabile Forlì Centro' sorts last.
  const byName = table.getByRole('button', { name: 'Agenzia', exact: true });
  await byName.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/ordina=nome/);
  await expect(table.getByRole('row').nth(1)).toContainText('Agenzia Ricercabile 01');
  await page.getByRole('button', { name: 'Successiva ›' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(table.getByRole('row')).toHaveCount(SEARCH_AGENCY_COUNT - 25 + 1);
  await expect(table.getByRole('row').last()).toContainText(SEARCH_E2E.forli.nome);

  // A reload keeps search, sort and page.
  await page.reload();
  await expect(table.getByRole('row').last()).toContainText(SEARCH_E2E.forli.nome);
  await expect(search).toHaveValue('RICERCABILE');
  await screenshots(page, 'admin-agencies-paged');

  // Accents and case ignored, a CAP found: a new search goes back to page 1.
  await search.fill('forli 47121');
  await expect(page.getByText('1 agenzia', { exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/pagina=/);
  await expect(table.getByRole('link', { name: SEARCH_E2E.forli.nome })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('desk: the admin finds a client by phone, as it is written on a note', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAdmin(page);
  await openSection(page, 'APPUNTAMENTI');
  await expect(page).toHaveURL(/\/admin\/appuntamenti$/);
  const table = page.getByRole('region', { name: 'Appuntamenti', exact: true });

  await page.getByRole('searchbox', { name: 'Cliente' }).fill('347 555 81 81');
  await expect(page).toHaveURL(/q=347/);
  await expect(page.getByRole('heading', { name: 'Elenco · 1 appuntamenti' })).toBeVisible();
  const found = table.getByRole('row').nth(1);
  await expect(found).toContainText('Ottavia Brambillà');
  await expect(found).toContainText(SEARCH_E2E.forli.nome);

  // The same client by her surname without its accent, and the agency filter's type-ahead.
  await page.getByRole('searchbox', { name: 'Cliente' }).fill('brambilla');
  await expect(page).toHaveURL(/q=brambilla/);
  await expect(table.getByRole('row').nth(1)).toContainText('Ottavia Brambillà');
  const agency = page.getByRole('combobox', { name: 'Agenzia' });
  await agency.click();
  await agency.fill('forli');
  await page.getByRole('option', { name: new RegExp(SEARCH_E2E.forli.email) }).click();
  await expect(page).toHaveURL(/agenzia=[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: 'Elenco · 1 appuntamenti' })).toBeVisible();

  // A reload names the chosen agency and keeps the search.
  await page.reload();
  await expect(agency).toHaveValue(`${SEARCH_E2E.forli.nome} · ${SEARCH_E2E.forli.email}`);
  await expect(page.getByRole('searchbox', { name: 'Cliente' })).toHaveValue('brambilla');
  await screenshots(page, 'admin-desk-client-search');
  await expectNoAxeViolations(page);
});
