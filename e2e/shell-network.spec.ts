import { expect, test, type Page } from '@playwright/test';
import { LINK_TOKENS, LINKS, LINKS_PASSWORD } from './support/seed-links';
import { takeOver } from './support/take-over';

// Issue "What real hands do", point 9: a lost network (a train, a tunnel) is said in Italian,
// apart from a refusal, with a way to try again; a call without an answer is given up after
// its time limit and never completes by itself later.
const OFFLINE = 'Connessione assente: controlla la rete e riprova';

async function fillLogin(page: Page) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(LINKS.traveller.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(LINKS_PASSWORD);
}

test('offline, "Accedi" says the connection is missing once; back online it signs in on request', async ({
  page,
  context,
}) => {
  const logins: number[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('/user/user_login')) logins.push(res.status());
  });
  await page.goto('/area-riservata/login');
  // The page is the app's before the network goes (a network lost while the app comes is
  // the lost page's journey).
  await takeOver(page);
  await fillLogin(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Accedi' }).click();

  await expect(page.getByRole('alert')).toHaveText(OFFLINE);
  // Said once: inline, not again in a toast.
  await expect(page.getByText(OFFLINE)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeEnabled();
  await expect(page).toHaveURL(/\/area-riservata\/login$/);

  // Back online nothing starts by itself: the user signs in by pressing Accedi again.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/hub$/);
  expect(logins).toEqual([200]);
});

test('offline before the form is touched: it still checks, says the connection is missing, and signs in once back', async ({
  page,
  context,
}) => {
  const checks: string[] = [];
  page.on('requestfinished', (r) => {
    if (/\/assets\/login-(validation|user-call)-/.test(r.url())) checks.push(r.url());
  });
  await page.goto('/area-riservata/login');
  await takeOver(page);
  // The form's checks and call come once the page is idle, before anything is typed.
  await expect.poll(() => checks.length).toBe(2);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('Inserisci l’e-mail', { exact: true })).toBeVisible();
  await fillLogin(page);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('alert')).toHaveText(OFFLINE);
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeEnabled();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/hub$/);
});

test('a login without an answer is given up after 20 s and never completes afterwards', async ({
  page,
  context,
}) => {
  await page.clock.install();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let forwarded: Promise<unknown> = Promise.resolve();
  // The 20 s start with the request, which the page sends once the login's code has loaded:
  // the clock runs only after the request has left.
  let sent!: () => void;
  const requested = new Promise<void>((resolve) => (sent = resolve));
  await page.route('**/user/user_login', async (route) => {
    sent();
    await released;
    // The page has given up on this request: whatever the server answers, nobody listens.
    forwarded = route.continue().catch(() => undefined);
  });
  await page.goto('/area-riservata/login');
  await fillLogin(page);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('button', { name: 'Accesso in corso…' })).toBeDisabled();
  await requested;

  await page.clock.runFor(20_000);
  await expect(page.getByRole('alert')).toHaveText(OFFLINE);
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeEnabled();

  release();
  await forwarded;
  await page.clock.runFor(5_000);
  await expect(page).toHaveURL(/\/area-riservata\/login$/);
  const cookies = await context.cookies();
  expect(cookies.map((c) => c.name)).not.toContain('token');
});

test('verify_account without network says so and tries again, never "AGENZIA NON TROVATA"', async ({
  page,
  context,
}) => {
  // The forgotten-password page starts the app at once and loads the public area; the link
  // then opens inside the running app. (The prerendered pages to read, the privacy notice
  // among them, start the app only at the visitor's first gesture: decision 091.)
  await page.goto('/area-riservata/password-dimenticata');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/verify_account/${LINK_TOKENS.verifyOffline}`);

  await expect(page.getByRole('alert')).toHaveText(OFFLINE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('VERIFICA NON COMPLETATA');
  await expect(page.getByText('AGENZIA NON TROVATA')).toHaveCount(0);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Riprova' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AGENZIA VERIFICATA');
  await expect(page.getByText(LINKS.offlineVerify.nome)).toBeVisible();
});
