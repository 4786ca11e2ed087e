import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, AGENCY_PASSWORD } from './support/admin-api';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS } from './support/env';
import { loginAdmin, loginAgency } from './support/login';
import { mailsTo } from './support/mailbox';

// The hub's work queue and the life of a service request, in real Chromium against the
// real server: an agency asks for a service; the admin sees the count on the hub, follows
// it to the filtered list, takes the request (the count goes down) and completes it with a
// note; the agency is mailed and reads "Completata" on its service page.

const SLUG = '8volante';
const RUN = Date.now().toString(36);
const AGENCY = {
  nome: `Richieste Journey ${RUN}`,
  email: `richieste-${RUN}@journeys.e2e.example.it`,
};
const SERVICE = `Servizio Coda ${RUN}`;
const made: { agency?: string; service?: string } = {};

async function dismissToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Chiudi notifica' });
  await close.evaluateAll((buttons) => buttons.forEach((b) => (b as HTMLButtonElement).click()));
  await expect(close).toHaveCount(0);
}

/** Full page at 1366 px and at 390 px. */
async function screenshots(page: Page, name: string) {
  await dismissToasts(page);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${ARTIFACTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.afterAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  if (made.service)
    await request.post(`/v2/${SLUG}/servizi/admin_delete`, { headers, data: { id: made.service } });
  if (made.agency)
    await request.post(`/v2/${SLUG}/user/admin_delete`, { headers, data: { id: made.agency } });
});

test('work queue: the admin takes and completes a service request; the agency reads Completata', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = await adminHeaders(request);
  const agency = await request.post(`/v2/${SLUG}/user/admin_add`, {
    headers,
    data: { ...AGENCY, password: AGENCY_PASSWORD },
  });
  expect(agency.status()).toBe(200);
  made.agency = ((await agency.json()) as { _id: string })._id;
  const service = await request.post(`/v2/${SLUG}/servizi/admin_add`, {
    headers,
    multipart: {
      data: JSON.stringify({ name: SERVICE, color: '#1f4e79', visibility: 'reserved' }),
    },
  });
  expect(service.status()).toBe(200);
  made.service = ((await service.json()) as { _id: string })._id;

  // The agency asks for the service from its reserved area.
  const agencyContext = await browser.newContext();
  const agencyPage = await agencyContext.newPage();
  await loginAgency(agencyPage, AGENCY.email, AGENCY_PASSWORD);
  await agencyPage.goto(`/area-riservata/services/${encodeURIComponent(SERVICE)}`);
  await agencyPage.getByRole('button', { name: 'Richiedi il servizio' }).dblclick();
  await expect(agencyPage.getByText('Richiesta inviata', { exact: true })).toBeVisible();

  // The hub counts it and links to the filtered list.
  await loginAdmin(page);
  const queue = page.getByRole('region', { name: 'Da fare' });
  const row = queue.getByTestId('coda-richiesteServizi');
  const count = async () => Number((await row.getByRole('link').innerText()).split(/\s/)[0]);
  await expect(row).toBeVisible();
  const before = await count();
  expect(before).toBeGreaterThanOrEqual(1);
  await expectNoAxeViolations(page);
  await screenshots(page, 'hub-work-queue');

  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/services\/richieste\?stato=inviata$/);
  const list = page.getByRole('region', { name: 'Richieste di servizi delle agenzie' });
  const mine = list.getByRole('row').filter({ hasText: AGENCY.nome });
  await expect(mine).toContainText(SERVICE);
  await expect(mine).toContainText('Inviata');
  await expectNoAxeViolations(page);
  await screenshots(page, 'service-requests');

  // Take it: a question first, then the count goes down.
  await mine.getByRole('button', { name: /^Prendi in carico/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Prendi in carico la richiesta?' });
  await dialog.getByRole('button', { name: 'Sì' }).dblclick();
  await expect(dialog).toHaveCount(0);
  await expect(mine).toHaveCount(0); // no longer "inviata"
  await page.goto('/admin/hub');
  await expect.poll(count).toBe(before - 1);

  // Complete it with a note, from the list of requests taken.
  await page.goto('/admin/services/richieste?stato=presa_in_carico');
  const taken = page
    .getByRole('region', { name: 'Richieste di servizi delle agenzie' })
    .getByRole('row')
    .filter({ hasText: AGENCY.nome });
  await expect(taken).toContainText('Presa in carico');
  await taken.getByRole('button', { name: /^Completa/ }).click();
  const complete = page.getByRole('dialog', { name: 'Completa la richiesta?' });
  await complete
    .getByRole('textbox', { name: /Nota per l’agenzia/ })
    .fill('Pratica chiusa, buon lavoro!');
  await complete.getByRole('button', { name: 'Sì' }).click();
  await expect(complete).toHaveCount(0);
  await expect(taken).toHaveCount(0);

  // One mail for the completion, with the note (the taking sent its own before).
  const completed = () =>
    mailsTo(AGENCY.email).filter((m) => m.includes('Pratica chiusa, buon lavoro!'));
  await expect.poll(() => completed().length, { timeout: 15_000 }).toBe(1);
  expect(completed()[0]).toContain('Completata');

  // The agency reads the new state on its service page.
  await agencyPage.reload();
  const status = agencyPage
    .getByRole('status')
    .filter({ hasText: 'Hai richiesto questo servizio' });
  await expect(status).toContainText('Completata');
  await expect(status).toContainText('Pratica chiusa, buon lavoro!');
  await expectNoAxeViolations(agencyPage);
  await agencyPage.screenshot({
    path: `${ARTIFACTS}/service-request-completed-1366.png`,
    fullPage: true,
  });

  // The hub says the same: the tile reads «Richiesta completata», and the request is no
  // longer among the open ones.
  await agencyPage.goto('/area-riservata/hub');
  await expect(
    agencyPage.getByRole('link', { name: `${SERVICE} Richiesta completata` }),
  ).toBeVisible();
  const open = agencyPage
    .getByRole('heading', { level: 3, name: 'Richieste di servizi aperte' })
    .locator('..');
  await expect(open).toBeVisible();
  await expect(open).not.toContainText(SERVICE);
  await expect(agencyPage.getByText('Richiesta inviata', { exact: true })).toHaveCount(0);
  await agencyContext.close();
});
