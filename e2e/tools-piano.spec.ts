import { expect, test } from '@playwright/test';
import { ARTIFACTS, E2E_BASE_URL } from './support/env';
import { TOOLS_AGENCY, TOOLS_CONFIG_AGENCY, TOOLS_PASSWORD } from './support/seed-tools';
import { expectNoAxeViolations } from './support/axe';
import { waitForMail } from './support/mailbox';
import { takeOver } from './support/take-over';

// Piano D'Acquisto: the public calculator, the agency's share link and its print-out.

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

test('the calculator with the reference inputs shows 750,94 € and updates as the user types', async ({
  page,
}) => {
  await page.goto('/services/pianodacquisto');
  await expect(page.getByRole('heading', { level: 1, name: 'Piano D’Acquisto' })).toBeVisible();
  await page.getByRole('radio', { name: 'La rata di un mutuo' }).check();
  const loan = page.getByRole('textbox', { name: /Importo del mutuo/ });
  await loan.fill('150.000');
  await expect(page.getByRole('textbox', { name: /Durata del mutuo/ })).toHaveValue('25');
  await expect(page.getByRole('textbox', { name: /TAN/ })).toHaveValue('3,5');
  const main = page.locator('dl').filter({ hasText: 'Rata mensile' }).first();
  await expect(main).toContainText(nbsp('750,94 €'));
  await expect(page.getByRole('img', { name: /capitale e interessi/ })).toBeVisible();
  await expect(page.getByText(/In 25 anni si rimborsano 150\.000,00/)).toBeVisible();

  // Italian formats and live updates: 100.000 over 20 years at 3 % → 554,60 €.
  await loan.fill('100000');
  await page.getByRole('textbox', { name: /Durata del mutuo/ }).fill('20');
  await page.getByRole('textbox', { name: /TAN/ }).fill('3');
  await expect(main).toContainText(nbsp('554,60 €'));

  // Bad input: an Italian message under the field, no blank page.
  await loan.fill('centomila');
  await expect(page.getByText('Inserisci un importo valido, ad esempio 1.234,56')).toBeVisible();
  await loan.fill('150.000');
  await page.getByRole('textbox', { name: /Durata del mutuo/ }).fill('25');
  await page.getByRole('textbox', { name: /TAN/ }).fill('3,5');
  await expect(main).toContainText(nbsp('750,94 €'));

  // The schedule opens on a year, then on its months.
  await page.getByText('Piano di ammortamento (25 anni)').click();
  await page.getByRole('button', { name: /^1° anno/ }).click();
  await expect(page.getByRole('rowheader', { name: 'Rata 12' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByText('Piano di ammortamento (25 anni)').click();
  await expect(page.getByRole('heading', { name: 'Esempio rappresentativo' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/tools-piano-rata.png`, fullPage: true });
});

test('“quanto posso spendere”: incomes and savings give the maximum price, the costs and the example', async ({
  page,
}) => {
  await page.goto('/services/pianodacquisto');
  await page.getByRole('textbox', { name: /Reddito netto mensile, 1° richiedente/ }).fill('2.100');
  await page
    .getByRole('textbox', { name: /Reddito netto mensile, 2° richiedente/ })
    .fill('1.500,50');
  await page.getByRole('textbox', { name: /Risparmi disponibili/ }).fill('60.000');
  await expect(page.getByText('Prezzo massimo dell’immobile')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Costi dell’acquisto' })).toBeVisible();
  await expect(page.getByText('Totale costi')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Intermediario del credito' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByText('Prezzo massimo dell’immobile')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/tools-piano-budget-phone.png`, fullPage: true });
  // The same page in three readable slices.
  for (const [i, y] of [0, 1300, 2600].entries()) {
    await page.screenshot({
      path: `${ARTIFACTS}/tools-piano-budget-phone-${i + 1}.png`,
      fullPage: true,
      clip: { x: 0, y, width: 360, height: 1300 },
    });
  }
});

test('the applicants’ ages shorten the duration and the plan says so; the Consap guarantee is explained on the page and on paper', async ({
  page,
}) => {
  await page.goto('/services/pianodacquisto');
  const field = (name: RegExp) => page.getByRole('textbox', { name });
  await field(/Reddito netto mensile, 1° richiedente/).fill('2.500');
  await field(/Risparmi disponibili/).fill('70.000');
  await field(/Durata del mutuo/).fill('30');
  // Typed as people do: the age, Tab to the next field, Enter (nothing is submitted or lost).
  await field(/Età, 1° richiedente/).pressSequentially('52');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(
      'Con 52 anni il mutuo deve finire entro i 75 anni di età (limite usato dalle banche): il piano usa una durata di 23 anni invece di 30.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Piano di ammortamento (23 anni)')).toBeVisible();
  await expect(field(/Età, 1° richiedente/)).toHaveValue('52');

  await field(/Età, 2° richiedente/).fill('73');
  await expect(
    page.getByText(
      'Con 73 anni non è possibile un mutuo di almeno 5 anni (età massima a fine mutuo 75 anni)',
    ),
  ).toBeVisible();
  await field(/Età, 2° richiedente/).fill('');

  const consap = page.getByRole('checkbox', { name: /garanzia del Fondo Consap/ });
  await consap.check();
  await page.getByText('Che cos’è la garanzia Consap e chi può chiederla').click();
  await expect(page.getByText(/hanno priorità i giovani sotto i 36 anni/).first()).toBeVisible();
  const info = page.getByRole('heading', {
    name: 'La garanzia del Fondo Consap per la prima casa',
  });
  await expect(info).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/tools-piano-consap.png`, fullPage: true });

  await page.emulateMedia({ media: 'print' });
  await expect(info).toBeVisible();
  await expect(page.getByText('Garanzia Consap', { exact: true })).toBeVisible();
  await expect(page.getByText('Età, 1° richiedente', { exact: true })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('radio', { name: 'Seconda casa' }).check();
  await expect(consap).toHaveCount(0);
  await expect(info).toHaveCount(0);
});

test('the share link shows the agency’s name and contacts, takes the price, and prints one clean page', async ({
  page,
}) => {
  await page.goto(`/piano-acquisto/${TOOLS_AGENCY.slug}?prezzo=250000&mutuo=200000`);
  await expect(page.getByRole('heading', { level: 1, name: TOOLS_AGENCY.nome })).toBeVisible();
  await expect(page.getByRole('link', { name: TOOLS_AGENCY.email })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Prezzo dell’immobile/ })).toHaveValue('250.000');
  await expect(page.locator('dl').filter({ hasText: 'Rata mensile' }).first()).toContainText(
    nbsp('1.001,25 €'),
  );
  await expect(page.getByRole('link', { name: 'Registrati Gratuitamente!' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/tools-piano-share.png`, fullPage: true });

  // A4 minus the 12 mm margins of the print stylesheet: about 703 × 1032 CSS pixels.
  await page.setViewportSize({ width: 703, height: 1032 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(`Piano D’Acquisto preparato da ${TOOLS_AGENCY.nome}`)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Dati del Piano D’Acquisto' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Esempio rappresentativo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Intermediario del credito' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/tools-piano-print.png`, fullPage: true });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
});

test('a client sends the plan from the share link: one request for a double click, the agency and the client are mailed', async ({
  page,
}) => {
  await page.goto(`/piano-acquisto/${TOOLS_AGENCY.slug}?prezzo=250000&mutuo=200000`);
  // The form that sends the plan comes with the app, at the client's first gesture (099).
  await takeOver(page);
  const form = page.getByRole('form', { name: `Invia il piano a ${TOOLS_AGENCY.nome}` });
  await expect(form).toBeVisible();
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/richiesta')) requests.push(r.url());
  });
  // Nothing is sent without the consent: the Italian message says why.
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Lucia');
  await form.getByRole('textbox', { name: 'Cognome' }).fill('Bianchi');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('lucia.bianchi@example.it');
  await form.getByRole('textbox', { name: 'Cellulare' }).fill('+39 347 7654321');
  await form.getByRole('textbox', { name: /Messaggio/ }).fill('Vorrei parlarne sabato.');
  await form.getByRole('button', { name: 'Invia il piano all’agenzia' }).click();
  await expect(form.getByText(/serve il tuo consenso/)).toBeVisible();
  expect(requests).toHaveLength(0);

  // The plan being corrected keeps what was typed in the form.
  const loan = page.getByRole('textbox', { name: /Importo del mutuo/ });
  await loan.fill('duecentomila');
  await expect(form.getByText(/Completa il piano qui sopra/)).toBeVisible();
  await loan.fill('200.000');
  await expect(form.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Lucia');

  await form.getByRole('checkbox', { name: /Acconsento al trattamento/ }).check();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Invia il piano all’agenzia' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Richiesta inviata' })).toBeVisible();
  await expect(page.getByText('lucia.bianchi@example.it')).toBeVisible();
  expect(requests).toHaveLength(1);
  await page.screenshot({ path: `${ARTIFACTS}/tools-piano-lead-sent.png`, fullPage: true });

  const toAgency = await waitForMail(TOOLS_AGENCY.email);
  expect(toAgency).toContain('Lucia Bianchi ha calcolato un piano');
  const copy = await waitForMail('lucia.bianchi@example.it');
  expect(copy).toContain('Gentile Lucia');
  expect(copy).toContain(TOOLS_AGENCY.nome);
  expect(copy).toContain('Rata mensile');
});

test('an unknown share link says so in Italian', async ({ page }) => {
  await page.goto('/piano-acquisto/agenzia-che-non-esiste');
  await expect(page.getByRole('heading', { name: 'Agenzia non trovata' })).toBeVisible();
});

test('in the reserved area the agency copies its share link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  await page.goto('/area-riservata/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(TOOLS_CONFIG_AGENCY.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(TOOLS_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/hub$/);
  await page.goto('/area-riservata/services/pianodacquisto');
  const link = page.getByRole('textbox', { name: 'Link del Piano D’Acquisto della tua agenzia' });
  await expect(link).toHaveValue(`${E2E_BASE_URL}/piano-acquisto/${TOOLS_CONFIG_AGENCY.slug}`);
  await page.getByRole('button', { name: 'Copia', exact: true }).click();
  await expect(page.getByText('Link copiato negli appunti')).toBeInViewport();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${E2E_BASE_URL}/piano-acquisto/${TOOLS_CONFIG_AGENCY.slug}`,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/tools-piano-reserved.png`, fullPage: true });

  // On paper the plan takes the whole width: no sidebar, no share box, no form.
  await page.getByRole('textbox', { name: /Reddito netto mensile, 1° richiedente/ }).fill('2.500');
  await page.getByRole('textbox', { name: /Risparmi disponibili/ }).fill('70.000');
  await expect(page.getByText('Prezzo massimo dell’immobile')).toBeVisible();
  await page.setViewportSize({ width: 703, height: 1032 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: /Menu/ })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Il link per i tuoi clienti' })).toBeHidden();
  await expect(
    page.getByText(`Piano D’Acquisto preparato da ${TOOLS_CONFIG_AGENCY.nome}`),
  ).toBeVisible();
  expect((await page.locator('main').boundingBox())?.width).toBeGreaterThan(650);
  await page.screenshot({ path: `${ARTIFACTS}/tools-piano-reserved-print.png`, fullPage: true });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);
});
