import { expect, test } from '@playwright/test';
import { ARTIFACTS } from './support/env';
import { expectNoAxeViolations } from './support/axe';
import { loginAdmin, loginAgency } from './support/login';
import { LOOKS, LOOKS_PASSWORD, LOOKS_REFERRER } from './support/seed-looks';

// A referrer's photo is uploaded like a service image and served by the portal itself, so
// the page's CSP lets it show: the linked agency sees it in its sidebar. A referrer whose
// photo is an outside address shows its initials, never a broken image.

const FIXTURES = 'apps/api/src/modules/uploads/fixtures';
const who = `${LOOKS_REFERRER.cognome} ${LOOKS_REFERRER.nome}`;

test('referrer photo: the admin uploads it, the linked agency sees it in the sidebar', async ({
  page,
  browser,
}) => {
  // Before: the seeded https address is blocked by the CSP, so the initials show.
  const agencyContext = await browser.newContext();
  const agencyPage = await agencyContext.newPage();
  await loginAgency(agencyPage, LOOKS.agency.email, LOOKS_PASSWORD);
  const sidebar = agencyPage.getByRole('navigation', { name: /^Menu / });
  await expect(
    sidebar.getByText(`${LOOKS_REFERRER.nome} ${LOOKS_REFERRER.cognome}`, { exact: true }),
  ).toBeVisible();
  await expect(sidebar.locator('img')).toHaveCount(0);

  await loginAdmin(page);
  await page.goto('/admin/referentiAlleare');
  await page.getByRole('button', { name: `Modifica ${who}` }).click();
  const dialog = page.getByRole('dialog', { name: `Modifica ${who}` });
  await dialog.getByLabel('Foto', { exact: true }).setInputFiles(`${FIXTURES}/foto.jpg`);
  await expect(dialog.getByRole('img', { name: /Anteprima/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/referrer-photo-form.png` });
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toHaveCount(0);

  // After: the agency's sidebar shows the stored photo, from the portal's own origin.
  await agencyPage.reload();
  const photo = sidebar.locator('img');
  await expect(photo).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.webp$/);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await agencyPage.screenshot({ path: `${ARTIFACTS}/referrer-photo-sidebar.png` });
  await agencyContext.close();
});
