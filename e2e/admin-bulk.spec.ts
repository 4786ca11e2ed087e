import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { readCsv } from '../apps/api/src/test/read-csv';
import { ARTIFACTS } from './support/env';
import { expectNoAxeViolations } from './support/axe';
import { loginAdmin } from './support/login';
import { BULK_CONTRACTS, BULK_E2E, BULK_ENTERED } from './support/seed-bulk';

// Bulk actions on the admin appointments desk (decision 054) in real Chromium against the
// real server: every contract of one agency marked paid at once (30 rows over two pages),
// the confirmation double-clicked and sent once, the leads outside the filter untouched,
// the history of a row, then 'Esporta selezione' of two rows ticked from the keyboard, and
// the bar on a phone.

const table = (page: Page) => page.getByRole('region', { name: 'Appuntamenti', exact: true });
const paid = (page: Page, pressed: boolean) =>
  table(page).getByRole('button', { name: /^Pagato: /, pressed });

async function chooseState(page: Page, state: string) {
  await page.getByRole('combobox', { name: 'Stato' }).click();
  await page.getByRole('option', { name: state, exact: true }).click();
}

test('bulk: every contract of an agency marked paid at once, confirmed by a double click sent once; a selection exported', async ({
  page,
}) => {
  const calls: { body: Record<string, unknown>; key: string | undefined }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/appuntamenti/admin_bulkFlag'))
      calls.push({ body: r.postDataJSON(), key: r.headers()['idempotency-key'] });
  });
  await loginAdmin(page);
  await page.goto('/admin/appuntamenti');

  // The agency's contracts: 30 rows, two pages.
  const agency = page.getByRole('combobox', { name: 'Agenzia' });
  await agency.click();
  await agency.fill('blocco delta');
  await page.getByRole('option', { name: new RegExp(BULK_E2E.agency.nome) }).click();
  await chooseState(page, 'Contratto');
  await expect(
    page.getByRole('heading', { name: `Elenco · ${BULK_CONTRACTS} appuntamenti` }),
  ).toBeVisible();
  await expect(paid(page, false)).toHaveCount(25);

  // The page's box, then every row of the filters.
  await table(page)
    .getByRole('checkbox', { name: 'Seleziona tutti gli appuntamenti della pagina' })
    .check();
  await expect(page.getByText('25 appuntamenti selezionati.')).toBeVisible();
  await page
    .getByRole('button', {
      name: `Seleziona tutti i ${BULK_CONTRACTS} appuntamenti che corrispondono ai filtri`,
    })
    .click();
  await expect(
    page.getByText(
      `Selezionati tutti i ${BULK_CONTRACTS} appuntamenti che corrispondono ai filtri.`,
    ),
  ).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/admin-bulk-selection.png`, fullPage: true });

  // The count first, then the question with the real number.
  await page.getByRole('button', { name: 'Segna pagati' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifica di più appuntamenti' });
  await expect(dialog).toContainText(
    `Stai per segnare come pagati ${BULK_CONTRACTS} appuntamenti. Confermi?`,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/admin-bulk-confirm.png` });
  expect(calls).toHaveLength(1);
  expect(calls[0]!.body).toMatchObject({ flag: 'payed', value: true, dryRun: true });
  await expect(paid(page, true)).toHaveCount(0);

  // A double click on 'Sì': one call, 30 rows changed.
  const applied = page.waitForResponse(
    (r) => r.url().endsWith('/appuntamenti/admin_bulkFlag') && !r.request().postDataJSON().dryRun,
  );
  await dialog.getByRole('button', { name: 'Sì' }).dblclick();
  expect(await (await applied).json()).toEqual({
    matched: BULK_CONTRACTS,
    changed: BULK_CONTRACTS,
    dryRun: false,
  });
  await expect(page.getByText(`${BULK_CONTRACTS} appuntamenti segnati come pagati`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const sent = calls.filter((c) => !c.body.dryRun);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body).toEqual({
    flag: 'payed',
    value: true,
    filter: { azienda: expect.any(String), state: 'Contratto' },
  });
  expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);

  // Both pages show every row paid; the selection is gone.
  await expect(paid(page, true)).toHaveCount(25);
  await expect(paid(page, false)).toHaveCount(0);
  await expect(
    table(page).getByRole('checkbox', { name: 'Seleziona tutti gli appuntamenti della pagina' }),
  ).not.toBeChecked();
  await page.getByRole('button', { name: 'Successiva ›' }).click();
  await expect(paid(page, true)).toHaveCount(BULK_CONTRACTS - 25);

  // Each row's history names the change, as a single toggle would.
  await table(page).getByRole('button', { name: 'Storico: Contratto Blocco 03' }).click();
  const history = page.getByRole('dialog', { name: 'Storico: Contratto Blocco 03' });
  await expect(history).toContainText('Pagato');
  await expect(history).toContainText('Sì');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // The leads outside the filter are untouched.
  await chooseState(page, 'Inserito');
  await expect(
    page.getByRole('heading', { name: `Elenco · ${BULK_ENTERED} appuntamenti` }),
  ).toBeVisible();
  await expect(paid(page, false)).toHaveCount(BULK_ENTERED);

  // Two rows ticked from the keyboard, 'Esporta selezione': only those two.
  for (const client of ['Nuovo Blocco 31', 'Nuovo Blocco 33']) {
    await table(page)
      .getByRole('checkbox', { name: `Seleziona: ${client}` })
      .focus();
    await page.keyboard.press('Space');
  }
  await expect(page.getByText('2 appuntamenti selezionati.')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta selezione' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('appuntamenti.csv');
  const [, ...rows] = readCsv(readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, ''));
  expect(rows.map((r) => r[6]).sort()).toEqual(['Nuovo Blocco 31', 'Nuovo Blocco 33']);

  // A phone: the bar wraps, the page does not scroll sideways, nothing fails axe.
  await page.setViewportSize({ width: 390, height: 844 });
  const bar = page.getByRole('group', { name: 'Azioni sugli appuntamenti selezionati' });
  await bar.scrollIntoViewIfNeeded();
  await expect(bar.getByRole('button', { name: 'Segna pagati' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/admin-bulk-phone.png`, fullPage: true });
});
