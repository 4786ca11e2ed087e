import { expect, test, type Page } from '@playwright/test';
import { loginAdmin, loginAgency } from './support/login';
import { HANDS, HANDS_PASSWORD } from './support/seed-hands';

// A page that paints its parts as their data arrives must not push what is already on screen
// (QUALITY.md P7: Lighthouse's layout shift). The hub's summary, arriving after its tiles,
// moved them down a phone's screen (0.43); the admin hub's work queue did the same to its
// figures. On a local server the answers arrive together, which hides the kind: here each
// call of the API is held back a little longer than the one before, so every page meets its
// data in the worst order, on a phone's screen.

async function staggerApi(page: Page) {
  let calls = 0;
  await page.route('**/v2/**', async (route) => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 150 * (calls % 5)));
    await route.continue();
  });
}

interface Shift {
  value: number;
  /** What moved, for the failure's message. */
  moved: string[];
}

/** The page's layout shifts since it opened (those not caused by the user), summed. */
async function layoutShift(page: Page, path: string): Promise<Shift> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /Caricamento|Carico/ })).toHaveCount(0);
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = (
      observer.takeRecords() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      }[]
    ).filter((e) => !e.hadRecentInput);
    observer.disconnect();
    const name = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${node.className}: ${node.textContent?.slice(0, 40) ?? ''}`
        : String(node?.nodeName);
    return {
      value: entries.reduce((sum, e) => sum + e.value, 0),
      moved: entries.flatMap((e) => e.sources.map((s) => `${e.value.toFixed(3)} ${name(s.node)}`)),
    };
  });
}

/** Lighthouse counts a page "good" below 0.1; a page that paints once stays near 0. */
function expectStill(shifts: Record<string, Shift>) {
  for (const [path, shift] of Object.entries(shifts))
    expect(shift.value, `${path}: ${shift.moved.join(' | ')}`).toBeLessThan(0.02);
}

test.use({ viewport: { width: 390, height: 844 } });

test('the agency’s pages do not move while their data arrives', async ({ page }) => {
  await loginAgency(page, HANDS.bianchi.email, HANDS_PASSWORD);
  await staggerApi(page);
  const shifts: Record<string, Shift> = {};
  for (const path of [
    '/area-riservata/hub',
    '/area-riservata/appuntamenti',
    '/area-riservata/appuntamenti/create',
    '/area-riservata/settings',
    '/area-riservata/concorso',
    '/area-riservata/services/displayRata',
    '/area-riservata/services/pianodacquisto',
  ])
    shifts[path] = await layoutShift(page, path);
  expectStill(shifts);
});

test('the admin’s pages do not move while their data arrives', async ({ page }) => {
  await loginAdmin(page);
  // An agency's 360° view, many cards each with its own call.
  await page.goto('/admin/agenzie/list');
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(HANDS.bianchi.nome);
  await page.getByRole('link', { name: HANDS.bianchi.nome }).click();
  await expect(page).toHaveURL(/\/admin\/agenzie\/[0-9a-f-]{36}$/);
  const agency360 = new URL(page.url()).pathname;
  await staggerApi(page);
  const shifts: Record<string, Shift> = {};
  shifts[agency360] = await layoutShift(page, agency360);
  for (const path of [
    '/admin/hub',
    '/admin/appuntamenti',
    '/admin/agenzie',
    '/admin/agenzie/list',
    '/admin/agenzie/add',
    '/admin/agenzie/fimaalist',
    '/admin/services/add',
    '/admin/services',
    '/admin/referentiAlleare',
    '/admin/services/richieste',
    '/admin/classifica',
    '/admin/sicurezza',
    '/admin/condizioni-mutuo',
  ])
    shifts[path] = await layoutShift(page, path);
  expectStill(shifts);
});
