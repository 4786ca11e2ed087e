import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { AGENCY_PASSWORD, createAgency, deleteAgencies } from './support/admin-api';
import { ARTIFACTS } from './support/env';
import { loginAgency } from './support/login';

// Issue 39 point 5 and decision 097: beside the JSON, the agency downloads its data as a
// page it can read: Italian, sections and tables, times in Rome, opened from the disk with
// nothing loaded from elsewhere.

const made: string[] = [];

test.afterAll(async ({ request }) => {
  await deleteAgencies(request, made);
});

test('the agency downloads its data as a readable page and as JSON', async ({ page, request }) => {
  const agency = await createAgency(request, 'Agenzia Dati Leggibili');
  made.push(agency.id);
  await loginAgency(page, agency.email, AGENCY_PASSWORD);
  await page.goto('/area-riservata/settings');
  const privacy = page.getByRole('region', { name: 'I tuoi dati e la privacy' });
  await privacy.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/data-export-settings-1366.png` });

  const downloading = page.waitForEvent('download');
  await privacy.getByRole('button', { name: 'Scarica i miei dati (pagina leggibile)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('dati-agenzia.html');
  const file = `${process.cwd()}/${ARTIFACTS}/dati-agenzia.html`;
  await download.saveAs(file);

  const json = page.waitForEvent('download');
  await privacy.getByRole('button', { name: 'Scarica i miei dati (JSON)' }).click();
  const jsonFile = await json;
  expect(jsonFile.suggestedFilename()).toBe('dati-agenzia.json');
  const data = JSON.parse(readFileSync(await jsonFile.path(), 'utf8')) as {
    agenzia: { nome: string };
  };
  expect(data.agenzia.nome).toBe(agency.nome);

  // Opened from the disk as the agency would: the page reads by itself, nothing blocked.
  const reader = await page.context().newPage();
  const requests: string[] = [];
  reader.on('request', (r) => requests.push(r.url()));
  await reader.goto(pathToFileURL(file).href);
  await expect(
    reader.getByRole('heading', { level: 1, name: `Dati dell’agenzia ${agency.nome}` }),
  ).toBeVisible();
  for (const name of ['La tua agenzia', 'Consensi', 'Accessi all’Area Riservata'])
    await expect(reader.getByRole('heading', { level: 2, name })).toBeVisible();
  const agencyTable = reader.getByRole('region', { name: 'La tua agenzia' });
  await expect(agencyTable.getByRole('row', { name: /^E-mail/ })).toContainText(agency.email);
  // The sign-in just made, in Rome's time with its zone.
  await expect(
    reader.getByRole('region', { name: 'Accessi all’Area Riservata' }).getByRole('cell').first(),
  ).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} (CET|CEST)$/);
  // The stylesheet applied (its hash is in the page's CSP): the tables have their borders.
  const border = await agencyTable
    .getByRole('cell')
    .first()
    .evaluate((td) => getComputedStyle(td).borderTopStyle);
  expect(border).toBe('solid');
  expect(requests).toEqual([pathToFileURL(file).href]);
  for (const width of [1366, 390]) {
    await reader.setViewportSize({ width, height: 900 });
    await reader.screenshot({ path: `${ARTIFACTS}/data-export-page-${width}.png` });
  }
});
