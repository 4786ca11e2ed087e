// P14: the widget never breaks its host: on every page of the widget gallery (agency layouts,
/* global document, window, requestAnimationFrame -- run in the page */
// e2e/widget-hosts) at 390 and 1366 px, the layout shift (CLS) with the widget and whether the
// page scrolls sideways, beside the same page without the widget, in the same run.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium.ts';
import { HOST_LAYOUTS } from '../../e2e/widget-hosts/layouts.ts';
import { startHostSite } from '../../e2e/widget-hosts/site.ts';

const WIDTHS = [390, 1366];
const CLS_BAR = 0.05;
const fmt = (n, d = 3) =>
  Number(n).toLocaleString('it-IT', { maximumFractionDigits: d, minimumFractionDigits: d });

/** One load: the shift summed from the first paint, and the sideways overflow in px. */
async function oneLoad(page, url, withWidget) {
  await page.unrouteAll();
  if (!withWidget) await page.route(/\/widget\/display-rata\./, (route) => route.abort());
  await page.goto(url, { waitUntil: 'load' });
  if (withWidget)
    await page
      .waitForFunction(() => 'DisplayRata' in window, null, { timeout: 10_000 })
      .then(() => page.evaluate(() => window.DisplayRata.ready));
  return page.evaluate(async () => {
    for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
    const { scrollWidth, clientWidth } = document.documentElement;
    return { cls: window.layoutShift, sideways: scrollWidth - clientWidth };
  });
}

export async function measureWidgetLayoutShift(ctx) {
  const { rows } = await ctx.client.query(
    "select slug from agencies where state = 'CONFERMATO' and not agente_interno order by created_at limit 1",
  );
  const { server, origin } = await startHostSite(ctx.base, rows[0].slug);
  const browser = await chromium.launch({
    executablePath: await chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  const worst = { cls: 0, clsWithout: 0, sideways: 0, at: '' };
  let pages = 0;
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width > 800 ? 800 : 740 },
      });
      await context.addInitScript(() => {
        window.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      for (const [index, layout] of HOST_LAYOUTS.entries()) {
        const url = `${origin}/annunci?layout=${index}`;
        const without = await oneLoad(page, url, false);
        const withWidget = await oneLoad(page, url, true);
        pages += 1;
        worst.clsWithout = Math.max(worst.clsWithout, without.cls);
        worst.sideways = Math.max(worst.sideways, withWidget.sideways - without.sideways);
        if (withWidget.cls >= worst.cls) {
          worst.cls = withWidget.cls;
          worst.at = `${layout.name}, ${width} px`;
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return {
    id: 'P14',
    what: `widget sulle ${HOST_LAYOUTS.length} pagine della galleria, a ${WIDTHS.join(' e ')} px`,
    target: `CLS ≤ ${fmt(CLS_BAR, 2)}, nessuno scorrimento laterale`,
    measured: `CLS massimo ${fmt(worst.cls)} (${worst.at}), scorrimento laterale aggiunto ${worst.sideways} px, ${pages} pagine`,
    reference: `le stesse pagine senza il widget: CLS massimo ${fmt(worst.clsWithout)}`,
    ratio: fmt(worst.cls / CLS_BAR, 2),
    pass: worst.cls <= CLS_BAR && worst.sideways <= 0,
  };
}
