import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders } from './support/admin-api';
import { ARTIFACTS } from './support/env';
import { expectNoAxeViolations } from './support/axe';
import { loginAdmin } from './support/login';

// Admin services in real Chromium against the real server: a public service created with
// an image, a PDF and prices shows at once on the home page, in the price list and on its
// page (the PDF opens in a new tab); a hostile description runs nothing; delete asks
// first and takes the service off the home page. Every service made here is deleted
// again, so the other journeys see the seeded catalogue.

const SLUG = '8volante';
const NAME = 'Mutuo Facile E2E';
const HOSTILE = 'Servizio Ostile E2E';
const FIXTURES = 'apps/api/src/modules/uploads/fixtures';

async function adminToken(request: APIRequestContext): Promise<string> {
  return (await adminHeaders(request)).authorization.slice('Bearer '.length);
}

/** Deletes, through the API, any service this journey made (also after a failure). */
async function removeOwnServices(request: APIRequestContext) {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (
    await request.get(`/v2/${SLUG}/servizi/admin_fetchAll`, { headers })
  ).json()) as {
    _id: string;
    name: string;
  }[];
  for (const s of list.filter((x) => x.name === NAME || x.name === HOSTILE)) {
    await request.post(`/v2/${SLUG}/servizi/admin_delete`, { headers, data: { id: s._id } });
  }
}

test.afterAll(async ({ request }) => {
  await removeOwnServices(request);
});

test('services: a public service with image, PDF and prices appears on the home page and in the price list; delete asks first', async ({
  page,
  context,
}) => {
  await loginAdmin(page);
  await page
    .getByRole('navigation', { name: 'Menu Amministrazione' })
    .getByRole('link', { name: 'SERVIZI' })
    .click();
  await expect(page).toHaveURL(/\/admin\/services$/);
  const list = page.getByRole('region', { name: 'Servizi in ordine di catalogo' });
  await expect(list.getByRole('link', { name: 'Valutazione Immobile', exact: true })).toBeVisible();

  // Add: every field of the form, files checked in the browser and again on the server.
  await page.getByRole('link', { name: '+ Nuovo servizio' }).click();
  await expect(page).toHaveURL(/\/admin\/services\/add$/);
  await page.getByRole('textbox', { name: /^Nome/ }).fill(NAME);
  const editor = page.getByRole('textbox', { name: 'Descrizione' });
  await editor.click();
  await editor.pressSequentially('Il mutuo giusto per i tuoi clienti, ');
  await page.getByRole('button', { name: 'Grassetto' }).click();
  await editor.pressSequentially('senza pensieri');
  await page.getByRole('textbox', { name: /Prezzo senza 8Volante/ }).fill('1.234,56');
  await page.getByRole('textbox', { name: /Prezzo con 8Volante/ }).fill('990');
  await page.getByRole('checkbox', { name: /In promozione/ }).check();
  await page.getByRole('textbox', { name: 'Codice colore' }).fill('#2e7d5b');
  await page.getByLabel('Immagine', { exact: true }).setInputFiles(`${FIXTURES}/foto.jpg`);
  await page.getByLabel('Scheda PDF (facoltativa)').setInputFiles(`${FIXTURES}/scheda.pdf`);
  await expect(page.getByRole('figure', { name: 'Anteprima della scheda' })).toContainText(NAME);
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${ARTIFACTS}/admin-services-form.png`, fullPage: true });

  const created = page.waitForResponse((r) => r.url().endsWith('/servizi/admin_add'));
  await page.getByRole('button', { name: 'Aggiungi servizio' }).click();
  expect((await created).status()).toBe(200);
  await expect(page.getByText('Servizio Aggiunto')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/services$/);
  const newRow = list.getByRole('row').filter({ hasText: NAME });
  await expect(newRow).toContainText('PROMO');
  await expect(newRow).toContainText('1.234,56 €');
  await expect(newRow).toContainText('990,00 €');
  const thumb = newRow.locator('img');
  await expect(thumb).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.webp$/);
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${ARTIFACTS}/admin-services-list.png`, fullPage: true });

  // At once on the home page: the card (image re-encoded, served with nosniff) and the price list.
  await page.goto('/');
  const card = page.locator('#servizi').getByRole('link', { name: `${NAME} PROMO` });
  await expect(card).toBeVisible();
  // The card's link is its name, stretched over the card; the image sits beside it.
  const image = card.locator('xpath=ancestor::div[1]').locator('img');
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
  const served = await page.request.get((await image.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const prices = page.getByRole('table', { name: 'LISTINO PREZZI' });
  await expect(prices.getByRole('row').filter({ hasText: NAME.toUpperCase() })).toHaveText(
    `${NAME.toUpperCase()}1.234,56 €990,00 €`,
  );
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeInViewport();
  await page.screenshot({ path: `${ARTIFACTS}/admin-services-home-card.png` });

  // A tile with a PDF and no link opens the PDF in a new tab (decisions.md "Service
  // tiles", second round); the service's page keeps its address.
  await expect(card).toHaveAttribute('href', /^\/pdf\/[0-9a-f]{32}\.pdf$/);
  await expect(card).toHaveAttribute('target', '_blank');

  // Its page: the sanitised description and the PDF, opened in a new tab.
  await page.goto(`/services/${encodeURIComponent(NAME)}`);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'senza pensieri' })).toBeVisible();
  // The new tab asks for the stored PDF (Chromium with a PDF viewer shows it, the
  // headless shell downloads it: the request is the same).
  const opening = context.waitForEvent('page');
  const asked = context.waitForEvent('request', (r) =>
    /\/uploads\/[0-9a-f]{32}\.pdf$/.test(r.url()),
  );
  await page.getByRole('link', { name: /Scarica la scheda del servizio/ }).click();
  const tab = await opening;
  const pdf = await page.request.get((await asked).url());
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).equals(readFileSync(`${FIXTURES}/scheda.pdf`))).toBe(true);
  await tab.close();

  // A hostile description (sent straight to the API) runs nothing in the browser (S13).
  const token = (await context.cookies()).find((c) => c.name === 'adminAccessToken')?.value;
  const hostile = await page.request.post(`/v2/${SLUG}/servizi/admin_add`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      data: JSON.stringify({
        name: HOSTILE,
        description:
          '<p>Testo<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">clic</a></p><svg onload="alert(4)"></svg>',
        color: '#444444',
        visibility: 'public',
      }),
    },
  });
  expect(hostile.status()).toBe(200);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(`/services/${encodeURIComponent(HOSTILE)}`);
  await expect(page.getByRole('heading', { level: 1, name: HOSTILE })).toBeVisible();
  // Nothing that could run is left in the page: no script, no handler, no javascript: link.
  // (The page is rendered by the server, decision 065: its own scripts follow #root.)
  await expect(page.getByText('clic')).toBeVisible();
  expect(
    await page.evaluate(() => ({
      scripts: document.getElementById('root')!.querySelectorAll('script').length,
      handlers: Array.from(document.body.querySelectorAll('*')).flatMap((n) =>
        n.getAttributeNames().filter((a: string) => a.startsWith('on')),
      ),
      jsLinks: Array.from(document.links).filter((a) => /^\s*javascript:/i.test(a.href)).length,
    })),
  ).toEqual({ scripts: 0, handlers: [], jsLinks: 0 });
  await page.getByText('clic').click();
  // A dialog of our own after the click: dialogs arrive in order, so none came before it.
  await page.evaluate(() => alert('controllo'));
  expect(dialogs).toEqual(['controllo']);

  // Delete asks first; then the home page no longer shows it.
  await page.goto('/admin/services');
  for (const name of [NAME, HOSTILE]) {
    await list.getByRole('button', { name: `Elimina ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminare il servizio?' });
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Sì' }).click();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  const thumbUrl = (await served.url()).replace(/^https?:\/\/[^/]+/, '');
  expect((await page.request.get(thumbUrl)).status()).toBe(404);
  await page.goto('/');
  await expect(
    page.locator('#servizi').getByRole('link', { name: 'Valutazione Immobile PROMO' }),
  ).toBeVisible();
  await expect(page.locator('#servizi')).not.toContainText(NAME);
});
