import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, E2E_BASE_URL } from './support/env';
import { waitForMail } from './support/mailbox';
import { PROFILE_PASSWORD, ROSSI } from './support/seed-profile';
import { expectNoAxeViolations } from './support/axe';

// Impostazioni → Profilo (decision 057) against the real server, database and SMTP
// receiver: Rossi changes its phone (a double click saves once) and its e-mail, which
// changes only when the link mailed to the new address is opened; then the login uses it.

async function login(page: Page, email: string) {
  await page.goto('/area-riservata/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PROFILE_PASSWORD);
  const answer = page.waitForResponse((r) => r.url().endsWith('/user/user_login'));
  await page.getByRole('button', { name: 'Accedi' }).click();
  return (await answer).status();
}

async function dismissToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Chiudi notifica' });
  await close.evaluateAll((buttons) => buttons.forEach((b) => (b as HTMLButtonElement).click()));
  await expect(close).toHaveCount(0);
}

test('Rossi changes its phone and its e-mail, confirmed through the mailed link', async ({
  page,
}) => {
  expect(await login(page, ROSSI.email)).toBe(200);
  await expect(page).toHaveURL(/\/area-riservata\/hub$/);
  await page
    .getByRole('navigation', { name: 'Menu Area Riservata' })
    .getByRole('link', { name: 'IMPOSTAZIONI' })
    .click();

  const profile = page.getByRole('region', { name: 'Profilo' });
  // What only an admin changes is shown, with whom to ask.
  await expect(profile.getByText(ROSSI.ragioneSociale)).toBeVisible();
  await expect(profile.getByText(ROSSI.partitaIva)).toBeVisible();
  await expect(profile.getByText(/li modifica solo l’amministrazione/)).toBeVisible();
  await expect(profile.getByRole('textbox', { name: /^Partita IVA/ })).toHaveCount(0);
  const phone = profile.getByRole('textbox', { name: 'Telefono' });
  await expect(phone).toHaveValue(ROSSI.telefono);
  await expect(profile.getByRole('combobox', { name: /^Comune/ })).toHaveValue(ROSSI.comune);
  await expectNoAxeViolations(page);

  // The phone: a double click on save sends one request.
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/user/user_profile')) saves.push(r.url());
  });
  await phone.fill('06 2222222');
  await profile.getByRole('button', { name: 'Salva il profilo' }).dblclick();
  await expect(page.getByText('Profilo aggiornato')).toBeVisible();
  expect(saves).toHaveLength(1);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Profilo' }).getByRole('textbox', { name: 'Telefono' }),
  ).toHaveValue('06 2222222');

  // The e-mail: a link to the new address, a notice to the old one.
  const before = Date.now();
  const email = page.getByRole('region', { name: 'E-mail di accesso' });
  await email.getByRole('textbox', { name: /^Nuova e-mail/ }).fill(ROSSI.newEmail);
  await email.getByRole('button', { name: 'Invia il link di conferma' }).click();
  await expect(email.getByRole('status')).toHaveText(
    `Ti abbiamo inviato un link a ${ROSSI.newEmail}: la modifica vale quando lo apri.`,
  );
  await dismissToasts(page);
  await page.screenshot({ path: `${ARTIFACTS}/reserved-profile-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/reserved-profile-390.png`, fullPage: true });
  await page
    .getByRole('region', { name: 'Profilo' })
    .screenshot({ path: `${ARTIFACTS}/reserved-profile-390-card.png` });
  await email.screenshot({ path: `${ARTIFACTS}/reserved-profile-390-email.png` });

  const mail = await waitForMail(ROSSI.newEmail, 15_000, before);
  const escaped = E2E_BASE_URL.replace(/[.]/g, '\\.');
  const link = new RegExp(`${escaped}/conferma-email/([A-Za-z0-9_-]{43})`).exec(mail);
  expect(link, 'link di conferma nella mail').not.toBeNull();
  const notice = await waitForMail(ROSSI.email, 15_000, before);
  expect(notice).toContain('stata richiesta la modifica dell');
  expect(notice).toContain(ROSSI.newEmail);

  // Until the link is opened the old address still signs in.
  await page.reload();
  await expect(page.getByRole('region', { name: 'E-mail di accesso' })).toContainText(
    `In attesa di conferma: ${ROSSI.newEmail}`,
  );

  await page.goto(link![0]);
  await expect(page.getByRole('heading', { level: 1, name: 'E-MAIL MODIFICATA' })).toBeVisible();
  await expect(page.getByText(ROSSI.newEmail)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/reserved-confirm-email-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${ARTIFACTS}/reserved-confirm-email-desktop.png` });

  // The link again: already done, said so.
  await page.reload();
  await expect(page.getByText('La modifica era già stata confermata')).toBeVisible();

  // The login now takes the new address only.
  await page.context().clearCookies();
  expect(await login(page, ROSSI.email)).toBe(401);
  expect(await login(page, ROSSI.newEmail)).toBe(200);
  await expect(page).toHaveURL(/\/area-riservata\/hub$/);
});
