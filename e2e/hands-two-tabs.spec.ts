import { expect, test, type Page } from '@playwright/test';
import {
  createAgency,
  createReferrer,
  createService,
  deleteAgencies,
  deleteServices,
} from './support/admin-api';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS } from './support/env';
import { loginAdmin } from './support/login';

// Two tabs of one browser on the same record (decision 028): the tab loaded before the
// other one saved gets the 409 message with "Ricarica", keeps what was typed and overwrites
// nothing; after "Ricarica" it saves on top of the other tab's change, and again.

const STALE =
  /^Questa scheda è stata modificata da .+ alle \d{2}:\d{2}: ricarica per vedere le modifiche$/;
const made: string[] = [];
const madeServices: string[] = [];

test.afterAll(async ({ request }) => {
  await deleteAgencies(request, made);
  await deleteServices(request, madeServices);
});

/** A second tab of the same browser: it shares the first one's session. */
async function secondTab(page: Page, url: string) {
  const tab = await page.context().newPage();
  await tab.goto(url);
  return tab;
}

const staleNotice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Questa scheda è stata modificata' });

/** The page at 1366 and 390 pixels wide, as a screenshot each. */
async function screenshots(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await staleNotice(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('an agency saved in one tab is not overwritten by an older tab', async ({ page, request }) => {
  const agency = await createAgency(request, 'Agenzia Due Schede');
  made.push(agency.id);
  await loginAdmin(page);
  await page.goto(`/admin/agenzie/${agency.id}`);
  const tabB = await secondTab(page, `/admin/agenzie/${agency.id}`);
  await expect(tabB.getByRole('textbox', { name: 'Telefono' })).toHaveValue('');

  // Tab A saves the phone.
  await page.bringToFront();
  await page.getByRole('textbox', { name: 'Telefono' }).fill('06 1234567');
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page.getByText('Agenzia Aggiornata')).toBeVisible();

  // Tab B, loaded before, saves the address: refused, said in Italian, the text kept.
  await tabB.bringToFront();
  const address = tabB.getByRole('textbox', { name: 'Indirizzo' });
  await address.fill('Via dei Due Tab 2');
  await tabB.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(staleNotice(tabB).getByRole('paragraph')).toHaveText(STALE);
  await expect(tabB.getByText('Agenzia Aggiornata')).toHaveCount(0);
  await expect(address).toHaveValue('Via dei Due Tab 2');
  await expectNoAxeViolations(tabB);
  await screenshots(tabB, 'tabs-agency-stale');

  // The phone is still saved and the address was not written: a fresh load shows both.
  await page.bringToFront();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Telefono' })).toHaveValue('06 1234567');
  await expect(page.getByRole('textbox', { name: 'Indirizzo' })).toHaveValue('');

  // "Ricarica" loads the record into tab B; its saves now keep the phone, twice in a row.
  await tabB.bringToFront();
  await staleNotice(tabB).getByRole('button', { name: 'Ricarica' }).click();
  await expect(tabB.getByRole('textbox', { name: 'Telefono' })).toHaveValue('06 1234567');
  await expect(address).toHaveValue('');
  await expect(staleNotice(tabB)).toHaveCount(0);
  await address.fill('Via dei Due Tab 2');
  await tabB.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(tabB.getByText('Agenzia Aggiornata')).toBeVisible();
  // A second save from the same tab goes over the version the first one answered.
  await tabB.getByRole('textbox', { name: 'Cellulare' }).fill('333 1234567');
  const second = tabB.waitForResponse((r) => r.url().endsWith('/user/admin_update'));
  await tabB.getByRole('button', { name: 'Salva modifiche' }).click();
  expect((await second).status()).toBe(200);
  await expect(staleNotice(tabB)).toHaveCount(0);
  await page.bringToFront();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Telefono' })).toHaveValue('06 1234567');
  await expect(page.getByRole('textbox', { name: 'Indirizzo' })).toHaveValue('Via dei Due Tab 2');
  await expect(page.getByRole('textbox', { name: 'Cellulare' })).toHaveValue('333 1234567');
});

test('a referrer saved in one tab is not overwritten by an older tab', async ({
  page,
  request,
}) => {
  const referrer = await createReferrer(request, 'Schede');
  const edit = `Modifica ${referrer.cognome} ${referrer.nome}`;
  await loginAdmin(page);
  await page.goto('/admin/referentiAlleare');
  const tabB = await secondTab(page, '/admin/referentiAlleare');
  await expect(tabB.getByRole('button', { name: edit })).toBeVisible();

  // Tab A renames her.
  await page.bringToFront();
  await page.getByRole('button', { name: edit }).click();
  const dialogA = page.getByRole('dialog', { name: edit });
  await dialogA.getByRole('textbox', { name: 'Nome', exact: true }).fill('Tiziana');
  await dialogA.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Referente Aggiornato')).toBeVisible();
  await expect(dialogA).toHaveCount(0);

  // Tab B, from its older list, changes her e-mail: refused; the dialog keeps the text.
  await tabB.bringToFront();
  await tabB.getByRole('button', { name: edit }).click();
  const dialogB = tabB.getByRole('dialog', { name: edit });
  await expect(dialogB.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Tina');
  const email = dialogB.getByRole('textbox', { name: 'E-mail' });
  await email.fill('tina.nuova@journeys.e2e.example.it');
  await dialogB.getByRole('button', { name: 'Salva' }).click();
  await expect(staleNotice(tabB).getByRole('paragraph')).toHaveText(STALE);
  await expect(email).toHaveValue('tina.nuova@journeys.e2e.example.it');
  await expect(tabB.getByText('Referente Aggiornato')).toHaveCount(0);
  await expectNoAxeViolations(tabB);
  await screenshots(tabB, 'tabs-referrer-stale');

  // Tab A, reloaded, still has the new name and the old e-mail.
  await page.bringToFront();
  await page.reload();
  const rowA = page.getByRole('row', { name: new RegExp(referrer.cognome) });
  await expect(rowA).toContainText(`${referrer.cognome} Tiziana`);
  await expect(rowA).not.toContainText('tina.nuova@');

  // "Ricarica" in tab B brings the new name in; the e-mail saved then keeps it.
  await tabB.bringToFront();
  await staleNotice(tabB).getByRole('button', { name: 'Ricarica' }).click();
  await expect(dialogB.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Tiziana');
  await email.fill('tina.nuova@journeys.e2e.example.it');
  await dialogB.getByRole('button', { name: 'Salva' }).click();
  await expect(tabB.getByText('Referente Aggiornato')).toBeVisible();
  await page.bringToFront();
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(referrer.cognome) })).toContainText(
    'tina.nuova@journeys.e2e.example.it',
  );
  await expect(page.getByRole('row', { name: new RegExp(referrer.cognome) })).toContainText(
    `${referrer.cognome} Tiziana`,
  );
});

test('a service saved in one tab is not overwritten by an older tab', async ({ page, request }) => {
  const service = await createService(request, 'Perizia Due Schede');
  madeServices.push(service.id);
  await loginAdmin(page);
  await page.goto(`/admin/services/${service.id}`);
  const tabB = await secondTab(page, `/admin/services/${service.id}`);
  const priceWith = (p: Page) => p.getByRole('textbox', { name: /^Prezzo con / });
  const priceWithout = (p: Page) => p.getByRole('textbox', { name: /^Prezzo senza / });
  await expect(priceWith(tabB)).toHaveValue('');

  // Tab A sets the price with the product.
  await page.bringToFront();
  await priceWith(page).fill('90,00');
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page.getByText('Servizio Aggiornato')).toBeVisible();

  // Tab B, loaded before, sets the other price: refused, the text kept, nothing written.
  await tabB.bringToFront();
  await priceWithout(tabB).fill('150,00');
  await tabB.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(staleNotice(tabB).getByRole('paragraph')).toHaveText(STALE);
  await expect(priceWithout(tabB)).toHaveValue('150,00');
  await expect(tabB.getByText('Servizio Aggiornato')).toHaveCount(0);
  await page.bringToFront();
  await page.reload();
  await expect(priceWith(page)).toHaveValue('90,00');
  await expect(priceWithout(page)).toHaveValue('');

  // After "Ricarica" tab B's price goes in beside tab A's.
  await tabB.bringToFront();
  await staleNotice(tabB).getByRole('button', { name: 'Ricarica' }).click();
  await expect(priceWith(tabB)).toHaveValue('90,00');
  await priceWithout(tabB).fill('150,00');
  await tabB.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(tabB.getByText('Servizio Aggiornato')).toBeVisible();
  await page.bringToFront();
  await page.reload();
  await expect(priceWith(page)).toHaveValue('90,00');
  await expect(priceWithout(page)).toHaveValue('150,00');
});
