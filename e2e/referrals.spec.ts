import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS } from './support/env';
import { loginAdmin, loginAgency } from './support/login';
import { mailsTo } from './support/mailbox';
import { typeInto } from './support/typing';
import { REFERRALS_E2E, REFERRALS_PASSWORD } from './support/seed-referrals';

// «Segnala un cliente» (decisions.md third round; decisions 102–104) in real Chromium: an
// agency passes a client; the client's mail holds the notice and the opt-out link, whose
// page deletes only on the button press; the internal agent turns a referral into an
// appointment from its area and the agency sees it become a lead; a client already passed
// by another agency is flagged with the day and no name. At 1366 and 390 px, axe-checked.

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/${name}-phone.png`, fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** A client nobody passed yet. */
function newClient(surname: string) {
  const u = randomBytes(3).toString('hex');
  const digits = String(Number.parseInt(u, 16) % 10_000_000).padStart(7, '0');
  return {
    name: 'Giulia',
    surname,
    phone: `348 ${digits}`,
    email: `giulia.${surname.toLowerCase()}.${u}@segnala.e2e.example.it`,
  };
}

async function passClient(
  page: Page,
  c: { name: string; surname: string; phone: string; email: string },
) {
  const form = page.getByRole('form', { name: 'Segnala un cliente' });
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(c.name);
  await form.getByRole('textbox', { name: 'Cognome', exact: true }).fill(c.surname);
  await form.getByRole('textbox', { name: 'Telefono' }).fill(c.phone);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(c.email);
  await form.getByRole('textbox', { name: /^Immobile/ }).fill('Bilocale in via Verdi 3, Torino');
  await form.getByRole('checkbox', { name: /contattato dal mediatore/ }).check();
  await form.getByRole('button', { name: 'Segnala il cliente' }).click();
  await expect(page.getByText('Cliente segnalato')).toBeVisible();
}

const cardOf = (page: Page, c: { name: string; surname: string }) =>
  page.getByTestId('mia-segnalazione').filter({ hasText: `${c.name} ${c.surname}` });

test('an agency passes a client; the mail holds the notice and the link; the button deletes the data', async ({
  page,
}) => {
  await loginAgency(page, REFERRALS_E2E.first.email, REFERRALS_PASSWORD);
  await page
    .getByRole('link', { name: /Segnala un cliente/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/area-riservata\/segnalazioni$/);
  // The confirmation is required: without it nothing is sent.
  const form = page.getByRole('form', { name: 'Segnala un cliente' });
  await form.getByRole('button', { name: 'Segnala il cliente' }).click();
  await expect(form.getByText('Inserisci il nome')).toBeVisible();
  await expect(
    form.getByText('Conferma che il cliente ha chiesto di essere contattato dal mediatore'),
  ).toBeVisible();

  const c = newClient('Ritirante');
  await passClient(page, c);
  await expect(cardOf(page, c)).toContainText('Nuova');
  await expectNoAxeViolations(page);
  await screenshots(page, 'referrals-agency');

  // The client's mail: the mediator's notice and the single-use link.
  await expect.poll(() => mailsTo(c.email).length, { timeout: 20_000 }).toBe(1);
  const mail = mailsTo(c.email)[0]!;
  expect(mail).toContain('Titolare del trattamento');
  expect(mail).toContain(REFERRALS_E2E.first.nome);
  const link = /https?:\/\/\S+\/segnalazione\/non-contattarmi\/[A-Za-z0-9_-]{43}/.exec(mail)![0];

  // Opening the link deletes nothing; the button does.
  await page.context().clearCookies();
  await page.goto(new URL(link).pathname);
  const button = page.getByRole('button', { name: 'Non desidero essere contattato' });
  await expect(button).toBeVisible();
  await expect(page.getByText(REFERRALS_E2E.first.nome)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'referrals-opt-out');
  await button.click();
  await expect(page.getByRole('heading', { name: 'NON SARAI CONTATTATO' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Used: the link again is a clear Italian page.
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('non è più valido');
  await expectNoAxeViolations(page);
  await screenshots(page, 'referrals-opt-out-used');

  // The agency is told by mail, and its list says so without the client's data.
  await expect
    .poll(() => mailsTo(REFERRALS_E2E.first.email).filter((m) => m.includes('ritirata')).length, {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  await loginAgency(page, REFERRALS_E2E.first.email, REFERRALS_PASSWORD);
  await page.goto('/area-riservata/segnalazioni');
  await expect(page.getByText(c.email)).toHaveCount(0);
  await expect(
    page.getByTestId('mia-segnalazione').filter({ hasText: 'Ritirata dal cliente' }).first(),
  ).toBeVisible();
});

test('the internal agent turns a referral into an appointment; the agency sees it become a lead', async ({
  page,
}) => {
  const c = newClient('Convertita');
  await loginAgency(page, REFERRALS_E2E.first.email, REFERRALS_PASSWORD);
  await page.goto('/area-riservata/segnalazioni');
  await passClient(page, c);

  await page.context().clearCookies();
  await loginAgency(page, REFERRALS_E2E.agent.email, REFERRALS_PASSWORD);
  await page.getByRole('link', { name: 'SEGNALAZIONI' }).first().click();
  const card = page.getByTestId('segnalazione').filter({ hasText: `${c.name} ${c.surname}` });
  await expect(card).toContainText(REFERRALS_E2E.first.nome);
  await expectNoAxeViolations(page);
  await screenshots(page, 'referrals-agent');
  await card.getByRole('button', { name: 'Trasforma in appuntamento' }).click();
  const dialog = page.getByRole('dialog', { name: /Trasforma in appuntamento/ });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Crea l’appuntamento' }).click();
  await expect(page.getByText('Segnalazione convertita in appuntamento')).toBeVisible();

  await page.context().clearCookies();
  await loginAgency(page, REFERRALS_E2E.first.email, REFERRALS_PASSWORD);
  await page.goto('/area-riservata/segnalazioni');
  await expect(cardOf(page, c)).toContainText('Convertita in appuntamento');
  await page.goto('/area-riservata/appuntamenti');
  await expect(page.getByRole('article', { name: `${c.name} ${c.surname}` })).toContainText(
    'Inserito',
  );
});

test('a client already passed by another agency: the day, no name; the admin sees both', async ({
  page,
}) => {
  const early = REFERRALS_E2E.earlyClient;
  await loginAgency(page, REFERRALS_E2E.second.email, REFERRALS_PASSWORD);
  await page.goto('/area-riservata/segnalazioni');
  const u = randomBytes(3).toString('hex');
  const c = {
    name: 'Ettore',
    surname: `Doppio${u}`,
    phone: '3331234567',
    email: `ettore.${u}@segnala.e2e.example.it`,
  };
  await passClient(page, c);
  const card = cardOf(page, c);
  const day = new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(REFERRALS_E2E.earlyAt);
  await expect(card).toContainText(`Questo cliente risulta già segnalato il ${day}`);
  await expect(page.getByText(REFERRALS_E2E.first.nome)).toHaveCount(0);
  await expect(page.getByText(early.surname)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshots(page, 'referrals-duplicate');

  await page.context().clearCookies();
  await loginAdmin(page);
  await page.goto('/admin/segnalazioni');
  const staff = page.getByTestId('segnalazione').filter({ hasText: c.surname });
  await expect(staff).toContainText(`Già segnalato il ${day}`);
  await expect(staff).toContainText(REFERRALS_E2E.first.nome);
  await expectNoAxeViolations(page);
  await screenshots(page, 'referrals-admin');
  await staff.getByRole('button', { name: 'Trasforma in appuntamento' }).click();
  const dialog = page.getByRole('dialog', { name: /Trasforma in appuntamento/ });
  await expect(dialog).toContainText('risulta già segnalato');
  await dialog.getByRole('button', { name: 'Conferma la conversione' }).click();
  await expect(dialog.getByText('Indica il motivo della conversione')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Motivo della conversione' })
    .fill('Il cliente ha scelto la seconda agenzia');
  await dialog.getByRole('button', { name: 'Conferma la conversione' }).click();
  await expect(page.getByText('Segnalazione convertita in appuntamento')).toBeVisible();
});

test('a lead the agent records for a client already passed: the day on its card; the admin desk shows who was first', async ({
  page,
}) => {
  const early = REFERRALS_E2E.earlyClient;
  const u = randomBytes(3).toString('hex');
  const surname = `Ripreso${u}`;
  await loginAgency(page, REFERRALS_E2E.agent.email, REFERRALS_PASSWORD);
  await page.goto('/area-riservata/appuntamenti/create');
  const agency = page.getByRole('combobox', { name: 'Agenzia' });
  await typeInto(agency, 'Seconda Segnalante', 'Enter');
  await expect(agency).toHaveValue(new RegExp(REFERRALS_E2E.second.nome));
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(early.name);
  await page.getByRole('textbox', { name: 'Cognome' }).fill(surname);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`ettore.${u}@cliente.example.it`);
  // The phone the first agency passed, written another way.
  await page.getByRole('textbox', { name: 'Cellulare' }).fill('333-123-4567');
  await page.getByRole('button', { name: 'Crea appuntamento' }).click();
  await expect(page.getByText('Appuntamento Creato')).toBeVisible();
  const day = new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(REFERRALS_E2E.earlyAt);
  const card = page.getByRole('article', { name: `${early.name} ${surname}` });
  await expect(card).toContainText(`Questo cliente risulta già segnalato il ${day}`);
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  await loginAdmin(page);
  await page.goto('/admin/appuntamenti?aperto=duplicato');
  const row = page.getByRole('row').filter({ hasText: surname });
  const short = new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(REFERRALS_E2E.earlyAt);
  await expect(row.getByTestId('gia-segnalato')).toContainText(
    `Già segnalato il ${short} · segnalazione di ${REFERRALS_E2E.first.nome}`,
  );
  await expect(page.getByRole('combobox', { name: 'Da controllare' })).toContainText(
    'Cliente già segnalato',
  );
  await expectNoAxeViolations(page);
  await screenshots(page, 'referrals-desk-duplicate');
});
