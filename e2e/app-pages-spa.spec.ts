import { expect, test, type Page } from '@playwright/test';
import { loginAdmin, loginAgency } from './support/login';
import { HANDS, HANDS_BIANCHI_CLIENTS, HANDS_PASSWORD } from './support/seed-hands';

// The signed-in areas are the single-page app, rendered in the browser with its code split
// by area (decision 080): the server sends the same empty shell to everyone, whatever the
// session, and the app draws the page, follows deep links and survives a reload.

/** Console errors and failed scripts, from now on. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** The first response for `path`, with the browser's cookies: the shell, never the session's page. */
async function firstResponse(page: Page, path: string) {
  const res = await page.request.get(path, { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<div id="root"></div>');
  return { html, headers: res.headers() };
}

test.use({ viewport: { width: 390, height: 844 } });

test('an agency’s pages are the app: an empty shell from the server, the page drawn in the browser, deep links and reload', async ({
  page,
}) => {
  await loginAgency(page, HANDS.bianchi.email, HANDS_PASSWORD);

  for (const path of ['/area-riservata/hub', '/area-riservata/appuntamenti']) {
    const { html } = await firstResponse(page, path);
    // Nothing of the agency's in the HTML: no name, no client, no embedded state.
    expect(html).not.toContain(HANDS.bianchi.nome);
    for (const client of HANDS_BIANCHI_CLIENTS) expect(html).not.toContain(client);
    expect(html).not.toContain('id="app-page"');
  }

  const problems = watch(page);
  // A deep link opened directly, then reloaded.
  await page.goto('/area-riservata/appuntamenti');
  for (const client of HANDS_BIANCHI_CLIENTS)
    await expect(page.getByRole('heading', { name: client, exact: true })).toBeVisible();
  await page.reload();
  for (const client of HANDS_BIANCHI_CLIENTS)
    await expect(page.getByRole('heading', { name: client, exact: true })).toBeVisible();

  // The app's own navigation: the page is not loaded again.
  await page.goto('/area-riservata/hub');
  await expect(page.getByRole('heading', { level: 1, name: HANDS.bianchi.nome })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  await page.getByRole('link', { name: 'Tutti gli appuntamenti' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/appuntamenti$/);
  for (const client of HANDS_BIANCHI_CLIENTS)
    await expect(page.getByRole('heading', { name: client, exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: HANDS.bianchi.nome })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the admin desk is the app: a filtered deep link opens filtered, and a reload keeps the filter', async ({
  page,
}) => {
  await loginAdmin(page);
  const { html } = await firstResponse(page, '/admin/appuntamenti');
  expect(html).not.toContain(HANDS.bianchi.nome);

  await page.goto('/admin/appuntamenti');
  const list = page.getByRole('region', { name: 'Appuntamenti', exact: true });
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  const agency = page.getByRole('combobox', { name: 'Agenzia' });
  await agency.click();
  await agency.pressSequentially('Casa Bianchi');
  await page.getByRole('option', { name: new RegExp(`^${HANDS.bianchi.nome}`) }).click();
  await expect(page).toHaveURL(/agenzia=[0-9a-f-]{36}/);
  await expect(list.getByRole('row')).toHaveCount(HANDS_BIANCHI_CLIENTS.length + 1);
  const filtered = page.url();

  const problems = watch(page);
  await page.reload();
  await expect(agency).toHaveValue(`${HANDS.bianchi.nome} · ${HANDS.bianchi.email}`);
  await expect(list.getByRole('row')).toHaveCount(HANDS_BIANCHI_CLIENTS.length + 1);
  for (const client of HANDS_BIANCHI_CLIENTS) await expect(list).toContainText(client);

  // The same address opened in a new page of the same browser.
  const other = await page.context().newPage();
  await other.goto(filtered);
  await expect(other.getByRole('combobox', { name: 'Agenzia' })).toHaveValue(
    `${HANDS.bianchi.nome} · ${HANDS.bianchi.email}`,
  );
  await other.close();
  await page.goto('/admin/hub');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a session the server refuses gets the app’s answer: the login, with the reason', async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: 'token', value: 'scaduto', url: test.info().project.use.baseURL!, sameSite: 'Lax' },
  ]);
  const { html } = await firstResponse(page, '/area-riservata/hub');
  expect(html).not.toContain('id="app-page"');
  await page.goto('/area-riservata/hub');
  await expect(page).toHaveURL(/\/area-riservata\/login/);
  await expect(page.getByText('La sessione è scaduta: accedi di nuovo.')).toBeVisible();
});
