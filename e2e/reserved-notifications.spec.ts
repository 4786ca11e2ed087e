import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS, E2E_BASE_URL } from './support/env';
import { loginAdmin, loginAgency } from './support/login';
import { waitForMail } from './support/mailbox';
import { NOTIFY_E2E, NOTIFY_PASSWORD, NOTIFY_ROSSI_POINTS } from './support/seed-notify';

// Notification mails end to end (issue 19, point 4): an internal agent records a lead for
// Rossi; Rossi receives the mail through the real SMTP server, follows its link, signs in
// and finds the lead on the hub summary; the admin confirms the contract and Rossi's points
// and place move on the contest page, with a second mail. Then Rossi's switches in
// Impostazioni → Notifiche.

const CLIENT = { name: 'Giorgio', surname: 'Bellini' };

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The link to `path` a mail carries, on this server. */
function linkIn(mail: string, path: string): string {
  const escaped = `${E2E_BASE_URL}${path}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const found = new RegExp(`${escaped}(?=[\\s"<])`).exec(mail);
  expect(found, `link to ${path}`).not.toBeNull();
  return found![0];
}

/** Rossi's place on the contest page: the number before 'ª posizione'. */
async function contestStanding(page: Page) {
  await page.goto('/area-riservata/concorso');
  const position = page.getByTestId('contest-position');
  await expect(position).toBeVisible();
  const text = (await position.textContent()) ?? '';
  return Number(/Sei in (\d+)ª posizione/.exec(text)?.[1]);
}

test('an agent records a lead for Rossi: Rossi is mailed, finds it on the hub; the confirmed contract moves Rossi up', async ({
  page,
  browser,
}) => {
  // Rossi's standing before.
  await loginAgency(page, NOTIFY_E2E.rossi.email, NOTIFY_PASSWORD);
  const placeBefore = await contestStanding(page);
  await expect(page.getByText(/^404 \/ 400 punti$/)).toBeVisible();
  expect(placeBefore).toBeGreaterThan(1);
  await page.context().clearCookies();

  // The internal agent records the lead, already at Contratto (the admin still confirms it).
  await loginAgency(page, NOTIFY_E2E.agent.email, NOTIFY_PASSWORD);
  await page.goto('/area-riservata/appuntamenti/create');
  const agency = page.getByRole('combobox', { name: 'Agenzia' });
  await agency.click();
  await agency.fill('rossi notifiche');
  await page.getByRole('option', { name: new RegExp(NOTIFY_E2E.rossi.nome) }).click();
  const state = page.getByRole('combobox', { name: 'Stato' });
  await state.click();
  await page.getByRole('option', { name: 'Contratto' }).click();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(CLIENT.name);
  await page.getByRole('textbox', { name: 'Cognome' }).fill(CLIENT.surname);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('giorgio.bellini@cliente.example.it');
  await page.getByRole('textbox', { name: 'Cellulare' }).fill('+39 333 7654321');
  const recordedAt = Date.now();
  await page.getByRole('button', { name: 'Crea appuntamento' }).click();
  await expect(page.getByText('Appuntamento Creato', { exact: true })).toBeVisible();
  await page.context().clearCookies();

  // Rossi's mail: who recorded it, the client by first name and initial, the link.
  const recorded = await waitForMail(NOTIFY_E2E.rossi.email, 15_000, recordedAt);
  expect(recorded).toContain(`${NOTIFY_E2E.agent.nome} ha registrato un nuovo appuntamento`);
  expect(recorded).toContain(`cliente ${CLIENT.name} B.`);
  expect(recorded).not.toContain('giorgio.bellini@cliente.example.it');
  const link = linkIn(recorded, '/area-riservata/appuntamenti');

  // Rossi follows it from another browser: sign-in first, then the page the mail named.
  const mailReader = await browser.newContext({ locale: 'it-IT', timezoneId: 'Europe/Rome' });
  const reader = await mailReader.newPage();
  await reader.goto(link);
  await expect(reader).toHaveURL(/\/area-riservata\/login\?da=%2Farea-riservata%2Fappuntamenti$/);
  await reader.getByRole('textbox', { name: 'E-mail' }).fill(NOTIFY_E2E.rossi.email);
  await reader.getByRole('textbox', { name: 'Password', exact: true }).fill(NOTIFY_PASSWORD);
  await reader.getByRole('button', { name: 'Accedi' }).click();
  await expect(reader).toHaveURL(/\/area-riservata\/appuntamenti$/);
  const lead = reader.getByRole('article', { name: `${CLIENT.name} ${CLIENT.surname}` });
  await expect(lead).toContainText('Contratto da confermare');
  await reader.goto('/area-riservata/hub');
  const summary = reader.getByRole('region', { name: 'Il tuo riepilogo' });
  await expect(summary).toContainText(`${CLIENT.name} ${CLIENT.surname}`);
  await mailReader.close();

  // The admin confirms the contract on the desk.
  await loginAdmin(page);
  await page.goto('/admin/appuntamenti');
  const filter = page.getByRole('combobox', { name: 'Agenzia' });
  await filter.click();
  await filter.fill('rossi notifiche');
  await page.getByRole('option', { name: new RegExp(NOTIFY_E2E.rossi.nome) }).click();
  const client = `${CLIENT.name} ${CLIENT.surname}`;
  const confirm = page.getByRole('button', { name: `Contratto: ${client}` });
  await expect(confirm).toHaveAttribute('aria-pressed', 'false');
  const confirmedAt = Date.now();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/appuntamenti/admin_contratto') && r.status() === 200,
  );
  await confirm.click();
  await saved;
  await expect(confirm).toHaveAttribute('aria-pressed', 'true');
  await page.context().clearCookies();

  // Rossi's points and place moved; the mail says so and links to the contest page.
  const ranking = await waitForMail(NOTIFY_E2E.rossi.email, 15_000, confirmedAt);
  expect(ranking).toContain(`hai guadagnato 101 punti: ora ne hai ${NOTIFY_ROSSI_POINTS + 101}.`);
  linkIn(ranking, '/area-riservata/concorso');
  await loginAgency(page, NOTIFY_E2E.rossi.email, NOTIFY_PASSWORD);
  const placeAfter = await contestStanding(page);
  await expect(page.getByText(/^505 \/ 400 punti$/)).toBeVisible();
  expect(placeAfter).toBeLessThan(placeBefore);
  expect(ranking).toContain(`alla ${placeAfter}`);
  const points = page.getByRole('region', { name: 'Tabella dei punti degli appuntamenti' });
  await expect(points.getByRole('row', { name: new RegExp(`^${client}`) })).toContainText('+101');
});

test('Impostazioni → Notifiche: Rossi switches a mail off, saves once, and finds it off after a reload', async ({
  page,
}) => {
  await loginAgency(page, NOTIFY_E2E.rossi.email, NOTIFY_PASSWORD);
  await page
    .getByRole('navigation', { name: /Menu/ })
    .getByRole('link', { name: 'IMPOSTAZIONI' })
    .click();
  const panel = page.getByRole('region', { name: 'Notifiche via e-mail' });
  await expect(panel.getByRole('switch')).toHaveCount(6);
  const progress = panel.getByRole('switch', {
    name: 'Un appuntamento è arrivato a Fatto Appuntamento o Contratto',
  });
  await expect(progress).toBeChecked();
  await progress.press('Space');
  await expect(progress).not.toBeChecked();
  let puts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/user/user_notificationPrefs') && r.method() === 'PUT') puts += 1;
  });
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/user/user_notificationPrefs') && r.request().method() === 'PUT',
  );
  await panel.getByRole('button', { name: 'Salva preferenze' }).dblclick();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Preferenze salvate')).toBeVisible();
  await expectNoAxeViolations(page);
  await panel.scrollIntoViewIfNeeded();
  await screenshots(page, 'reserved-notifications');
  expect(puts).toBe(1);

  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Notifiche via e-mail' })
      .getByRole('switch', { name: 'Un appuntamento è arrivato a Fatto Appuntamento o Contratto' }),
  ).not.toBeChecked();
  await expect(
    page.getByRole('region', { name: 'Notifiche via e-mail' }).getByRole('switch', {
      name: 'Un agente interno ha registrato un appuntamento per la tua agenzia',
    }),
  ).toBeChecked();
});
