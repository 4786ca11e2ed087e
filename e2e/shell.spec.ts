import { expect, test } from '@playwright/test';
import { ARTIFACTS } from './support/env';
import { fillAdminLogin, submitAdminLogin } from './support/login';
import { expectNoAxeViolations } from './support/axe';

// The web shell against the real server: areas, redirects, footer, banner, toasts.

test('home: top bar, promo banner and the brand footer', async ({ page }) => {
  await page.goto('/');
  // The app, and its banner, come at the visitor's first gesture (decision 091).
  await page.mouse.move(40, 40);
  await expect(page.getByRole('heading', { level: 2, name: 'SERVIZI' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Principale' });
  await expect(nav.getByRole('link', { name: 'Servizi' })).toHaveAttribute('href', '/#servizi');
  await expect(nav.getByRole('link', { name: 'Area Riservata' })).toHaveAttribute(
    'href',
    '/area-riservata/hub',
  );
  await expect(page.getByRole('link', { name: 'Registrati Gratuitamente!' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer).toContainText('Mediatore creditizio iscritto all’Elenco OAM n.');
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(footer.locator('[aria-hidden="true"] > span')).toHaveCount(10);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/home-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${ARTIFACTS}/home-phone.png`, fullPage: true });
});

test('the promo banner is hidden on /fimaa and its X hides it', async ({ page }) => {
  await page.goto('/fimaa');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registrati Gratuitamente!' })).toHaveCount(0);
  await page.goto('/');
  // The home is a page to read: the app (and its banner) comes at the visitor's first
  // gesture (decision 091).
  await page.mouse.move(40, 40);
  await page.getByRole('button', { name: 'Chiudi' }).click();
  await expect(page.getByRole('link', { name: 'Registrati Gratuitamente!' })).toHaveCount(0);
});

test('redirects: no token → reserved login, no admin token → admin login; Italian 404', async ({
  page,
}) => {
  await page.goto('/area-riservata/hub');
  await expect(page).toHaveURL(/\/area-riservata\/login\?da=%2Farea-riservata%2Fhub$/);
  await expect(page.getByRole('heading', { name: 'Accedi alla tua agenzia' })).toBeVisible();
  await page.goto('/admin/appuntamenti');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/pagina-che-non-esiste');
  await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
});

test('a failed agency login shows the server’s Italian message on the form', async ({ page }) => {
  await page.goto('/area-riservata/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('nessuno@example.it');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('password-sbagliata');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page).toHaveURL(/\/area-riservata\/login$/);
});

test('admin: login, hub, logout with a welcome-back toast (phone width)', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/admin/login');
  await fillAdminLogin(page);
  await submitAdminLogin(page);
  await expect(page).toHaveURL(/\/admin\/hub$/);
  await expect(page.getByText('Accesso eseguito')).toBeInViewport();
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining(['adminAccessToken', 'adminRefreshToken']));
  expect(names).not.toContain('token');

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'LOGOUT' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText(/^Bentornato, .+! Accedi di nuovo quando vuoi\.$/)).toBeInViewport();
  const after = (await context.cookies()).map((c) => c.name);
  expect(after).not.toContain('adminAccessToken');
  expect(after).not.toContain('adminRefreshToken');
});
