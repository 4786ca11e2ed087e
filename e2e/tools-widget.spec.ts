import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, E2E_BASE_URL } from './support/env';
import {
  TOOLS_AGENCY,
  TOOLS_CONFIG_AGENCY,
  TOOLS_OFF_AGENCY,
  TOOLS_PASSWORD,
} from './support/seed-tools';
import { expectNoAxeViolations } from './support/axe';
import { takeOver } from './support/take-over';
import { WIDGET_BUDGET_BROTLI } from '../scripts/widget-budget.mjs';

// Display Rata: the widget script on the demo listing page, on a hostile third-party page, and
// the agency's configurator in the reserved area.

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

const badges = (page: Page) => page.locator('display-rata');
/** What the widget's `ready` settles to: true once badges are live, false when it gave up. */
const widgetReady = async (page: Page) => {
  await page.waitForFunction(() => 'DisplayRata' in window);
  return page.evaluate(
    () => (window as unknown as { DisplayRata: { ready: Promise<boolean> } }).DisplayRata.ready,
  );
};
const rata = (page: Page) => page.locator('display-rata .r');

test('the script is small on the wire, JavaScript, open to every origin', async ({ request }) => {
  const res = await request.get('/widget/display-rata.js', {
    headers: { 'accept-encoding': 'br' },
  });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(res.headers()['access-control-allow-origin']).toBe('*');
  expect(res.headers()['cache-control']).toMatch(/^public, max-age=300/);
  expect(res.headers()['content-encoding']).toBe('br');
  // What travels: the brotli body, as every current browser asks for it (QUALITY.md P10).
  const sent = Number(res.headers()['content-length']);
  const plain = await res.body();
  console.log(`Widget Display Rata servito: ${plain.length} byte, brotli ${sent} byte`);
  expect(sent).toBeGreaterThan(0);
  expect(sent).toBeLessThanOrEqual(WIDGET_BUDGET_BROTLI);
  expect(plain.toString()).not.toMatch(/ZodError|\$ZodType/);
});

test('the demo listing page shows instalments next to its three prices and the one added after 2 s', async ({
  page,
}) => {
  await page.goto(`/widget/demo?agenzia=${TOOLS_AGENCY.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: TOOLS_AGENCY.nome })).toBeVisible();
  await expect(rata(page)).toHaveCount(3);
  // 250.000 € at 80 %, 3,5 %, 25 years (the agency's settings) → loan 200.000 €.
  await expect(rata(page).nth(0)).toHaveText(nbsp('Rata da 1.001,25 €/mese'));
  // "189.000" and "420.000,00": Italian formats in data-rata-prezzo.
  await expect(rata(page).nth(1)).toHaveText(nbsp('Rata da 756,94 €/mese'));
  await expect(rata(page).nth(2)).toHaveText(nbsp('Rata da 1.682,10 €/mese'));
  await expect(rata(page)).toHaveCount(4, { timeout: 5000 });
  await expect(page.locator('[data-rata-prezzo="535000"] display-rata .r')).toHaveText(
    nbsp('Rata da 2.142,67 €/mese'),
  );

  // Keyboard: Tab reaches the first "Dettagli", Enter opens the representative example, Escape closes it.
  const first = badges(page).first();
  const toggle = first.getByRole('button', { name: /TAEG 3,\d\d% · Dettagli/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const panel = first.getByRole('dialog', { name: 'Esempio rappresentativo' });
  await expect(panel).toBeVisible();
  for (const bit of [
    'Importo totale del credito',
    '200.000,00',
    '300 rate mensili',
    'TAN fisso',
    'TAEG',
    'Importo totale dovuto',
    'ipoteca',
    'Mediatore Creditizio Esempio S.r.l.',
  ]) {
    await expect(panel).toContainText(nbsp(bit));
  }
  await expect(panel.getByRole('link', { name: /Piano D’Acquisto/ })).toHaveAttribute(
    'href',
    `${E2E_BASE_URL}/piano-acquisto/${TOOLS_AGENCY.slug}?prezzo=250000&mutuo=200000&anni=25&tasso=3.5&da=display-rata`,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/tools-widget-demo.png`, fullPage: true });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('the widget link opens the agency’s Piano D’Acquisto with the price', async ({ page }) => {
  await page.goto(`/widget/demo?agenzia=${TOOLS_AGENCY.slug}`);
  await badges(page)
    .first()
    .getByRole('button', { name: /Dettagli/ })
    .click();
  const popup = page.waitForEvent('popup');
  await badges(page)
    .first()
    .getByRole('link', { name: /Piano D’Acquisto/ })
    .click();
  const plan = await popup;
  await expect(plan.getByRole('heading', { level: 1, name: TOOLS_AGENCY.nome })).toBeVisible();
  await expect(plan.getByRole('textbox', { name: /Prezzo dell’immobile/ })).toHaveValue('250.000');
  await expect(plan.locator('dl').filter({ hasText: 'Rata mensile' }).first()).toContainText(
    nbsp('1.001,25 €'),
  );
});

const HOSTILE = (slug: string) => `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>Agenzia ostile</title>
<style>
  * { font-family: "Comic Sans MS", cursive !important; color: #ff00ff !important; font-size: 30px !important; }
  span, div, p, button, a, dl, dt, dd { display: inline !important; background: yellow !important; border: 5px dotted red !important; letter-spacing: 6px !important; text-transform: uppercase !important; }
  button { display: none !important; }
  body { line-height: 4 !important; text-align: right !important; }
  .price { font-weight: 900; }
</style></head>
<body>
  <h1>Le nostre case</h1>
  <p class="price">Trilocale: <span data-rata-prezzo="187500">187.500 €</span></p>
  <script src="${E2E_BASE_URL}/widget/display-rata.js" data-agenzia="${slug}" async></script>
</body></html>`;

/**
 * An agency's own site: a real HTTP server on another port, so the page is cross-origin to the
 * portal (CORS and CORP apply) while both stay on the loopback (a page served by `page.route`
 * counts as public, and Chromium then refuses its calls to 127.0.0.1 as local-network access).
 */
let site: Server;
let pages = new Map<string, string>();
test.beforeAll(async () => {
  site = createServer((req, res) => {
    const body = pages.get(req.url ?? '');
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body ?? 'non trovato');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  pages = new Map();
});

async function agencySite(page: Page, html: string) {
  const path = `/annunci-${pages.size}.html`;
  pages.set(path, html);
  await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}${path}`);
}

test('a switched-off or unknown agency: nothing visible', async ({ page }) => {
  const config = page.waitForResponse((r) =>
    r.url().includes(`/strumenti/widget/${TOOLS_OFF_AGENCY.slug}`),
  );
  await page.goto(`/widget/demo?agenzia=${TOOLS_OFF_AGENCY.slug}`);
  expect((await config).status()).toBe(404);
  // The widget has given up for good (ready is false), so no badge can come later.
  expect(await widgetReady(page)).toBe(false);
  await expect(page.locator('[data-rata-prezzo]')).toHaveCount(4, { timeout: 5000 });
  await expect(badges(page)).toHaveCount(0);

  const unknown = page.waitForResponse((r) =>
    r.url().includes('/strumenti/widget/agenzia-sconosciuta'),
  );
  await agencySite(page, HOSTILE('agenzia-sconosciuta'));
  expect((await unknown).status()).toBe(404);
  expect(await widgetReady(page)).toBe(false);
  await expect(badges(page)).toHaveCount(0);
  await expect(page.locator('[data-rata-prezzo]')).toHaveText('187.500 €');
});

test('on a third-party page with hostile CSS the badge still renders right, and leaves the page alone', async ({
  page,
}) => {
  const config = page.waitForResponse((r) =>
    r.url().includes(`/strumenti/widget/${TOOLS_AGENCY.slug}`),
  );
  await agencySite(page, HOSTILE(TOOLS_AGENCY.slug));
  // The configuration came cross-origin, by CORS.
  expect((await config).headers()['access-control-allow-origin']).toBe('*');
  const badge = rata(page);
  await expect(badge).toHaveText(nbsp('Rata da 750,94 €/mese'));
  expect(await widgetReady(page)).toBe(true);
  const style = await badge.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      size: s.fontSize,
      color: s.color,
      family: s.fontFamily,
      transform: s.textTransform,
      spacing: s.letterSpacing,
      bg: s.backgroundColor,
    };
  });
  // The badge speaks in the price's own typeface (a font the page already uses costs nothing
  // to draw: QUALITY.md P10), never larger than 16px; nothing else of the page's text style.
  const priceFamily = await page
    .locator('[data-rata-prezzo]')
    .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(style.family).toBe(priceFamily);
  expect(style.size).toBe('16px');
  expect(style.color).toBe('rgb(255, 255, 255)');
  expect(style.transform).toBe('none');
  expect(style.spacing).toBe('normal');
  expect(style.bg).toBe('rgb(10, 125, 59)');
  const toggle = badges(page).getByRole('button', { name: /Dettagli/ });
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(badges(page).getByRole('dialog', { name: 'Esempio rappresentativo' })).toBeVisible();
  // The host page keeps its own look.
  expect(await page.locator('h1').evaluate((el) => getComputedStyle(el).color)).toBe(
    'rgb(255, 0, 255)',
  );
  await page.screenshot({ path: `${ARTIFACTS}/tools-widget-hostile.png`, fullPage: true });
});

const LONG_LIST = (slug: string) => `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>Tutti gli annunci</title>
<style>article { height: 160px; border-bottom: 1px solid #ccc; }</style></head>
<body><h1>Tutti gli annunci</h1>
${Array.from({ length: 120 }, (_, i) => `<article><h2>Annuncio ${i + 1}</h2><p><span data-rata-prezzo="${150_000 + i * 1_000}">${150_000 + i * 1_000} €</span></p></article>`).join('\n')}
<script src="${E2E_BASE_URL}/widget/display-rata.js" data-agenzia="${slug}" async></script>
</body></html>`;

test('a long listing page: badges are drawn as their prices come near the screen, each one in the end', async ({
  page,
}) => {
  await agencySite(page, LONG_LIST(TOOLS_AGENCY.slug));
  expect(await widgetReady(page)).toBe(true);
  const drawn = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('display-rata')].filter((h) => h.shadowRoot?.firstChild)
          .length,
    );
  // The first screens have their badges; the prices far below wait (QUALITY.md P10).
  await expect(page.locator('article').first().locator('display-rata')).toContainText('Rata da');
  const first = await drawn();
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThan(60);
  const last = page.locator('article').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('display-rata')).toContainText('Rata da');
  // Scrolling through the page, every price gets its badge.
  await page.evaluate(async () => {
    for (let y = document.body.scrollHeight; y >= 0; y -= window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30)));
    }
  });
  await expect.poll(drawn).toBe(120);
});

test('the agency configures its widget with a live preview, saves, and copies the snippet', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  await page.goto('/area-riservata/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(TOOLS_CONFIG_AGENCY.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(TOOLS_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/hub$/);
  await page.goto('/area-riservata/services/displayRata');
  await expect(page.getByRole('heading', { level: 1, name: 'Display Rata' })).toBeVisible();
  const preview = page.getByRole('list', { name: /Anteprima del widget/ });
  // 187.500 € at 80 %, 3,5 %, 25 years: the reference 150.000 € → 750,94 €.
  await expect(preview.locator('.r').first()).toHaveText(nbsp('Rata da 750,94 €/mese'));

  // Bounds: an own rate of 12 % is refused on the field.
  await page.getByRole('radio', { name: /Tasso della mia agenzia/ }).check();
  const own = page.getByRole('textbox', { name: /Tasso della mia agenzia \(TAN/ });
  await own.fill('12');
  await expect(page.getByText('Il tasso deve essere tra 0,50 e 10 %')).toBeVisible();
  await own.fill('3');
  await page.getByRole('textbox', { name: 'Testo prima dell’importo' }).fill('La tua rata da');
  await page.getByRole('textbox', { name: /Durata del mutuo/ }).fill('30');
  await expect(preview.locator('.r').first()).toHaveText(nbsp('La tua rata da 632,41 €/mese'));
  await page.getByRole('button', { name: 'Salva le impostazioni' }).click();
  await expect(page.getByText('Impostazioni di Display Rata salvate')).toBeInViewport();

  const snippet = page.getByRole('textbox', { name: 'Codice da incollare' });
  await expect(snippet).toHaveValue(
    `<script src="${E2E_BASE_URL}/widget/display-rata.js" data-agenzia="${TOOLS_CONFIG_AGENCY.slug}" crossorigin="anonymous" defer blocking="render"></script>`,
  );
  await page.getByRole('button', { name: 'Copia il codice' }).click();
  await expect(page.getByText('Codice copiato negli appunti')).toBeInViewport();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    `data-agenzia="${TOOLS_CONFIG_AGENCY.slug}"`,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/tools-widget-config.png`, fullPage: true });

  const config = await request.get(`/v2/8volante/strumenti/widget/${TOOLS_CONFIG_AGENCY.slug}`);
  expect(await config.json()).toMatchObject({
    label: 'La tua rata da',
    annualRate: 0.03,
    years: 30,
  });
});

test('the pinned snippet (SRI) from the configurator runs on the agency’s site; a different file is refused', async ({
  page,
}) => {
  await page.goto('/area-riservata/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(TOOLS_CONFIG_AGENCY.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(TOOLS_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/hub$/);
  await page.goto('/area-riservata/services/displayRata');
  await page.getByText('Il tuo sito richiede script con controllo di integrità (SRI)?').click();
  const pinned = page.getByRole('textbox', { name: 'Codice con versione fissata' });
  await expect(pinned).toHaveValue(/integrity="sha384-/);
  const snippet = await pinned.inputValue();
  expect(snippet).toMatch(
    new RegExp(
      `^<script src="${E2E_BASE_URL}/widget/display-rata\\.[A-Za-z0-9_-]+\\.js" integrity=`,
    ),
  );
  await expectNoAxeViolations(page);

  const listing = (
    script: string,
  ) => `<!doctype html><html lang="it"><head><title>Annunci</title></head>
<body><p>Trilocale <span data-rata-prezzo="187500">187.500 €</span></p>${script}</body></html>`;
  await agencySite(page, listing(snippet.replace(TOOLS_CONFIG_AGENCY.slug, TOOLS_AGENCY.slug)));
  await expect(rata(page)).toHaveText(nbsp('Rata da 750,94 €/mese'));

  // The same tag with another hash: the browser refuses to run the file.
  const refused = page.waitForEvent('console', (m) => /integrity/i.test(m.text()));
  await agencySite(
    page,
    listing(
      snippet
        .replace(TOOLS_CONFIG_AGENCY.slug, TOOLS_AGENCY.slug)
        .replace(/sha384-[^"]+/, `sha384-${'A'.repeat(64)}`),
    ),
  );
  await refused;
  await expect(badges(page)).toHaveCount(0);
  expect(await page.evaluate(() => 'DisplayRata' in window)).toBe(false);
});

test('the public Display Rata page presents the service with a live example', async ({ page }) => {
  await page.goto('/services/displayRata');
  await expect(page.getByRole('heading', { level: 1, name: 'Display Rata' })).toBeVisible();
  // The live example is drawn by the widget's code, which comes at the first gesture (099).
  await takeOver(page);
  await expect(
    page
      .getByRole('list', { name: /Anteprima del widget/ })
      .locator('.r')
      .first(),
  ).toHaveText(nbsp('Rata da 750,94 €/mese'));
  await expect(page.getByRole('heading', { name: 'Esempio rappresentativo' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Registrati gratuitamente', exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/tools-displayrata-public.png`, fullPage: true });
});
