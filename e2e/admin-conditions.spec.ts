import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { instalmentForPrice } from '../packages/shared/src/domain/mortgage/instalment';
import { formatEuro } from '../packages/shared/src/domain/format';
import { AGENCY_PASSWORD, createAgency } from './support/admin-api';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS, E2E_BASE_URL } from './support/env';
import { loginAdmin } from './support/login';

// Issue 17, point 10 (decision 056): the administrator sets a new TAN effective today on the
// «Condizioni mutuo» page; an agency's own site (another origin) shows it in Display Rata with
// «condizioni aggiornate al …», and the Piano D'Acquisto shows the date too. Only the band of
// 31–40 years changes, so the other journeys' 25-year figures stay as they are.

const SLUG = '8volante';
const NEW_TAN = '4,35';
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');
const romeToday = () =>
  new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

/** An agency of this journey whose widget runs 35-year loans at the provider's rate. */
async function agencyWith35Years(request: APIRequestContext) {
  const agency = await createAgency(request, 'Condizioni Mutuo');
  const login = await request.post(`/v2/${SLUG}/user/user_login`, {
    data: { email: agency.email, password: AGENCY_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const saved = await request.put(`/v2/${SLUG}/strumenti/display-rata`, {
    headers,
    data: {
      enabled: true,
      durationYears: 35,
      ltvPercent: 80,
      rateSource: 'default',
      customRateBps: null,
      color: '#0a7d3b',
      label: 'Rata da',
    },
  });
  expect(saved.status()).toBe(200);
  return ((await saved.json()) as { agency: { slug: string } }).agency.slug;
}

let site: Server;
let html = '';
test.beforeAll(async () => {
  site = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

async function shoot(page: Page, name: string) {
  // No focus ring or skip link in the picture.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${ARTIFACTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a new TAN effective today reaches Display Rata on an agency site and the Piano D’Acquisto', async ({
  page,
  request,
}) => {
  const slug = await agencyWith35Years(request);
  await loginAdmin(page);
  await page.getByRole('link', { name: 'CONDIZIONI MUTUO' }).click();
  await expect(page).toHaveURL(/\/admin\/condizioni-mutuo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Condizioni mutuo' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Bad input first: an Italian message on the field, nothing saved.
  const tan = page.getByRole('textbox', { name: /^TAN da 31 a 40 anni/ });
  await tan.fill('16');
  await page.getByRole('button', { name: 'Salva le nuove condizioni' }).click();
  await expect(page.getByText('Il TAN deve essere tra 0 e 15 %')).toBeVisible();

  await tan.fill(NEW_TAN);
  // A double click saves once (Idempotency-Key, the submit disabled while it runs).
  await page.getByRole('button', { name: 'Salva le nuove condizioni' }).dblclick();
  await expect(page.getByText('Condizioni salvate')).toBeInViewport();
  const history = page.getByRole('region', { name: 'Storico e modifiche programmate' });
  await expect(history.getByText(`Dal ${romeToday()}`)).toHaveCount(1);
  await expect(history.getByText('In vigore', { exact: true })).toHaveCount(1);
  await expect(page.getByText(`Condizioni in vigore aggiornate al ${romeToday()}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'admin-conditions');

  // The agency's own site, on another origin.
  html = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Annunci</title></head>
<body><main><h1>Le nostre case</h1>
<p>Trilocale: <span data-rata-prezzo="187500">187.500 €</span></p></main>
<script src="${E2E_BASE_URL}/widget/display-rata.js" data-agenzia="${slug}" async></script>
</body></html>`;
  await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/annunci`);
  const expected = instalmentForPrice({
    priceCents: 18_750_000,
    ltv: 0.8,
    annualRate: 0.0435,
    years: 35,
  });
  const badge = page.locator('display-rata');
  await expect(badge.locator('.r')).toHaveText(
    nbsp(`Rata da ${formatEuro(expected.instalmentCents)}/mese`),
  );
  await badge.getByRole('button', { name: /Dettagli/ }).click();
  const example = badge.getByRole('dialog', { name: 'Esempio rappresentativo' });
  await expect(example).toContainText(nbsp('4,35%'));
  await expect(example).toContainText(`Condizioni aggiornate al ${romeToday()}.`);
  await page.screenshot({ path: `${ARTIFACTS}/admin-conditions-widget.png` });

  // The Piano D'Acquisto shows the date of the conditions too.
  await page.goto(`/piano-acquisto/${slug}`);
  const line = page.getByText(`Condizioni aggiornate al ${romeToday()}`);
  await expect(line).toBeVisible();
  // Typing a 35-year duration brings that band's new rate into the TAN field; a rate the
  // visitor typed stays when the duration changes again.
  const years = page.getByRole('textbox', { name: /Durata del mutuo/ });
  const rate = page.getByRole('textbox', { name: /Tasso annuo nominale/ });
  const before = await rate.inputValue();
  await years.fill('35');
  await expect(rate).toHaveValue(NEW_TAN);
  await years.fill('25');
  await expect(rate).toHaveValue(before);
  await rate.fill('3,9');
  await years.fill('35');
  await expect(rate).toHaveValue('3,9');
  await line.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/admin-conditions-piano.png` });
});

test('a change scheduled for later is listed and can be withdrawn after a confirmation', async ({
  page,
}) => {
  await loginAdmin(page);
  await page.goto('/admin/condizioni-mutuo');
  const day = new Date(Date.now() + 40 * 86_400_000);
  const parts = new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(day);
  const [dd, mm, yyyy] = parts.split('/');
  // The day of the change (the form has a second date: the Consap Fund's end).
  const from = page.getByRole('group', { name: /^In vigore dal/ });
  await from.getByRole('textbox', { name: 'Giorno' }).click();
  await page.keyboard.type(`${dd}${mm}${yyyy}`);
  await expect(from.getByRole('textbox', { name: 'Anno' })).toHaveValue(yyyy!);
  await page.getByRole('button', { name: 'Salva le nuove condizioni' }).click();
  await expect(page.getByText('Condizioni salvate')).toBeInViewport();
  const history = page.getByRole('region', { name: 'Storico e modifiche programmate' });
  await expect(history.getByText('Programmata', { exact: true })).toHaveCount(1);

  await history.getByRole('button', { name: `Elimina la modifica del ${parts}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminare la modifica programmata?' });
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(history.getByText('Programmata', { exact: true })).toHaveCount(1);
  await history.getByRole('button', { name: `Elimina la modifica del ${parts}` }).click();
  await dialog.getByRole('button', { name: 'Sì' }).click();
  await expect(page.getByText('Modifica programmata eliminata')).toBeInViewport();
  await expect(history.getByText('Programmata', { exact: true })).toHaveCount(0);
});
