import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, E2E_BASE_URL } from './support/env';
import { mailsTo, waitForMail } from './support/mailbox';
import { partitaIva } from './support/partita-iva';
import { PUBLIC_E2E_REFERRER } from './support/seed-public';
import { expectNoAxeViolations } from './support/axe';

// The agency registration journey against the real server, database and SMTP receiver:
// form on the home page → toast → the mail the receiver got → its link → 'AGENZIA
// VERIFICATA' → the new credentials log in. And 'Password Diverse' sends nothing.

const PASSWORD = 'Agenzia-E2E-Password-2026';

async function choose(page: Page, label: string, option: string, search?: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  if (search) await box.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillAgencyForm(
  page: Page,
  values: { nome: string; email: string; conferma: string },
) {
  await page.goto('/#registrati');
  const form = page.getByRole('form', { name: 'Registrazione agenzia' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Ragione sociale' }).fill(`${values.nome} S.r.l.`);
  await form.getByRole('textbox', { name: 'Nome dell’agenzia' }).fill(values.nome);
  await form.getByRole('textbox', { name: 'Partita IVA' }).fill(partitaIva());
  await form.getByRole('textbox', { name: 'Titolare' }).fill('Chiara Neri');
  await choose(page, 'Provincia', 'Milano (MI)', 'Milano');
  await choose(page, 'Comune', 'Milano', 'Milano');
  await choose(page, 'CAP', '20121');
  await form.getByRole('textbox', { name: 'Indirizzo' }).fill('Corso Garibaldi 15');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(values.email);
  await form.getByRole('textbox', { name: 'Cellulare' }).fill('+39 333 765 4321');
  await choose(
    page,
    'Referente Alleare',
    `${PUBLIC_E2E_REFERRER.cognome} ${PUBLIC_E2E_REFERRER.nome} (${PUBLIC_E2E_REFERRER.codice})`,
  );
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Conferma password' }).fill(values.conferma);
  await form.getByRole('checkbox', { name: /accetto l’informativa/ }).check();
  return form;
}

/** Top of the page, nothing focused: a full-page picture without the skip link. */
async function settle(page: Page) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
}

async function login(page: Page, email: string) {
  await page.goto('/area-riservata/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

test('an agency registers on the home page, confirms from the mail and logs in', async ({
  page,
}) => {
  const email = `nuova-agenzia-${Date.now()}@public.e2e.example.it`;
  const nome = 'Immobiliare Navigli';
  const form = await fillAgencyForm(page, { nome, email: email.toUpperCase(), conferma: PASSWORD });
  await form.screenshot({ path: `${ARTIFACTS}/public-registration-form.png` });

  // The privacy notice opens in a dialog with the company's data.
  await page.getByRole('button', { name: 'Leggi l’informativa privacy' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Informativa sul trattamento dei dati personali',
  });
  await expect(dialog).toContainText('Titolare del trattamento');
  await expect(dialog).toContainText('Versione dell’informativa');
  await dialog.getByRole('button', { name: 'Ho letto e accetto' }).click();
  await expect(dialog).toHaveCount(0);

  const sent = page.waitForRequest((r) => r.url().endsWith('/v2/agenzieUser/register'));
  await form.getByRole('button', { name: 'Registrati' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    email,
    privacy: true,
    callback: E2E_BASE_URL,
    fimaaRegister: false,
    comune: 'Milano',
    cap: '20121',
  });
  await expect(page.getByText("Registrazione avvenuta. Controlla l'email")).toBeInViewport();
  await expect(
    page.getByRole('heading', { name: 'Controlla la tua casella di posta' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Controlla la tua casella di posta' }),
  ).toBeFocused();
  await page.screenshot({ path: `${ARTIFACTS}/public-registration-done.png` });

  const mail = await waitForMail(email);
  expect(mail).toContain('Subject: Conferma la registrazione a');
  expect(mail).toMatch(/Content-Type: text\/html/);
  const link = new RegExp(
    `${E2E_BASE_URL.replace(/[.]/g, '\\.')}/verify_account/[A-Za-z0-9_-]{43}`,
  ).exec(mail)?.[0];
  expect(link, 'link di verifica nella mail').toBeTruthy();

  // Before the link is opened the account cannot log in, and is told why.
  await login(page, email);
  await expect(page.getByRole('alert').filter({ hasText: 'non ancora confermato' })).toBeVisible();
  await expect(page).toHaveURL(/\/area-riservata\/login$/);

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'AGENZIA VERIFICATA' })).toBeVisible();
  await expect(page.getByText(nome, { exact: true })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${ARTIFACTS}/public-verified.png`, fullPage: true });
  await expectNoAxeViolations(page);

  await login(page, email);
  await expect(page).toHaveURL(/\/area-riservata\/hub$/);
  await expect(page.getByRole('heading', { level: 1, name: nome })).toBeVisible();

  // The link works once; opened again it says the account is already confirmed.
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'AGENZIA VERIFICATA' })).toBeVisible();
  await expect(page.getByText(/era già confermato/)).toBeVisible();
  await expect(page.getByText('AGENZIA NON TROVATA')).toHaveCount(0);
  await settle(page);
  await page.screenshot({ path: `${ARTIFACTS}/public-verify-used.png`, fullPage: true });
});

test("'Password Diverse': the message shows and nothing is sent until the passwords match", async ({
  page,
}) => {
  const email = `password-diverse-${Date.now()}@public.e2e.example.it`;
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v2/agenzieUser/register')) calls.push(r.url());
  });
  const form = await fillAgencyForm(page, {
    nome: 'Agenzia Distratta',
    email,
    conferma: 'Un-Altra-Password-2026',
  });
  await form.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Password Diverse' })).toBeInViewport();
  await expect(
    form.getByRole('textbox', { name: 'Conferma password' }),
  ).toHaveAccessibleDescription('Password Diverse');
  await form
    .getByRole('textbox', { name: 'Conferma password' })
    .screenshot({ path: `${ARTIFACTS}/public-password-diverse-field.png` });
  // Corrected and sent again, the form makes its first call: the refused click made none,
  // and the only mail for this address is the one this call caused.
  await form.getByRole('textbox', { name: 'Conferma password' }).fill(PASSWORD);
  const registered = page.waitForResponse((r) => r.url().endsWith('/v2/agenzieUser/register'));
  await form.getByRole('button', { name: 'Registrati' }).click();
  expect((await registered).ok()).toBe(true);
  expect(calls).toHaveLength(1);
  await waitForMail(email);
  expect(mailsTo(email)).toHaveLength(1);
});

test('a forged verification link says so in Italian', async ({ page }) => {
  await page.goto('/verify_account/link-inventato-da-qualcuno-0123456789abcdef');
  await expect(page.getByRole('heading', { level: 1, name: 'AGENZIA NON TROVATA' })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Link di verifica non valido' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registrati Gratuitamente!' })).toHaveCount(0);
});
