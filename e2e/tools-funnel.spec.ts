import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS, E2E_BASE_URL } from './support/env';
import { loginAdmin, loginAgency } from './support/login';
import { FUNNEL_AGENCY, FUNNEL_PASSWORD } from './support/seed-funnel';
import { takeOver } from './support/take-over';

// The funnel of Display Rata (decision 115): a listing page of the agency's own site (another
// origin) shows badges, a visitor opens an example and the Piano from it, sends the plan, and
// leaves; the agency reads the counts on its Display Rata page, the admin on the agency's
// 360° and in the ranking of agencies.

let site: Server;
let cookies: string[] = [];
const LISTINGS = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>Annunci</title></head>
<body>
  <h1>Le nostre case</h1>
  <ul>
    <li>Trilocale in centro: <span data-rata-prezzo="250000">250.000 €</span></li>
    <li>Bilocale con terrazzo: <span data-rata-prezzo="187500">187.500 €</span></li>
    <li>Villetta: <span data-rata-prezzo="420000">420.000 €</span></li>
  </ul>
  <script src="${E2E_BASE_URL}/widget/display-rata.js" data-agenzia="${FUNNEL_AGENCY.slug}" crossorigin="anonymous" defer></script>
</body></html>`;

test.beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.headers.cookie) cookies.push(req.headers.cookie);
    res.writeHead(req.url === '/annunci.html' ? 200 : 404, {
      'content-type': 'text/html; charset=utf-8',
    });
    res.end(req.url === '/annunci.html' ? LISTINGS : 'non trovato');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  cookies = [];
});

const results = (page: Page) =>
  page.getByRole('region', { name: 'Risultati degli ultimi 90 giorni' });

test('badges shown and an example opened on the agency’s site reach its Display Rata page, the 360° and the ranking', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // What the widget gives sendBeacon, read on the page (the browser's beacons carry no body
  // Playwright can see); the real sendBeacon still sends it.
  await page.addInitScript(() => {
    const sent: { url: string; type: string; body: string }[] = [];
    (window as unknown as { beacons: typeof sent }).beacons = sent;
    const real = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const blob = data as Blob;
      void blob.text().then((body) => sent.push({ url: String(url), type: blob.type, body }));
      return real(url, data);
    };
  });
  const beacons = () =>
    page.evaluate(
      () =>
        (window as unknown as { beacons: { url: string; type: string; body: string }[] }).beacons,
    );
  await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/annunci.html`);
  const badges = page.locator('display-rata');
  await expect(badges.locator('.r')).toHaveCount(3);
  await badges
    .first()
    .getByRole('button', { name: /Dettagli/ })
    .click();
  const example = badges.first().getByRole('dialog', { name: 'Esempio rappresentativo' });
  await expect(example).toBeVisible();

  // The Piano from the badge: its link says where it came from; the visitor sends the plan.
  const popup = context.waitForEvent('page');
  await example.getByRole('link', { name: /Piano D’Acquisto/ }).click();
  const piano = await popup;
  await expect(piano).toHaveURL(/[?&]da=display-rata$/);
  await takeOver(piano);
  const form = piano.getByRole('form', { name: `Invia il piano a ${FUNNEL_AGENCY.nome}` });
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Marta');
  await form.getByRole('textbox', { name: 'Cognome' }).fill('Ferri');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('marta.ferri@example.it');
  await form.getByRole('textbox', { name: 'Cellulare' }).fill('+39 348 1112233');
  await form.getByRole('checkbox', { name: /Acconsento al trattamento/ }).check();
  await form.getByRole('button', { name: 'Invia il piano all’agenzia' }).click();
  await expect(piano.getByRole('heading', { name: 'Richiesta inviata' })).toBeVisible();
  await piano.close();

  // The first beacon leaves 2 s after the first badge: counts only, as text/plain.
  await expect.poll(async () => (await beacons()).length, { timeout: 10_000 }).toBe(1);
  const [first] = await beacons();
  expect(first!.url).toMatch(
    new RegExp(`^${E2E_BASE_URL}/v2/[^/]+/strumenti/widget/${FUNNEL_AGENCY.slug}/conteggi$`),
  );
  expect(first!.type).toBe('text/plain');
  expect(Object.keys(JSON.parse(first!.body) as object).sort()).toEqual([
    'badge',
    'esempi',
    'pagine',
  ]);
  // The page is left: what it counted since goes with the last beacon.
  await page.goto('about:blank');
  expect(cookies).toEqual([]);

  // The agency reads its counts (the page left may still be sending: read until they are in).
  await loginAgency(page, FUNNEL_AGENCY.email, FUNNEL_PASSWORD);
  await expect(async () => {
    await page.goto('/area-riservata/services/displayRata');
    await expect(results(page).getByRole('definition')).toHaveText(
      ['1', '3', '1', '1', '1', '1', '0', '33,33%'],
      { timeout: 2000 },
    );
  }).toPass({ timeout: 20_000 });
  await expect(
    results(page).getByRole('img', { name: /Badge mostrati ed esempi aperti per giorno/ }),
  ).toBeVisible();
  const day = results(page).getByRole('table', { name: /Giorno per giorno/ });
  await expect(day.getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await results(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/tools-funnel-agency-1366.png`, fullPage: true });
  // The days' table is reached by the keyboard (it scrolls sideways on a phone).
  await page.setViewportSize({ width: 390, height: 844 });
  await results(page).screenshot({ path: `${ARTIFACTS}/tools-funnel-agency-390.png` });
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });

  // The admin: the agency's 360° and the ranking.
  await loginAdmin(page);
  await page.goto('/admin/agenzie/display-rata');
  const ranking = page.getByRole('region', { name: 'Agenzie per tasso badge → lead' });
  const row = ranking.getByRole('row').filter({ hasText: FUNNEL_AGENCY.nome });
  await expect(row.getByRole('cell')).toHaveText([
    FUNNEL_AGENCY.nome,
    '3',
    '1',
    '1',
    '1',
    '1',
    '0',
    '33,33%',
  ]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/tools-funnel-ranking-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/tools-funnel-ranking-390.png`, fullPage: true });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  await row.getByRole('link', { name: FUNNEL_AGENCY.nome }).click();
  const card = page
    .getByRole('region', { name: 'Panoramica' })
    .getByRole('region', { name: 'Display Rata negli ultimi 90 giorni' });
  await expect(card.getByRole('definition')).toHaveText([
    '1',
    '3',
    '1',
    '1',
    '1',
    '1',
    '0',
    '33,33%',
  ]);
  await expectNoAxeViolations(page);
  await card.screenshot({ path: `${ARTIFACTS}/tools-funnel-360-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `${ARTIFACTS}/tools-funnel-360-390.png` });
});
