import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, E2E_BASE_URL } from './support/env';
import { TOOLS_AGENCY } from './support/seed-tools';
import { expectNoAxeViolations } from './support/axe';
import { HOST_LAYOUTS, hostPage, type HostLayout } from './widget-hosts/layouts';

// Display Rata inside listing layouts of agency sites (e2e/widget-hosts), served from another
// origin: the example opens above everything and inside the viewport, nothing follows the
// listing's link, and the page's rows and cells stay as the agency built them.

let site: Server;
let origin = '';
test.beforeAll(async () => {
  site = createServer((req, res) => {
    const index = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('layout'));
    const layout = HOST_LAYOUTS[index];
    res.writeHead(layout ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(layout ? hostPage(layout, E2E_BASE_URL, TOOLS_AGENCY.slug) : 'non trovato');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

async function open(page: Page, index: number) {
  await page.goto(`${origin}/annunci?layout=${index}`);
  await page.waitForFunction(() => 'DisplayRata' in window);
  expect(
    await page.evaluate(
      () => (window as unknown as { DisplayRata: { ready: Promise<boolean> } }).DisplayRata.ready,
    ),
  ).toBe(true);
}

/** Opens the first badge's example and checks it is on top, whole and readable. */
async function openExample(page: Page, layout: HostLayout, width: number) {
  const before = page.url();
  const toggle = page
    .locator('display-rata')
    .first()
    .getByRole('button', { name: /Dettagli/ });
  await toggle.click();
  const example = page.getByRole('dialog', { name: 'Esempio rappresentativo' });
  await expect(example).toBeVisible();
  const box = (await example.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  // Nothing of the host page covers it: the point at its centre belongs to the widget.
  const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  expect(onTop).toBe('DISPLAY-RATA');
  // A click inside the example (not on its link) does not follow the listing's link.
  await example.getByText('Esempio rappresentativo', { exact: true }).click();
  expect(page.url()).toBe(before);
  await expectNoAxeViolations(page);
  const file = layout.name.replace(/[^a-z]+/gi, '-');
  await page.screenshot({ path: `${ARTIFACTS}/widget-host-${file}-${width}.png` });
  await page.keyboard.press('Escape');
  await expect(example).toBeHidden();
  await expect(toggle).toBeFocused();
  expect(page.url()).toBe(before);
}

for (const width of [1366, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 800 : 740 } });

    HOST_LAYOUTS.forEach((layout, index) => {
      test(`${layout.name}: the example opens above the page, whole, and closes back to the badge`, async ({
        page,
      }) => {
        await open(page, index);
        await openExample(page, layout, width);
      });
    });

    test('a table of listings keeps its cells under their headers', async ({ page }) => {
      await open(
        page,
        HOST_LAYOUTS.findIndex((l) => l.name.startsWith('tabella')),
      );
      await expect(page.locator('display-rata')).toHaveCount(2);
      const columns = await page.evaluate(() => {
        const heads = [...document.querySelectorAll('th')].map(
          (th) => th.getBoundingClientRect().x,
        );
        return [...document.querySelectorAll('tbody tr')].map((tr) => ({
          cells: tr.children.length,
          aligned: [...tr.children].every(
            (td, i) => Math.abs(td.getBoundingClientRect().x - heads[i]!) < 0.5,
          ),
        }));
      });
      expect(columns).toEqual([
        { cells: 3, aligned: true },
        { cells: 3, aligned: true },
      ]);
    });

    test('a flex row with a badge slot keeps its price and button where they were', async ({
      page,
    }) => {
      const index = HOST_LAYOUTS.findIndex((l) => l.name.startsWith('riga'));
      const boxes = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('.riga, .riga > *')].map((el) => {
            const r = el.getBoundingClientRect();
            return [r.x, r.y, r.width, r.height].map(Math.round);
          }),
        );
      await page.route(`${E2E_BASE_URL}/widget/display-rata.js`, (route) => route.abort());
      await page.goto(`${origin}/annunci?layout=${index}`);
      const without = await boxes();
      await page.unroute(`${E2E_BASE_URL}/widget/display-rata.js`);
      await open(page, index);
      await expect(page.locator('#rata-1 display-rata')).toHaveCount(1);
      expect(await boxes()).toEqual(without);
    });
  });
}
