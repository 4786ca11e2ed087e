import { expect, test, type Page } from '@playwright/test';
import { AGENCY_PASSWORD, createAgency, createReferrer, deleteAgencies } from './support/admin-api';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS } from './support/env';
import { loginAdmin, loginAgency } from './support/login';

// The leave guard of decision 023 on the admin agency form, the Display Rata settings and
// the admin's referrer dialog: a form with something typed asks before another page of the
// portal (stay keeps the text) and before a reload; an untouched form leaves at once.

const made: string[] = [];

test.afterAll(async ({ request }) => {
  await deleteAgencies(request, made);
});

const question = (page: Page) =>
  page.getByRole('dialog', { name: 'Uscire senza inviare il modulo?' });

/** A reload asks the browser's own question; dismissed, the page stays as it was. */
async function reloadIsAsked(page: Page) {
  const asked = page.waitForEvent('dialog');
  await page.evaluate(() => window.setTimeout(() => window.location.reload(), 0));
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
}

test('the admin agency form asks before leaving only when something was typed', async ({
  page,
  request,
}) => {
  const agency = await createAgency(request, 'Agenzia Da Lasciare');
  made.push(agency.id);
  await loginAdmin(page);
  const menu = page.getByRole('navigation', { name: 'Menu Amministrazione' });

  // Untouched: the menu leaves at once.
  await page.goto(`/admin/agenzie/${agency.id}`);
  await expect(page.getByRole('textbox', { name: 'Telefono' })).toHaveValue('');
  await menu.getByRole('link', { name: 'HUB' }).click();
  await expect(page).toHaveURL(/\/admin\/hub$/);
  await expect(question(page)).toHaveCount(0);

  // Typed into: asked; staying keeps the text; a reload asks too; leaving goes.
  await page.goto(`/admin/agenzie/${agency.id}`);
  const phone = page.getByRole('textbox', { name: 'Telefono' });
  await phone.pressSequentially('06 7654321');
  await menu.getByRole('link', { name: 'HUB' }).click();
  await expect(question(page)).toContainText('i dati inseriti andranno persi');
  await question(page).getByRole('button', { name: 'Resta nel modulo' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/agenzie/${agency.id}$`));
  await expect(phone).toHaveValue('06 7654321');
  await reloadIsAsked(page);
  await expect(phone).toHaveValue('06 7654321');
  await menu.getByRole('link', { name: 'HUB' }).click();
  await question(page).getByRole('button', { name: 'Esci senza inviare' }).click();
  await expect(page).toHaveURL(/\/admin\/hub$/);
});

test('the referrer dialog asks before leaving only when something was typed', async ({
  page,
  request,
}) => {
  const referrer = await createReferrer(request, 'Lasciata');
  const edit = `Modifica ${referrer.cognome} ${referrer.nome}`;
  await loginAdmin(page);
  const menu = page.getByRole('navigation', { name: 'Menu Amministrazione' });
  const openDialog = async () => {
    await menu.getByRole('link', { name: 'REFERENTI ALLEARE' }).click();
    await page.getByRole('button', { name: edit }).click();
    return page.getByRole('dialog', { name: edit });
  };

  // Untouched: the browser's Back leaves at once.
  await openDialog();
  await page.evaluate(() => window.history.back());
  await expect(page).toHaveURL(/\/admin\/hub$/);
  await expect(question(page)).toHaveCount(0);

  // Typed into: Back asks over the dialog; staying keeps the dialog and the text.
  const dialog = await openDialog();
  const nome = dialog.getByRole('textbox', { name: 'Nome', exact: true });
  await nome.fill('Tina Maria');
  await page.evaluate(() => window.history.back());
  await expect(question(page)).toBeVisible();
  // The question keeps the focus: the dialog below does not pull it back.
  await expect(question(page).getByRole('button', { name: 'Chiudi' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/leave-referrer-dialog.png` });
  await question(page).getByRole('button', { name: 'Resta nel modulo' }).click();
  await expect(question(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/referentiAlleare$/);
  await expect(nome).toHaveValue('Tina Maria');
  await expect(nome).toBeFocused();
  await reloadIsAsked(page);
  await expect(nome).toHaveValue('Tina Maria');
});

test('the Display Rata settings ask before leaving only when something was typed', async ({
  page,
  request,
}) => {
  const agency = await createAgency(request, 'Agenzia Rata Lasciata');
  made.push(agency.id);
  await loginAgency(page, agency.email, AGENCY_PASSWORD);
  const menu = page.getByRole('navigation', { name: 'Menu Area Riservata' });
  const label = page.getByRole('textbox', { name: /^Testo prima dell’importo/ });

  // Untouched: the menu leaves at once.
  await page.goto('/area-riservata/services/displayRata');
  await expect(label).toBeVisible();
  await menu.getByRole('link', { name: 'HUB' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/hub$/);
  await expect(question(page)).toHaveCount(0);

  // Typed into: asked; staying keeps the text; a reload asks too; leaving goes.
  await page.goto('/area-riservata/services/displayRata');
  await label.fill('Tua da');
  await menu.getByRole('link', { name: 'HUB' }).click();
  await question(page).getByRole('button', { name: 'Resta nel modulo' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/services\/displayRata$/);
  await expect(label).toHaveValue('Tua da');
  await reloadIsAsked(page);
  await expect(label).toHaveValue('Tua da');
  await menu.getByRole('link', { name: 'HUB' }).click();
  await question(page).getByRole('button', { name: 'Esci senza inviare' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/hub$/);
});
