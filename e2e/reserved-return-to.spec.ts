import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_E2E_SERVICES } from './support/seed-public';
import { RESERVED, RESERVED_PASSWORD } from './support/seed-reserved';

// After login the reserved area opens the page asked for (issue 19, point 5): a bookmarked
// page, or the service a public page asked to sign in for; the hub otherwise. The return
// address is a reserved path of this site or nothing: never an open redirect.

// Seven sign-ins in a few seconds: from an office of its own (behind the proxy the server
// trusts on loopback), not on the budget of logins per minute of the address every other
// journey shares, which the suite came close to using up.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.19' } });

async function signIn(page: Page) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(RESERVED.champion.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(RESERVED_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

test('a bookmarked reserved page asks to sign in, then opens itself', async ({ page }) => {
  await page.goto('/area-riservata/appuntamenti');
  await expect(page).toHaveURL(/\/area-riservata\/login\?da=%2Farea-riservata%2Fappuntamenti$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accedi alla tua agenzia' }),
  ).toBeVisible();
  await signIn(page);
  await expect(page).toHaveURL(/\/area-riservata\/appuntamenti$/);
});

test('«Accedi per richiederlo» on a service page comes back to that service', async ({ page }) => {
  const service = PUBLIC_E2E_SERVICES.ape.name;
  await page.goto(`/services/${encodeURIComponent(service)}`);
  await page.getByRole('link', { name: 'Accedi per richiederlo' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/login\?da=/);
  await signIn(page);
  await expect(page).toHaveURL(
    new RegExp(`/area-riservata/services/${encodeURIComponent(service)}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: service })).toBeVisible();
});

for (const target of [
  'https://example.com/area-riservata/hub',
  '//example.com/area-riservata/hub',
  '/admin/hub',
  '/area-riservata/../admin/hub',
]) {
  test(`a return address outside the reserved area (${target}) opens the hub`, async ({ page }) => {
    await page.goto(`/area-riservata/login?da=${encodeURIComponent(target)}`);
    await signIn(page);
    await expect(page).toHaveURL(/\/area-riservata\/hub$/);
  });
}

test('without a return address the login opens the hub', async ({ page }) => {
  await page.goto('/area-riservata/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/area-riservata\/hub$/);
});
