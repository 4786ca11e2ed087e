import { expect, test } from '@playwright/test';
import { ARTIFACTS } from './support/env';
import { loginAgency } from './support/login';
import { RESERVED, RESERVED_PASSWORD } from './support/seed-reserved';

// 'IL TUO ID' in the reserved sidebar has a copy button (issue 19, point 5): the id lands
// on the clipboard and a toast says so.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the agency copies its id from the sidebar', async ({ page }) => {
  await loginAgency(page, RESERVED.champion.email, RESERVED_PASSWORD);
  const menu = page.getByRole('navigation', { name: 'Menu Area Riservata' });
  const shown = (await menu.locator('code').textContent())?.trim() ?? '';
  expect(shown).toMatch(/^[0-9a-f-]{36}$/);

  await menu.getByRole('button', { name: 'Copia il tuo ID' }).click();
  await expect(page.getByText('ID copiato negli appunti')).toBeInViewport();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  await menu.screenshot({ path: `${ARTIFACTS}/reserved-copy-id-1366.png` });
});
