import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS } from './support/env';
import { loginAgency } from './support/login';
import { PUBLIC_E2E_SERVICES } from './support/seed-public';
import { TOOLS_CONFIG_AGENCY, TOOLS_PASSWORD } from './support/seed-tools';

// On a phone no page of the portal a visitor reads scrolls sideways (WCAG 1.4.10, Reflow):
// long words wrap, tables scroll in their own box, nothing has a fixed width wider than the
// screen. Measured as the browser does: the document is no wider than the window.

const PUBLIC_PAGES = {
  home: '/',
  servizio: `/services/${encodeURIComponent(PUBLIC_E2E_SERVICES.valutazione.name)}`,
  'display-rata': '/services/displayRata',
  'piano-acquisto': '/services/pianodacquisto',
  login: '/area-riservata/login',
  privacy: '/privacy',
  cookie: '/cookie',
  trasparenza: '/trasparenza',
  reclami: '/reclami',
  accessibilita: '/accessibilita',
  'regolamento-concorso': '/regolamento-concorso',
};

/**
 * Down the page a screen at a time, as a reader scrolls: what draws itself when it comes into
 * view (the Display Rata badges) is drawn before the page is measured.
 */
async function readToTheEnd(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForLoadState('networkidle');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** How far the page scrolls sideways (0: not at all), and the widest elements past the edge. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const over = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    return { extra: document.documentElement.scrollWidth - width, over };
  });

for (const width of [360, 390]) {
  test(`at ${width} px no public page scrolls sideways, before the app or after`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const wide: string[] = [];
    for (const [name, path] of Object.entries(PUBLIC_PAGES)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // As the server sent it, then with the app taken over at a reader's first gesture.
      const before = await sideways(page);
      if (before.extra > 0) wide.push(`${path} (prima dell’app) +${before.extra}: ${before.over}`);
      await page.mouse.move(10, 10);
      await page.waitForLoadState('networkidle');
      await readToTheEnd(page);
      const after = await sideways(page);
      if (after.extra > 0) wide.push(`${path} +${after.extra}: ${after.over}`);
      if (width === 390)
        await page.screenshot({ path: `${ARTIFACTS}/reflow-${name}-${width}.png` });
    }
    expect(wide).toEqual([]);
  });

  test(`at ${width} px the agency's Display Rata page does not scroll sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await loginAgency(page, TOOLS_CONFIG_AGENCY.email, TOOLS_PASSWORD);
    await page.goto('/area-riservata/services/displayRata');
    await expect(page.getByRole('heading', { level: 1, name: 'Display Rata' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await readToTheEnd(page);
    const found = await sideways(page);
    expect(
      found.extra,
      `Display Rata riservata a ${width} px: ${found.over.join(', ')}`,
    ).toBeLessThanOrEqual(0);
    if (width === 390)
      await page.screenshot({ path: `${ARTIFACTS}/reflow-display-rata-riservata-${width}.png` });
  });
}
