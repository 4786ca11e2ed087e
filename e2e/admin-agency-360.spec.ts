import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS } from './support/env';
import { loginAdmin } from './support/login';
import { A360_COUNT, A360_E2E, A360_POINTS } from './support/seed-agency360';

// Issue 18 point 6 (decision 058): the admin opens an agency's page and reads its 360° view
// (points and place, appointments per state and paged, consents, sign-ins), then follows
// its links to the appointments desk, the requests page and the change history.

const overview = (page: Page) => page.getByRole('region', { name: 'Panoramica' });
const card = (page: Page, name: string) => overview(page).getByRole('region', { name });
const table = (page: Page) => page.getByRole('region', { name: 'Appuntamenti dell’agenzia' });

test('the agency’s 360° view: figures of that agency only, paged appointments, and its links', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAdmin(page);
  await page.goto('/admin/agenzie/list');
  await page.getByRole('searchbox', { name: 'Cerca' }).fill('Panoramica Uno');
  await page.getByRole('link', { name: A360_E2E.mine.nome }).click();
  await expect(page).toHaveURL(/\/admin\/agenzie\/[0-9a-f-]{36}$/);
  const agencyUrl = page.url();
  const agencyId = agencyUrl.split('/').pop()!;

  const points = card(page, 'Punti e classifica');
  await expect(points).toContainText(`${A360_POINTS} punti`);
  await expect(points).toContainText(/\d+ª posizione su \d+ agenzie/);
  const counts = card(page, 'Appuntamenti per stato');
  await expect(counts.getByRole('definition')).toHaveText(['20', '1', '2', '0']);
  await expect(card(page, 'Consensi')).toContainText('Informativa privacy');
  await expect(card(page, 'Consensi')).toContainText(
    'Versione 2026-05 · accettata il 30/04/2026 09:00',
  );
  // Its two sign-ins, newest first; the other agency's newer one is not there.
  const signIns = card(page, 'Ultimi accessi').getByRole('listitem');
  await expect(signIns).toHaveCount(2);
  await expect(signIns.first()).toContainText('20/05/2026 09:00');
  await expect(signIns.first()).toContainText('chiuso il 20/05/2026 11:45');
  await expect(card(page, 'Richieste di servizi')).toContainText('Nessuna richiesta.');

  await expect(table(page).getByRole('row')).toHaveCount(21);
  await expect(page.getByText(`1–20 di ${A360_COUNT} · pagina 1 di 2`)).toBeVisible();
  await expect(overview(page)).not.toContainText('Estranea');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/admin-agency-360-1366.png`, fullPage: true });

  await overview(page).getByRole('button', { name: 'Successiva ›' }).click();
  await expect(page.getByText(`21–${A360_COUNT} di ${A360_COUNT} · pagina 2 di 2`)).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(4);
  await expect(table(page)).toContainText('Panoramica 01');

  await page.setViewportSize({ width: 390, height: 844 });
  await overview(page).scrollIntoViewIfNeeded();
  await overview(page).screenshot({ path: `${ARTIFACTS}/admin-agency-360-390.png` });
  await expectNoAxeViolations(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });

  // The change history on the same page takes the focus; the address does not change.
  await page.getByRole('link', { name: 'Vai allo storico modifiche dell’agenzia' }).click();
  await expect(page.getByRole('region', { name: 'Storico modifiche' })).toBeFocused();
  expect(page.url()).toBe(agencyUrl);

  // A row opens the desk on this agency and on the day it was entered.
  await table(page).getByRole('link', { name: 'Panoramica 03 Cliente' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/appuntamenti\\?agenzia=${agencyId}&dal=2026-05-03&al=2026-05-03$`),
  );
  const desk = page.getByRole('region', { name: 'Appuntamenti', exact: true });
  await expect(desk.getByRole('row')).toHaveCount(2);
  await expect(desk).toContainText('Panoramica 03');

  // The requests link opens the requests page on this agency only.
  await page.goBack();
  await card(page, 'Richieste di servizi')
    .getByRole('link', { name: 'Gestisci le richieste' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/services/richieste\\?agenzia=${agencyId}$`));
  await expect(page.getByText('Solo le richieste di un’agenzia.')).toBeVisible();
});
