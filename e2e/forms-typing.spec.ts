import { expect, test } from '@playwright/test';
import { ARTIFACTS } from './support/env';
import { loginAdmin } from './support/login';
import { typeInto } from './support/typing';
import { HANDS, HANDS_BIANCHI_CLIENTS } from './support/seed-hands';
import { expectNoAxeViolations } from './support/axe';

// What hands do in the comboboxes, typed key by key as a person types (never `fill`):
// the registration's Comune takes the comune named as typed with Enter or Tab, and keeps
// text that names none with a message on the field; the desk's Agenzia filter and an
// agency's Comune replace their label with what is typed instead of adding to it.

test('registration Comune: Roma, Napoli, Torino + Enter or Tab take that very comune', async ({
  page,
}) => {
  await page.goto('/#registrati');
  const form = page.getByRole('form', { name: 'Registrazione agenzia' });
  const provincia = form.getByRole('combobox', { name: 'Provincia' });
  const comune = form.getByRole('combobox', { name: 'Comune' });
  const cap = form.getByRole('combobox', { name: 'CAP' });

  for (const [province, city] of [
    ['Roma (RM)', 'Roma'],
    ['Napoli (NA)', 'Napoli'],
    ['Torino (TO)', 'Torino'],
  ] as const) {
    await typeInto(provincia, city, 'Enter');
    await expect(provincia).toHaveValue(province);
    await expect(comune).toBeEnabled();
    // Enter: the comune named as typed, not the first name holding it
    // (Arcinazzo Romano, Casalnuovo di Napoli, Mombello di Torino).
    await typeInto(comune, city, 'Enter');
    await expect(comune).toHaveValue(city);
    await expect(comune).toHaveAttribute('aria-expanded', 'false');
    // The big cities have several postal codes: the CAP list is the city's own.
    await expect(cap).toBeEnabled();

    // Tab after the full name, typed in lower case, commits it too: the field is not emptied.
    await typeInto(comune, 'Rmoa', 'Tab');
    await typeInto(comune, city.toLowerCase(), 'Tab');
    await expect(comune).toHaveValue(city);
    await expect(comune).not.toHaveAttribute('aria-invalid');
  }

  // Text that names no comune stays in the field, which says why; nothing is chosen for it.
  await typeInto(comune, 'Torinno', 'Tab');
  await expect(comune).toHaveValue('Torinno');
  await expect(comune).toHaveAttribute('aria-invalid', 'true');
  await expect(comune).toHaveAccessibleDescription(
    '«Torinno» non è tra le scelte: scegline una dall’elenco.',
  );
  await form.screenshot({ path: `${ARTIFACTS}/forms-comune-not-a-choice.png` });
  await expectNoAxeViolations(page);
  // Escape gives back the comune chosen before.
  await comune.click();
  await comune.press('Escape');
  await expect(comune).toHaveValue('Torino');
  await expect(comune).not.toHaveAttribute('aria-invalid');
});

test("desk Agenzia filter: typing replaces 'Tutte le agenzie' and finds the agency", async ({
  page,
}) => {
  await loginAdmin(page);
  await page.goto('/admin/appuntamenti');
  const agency = page.getByRole('combobox', { name: 'Agenzia' });
  await expect(agency).toHaveValue('Tutte le agenzie');
  await agency.click();
  await agency.pressSequentially('Casa Bianchi');
  await expect(agency).toHaveValue('Casa Bianchi');
  await expect(
    page.getByRole('option', { name: new RegExp(`^${HANDS.bianchi.nome}`) }),
  ).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/forms-desk-agency-typed.png` });
  await agency.press('Enter');
  await expect(agency).toHaveValue(`${HANDS.bianchi.nome} · ${HANDS.bianchi.email}`);
  await expect(page).toHaveURL(/agenzia=[0-9a-f-]{36}/);
  const list = page.getByRole('region', { name: 'Appuntamenti', exact: true });
  await expect(list.getByRole('row')).toHaveCount(HANDS_BIANCHI_CLIENTS.length + 1);
  for (const client of HANDS_BIANCHI_CLIENTS) await expect(list).toContainText(client);

  // Tabbing into it selects the label too: typing replaces it.
  await page.getByRole('combobox', { name: 'Agente interno' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(agency).toBeFocused();
  await page.keyboard.type('Tutte');
  await expect(agency).toHaveValue('Tutte');
  await page.keyboard.press('Enter');
  await expect(agency).toHaveValue('Tutte le agenzie');
  await expect(page).not.toHaveURL(/agenzia=/);
});

test("an agency's Comune: typing replaces Roma, and the new comune is saved", async ({ page }) => {
  await loginAdmin(page);
  await page.goto('/admin/agenzie/list');
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(HANDS.bianchi.email);
  await page.getByRole('link', { name: HANDS.bianchi.nome }).click();
  await expect(page).toHaveURL(/\/admin\/agenzie\/[0-9a-f-]{36}$/);
  const comune = page.getByRole('combobox', { name: 'Comune' });
  await expect(comune).toHaveValue('Roma');
  await comune.click();
  await comune.pressSequentially('Fium');
  await expect(comune).toHaveValue('Fium');
  await expect(page.getByRole('option', { name: 'Fiumicino', exact: true })).toBeVisible();
  await comune.press('Enter');
  await expect(comune).toHaveValue('Fiumicino');
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page.getByText('Agenzia Aggiornata', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Comune' })).toHaveValue('Fiumicino');
});

test('10,000 pasted characters: the login forms say the limit in Italian', async ({ page }) => {
  const long = 'a'.repeat(10_000);
  for (const url of ['/area-riservata/login', '/admin/login']) {
    await page.goto(url);
    const email = page.getByRole('textbox', { name: 'E-mail' });
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await email.click();
    await page.keyboard.insertText(`${long}@example.it`);
    await password.click();
    await page.keyboard.insertText(long);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(email).toHaveAccessibleDescription('Al massimo 254 caratteri');
    await expect(password).toHaveAccessibleDescription(/^Al massimo \d+ caratteri$/);
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/too big|expected|string|<=/i);
  }
});

test('a new password shows how hard it is to guess, as the server will judge it', async ({
  page,
}) => {
  await page.goto('/#registrati');
  const form = page.getByRole('form', { name: 'Registrazione agenzia' });
  const password = form.getByRole('textbox', { name: 'Password', exact: true });
  await password.click();
  await password.pressSequentially('Roma2026!');
  const meter = form.getByText(/^Sicurezza della password:/);
  await expect(meter).toContainText('non basta');
  await password.fill('');
  await password.pressSequentially('Treno lento per Trento, 3 caffè');
  await expect(meter).toHaveText(/Sicurezza della password: (Buona|Ottima)$/);
  await form.screenshot({ path: `${ARTIFACTS}/forms-password-strength.png` });
  await expectNoAxeViolations(page);
});
