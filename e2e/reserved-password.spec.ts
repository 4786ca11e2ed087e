import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, E2E_BASE_URL } from './support/env';
import { waitForMail } from './support/mailbox';
import { RESERVED, RESERVED_PASSWORD } from './support/seed-reserved';
import { expectNoAxeViolations } from './support/axe';

// (d) Forgotten password through the real SMTP receiver: the mailed single-use link sets
// a new password and ends every open session of the agency (its other browser is sent
// back to the login with a message).

async function login(page: Page, email: string, password: string) {
  await page.goto('/area-riservata/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/hub$/);
}

test('(d) forgotten password: mailed link, new password, old sessions ended', async ({
  page,
  browser,
}) => {
  const email = RESERVED.forgetful.email;
  // Another browser where the agency is signed in.
  const other = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'it-IT' });
  const otherPage = await other.newPage();
  await login(otherPage, email, RESERVED_PASSWORD);

  await page.goto('/area-riservata/login');
  const forgotLink = page.getByRole('link', { name: 'Password dimenticata?' });
  await expect(forgotLink).toBeInViewport();
  await page.screenshot({ path: `${ARTIFACTS}/reserved-login-desktop.png` });
  await forgotLink.click();
  await expect(page).toHaveURL(/\/area-riservata\/password-dimenticata$/);
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  const before = Date.now();
  await page.getByRole('button', { name: 'Invia il link' }).click();
  const answer = page.getByRole('status').filter({ hasText: 'Richiesta ricevuta' });
  await expect(answer).toContainText('Se l’indirizzo corrisponde a un’agenzia registrata');
  await expect(answer).toBeInViewport();
  await page.screenshot({ path: `${ARTIFACTS}/reserved-forgot-desktop.png`, fullPage: true });

  // An unknown address gets exactly the same page.
  await page.goto('/area-riservata/password-dimenticata');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('nessuno@reserved.e2e.example.it');
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Richiesta ricevuta' })).toHaveText(
    (await answer.textContent()) ?? '',
  );

  const mail = await waitForMail(email, 15_000, before);
  const escaped = E2E_BASE_URL.replace(/[.]/g, '\\.');
  const link = new RegExp(`${escaped}/area-riservata/reset-password/([A-Za-z0-9_-]{43})`).exec(
    mail,
  );
  expect(link, 'link di reset nella mail').not.toBeNull();
  expect(mail).toContain('Il link vale 1 ora');

  await page.goto(link![0]);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Scegli una nuova password' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const fresh = 'Ricordata-Finalmente-2026';
  await page.getByRole('textbox', { name: 'Nuova password', exact: true }).fill(fresh);
  await page.getByRole('textbox', { name: 'Ripeti la nuova password', exact: true }).fill(fresh);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${ARTIFACTS}/reserved-reset-phone.png`, fullPage: true });
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/login$/);
  await expect(page.getByText('Password aggiornata: accedi con la nuova password.')).toBeVisible();

  // The link works once, and says so as soon as it is opened again.
  await page.goto(link![0]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link scaduto o già usato');
  await expect(page.getByRole('link', { name: 'Richiedi un nuovo link' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nuova password', exact: true })).toHaveCount(0);

  // The other browser's session was revoked: its next call sends it to the login, with a
  // message; signing in again comes back to the page it was on.
  await otherPage
    .getByRole('navigation', { name: 'Menu Area Riservata' })
    .getByRole('link', { name: 'APPUNTAMENTI' })
    .click();
  await expect(otherPage).toHaveURL(
    /\/area-riservata\/login\?da=%2Farea-riservata%2Fappuntamenti$/,
  );
  await expect(otherPage.getByText('La sessione è scaduta: accedi di nuovo.')).toBeVisible();
  await other.close();

  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, email, fresh);
});
