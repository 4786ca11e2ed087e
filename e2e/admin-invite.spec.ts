import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, E2E_BASE_URL } from './support/env';
import { mailsTo, waitForMail } from './support/mailbox';
import { expectNoAxeViolations } from './support/axe';
import { loginAdmin, loginAgency } from './support/login';

// Invitations instead of typed passwords (decision 059): the admin adds an agency with the
// invitation (the default), the mail reaches the real SMTP receiver, the agency opens the
// link, chooses its password and logs in; the link then says it was used. The admin's
// double click on "Aggiungi agenzia" creates one agency and sends one mail.

const SLUG = '8volante';

/** Desktop and 390 px pictures of the page as it is now. */
async function screenshots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${ARTIFACTS}/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

test('admin invites an agency; it chooses its password from the mail and logs in', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const nome = `Invito E2E ${stamp}`;
  const email = `invito-${stamp}@invite.e2e.example.it`;
  await loginAdmin(page);
  await page.goto('/admin/agenzie/add');

  const invite = page.getByRole('radio', { name: 'Invia un invito via e-mail (consigliato)' });
  await expect(invite).toBeChecked();
  await expect(page.getByLabel(/^Password/)).toHaveCount(0);
  await page.getByRole('radio', { name: 'Imposta una password ora' }).check();
  await expect(page.getByLabel(/^Password/)).toBeVisible();
  await invite.check();
  await expect(page.getByLabel(/^Password/)).toHaveCount(0);
  await page.getByRole('textbox', { name: /^Nome/ }).fill(nome);
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await expectNoAxeViolations(page);
  await screenshots(page, 'admin-invite-add');

  const adds: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(`/v2/${SLUG}/user/admin_add`))
      adds.push(r.postData() ?? '');
  });
  const before = Date.now();
  await page.getByRole('button', { name: 'Aggiungi agenzia' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(nome) })).toBeVisible();
  await expect(page.getByText(/Invito inviato il .*in attesa/)).toBeVisible();
  expect(adds).toHaveLength(1);
  expect(JSON.parse(adds[0]!)).not.toHaveProperty('password');
  await expect(page.getByRole('button', { name: 'Invia di nuovo l’invito' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'admin-invite-agency-page');

  const mail = await waitForMail(email, 15_000, before);
  expect(mail).toContain('Il link vale 7 giorni');
  const escaped = E2E_BASE_URL.replace(/[.]/g, '\\.');
  const link = new RegExp(`${escaped}/area-riservata/invito/([A-Za-z0-9_-]{43})`).exec(mail);
  expect(link, 'link di invito nella mail').not.toBeNull();
  // One agency, one mail: the double click sent once.
  expect(mailsTo(email)).toHaveLength(1);

  // The agency, in a browser of its own.
  const agencyContext = await browser.newContext();
  const agency = await agencyContext.newPage();
  await agency.goto(link![0]);
  await expect(
    agency.getByRole('heading', { level: 1, name: 'Benvenuto: scegli la tua password' }),
  ).toBeVisible();
  await expectNoAxeViolations(agency);
  await screenshots(agency, 'invite-choose-password');
  const chosen = 'Scelta-Mia-Password-2026';
  await agency.getByRole('textbox', { name: 'Password', exact: true }).fill(chosen);
  await agency.getByRole('textbox', { name: 'Ripeti la password', exact: true }).fill(chosen);
  await agency.getByRole('button', { name: 'Salva la password' }).dblclick();
  await expect(agency).toHaveURL(/\/area-riservata\/login$/);
  await expect(
    agency.getByText('Password salvata: accedi con la tua e-mail e la password scelta.'),
  ).toBeVisible();
  await loginAgency(agency, email, chosen);

  // The link worked once: opened again it says so, and sends to the mediator for a new one.
  await agency.goto(link![0]);
  await expect(agency.getByRole('heading', { level: 1 })).toHaveText('Invito scaduto o già usato');
  await expect(agency.getByRole('alert')).toContainText('chiedi un nuovo invito');
  await expectNoAxeViolations(agency);
  await screenshots(agency, 'invite-link-used');
  await agencyContext.close();

  // The admin sees the invitation accepted, with no resend left to offer.
  await page.reload();
  await expect(
    page.getByText(/Invito accettato: l’agenzia ha scelto la sua password/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invia di nuovo l’invito' })).toHaveCount(0);
  await expect(page.getByText('accettato: password scelta dall’agenzia')).toBeVisible();
});
