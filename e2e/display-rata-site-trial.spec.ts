import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { SITE_PREVIEW_TEXT } from '@portal/shared/contracts/site-preview';
import { ARTIFACTS, E2E_BASE_URL } from './support/env';
import { TOOLS_AGENCY, TOOLS_PASSWORD } from './support/seed-tools';
import { expectNoAxeViolations } from './support/axe';
import { HOST_LAYOUTS } from './widget-hosts/layouts';
import { startHostSite } from './widget-hosts/site';

// «Prova sul tuo sito» (decision 121): the agency gives the address of a page of its site; the
// portal's server fetches it and the settings page shows it, in a sandboxed frame, with the
// badges Display Rata would add and the widget's own line on what it found.

let site: Server;
let origin = '';
test.beforeAll(async () => {
  ({ server: site, origin } = await startHostSite(E2E_BASE_URL, TOOLS_AGENCY.slug));
});
test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

const layoutUrl = (name: string) =>
  `${origin}/annunci?layout=${HOST_LAYOUTS.findIndex((l) => l.name.includes(name))}`;

async function openSettings(page: Page) {
  await page.goto('/area-riservata/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(TOOLS_AGENCY.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(TOOLS_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/hub$/);
  await page.goto('/area-riservata/services/displayRata');
  await expect(page.getByRole('heading', { level: 2, name: 'Prova sul tuo sito' })).toBeVisible();
}

const address = (page: Page) =>
  page.getByRole('textbox', { name: 'Indirizzo di una pagina del tuo sito' });
const frame = (page: Page) =>
  page.frameLocator('iframe[title="La pagina del tuo sito con Display Rata"]');
const status = (page: Page) =>
  page.getByRole('region', { name: 'Prova sul tuo sito' }).getByRole('status');

for (const width of [1366, 390]) {
  test(`at ${width} px the agency sees its own page with the badges, and what was found`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 800 });
    await openSettings(page);
    const tries: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/strumenti/display-rata/prova'))
        tries.push(r.url());
    });
    await address(page).fill(layoutUrl('Bootstrap'));
    await address(page).press('Enter');
    await expect(frame(page).locator('display-rata')).toHaveCount(2);
    await expect(frame(page).locator('display-rata').first()).toContainText('TAEG');
    await expect(status(page)).toHaveText('Sulla pagina: 2 prezzi con la rata, 0 senza');
    expect(tries).toHaveLength(1);

    // A double click sends one try.
    await address(page).fill(layoutUrl('solo il selettore'));
    await page.getByRole('button', { name: 'Prova', exact: true }).dblclick();
    await expect(status(page)).toHaveText('Sulla pagina: 1 prezzo con la rata, 0 senza');
    expect(tries).toHaveLength(2);
    await expectNoAxeViolations(page);
    await page
      .getByRole('region', { name: 'Prova sul tuo sito' })
      .screenshot({ path: `${ARTIFACTS}/display-rata-prova-${width}.png` });
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
  });
}

test('the selector being edited is tried before it is saved, and nothing is saved', async ({
  page,
}) => {
  await openSettings(page);
  const selector = page.getByRole('textbox', { name: /Dove sono i prezzi sul tuo sito/ });
  await expect(selector).toHaveValue('.scheda-immobile .cifra');
  await selector.fill('.nessun-prezzo');
  await address(page).fill(layoutUrl('solo il selettore'));
  await page.getByRole('button', { name: 'Prova', exact: true }).click();
  await expect(status(page)).toHaveText('Sulla pagina: 0 prezzi con la rata, 0 senza');
  await expect(frame(page).locator('display-rata')).toHaveCount(0);
  await selector.fill('.scheda-immobile .cifra');
  await page.getByRole('button', { name: 'Prova', exact: true }).click();
  await expect(frame(page).locator('display-rata')).toHaveCount(1);
});

test('what is not a public site is refused on the field, in Italian, and the page in the frame cannot reach the portal', async ({
  page,
}) => {
  await openSettings(page);
  const refusals: [string, string][] = [
    ['http://10.0.0.1/annunci', SITE_PREVIEW_TEXT.refused.address],
    ['http://169.254.169.254/latest/meta-data/', SITE_PREVIEW_TEXT.refused.address],
    [`${E2E_BASE_URL}/area-riservata/hub`, SITE_PREVIEW_TEXT.refused.own],
    ['ftp://www.example.it/', SITE_PREVIEW_TEXT.url],
  ];
  for (const [url, message] of refusals) {
    await address(page).fill(url);
    await address(page).press('Enter');
    await expect(page.getByText(message)).toBeVisible();
  }
  // Offline: the section says so, the address stays as typed, and the next try works.
  await address(page).fill(layoutUrl('Bootstrap'));
  await page.context().setOffline(true);
  await address(page).press('Enter');
  await expect(status(page)).toHaveText('Connessione assente: controlla la rete e riprova');
  await expect(address(page)).toHaveValue(layoutUrl('Bootstrap'));
  await page.context().setOffline(false);
  // The frame's document is sandboxed in an origin of its own: no cookie, no storage of the
  // portal, no reading of the page around it.
  await address(page).fill(layoutUrl('Bootstrap'));
  await address(page).press('Enter');
  await expect(frame(page).locator('display-rata')).toHaveCount(2);
  const inside = page.frames().find((f) => f.url().includes('/strumenti/display-rata/prova/'))!;
  expect(await inside.evaluate(() => origin)).toBe('null');
  expect(
    await inside.evaluate(() => {
      try {
        return String(window.parent.document.title);
      } catch {
        return 'bloccato';
      }
    }),
  ).toBe('bloccato');
});
