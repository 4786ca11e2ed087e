import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS } from './support/env';
import { loginAdmin, loginAgency } from './support/login';
import { HANDS, HANDS_BIANCHI_CLIENTS, HANDS_PASSWORD } from './support/seed-hands';

// The hubs and the appointments of both areas are rendered by the server for the session,
// with their data, then hydrated by the app (decision 067): they paint with the page's first
// bytes. What could break is the kind of thing a server-rendered page breaks on: a page that
// differs from what the app renders (React starts over, with an error in the console), a
// page that waits for the API again, a field typed into before the app took it over, a
// session the server refuses.

const BOOT = '**/assets/app-boot-*.js';

/** Console errors and warnings, and failed scripts, from now on. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** The API calls the page makes from now on. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/v2/')) calls.push(new URL(r.url()).pathname);
  });
  return calls;
}

/** The page as the server sent it: the app's entry is held back. */
async function serverHtmlOf(page: Page, path: string) {
  await page.route(BOOT, (route) => route.abort());
  await page.goto(path);
  await page.unroute(BOOT);
}

/** The app has taken the page over. */
async function hydrated(page: Page) {
  await expect(page.locator('#root [inert]')).toHaveCount(0);
}

test.use({ viewport: { width: 390, height: 844 } });

test('an agency’s hub and appointments arrive whole from the server, then the app takes them over without a call or an error', async ({
  page,
}) => {
  await loginAgency(page, HANDS.bianchi.email, HANDS_PASSWORD);

  const calls = apiCalls(page);
  await serverHtmlOf(page, '/area-riservata/appuntamenti');
  for (const client of HANDS_BIANCHI_CLIENTS) await expect(page.getByText(client)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Nothing to press or type into until the app has it.
  await expect(page.locator('#root [inert]')).not.toHaveCount(0);
  expect(calls).toEqual([]);
  await page.screenshot({ path: `${ARTIFACTS}/app-pages-appointments-server.png` });

  const problems = watch(page);
  await page.goto('/area-riservata/hub');
  await expect(page.getByRole('heading', { level: 1, name: HANDS.bianchi.nome })).toBeVisible();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // What the server rendered is what the app renders: no mismatch, no call for it again.
  expect(problems).toEqual([]);
  expect(calls).toEqual([]);

  // The app's own navigation: the page is not loaded again.
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  await page.getByRole('link', { name: 'Tutti gli appuntamenti' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/appuntamenti$/);
  for (const client of HANDS_BIANCHI_CLIENTS) await expect(page.getByText(client)).toBeVisible();
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  await page.screenshot({ path: `${ARTIFACTS}/app-pages-appointments-app.png` });
  expect(problems).toEqual([]);
});

test('the admin desk arrives with its rows, and its filters work once the app has it', async ({
  page,
}) => {
  await loginAdmin(page);
  await serverHtmlOf(page, '/admin/appuntamenti');
  const list = page.getByRole('region', { name: 'Appuntamenti', exact: true });
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/app-pages-desk-server.png` });

  await page.goto('/admin/appuntamenti');
  await hydrated(page);
  const agency = page.getByRole('combobox', { name: 'Agenzia' });
  await agency.click();
  await agency.pressSequentially('Casa Bianchi');
  await page.getByRole('option', { name: new RegExp(`^${HANDS.bianchi.nome}`) }).click();
  await expect(page).toHaveURL(/agenzia=[0-9a-f-]{36}/);
  await expect(list.getByRole('row')).toHaveCount(HANDS_BIANCHI_CLIENTS.length + 1);
  const filtered = page.url();

  // The same address opened again, filter included, is rendered filtered by the server.
  await serverHtmlOf(page, filtered);
  await expect(list.getByRole('row')).toHaveCount(HANDS_BIANCHI_CLIENTS.length + 1);
  for (const client of HANDS_BIANCHI_CLIENTS) await expect(list).toContainText(client);

  // And taken over by the app without a mismatch, as the admin hub.
  const problems = watch(page);
  await page.goto(filtered);
  await hydrated(page);
  await expect(agency).toHaveValue(`${HANDS.bianchi.nome} · ${HANDS.bianchi.email}`);
  await expect(list.getByRole('row')).toHaveCount(HANDS_BIANCHI_CLIENTS.length + 1);
  await page.goto('/admin/hub');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('a session the server refuses gets the app’s answer: the login, with the reason', async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: 'token', value: 'scaduto', url: test.info().project.use.baseURL!, sameSite: 'Lax' },
  ]);
  await page.goto('/area-riservata/hub');
  await expect(page).toHaveURL(/\/area-riservata\/login/);
  await expect(page.getByText('La sessione è scaduta: accedi di nuovo.')).toBeVisible();
});
