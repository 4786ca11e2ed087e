import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_E2E_SERVICES } from './support/seed-public';

// Issue "What real hands do", point 11: a page opened by a full load (a typed address, a
// mailed link) starts at the top, or at its #anchor; so does a page opened from a link.
// Before, every full load in a tab shared one saved position: the new page opened where the
// previous one had been left, its heading under the header.

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Opens the home page and scrolls it far down. */
async function leaveHomeScrolled(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'SERVIZI' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(700);
}

const PAGES = [
  ['the login', '/area-riservata/login', 'Accedi alla tua agenzia'],
  ['verify_account', '/verify_account/link-inventato-da-qualcuno-0123456789abcdef', null],
  ['registerAffida', '/registerAffida', 'Registrazione agente Affida'],
  [
    'a service page',
    `/services/${encodeURIComponent(PUBLIC_E2E_SERVICES.valutazione.name)}`,
    PUBLIC_E2E_SERVICES.valutazione.name,
  ],
  ['the 404 page', '/pagina-che-non-esiste', null],
] as const;

for (const [name, url, heading] of PAGES) {
  test(`${name}, opened by a full load after a scrolled page, starts at the top`, async ({
    page,
  }) => {
    await leaveHomeScrolled(page);
    await page.goto(url);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(heading ? h1.filter({ hasText: heading }) : h1).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    expect(await scrollY(page)).toBe(0);
    await expect(h1).toBeInViewport();
  });
}

test('a full load with an #anchor opens at the anchor', async ({ page }) => {
  await page.goto('/area-riservata/login');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.goto('/#registrati');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Registra la tua agenzia' }),
  ).toBeInViewport();
});

test('a page opened from a link inside the app starts at the top', async ({ page }) => {
  await leaveHomeScrolled(page);
  // A click from script: Playwright's own click would first scroll the link into view.
  await page.evaluate(() =>
    document.querySelector<HTMLAnchorElement>('header a[href="/area-riservata/hub"]')?.click(),
  );
  await expect(page).toHaveURL(/\/area-riservata\/login\?da=%2Farea-riservata%2Fhub$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accedi alla tua agenzia' }),
  ).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});
