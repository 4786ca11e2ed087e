import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, E2E_BASE_URL } from './support/env';
import { TOOLS_AGENCY } from './support/seed-tools';
import { expectNoAxeViolations } from './support/axe';
import { HOST_LAYOUTS, type HostLayout } from './widget-hosts/layouts';
import { startHostSite } from './widget-hosts/site';

// Display Rata inside listing layouts of agency sites (e2e/widget-hosts), served from another
// origin: the example opens above everything and inside the viewport, nothing follows the
// listing's link, and the page's rows and cells stay as the agency built them.

let site: Server;
let origin = '';
test.beforeAll(async () => {
  ({ server: site, origin } = await startHostSite(E2E_BASE_URL, TOOLS_AGENCY.slug));
});
test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

const WIDGET = `${E2E_BASE_URL}/widget/display-rata.js`;

interface HostBox {
  /** Tag, x and width. */
  across: string;
  height: number;
  /** The height the badges inside it take (their box and margins). */
  badges: number;
}

/**
 * The boxes of the page's own elements (the widget's excluded; an inline price holds
 * the badge on its own line(s), so its box is the badge's), and the whole box of the layout's
 * `fixed` elements.
 */
function hostBoxes(page: Page, fixed: string) {
  return page.evaluate((fixedSelector) => {
    const round = (r: DOMRect) => [r.x, r.y, r.width, r.height].map(Math.round);
    const all = [...document.querySelectorAll('main *')].filter(
      (el) =>
        !el.closest('display-rata') &&
        !(
          el.matches('[data-rata-prezzo], [itemprop="price"]') &&
          getComputedStyle(el).display.startsWith('inline')
        ),
    );
    return {
      boxes: all.map((el) => {
        const [x, , width, height] = round(el.getBoundingClientRect());
        const badges = [...el.querySelectorAll('display-rata')].reduce(
          (sum, badge) => sum + badge.getBoundingClientRect().height + 8,
          0,
        );
        return { across: `${el.tagName} ${x} ${width}`, height: height!, badges };
      }),
      fixed: fixedSelector
        ? [...document.querySelectorAll(fixedSelector)].map((el) =>
            round(el.getBoundingClientRect()),
          )
        : [],
    };
  }, fixed);
}

/**
 * The widget adds only its badges' boxes: every element keeps its x and width, and grows in
 * height at most by the badges it holds (none: not at all), give or take the rounding.
 */
function expectOnlyTheBadgesAdded(without: HostBox[], withWidget: HostBox[]) {
  expect(withWidget.map((b) => b.across)).toEqual(without.map((b) => b.across));
  const grown = withWidget.filter(
    (b, i) => b.height < without[i]!.height || b.height > without[i]!.height + b.badges + 2,
  );
  expect(grown).toEqual([]);
}

/** The badges whose visible text shows an instalment without its TAEG (none may). */
const instalmentsWithoutTaeg = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('display-rata')]
      .map(
        (badge) => (badge.shadowRoot?.querySelector('.w') as HTMLElement | null)?.innerText ?? '',
      )
      .filter((text) => text.includes('€/mese') && !/TAEG \d+,\d\d%/.test(text)),
  );

/** Every Content Security Policy violation of the page, from its first script on. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
}

/**
 * The page's layout shift (CLS, every shift summed: a gallery page is one short visit), from
 * its first paint on.
 */
async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.layoutShift += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shift so far, after two frames (a shift is reported after the frame it happened in). */
const layoutShift = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    return (window as unknown as { layoutShift: number }).layoutShift;
  });

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** The page's boxes without the widget (its script does not load), then with it. */
async function boxesWithAndWithout(page: Page, index: number) {
  const layout = HOST_LAYOUTS[index]!;
  await page.route(WIDGET, (route) => route.abort());
  await page.goto(`${origin}/annunci?layout=${index}`);
  const without = await hostBoxes(page, layout.fixed ?? '');
  await page.unroute(WIDGET);
  await open(page, index);
  await expect(page.locator('display-rata').first()).toBeVisible();
  return { without, with: await hostBoxes(page, layout.fixed ?? '') };
}

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
  // The whole badge's "Dettagli", or the compact badge's instalment.
  const name = /Dettagli|^Rata da/;
  const before = page.url();
  const toggle = page.locator('display-rata').first().getByRole('button', { name });
  const file = layout.name.replace(/[^a-z]+/gi, '-');
  await page.screenshot({ path: `${ARTIFACTS}/widget-host-${file}-${width}-pagina.png` });
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
      test(`${layout.name}: the page keeps its boxes, the example opens above it, whole, and closes back to the badge`, async ({
        page,
      }) => {
        await recordCspViolations(page);
        await recordLayoutShift(page);
        const boxes = await boxesWithAndWithout(page, index);
        // The badges' space is in the page's first paint: nothing visible moves (QUALITY P14).
        expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
        // A table's columns follow their widest cell: the cells' alignment is checked below.
        if (!layout.name.startsWith('tabella'))
          expectOnlyTheBadgesAdded(boxes.without.boxes, boxes.with.boxes);
        expect(boxes.with.fixed).toEqual(boxes.without.fixed);
        expect(await instalmentsWithoutTaeg(page)).toEqual([]);
        // The page does not scroll sideways with the badges (a table on a phone).
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBe(0);
        await openExample(page, layout, width);
        expect(await cspViolations(page)).toEqual([]);
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

    test('the strict CSP page refuses inline scripts, and the widget runs within it', async ({
      page,
    }) => {
      await recordCspViolations(page);
      const index = HOST_LAYOUTS.findIndex((l) => l.name.includes('CSP'));
      const response = await page.goto(`${origin}/annunci?layout=${index}`);
      expect(response!.headers()['content-security-policy']).toContain(
        `script-src ${E2E_BASE_URL};`,
      );
      await open(page, index);
      await expect(page.locator('display-rata')).toContainText('Rata da');
      expect(await cspViolations(page)).toEqual([]);
      await page.evaluate(() => {
        const inline = document.createElement('script');
        inline.textContent = 'document.body.dataset.inline = "eseguito"';
        document.body.append(inline);
      });
      await expect
        .poll(() => cspViolations(page))
        .toEqual([expect.stringMatching(/^script-src-elem inline/)]);
      expect(await page.evaluate(() => document.body.dataset.inline)).toBeUndefined();
    });

    test('an infinite list gets a badge on every price it appends after the widget ran', async ({
      page,
    }) => {
      await open(
        page,
        HOST_LAYOUTS.findIndex((l) => l.name.startsWith('lista infinita')),
      );
      await expect(page.locator('display-rata')).toHaveCount(5);
      await page.locator('#fine').scrollIntoViewIfNeeded();
      await expect(page.locator('[data-rata-prezzo]')).not.toHaveCount(5);
      const prices = await page.locator('[data-rata-prezzo]').count();
      await expect(page.locator('display-rata')).toHaveCount(prices);
      await expect(page.locator('li').last().locator('display-rata')).toContainText('Rata da');
    });

    test('a column too narrow for the whole badge shows the instalment alone, the example one tap away', async ({
      page,
    }) => {
      await open(
        page,
        HOST_LAYOUTS.findIndex((l) => l.name.includes('compatto')),
      );
      const badge = page.locator('display-rata');
      const compact = badge.getByRole('button', {
        name: /^Rata da .+ €\/mese · TAEG \d+,\d\d%$/,
      });
      await expect(compact).toBeVisible();
      await expect(badge.getByRole('button', { name: /Dettagli/ })).toHaveCount(0);
      // What is drawn stays inside the column's content box: the host and its button.
      const column = (await page.locator('.lato').boundingBox())!;
      for (const box of [await badge.boundingBox(), await compact.boundingBox()])
        expect(box!.x + box!.width).toBeLessThanOrEqual(column.x + column.width - 8);
      // Where it fits, the badge is whole.
      await open(
        page,
        HOST_LAYOUTS.findIndex((l) => l.name.startsWith('griglia')),
      );
      await expect(
        page
          .locator('display-rata')
          .first()
          .getByRole('button', { name: /Dettagli/ }),
      ).toBeVisible();
    });

    test('prices from schema.org, the agency’s saved selector or the card’s text get their badges, and the page says how many in one console line', async ({
      page,
    }) => {
      const lines: string[] = [];
      page.on('console', (m) => {
        if (m.text().startsWith('Display Rata:')) lines.push(m.text());
      });
      const expected: [string, number, string][] = [
        ['solo JSON-LD', 2, 'Display Rata: 2 prezzi con la rata, 0 senza'],
        ['solo microdata', 1, 'Display Rata: 1 prezzo con la rata, 0 senza'],
        ['solo il selettore', 1, 'Display Rata: 1 prezzo con la rata, 0 senza'],
        ['prezzo letto dal testo', 1, 'Display Rata: 1 prezzo con la rata, 0 senza'],
      ];
      for (const [name, badges, line] of expected) {
        lines.length = 0;
        await open(
          page,
          HOST_LAYOUTS.findIndex((l) => l.name.includes(name)),
        );
        await expect(page.locator('display-rata')).toHaveCount(badges);
        await expect(page.locator('display-rata').first()).toContainText('TAEG');
        await expect.poll(() => lines).toEqual([line]);
      }
      await expect(page.locator('.prezzo display-rata')).toContainText('Rata da');
    });
  });
}
