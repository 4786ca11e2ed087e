import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS } from './support/env';
import { expectNoAxeViolations } from './support/axe';
import { loginAdmin, loginAgency } from './support/login';
import { CONTEST_E2E, CONTEST_PASSWORD } from './support/seed-contest';

// The contest end to end: the admin sets an end date and anonymised names on the
// leaderboard page; the leading agency sees its position, the anonymised top 10 and the
// countdown on its contest page, and its points in the hub summary.

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Ten days from now, as the date boxes take it (Europe/Rome, the browser's zone). */
function tenDaysAhead() {
  const end = new Date(Date.now() + 10 * 86_400_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .formatToParts(end)
      .map((p) => [p.type, p.value]),
  );
  return { day: parts.day!, month: parts.month!, year: parts.year! };
}

test('admin sets an end date and anonymised names; the agency sees its place, the anonymised top 10, the countdown and its points on the hub', async ({
  page,
}) => {
  await loginAdmin(page);
  await page
    .getByRole('navigation', { name: 'Menu Amministrazione' })
    .getByRole('link', { name: 'CLASSIFICA' })
    .click();
  await expect(page).toHaveURL(/\/admin\/classifica$/);
  const board = page.getByRole('region', { name: 'Classifica delle agenzie' });
  await expect(board.getByRole('row').nth(1)).toContainText(CONTEST_E2E.leader.nome);
  await expect(board.getByRole('row').nth(1)).toContainText('1ª');
  await expect(board.getByRole('row').nth(2)).toContainText(CONTEST_E2E.second.nome);

  const end = tenDaysAhead();
  await page.getByRole('textbox', { name: 'Giorno' }).fill(end.day);
  await page.getByRole('textbox', { name: 'Mese' }).fill(end.month);
  await page.getByRole('textbox', { name: 'Anno' }).fill(end.year);
  await page.getByRole('textbox', { name: 'Ore' }).fill('18');
  await page.getByRole('textbox', { name: 'Minuti' }).fill('00');
  await page.getByRole('checkbox', { name: /Nascondi i nomi/ }).check();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/contest/admin_settings') && r.request().method() === 'PUT',
  );
  // A double click saves once.
  await page.getByRole('button', { name: 'Salva impostazioni' }).dblclick();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Impostazioni del concorso salvate')).toBeVisible();
  await page.getByText('Storico delle modifiche').click();
  // The settings are one record: other journeys on this portal may have saved them before.
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /^Fine del concorso.*18:00$/ })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'admin-leaderboard');

  // The agency, in another session.
  await page.context().clearCookies();
  await loginAgency(page, CONTEST_E2E.leader.email, CONTEST_PASSWORD);
  const summary = page.getByRole('region', { name: 'Il tuo riepilogo' });
  await expect(summary.getByTestId('hub-points')).toContainText(/5\.?051/);
  await expect(summary.getByTestId('hub-points')).toContainText('1ª posizione');
  await expect(summary.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(summary).toContainText('Cliente Verificato');
  await expect(summary.getByRole('link', { name: CONTEST_E2E.referrer.telefono })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'reserved-hub-summary');

  await page
    .getByRole('navigation', { name: /Menu/ })
    .getByRole('link', { name: 'CONCORSO' })
    .click();
  await expect(page).toHaveURL(/\/area-riservata\/concorso$/);
  await expect(page.getByTestId('contest-position')).toContainText('1ª posizione');
  const top = page.getByRole('region', { name: 'Tabella delle prime 10 agenzie' });
  await expect(top.getByRole('row').nth(1)).toContainText(
    `${CONTEST_E2E.leader.nome} (la tua agenzia)`,
  );
  await expect(top.getByRole('row').nth(2)).toContainText('Agenzia B');
  await expect(top).not.toContainText(CONTEST_E2E.second.nome);
  await expect(page.getByRole('timer')).toContainText(/Mancano (9|10) giorni/);
  const countdown = page.getByTestId('countdown');
  const seconds = countdown.locator('li').nth(3);
  const before = await seconds.textContent();
  await expect(seconds).not.toHaveText(before ?? '', { timeout: 3000 });
  const points = page.getByRole('region', { name: 'Tabella dei punti degli appuntamenti' });
  await expect(points.getByRole('row').filter({ hasText: 'Cliente Verificato' })).toContainText(
    '+1',
  );
  await expect(points.getByRole('row', { name: /^Cliente Gara 50(?!\d)/ })).toContainText('+101');
  await expectNoAxeViolations(page);
  await screenshots(page, 'reserved-contest');
});
