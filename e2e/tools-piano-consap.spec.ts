import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS } from './support/env';
import { loginAdmin } from './support/login';
import { TOOLS_AGENCY } from './support/seed-tools';
import { takeOver } from './support/take-over';

// Issue 42, point 4 (decision 116): a buyer answers the Consap questions on the agency's
// share link and sees the answer, the 100 % plan and the scenarios; prints; shares the plan's
// link, which reopens with the same answer. The admin ends the Fund (an end date in the past)
// and the Piano says it is not in force; then puts the end date back.

const CAVEAT = 'La garanzia dipende dall’adesione della banca al Fondo e dai fondi disponibili.';

async function shoot(page: Page, name: string, ...close: Locator[]) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing scrolls sideways at either width (the scenarios become cards on a phone).
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${name} a ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS}/${name}-${width}.png`, fullPage: true });
    // The part the journey is about, readable at its size.
    for (const [i, part] of close.entries())
      await part.screenshot({ path: `${ARTIFACTS}/${name}-${width}-detail-${i + 1}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a buyer checks the Consap guarantee, compares the scenarios, prints and shares the plan', async ({
  page,
}) => {
  await page.goto(`/piano-acquisto/${TOOLS_AGENCY.slug}`);
  await takeOver(page);
  await page.getByRole('radio', { name: 'La rata di un mutuo' }).check();
  await page.getByRole('textbox', { name: /Prezzo dell’immobile/ }).fill('200.000');
  await page.getByRole('textbox', { name: /Importo del mutuo/ }).fill('170.000');
  await page.getByRole('checkbox', { name: /garanzia del Fondo Consap/ }).check();
  const answer = page.getByRole('region', { name: 'Verifica della garanzia Consap' });
  await expect(answer).toContainText('Rispondi alle domande sulla garanzia');

  await page.getByRole('radio', { name: 'Sì', exact: true }).check();
  await choose(page, /Categoria catastale dell’abitazione/, 'A/2');
  await choose(page, /Categoria prioritaria/, 'Giovane con meno di 36 anni');
  await page.getByRole('textbox', { name: /ISEE del nucleo familiare/ }).fill('32.000');
  await page.getByRole('textbox', { name: /Età del richiedente più giovane/ }).fill('33');

  await expect(answer.getByText('Probabilmente ammissibile, garanzia 80 %')).toBeVisible();
  await expect(answer.getByText(CAVEAT)).toBeVisible();
  await expect(
    answer.getByRole('heading', { name: 'Con la garanzia all’80 %: fino al 100 % del prezzo' }),
  ).toBeVisible();
  await expect(answer.getByText(/Soggetto alla valutazione della banca/)).toBeVisible();
  await expect(answer.getByText('TAEG', { exact: true })).toBeVisible();

  const scenarios = page.getByRole('table', { name: 'Scenari a confronto' });
  for (const label of ['20 anni', '25 anni', '30 anni', 'TAN +1 punto', 'TAN +2 punti'])
    await expect(scenarios.getByRole('rowheader', { name: label })).toBeVisible();
  // 170.000 € at 3,5 % over 25 years; every instalment beside its TAEG.
  await expect(scenarios.getByRole('row', { name: /^25 anni/ })).toContainText('851,06');
  for (const row of (await scenarios.getByRole('row').all()).slice(1))
    await expect(row).toContainText(/%/);

  // A bad ISEE gets an Italian message on the field.
  const isee = page.getByRole('textbox', { name: /ISEE del nucleo familiare/ });
  await isee.fill('tanti');
  await expect(page.getByText('Inserisci un importo valido, ad esempio 1.234,56')).toBeVisible();
  await isee.fill('32.000');
  await expect(answer.getByText('Probabilmente ammissibile, garanzia 80 %')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(
    page,
    'tools-piano-consap-answer',
    answer,
    page.getByRole('group', { name: 'I dati per la garanzia Consap' }),
    page.getByRole('form', { name: 'Dati del Piano D’Acquisto' }),
  );

  // A phone: the scenarios are a readable stack, not a table wider than the screen.
  await page.setViewportSize({ width: 390, height: 900 });
  await scenarios.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/tools-piano-consap-scenarios-390.png` });
  await page.setViewportSize({ width: 1366, height: 900 });

  // On paper: the facts as text, the answer, the 100 % plan and the scenarios; no form.
  await page.setViewportSize({ width: 703, height: 1032 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('form', { name: 'Dati del Piano D’Acquisto' })).toBeHidden();
  await expect(
    page.locator('dt').getByText('Categoria prioritaria', { exact: true }),
  ).toBeVisible();
  await expect(
    page.locator('dd').getByText('Giovane con meno di 36 anni', { exact: true }),
  ).toBeVisible();
  await expect(answer.getByText('Probabilmente ammissibile, garanzia 80 %')).toBeVisible();
  await expect(answer.getByText(CAVEAT)).toBeVisible();
  await expect(scenarios).toBeVisible();
  await expect(page.getByRole('region', { name: 'Il link di questo piano' })).toBeHidden();
  await page.screenshot({ path: `${ARTIFACTS}/tools-piano-consap-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1366, height: 900 });

  // The plan's link reopens with the same answer.
  const link = await page.getByRole('textbox', { name: /Chi apre il link/ }).inputValue();
  expect(link).toContain('categoria=A2');
  expect(link).toContain('priorita=under36');
  const other = await page.context().newPage();
  // The link's page is prerendered with the facts and taken over without a mismatch.
  const problems: string[] = [];
  other.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await other.goto(link);
  await takeOver(other);
  await expect(other.getByRole('checkbox', { name: /garanzia del Fondo Consap/ })).toBeChecked();
  await expect(other.getByText('Probabilmente ammissibile, garanzia 80 %')).toBeVisible();
  await expect(other.getByRole('textbox', { name: /Importo del mutuo/ })).toHaveValue('170.000');
  await expect(other.getByRole('combobox', { name: /Categoria catastale/ })).toContainText('A/2');
  await expectNoAxeViolations(other);
  expect(problems).toEqual([]);
  await shoot(
    other,
    'tools-piano-consap-link',
    other.getByRole('region', { name: 'Il link di questo piano' }),
  );
  await other.close();
});

async function setFundEnd(page: Page, day: Date) {
  const [dd, mm, yyyy] = new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(day)
    .split('/');
  await page.goto('/admin/condizioni-mutuo');
  const end = page.getByRole('group', { name: /^Fondo in vigore fino al/ });
  await end.getByRole('textbox', { name: 'Giorno' }).click();
  await page.keyboard.type(`${dd}${mm}${yyyy}`);
  await expect(end.getByRole('textbox', { name: 'Anno' })).toHaveValue(yyyy!);
  await page.getByRole('button', { name: 'Salva le nuove condizioni' }).click();
  await expect(page.getByText('Condizioni salvate')).toBeInViewport();
}

test('the admin ends the Fund on the conditions page and the Piano says it is not in force', async ({
  page,
}) => {
  await loginAdmin(page);
  await page.goto('/admin/condizioni-mutuo');
  const fund = page.getByRole('group', { name: 'Fondo Consap per la prima casa' });
  await expect(fund.getByRole('checkbox', { name: 'A/8' })).toBeChecked();
  await expect(fund.getByRole('checkbox', { name: 'A/2' })).not.toBeChecked();
  // A bad figure is refused on its field in Italian, nothing saved.
  await page.getByRole('textbox', { name: 'Garanzia di base (%)' }).fill('0');
  await page.getByRole('button', { name: 'Salva le nuove condizioni' }).click();
  await expect(
    page.getByText('La percentuale di garanzia deve essere un numero intero tra 1 e 100 %'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Garanzia di base (%)' }).fill('50');
  await expectNoAxeViolations(page);
  await shoot(page, 'admin-conditions-consap', fund);

  try {
    await setFundEnd(page, new Date(Date.now() - 86_400_000));
    await page.goto(
      `/piano-acquisto/${TOOLS_AGENCY.slug}?prezzo=200000&mutuo=170000&primacasa=1&categoria=A2&priorita=under36&isee=32000&eta=33`,
    );
    const answer = page.getByRole('region', { name: 'Verifica della garanzia Consap' });
    await expect(answer.getByText('Fondo Consap non in vigore')).toBeVisible();
    await expect(answer.getByText(/oggi non sono in vigore/)).toBeVisible();
    await expect(answer.getByText(/Probabilmente ammissibile/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shoot(page, 'tools-piano-consap-ended', answer);
  } finally {
    // The other journeys of this portal see the Fund in force again.
    await setFundEnd(page, new Date('2027-12-31T12:00:00Z'));
  }
});
