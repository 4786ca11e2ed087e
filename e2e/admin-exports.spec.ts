import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { readCsv } from '../apps/api/src/test/read-csv';
import { ARTIFACTS } from './support/env';
import { expectNoAxeViolations } from './support/axe';
import { loginAdmin } from './support/login';
import { EXPORTS_E2E, EXPORTS_ROWS } from './support/seed-exports';

// Exports through a single-use link (decision 060) in real Chromium against the real
// server: the desk's appuntamenti.csv of a few thousand rows arrives as the browser's own
// download (the page never reads the body, no Blob is made), the page shows the rows and
// the end, and the link, once used, answers 410.

// As the page writes it: Italian grouping, also for four digits.
const total = '3.000';

async function filterEpsilon(page: Page) {
  await page.goto('/admin/appuntamenti');
  const agency = page.getByRole('combobox', { name: 'Agenzia' });
  await agency.click();
  await agency.fill('esporta epsilon');
  await page.getByRole('option', { name: new RegExp(EXPORTS_E2E.agency.nome) }).click();
  await expect(page.getByRole('heading', { name: `Elenco · ${total} appuntamenti` })).toBeVisible();
}

test('desk export: saved by the browser as it arrives through a link that works once', async ({
  page,
}) => {
  await loginAdmin(page);
  await filterEpsilon(page);
  // Any Blob URL the page makes is counted: the file must never pass through it.
  await page.evaluate(() => {
    const made = { blobs: 0 };
    Object.assign(window, { exportCheck: made });
    const original = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (obj: Blob | MediaSource) => {
      made.blobs += 1;
      return original(obj);
    };
  });
  const links: string[] = [];
  // What the page itself fetches (its calls): the file must not be one of them.
  const pageFetches: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/user/admin_exportLink')) links.push(r.url());
    if (r.url().includes('/export/') && ['fetch', 'xhr'].includes(r.resourceType()))
      pageFetches.push(r.url());
  });

  const downloading = page.waitForEvent('download');
  // A double click asks for one link: one file.
  await page.getByRole('button', { name: 'Scarica CSV' }).dblclick();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('appuntamenti.csv');
  const rows = readCsv(readFileSync(await download.path(), 'utf8'));
  expect(rows).toHaveLength(EXPORTS_ROWS + 1);
  expect(rows.slice(1).every((r) => r[4] === EXPORTS_E2E.agency.nome)).toBe(true);
  expect(rows.some((r) => r[11] === 'Prima riga\nseconda riga; "citata"')).toBe(true);

  const status = page.getByRole('status').filter({ hasText: 'Esportazione' });
  await expect(status).toHaveText(`Esportazione completata: ${total} righe`);
  expect(links).toHaveLength(1);
  // The browser's own download of the link, not a fetch the page reads.
  expect(download.url()).toMatch(/\/v2\/[^/]+\/export\/[A-Za-z0-9_-]{43}$/);
  expect(pageFetches).toEqual([]);
  expect(
    await page.evaluate(
      () => (window as unknown as { exportCheck: { blobs: number } }).exportCheck.blobs,
    ),
  ).toBe(0);

  // Spent: the same link again is refused, in Italian.
  const again = await page.request.get(download.url());
  expect(again.status()).toBe(410);
  expect((await again.json()).message).toContain('Link di esportazione già usato o scaduto');

  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/admin-exports-done.png` });
});

test('desk export on a phone: the progress line while the file arrives, then the end', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAdmin(page);
  await filterEpsilon(page);
  // Held half-way for the picture: the server's answers, the first one kept back.
  let held = true;
  await page.route('**/user/admin_exportProgress/*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    if (!held) return route.fulfill({ response });
    return route.fulfill({
      response,
      json: { ...body, written: 1200, finished: false },
    });
  });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica Excel' }).click();
  const download = await downloading;
  const status = page.getByRole('status').filter({ hasText: 'Esportazione' });
  await expect(status).toHaveText(`Esportazione di ${total} righe: 1.200 di ${total}…`);
  await expect(page.getByRole('button', { name: 'Scarica Excel' })).toBeDisabled();
  await status.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/admin-exports-progress-phone.png` });
  await expectNoAxeViolations(page);
  held = false;
  await expect(status).toHaveText(`Esportazione completata: ${total} righe`);
  expect(download.suggestedFilename()).toBe('appuntamenti.xlsx');
  expect(
    readFileSync(await download.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
  await page.screenshot({ path: `${ARTIFACTS}/admin-exports-done-phone.png` });
});

test('agency list export: listaAgenzie.csv of the search, through its own single-use link', async ({
  page,
}) => {
  await loginAdmin(page);
  await page.goto('/admin/agenzie/list');
  const table = page.getByRole('region', { name: 'Lista agenzie' });
  await page.getByRole('searchbox', { name: 'Cerca' }).fill('esporta epsilon');
  await expect(table.getByRole('link', { name: EXPORTS_E2E.agency.nome })).toBeVisible();
  await expect(page).toHaveURL(/q=esporta/);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('listaAgenzie.csv');
  expect(download.url()).toMatch(/\/export\/[A-Za-z0-9_-]{43}$/);
  const rows = readCsv(readFileSync(await download.path(), 'utf8'));
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain(EXPORTS_E2E.agency.nome);
  await expect(page.getByRole('status').filter({ hasText: 'Esportazione' })).toHaveText(
    'Esportazione completata: 1 riga',
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/admin-exports-agencies.png` });
});
