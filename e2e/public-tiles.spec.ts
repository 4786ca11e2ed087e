import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders } from './support/admin-api';
import { ARTIFACTS } from './support/env';
import { expectNoAxeViolations } from './support/axe';

// Service tiles follow their link (decisions.md "Service tiles"): a tile with a link opens
// servizi/{url}, which leads to the page it names; one with an external address opens it in
// a new tab with rel="noopener"; one with a PDF and no link opens the PDF in a new tab.
// The tiles are made through the admin API and deleted again, so the other journeys see
// the seeded catalogue (no prices: the price list does not change).

const SLUG = '8volante';
const FIXTURES = 'apps/api/src/modules/uploads/fixtures';
const TILES = {
  link: 'Scheda con Link E2E',
  external: 'Scheda Esterna E2E',
  pdf: 'Scheda con PDF E2E',
} as const;

async function addTile(request: APIRequestContext, name: string, extra: object, pdf?: Buffer) {
  const data = JSON.stringify({
    name,
    description: `<p>${name}</p>`,
    color: '#1f4e79',
    visibility: 'public',
    ...extra,
  });
  const res = await request.post(`/v2/${SLUG}/servizi/admin_add`, {
    headers: await adminHeaders(request),
    multipart: pdf
      ? { data, pdf: { name: 'scheda.pdf', mimeType: 'application/pdf', buffer: pdf } }
      : { data },
  });
  expect(res.status()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  await addTile(request, TILES.link, { url: 'valutazione-immobile' });
  await addTile(request, TILES.external, { url: 'https://example.org/mutui' });
  await addTile(request, TILES.pdf, {}, readFileSync(`${FIXTURES}/scheda.pdf`));
});

test.afterAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  const list = (await (
    await request.get(`/v2/${SLUG}/servizi/admin_fetchAll`, { headers })
  ).json()) as { _id: string; name: string }[];
  const ours = new Set<string>(Object.values(TILES));
  for (const s of list.filter((x) => ours.has(x.name)))
    await request.post(`/v2/${SLUG}/servizi/admin_delete`, { headers, data: { id: s._id } });
});

test('tiles: a link opens servizi/{url}, an external address a new tab, a PDF without link the PDF', async ({
  page,
  context,
}) => {
  await page.goto('/#servizi');
  const servizi = page.locator('#servizi');

  const linked = servizi.getByRole('link', { name: TILES.link });
  await expect(linked).toHaveAttribute('href', '/servizi/valutazione-immobile');
  // No image: the tile shows its name (and a drawn placeholder, not a letter).
  await expect(linked.getByText(TILES.link, { exact: true })).toBeVisible();

  const external = servizi.getByRole('link', { name: new RegExp(TILES.external) });
  await expect(external).toHaveAttribute('href', 'https://example.org/mutui');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /\bnoopener\b/);

  const pdfTile = servizi.getByRole('link', { name: new RegExp(TILES.pdf) });
  await expect(pdfTile).toHaveAttribute('href', /^\/pdf\/[0-9a-f]{32}\.pdf$/);
  await expect(pdfTile).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/tiles-home.png` });

  // The PDF opens in a new tab, and it is the file the admin uploaded.
  const asked = context.waitForEvent('request', (r) => /\/pdf\/[0-9a-f]{32}\.pdf$/.test(r.url()));
  const [tab] = await Promise.all([context.waitForEvent('page'), pdfTile.click()]);
  const served = await page.request.get(new URL((await asked).url()).pathname);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect((await served.body()).equals(readFileSync(`${FIXTURES}/scheda.pdf`))).toBe(true);
  await tab.close();

  // The link leads, through servizi/{url}, to the page it names.
  await linked.click();
  await expect(page).toHaveURL(/\/services\/Valutazione%20Immobile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Valutazione Immobile' })).toBeVisible();

  // A link that names no page says so, with a way back.
  await page.goto('/servizi/pagina-che-non-esiste');
  await expect(page.getByRole('heading', { level: 1, name: 'Servizio non trovato' })).toBeVisible();
});
