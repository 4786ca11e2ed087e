import { expect, test, type Page } from '@playwright/test';
import { adminHeaders } from './support/admin-api';
import { expectNoAxeViolations } from './support/axe';
import { loginAdmin } from './support/login';
import { QUEUE_E2E } from './support/seed-queue';

// Issue 18's proof: an admin works the hub's queue, each count leading to its filtered list
// and going down as the work is done: confirms an agency, verifies an appointment, pays a
// contract (the service requests have their own journey, admin-service-requests.spec.ts).
// Other journeys share the server, so each count is checked to go down by one, not to zero.

const SLUG = '8volante';

async function count(page: Page, key: string): Promise<number> {
  await page.goto('/admin/hub');
  const row = page.getByRole('region', { name: 'Da fare' }).getByTestId(`coda-${key}`);
  await expect(row).toBeVisible();
  return Number((await row.innerText()).match(/\d[\d.]*/)![0].replace(/\./g, ''));
}

async function follow(page: Page, key: string) {
  await page.goto('/admin/hub');
  await page
    .getByRole('region', { name: 'Da fare' })
    .getByTestId(`coda-${key}`)
    .getByRole('link')
    .click();
}

/**
 * Searches the desk for a client and waits until the list shows the server's answer: a
 * switch pressed while that page is still loading stops the load (the desk then keeps the
 * rows of the list before the search on screen).
 */
async function searchClient(page: Page, surname: string) {
  const answered = page.waitForResponse(
    (r) =>
      r.url().endsWith('/appuntamenti/admin_fetchAll') &&
      (r.request().postDataJSON() as { q?: string } | null)?.q === surname,
  );
  await page.getByRole('searchbox', { name: /Cliente/ }).fill(surname);
  expect((await answered).status()).toBe(200);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Presses a flag's switch and waits for the server to save it. The switch stays on its row
 * (an admin can press it again), so the list read again is what shows the check closed.
 */
async function toggle(page: Page, name: string, route: string) {
  const button = page.getByRole('button', { name });
  const saved = page.waitForResponse((r) => r.url().endsWith(`/appuntamenti/${route}`));
  await button.click();
  expect((await saved).status()).toBe(200);
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Appuntamenti', exact: true })).toBeVisible();
  await expect(button).toHaveCount(0);
}

test.afterAll(async ({ request }) => {
  // The verified appointment gave its agency a point: gone with it, the ranking is as before.
  const headers = await adminHeaders(request);
  const desk = await request.post(`/v2/${SLUG}/appuntamenti/admin_fetchAll`, {
    headers,
    data: { q: QUEUE_E2E.done.surname },
  });
  const rows = (await desk.json()) as {
    appuntamenti: { _id: string; agenzia: { email: string } }[];
  };
  for (const a of rows.appuntamenti.filter((r) => r.agenzia.email === QUEUE_E2E.working.email))
    await request.post(`/v2/${SLUG}/appuntamenti/admin_delete`, { headers, data: { id: a._id } });
});

test('the admin works the hub queue: confirms an agency, verifies an appointment, pays a contract', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAdmin(page);

  // An agency waiting: the count leads to the list of agencies to confirm.
  const pending = await count(page, 'agenzieDaConfermare');
  expect(pending).toBeGreaterThanOrEqual(1);
  await follow(page, 'agenzieDaConfermare');
  await expect(page).toHaveURL(/\/admin\/agenzie\/list\?stato=DA\+CONFERMARE$/);
  await page.getByRole('searchbox', { name: /Cerca/ }).fill(QUEUE_E2E.pending.nome);
  await page.getByRole('link', { name: QUEUE_E2E.pending.nome }).click();
  await page.getByRole('combobox', { name: /^Stato/ }).click();
  await page.getByRole('option', { name: 'CONFERMATO' }).click();
  await page.getByRole('button', { name: 'Salva modifiche' }).dblclick();
  await expect(page.getByText('Agenzia Aggiornata').first()).toBeVisible();
  expect(await count(page, 'agenzieDaConfermare')).toBe(pending - 1);

  // An appointment done, not verified: the desk filtered on it; verify it.
  const toVerify = await count(page, 'appuntamentiDaVerificare');
  await follow(page, 'appuntamentiDaVerificare');
  await expect(page).toHaveURL(/\/admin\/appuntamenti\?aperto=wc$/);
  const client = `${QUEUE_E2E.done.name} ${QUEUE_E2E.done.surname}`;
  await searchClient(page, QUEUE_E2E.done.surname);
  await toggle(page, `Verificato: ${client}`, 'admin_wc');
  expect(await count(page, 'appuntamentiDaVerificare')).toBe(toVerify - 1);

  // A contract not paid: pay it.
  const toPay = await count(page, 'contrattiDaPagare');
  await follow(page, 'contrattiDaPagare');
  await expect(page).toHaveURL(/\/admin\/appuntamenti\?aperto=pagamento$/);
  const payer = `${QUEUE_E2E.contract.name} ${QUEUE_E2E.contract.surname}`;
  await searchClient(page, QUEUE_E2E.contract.surname);
  await toggle(page, `Pagato: ${payer}`, 'admin_payed');
  await expectNoAxeViolations(page);
  expect(await count(page, 'contrattiDaPagare')).toBe(toPay - 1);
});
