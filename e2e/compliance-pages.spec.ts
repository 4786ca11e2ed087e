import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS } from './support/env';
import { expectNoAxeViolations } from './support/axe';
import { loginAdmin } from './support/login';

// The compliance pages (decisions.md, third round): from the footer, each page opens with
// its heading and the mediator's data from the brand file; the OAM register link is in the
// footer and beside every representative example; the contest rules show what the admin set.

/** The brand file the journeys' servers run with (the neutral example). */
const brand = JSON.parse(
  readFileSync(new URL('../apps/api/src/config/default-brand.json', import.meta.url), 'utf8'),
) as { company: { name: string; oamNumber: string; partitaIva: string; oamRegisterUrl: string } };
const co = brand.company;

const PAGES = [
  { link: 'Trasparenza', path: '/trasparenza', h1: 'Trasparenza', facts: [co.partitaIva, 'ABF'] },
  { link: 'Reclami', path: '/reclami', h1: 'Reclami', facts: ['30 giorni', '60 giorni'] },
  {
    link: 'Dichiarazione di accessibilità',
    path: '/accessibilita',
    h1: 'Dichiarazione di accessibilità',
    facts: ['28 giugno 2025', 'WCAG 2.1'],
  },
  {
    link: 'Regolamento del concorso',
    path: '/regolamento-concorso',
    h1: 'Regolamento del concorso',
    facts: ['101 punti', '400 punti'],
  },
];

/** The footer's link to the OAM register: the brand file's address, in a new tab, said so. */
async function expectOamLink(page: Page, scope = page.locator('footer')) {
  const link = scope.getByRole('link', {
    name: `Verifica l’iscrizione nell’Elenco OAM n. ${co.oamNumber} (si apre in una nuova scheda)`,
  });
  await expect(link).toHaveAttribute('href', co.oamRegisterUrl);
  await expect(link).toHaveAttribute('target', '_blank');
}

for (const width of [1366, 390]) {
  test(`at ${width} px each compliance page opens from the footer with the mediator's data, axe-clean`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/');
    await expectOamLink(page);
    for (const { link, path, h1, facts } of PAGES) {
      await page.locator('footer').getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      const main = page.locator('article');
      await expect(main).toContainText(co.name);
      await expect(main).toContainText(co.oamNumber);
      for (const fact of facts) await expect(main).toContainText(fact);
      await expectOamLink(page);
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `${ARTIFACTS}/compliance${path.replace('/', '-')}-${width}.png`,
        fullPage: true,
      });
    }
  });
}

test('the OAM link stands beside the representative example of Display Rata and of the Piano D’Acquisto', async ({
  page,
}) => {
  await page.goto('/services/displayRata');
  const example = page.getByRole('region', { name: 'Esempio rappresentativo' });
  await expectOamLink(page, example);

  await page.goto('/services/pianodacquisto');
  await page.getByRole('radio', { name: 'La rata di un mutuo' }).check();
  await page.getByRole('textbox', { name: /Importo del mutuo/ }).fill('150.000');
  const card = page.getByRole('region', { name: 'Esempio rappresentativo' });
  await expect(card).toBeVisible();
  await expectOamLink(page, card);
  // On paper the register's address is printed after the words.
  await page.emulateMedia({ media: 'print' });
  const printed = await card
    .locator(`a[href="${co.oamRegisterUrl}"]`)
    .evaluate((a) => getComputedStyle(a, '::after').content);
  expect(printed).toContain(co.oamRegisterUrl);
  await page.emulateMedia({ media: 'screen' });
  await expectNoAxeViolations(page);
});

test('the contest rules show the end date and the prizes the admin set', async ({ page }) => {
  await loginAdmin(page);
  await page.goto('/admin/classifica');
  await page.getByRole('textbox', { name: 'Giorno' }).fill('30');
  await page.getByRole('textbox', { name: 'Mese' }).fill('06');
  await page.getByRole('textbox', { name: 'Anno' }).fill('2027');
  await page.getByRole('textbox', { name: 'Ore' }).fill('18');
  await page.getByRole('textbox', { name: 'Minuti' }).fill('00');
  await page
    .getByRole('textbox', { name: 'Premi (uno per riga)' })
    .fill('1° premio: un buono viaggio da 1.000 €\n2° premio: una cena per due');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/contest/admin_settings') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Salva impostazioni' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Impostazioni del concorso salvate')).toBeVisible();

  // A visitor, in another session: the prerendered page carries what was just saved.
  await page.context().clearCookies();
  await page.goto('/regolamento-concorso');
  await expect(page.getByTestId('contest-dates')).toContainText('termina il 30/06/2027 18:00');
  const prizes = page.getByTestId('contest-prizes').getByRole('listitem');
  await expect(prizes).toHaveText([
    '1° premio: un buono viaggio da 1.000 €',
    '2° premio: una cena per due',
  ]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/compliance-concorso-premi.png`, fullPage: true });
});
