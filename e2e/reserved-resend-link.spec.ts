import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { RESEND_LINK_MESSAGE } from '../packages/shared/src/contracts/registration';
import { ARTIFACTS, E2E_BASE_URL } from './support/env';
import { expectNoAxeViolations } from './support/axe';
import { waitForMail } from './support/mailbox';
import { partitaIva } from './support/partita-iva';

// «Invia di nuovo il link» (issue 19, point 5): a pending account asks a new verification
// link from the login's message and confirms with it; the verification failure page offers
// the same, and any address gets the same neutral answer.

const PASSWORD = 'Agenzia-Nuovo-Link-2026';

/** A pending account registered through the API, its first mail received. */
async function registerPending(request: APIRequestContext, email: string) {
  const res = await request.post('/v2/agenzieUser/register', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      regioneSociale: 'Immobiliare Nuovo Link S.r.l.',
      nome: 'Immobiliare Nuovo Link',
      partitaIva: partitaIva(),
      titolare: 'Chiara Neri',
      email,
      provincia: 'RM',
      comune: 'Roma',
      cap: '00184',
      indirizzo: 'Via Cavour 120',
      password: PASSWORD,
      confermaPassword: PASSWORD,
      privacy: true,
      callback: E2E_BASE_URL,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await waitForMail(email);
}

const linkIn = (mail: string) =>
  new RegExp(`${E2E_BASE_URL.replace(/[.]/g, '\\.')}/verify_account/[A-Za-z0-9_-]{43}`).exec(
    mail,
  )?.[0];

async function shoot(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `${ARTIFACTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a pending account asks a new link from the login and confirms with it', async ({
  page,
  request,
}) => {
  const email = `nuovo-link-${Date.now()}@reserved.e2e.example.it`;
  await registerPending(request, email);

  await page.goto('/area-riservata/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'non ancora confermato' });
  await expect(alert).toBeVisible();
  await shoot(page, 'resend-link-login');
  await alert.getByRole('link', { name: 'Invia di nuovo il link' }).click();

  await expect(page).toHaveURL(/\/area-riservata\/nuovo-link$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Invia di nuovo il link' }),
  ).toBeVisible();
  const field = page.getByRole('textbox', { name: 'E-mail' });
  await expect(field).toHaveValue(email);
  await expectNoAxeViolations(page);
  await shoot(page, 'resend-link-form');

  const since = Date.now();
  await page.getByRole('button', { name: 'Invia di nuovo il link' }).click();
  await expect(page.getByRole('status').filter({ hasText: RESEND_LINK_MESSAGE })).toBeVisible();
  await shoot(page, 'resend-link-sent');

  const mail = await waitForMail(email, 15_000, since);
  expect(mail).toContain('Subject: Nuovo link di conferma per');
  const link = linkIn(mail);
  expect(link, 'link di verifica nella nuova mail').toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'AGENZIA VERIFICATA' })).toBeVisible();

  await page.goto('/area-riservata/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/hub$/);
});

test('the verification failure page offers a new link and answers an unknown address the same', async ({
  page,
}) => {
  await page.goto('/verify_account/link-che-non-esiste-0123456789abcdef0123456789');
  await expect(page.getByRole('heading', { level: 1, name: 'AGENZIA NON TROVATA' })).toBeVisible();
  await shoot(page, 'resend-link-verify-failed');
  await page.getByRole('link', { name: 'Invia di nuovo il link' }).click();

  const field = page.getByRole('textbox', { name: 'E-mail' });
  await expect(field).toHaveValue('');
  await page.getByRole('button', { name: 'Invia di nuovo il link' }).click();
  await expect(page.getByText('Inserisci l’e-mail', { exact: true })).toBeVisible();
  await field.fill('nessuno-mai-registrato@reserved.e2e.example.it');
  await page.getByRole('button', { name: 'Invia di nuovo il link' }).click();
  await expect(page.getByRole('status').filter({ hasText: RESEND_LINK_MESSAGE })).toBeVisible();
  await page.getByRole('link', { name: 'Torna all’accesso' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/login$/);
});
