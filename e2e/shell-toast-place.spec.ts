import { expect, test, type Locator, type Page } from '@playwright/test';
import { ARTIFACTS } from './support/env';
import { loginAgency } from './support/login';
import { TRUTH, TRUTH_PASSWORD } from './support/seed-truth';

// Toasts never cover the top bar's controls (issue 39, point 5): on a phone «Accesso
// eseguito» used to sit over the Menu button for its whole life.

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('elemento senza riquadro');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

async function signIn(page: Page) {
  await loginAgency(page, TRUTH.agent.email, TRUTH_PASSWORD);
  const toast = page.getByRole('alert').filter({ hasText: 'Accesso eseguito' });
  await expect(toast).toBeInViewport();
  return toast;
}

test('on a phone the «Accesso eseguito» toast leaves the Menu button free', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const toast = await signIn(page);
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/toast-place-390.png` });
  expect(await overlaps(toast, menu)).toBe(false);
  // The button answers while the toast is still there.
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
});

test('on a desktop the toast sits top right, below the top bar', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const toast = await signIn(page);
  const bar = page.getByRole('banner');
  await page.screenshot({ path: `${ARTIFACTS}/toast-place-1366.png` });
  expect(await overlaps(toast, bar)).toBe(false);
  // At the right edge of the page's width (less its scrollbar, when the page is taller than
  // the window), once its entrance has ended.
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  await expect
    .poll(async () => {
      const box = (await toast.boundingBox())!;
      return box.x + box.width;
    })
    .toBeGreaterThan(width - 40);
  expect((await toast.boundingBox())!.y).toBeLessThan(200);
});
