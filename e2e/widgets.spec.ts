import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { ARTIFACTS, WIDGETS_PORT } from './support/env';

// The dev showcase is served by Vite in development mode (the lead's config starts it);
// this spec starts nothing itself.
test.use({
  baseURL: process.env.WIDGETS_URL ?? `http://localhost:${WIDGETS_PORT}`,
  launchOptions: {
    executablePath: await chromiumPath(),
    args: CHROMIUM_ARGS,
  },
  locale: 'it-IT',
  timezoneId: 'Europe/Rome',
  viewport: { width: 1024, height: 900 },
});

async function expectNoAxeViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `violazioni axe (${state})`).toEqual([]);
}

/**
 * One keystroke in the comuni search, timed in the page: `work` is filtering and React's
 * render and commit, `frame` runs until the frame after it has been laid out and painted.
 * Logged for the record; no timing is asserted.
 */
async function measureSearchKeystroke(page: Page, text: string) {
  return page.getByRole('combobox', { name: 'Comune' }).evaluate(async (element, typed) => {
    const input = element as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const start = performance.now();
    setValue?.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await Promise.resolve();
    const work = performance.now() - start;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return { work, frame: performance.now() - start };
  }, text);
}

test('every form widget works with the keyboard, has no axe violations, and submits its values', async ({
  page,
}) => {
  // React warnings and uncaught errors fail the test; a resource the dev server
  // cannot serve (the API is not running beside Vite) does not.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  await page.goto('/dev/widgets');
  await expect(page.getByRole('heading', { level: 1, name: 'Widget dei moduli' })).toBeVisible();
  await expectNoAxeViolations(page, 'pagina vuota');

  // Submitting the empty form shows the errors under the fields and focuses the first one.
  await page.getByRole('button', { name: 'Invia' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Il nome è obbligatorio')).toBeVisible();
  await expect(page.getByText('Inserisci una data completa')).toBeVisible();
  await expect(page.getByText('Scegli un comune')).toBeVisible();
  const nome = page.getByRole('textbox', { name: 'Nome' });
  await expect(nome).toBeFocused();
  await expect(nome).toHaveAccessibleDescription('Il nome è obbligatorio');
  await expectNoAxeViolations(page, 'errori mostrati');

  // Text input with trim.
  await page.keyboard.type('  Mario Rossi  ');

  // Date input: parts advance by themselves; 31 April becomes 30.
  const nascita = page.getByRole('group', { name: 'Data di nascita' });
  await page.keyboard.press('Tab');
  await expect(nascita.getByRole('textbox', { name: 'Giorno' })).toBeFocused();
  await page.keyboard.type('31042024');
  await expect(nascita.getByRole('textbox', { name: 'Giorno' })).toHaveValue('30');
  await expect(page.getByTestId('date-status')).toContainText('1 (completa)');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(page.getByTestId('date-status')).toContainText('0 (incompleta)');
  await page.keyboard.press('Backspace');
  await expect(nascita.getByRole('textbox', { name: 'Mese' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('2024');
  await expect(page.getByTestId('date-status')).toContainText('1 (completa)');

  // Datetime: typed time, then a calendar pick resets it to 08:00:00.
  const appuntamento = page.getByRole('group', { name: "Data e ora dell'appuntamento" });
  await appuntamento.getByRole('textbox', { name: 'Giorno' }).focus();
  await page.keyboard.type('15042024143045');
  await expect(appuntamento.getByRole('textbox', { name: 'Secondi' })).toHaveValue('45');
  await page.keyboard.press('Tab');
  await expect(appuntamento.getByRole('button', { name: 'Scegli dal calendario' })).toBeFocused();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'aprile 2024' });
  await expect(calendar.getByRole('button', { name: '15 aprile 2024' })).toBeFocused();
  await expectNoAxeViolations(page, 'calendario aperto');
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('button', { name: '15 maggio 2024' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(appuntamento.getByRole('textbox', { name: 'Ore' })).toHaveValue('08');
  await expect(appuntamento.getByRole('textbox', { name: 'Minuti' })).toHaveValue('00');
  await expect(appuntamento.getByRole('textbox', { name: 'Secondi' })).toHaveValue('00');

  // Tag input: a suggestion with the arrows, a typed tag, Backspace removes the last.
  await page.keyboard.press('Tab');
  const tags = page.getByRole('combobox', { name: 'Etichette' });
  await expect(tags).toBeFocused();
  await page.keyboard.type('MUT');
  await expect(page.getByRole('option', { name: '#mutuo', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expectNoAxeViolations(page, 'suggerimenti dei tag aperti');
  await page.keyboard.press('Enter');
  await page.keyboard.type('casa al mare');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Rimuovi il tag #casa al mare' })).toBeVisible();
  await page.keyboard.press('Backspace');
  await expect(page.getByRole('button', { name: 'Rimuovi il tag #casa al mare' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Rimuovi il tag #mutuo' })).toHaveText(/#mutuo/);

  // Single select: ' - NESSUNO - ' first, arrows and Enter.
  await page.keyboard.press('Tab');
  const stato = page.getByRole('combobox', { name: 'Stato' });
  await expect(stato).toBeFocused();
  await expect(stato).toContainText('- NESSUNO -');
  await page.keyboard.press('Enter');
  await expect(stato).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page, 'selezione singola aperta');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(stato).toHaveAttribute('aria-expanded', 'false');
  await expect(stato).toContainText('Fatto Appuntamento');

  // Searchable select over 7,904 comuni: accent-insensitive search, arrows and Enter.
  await page.keyboard.press('Tab');
  const comune = page.getByRole('combobox', { name: 'Comune' });
  await expect(comune).toBeFocused();
  await expect(comune).toHaveAttribute('placeholder', 'Cerca');
  for (const text of ['a', 'ca', 'cas', 'cast', '']) {
    const { work, frame } = await measureSearchKeystroke(page, text);
    console.log(
      `comuni, ricerca '${text}': lavoro ${work.toFixed(1)} ms, fino al frame dipinto ${frame.toFixed(1)} ms`,
    );
  }
  await comune.fill('');
  await page.keyboard.type('FORLI');
  await expect(page.getByRole('option')).toHaveText(['Forlì']);
  await page.keyboard.press('ArrowDown');
  await expectNoAxeViolations(page, 'lista dei comuni aperta');
  await page.keyboard.press('Enter');
  await expect(comune).toHaveValue('Forlì');

  // Multi-select: opening moves focus into the list (WAI-ARIA listbox, as react-aria does);
  // 'Seleziona tutto' reached with Tab, Shift+Tab back to the list, then Space toggles one off.
  await page.keyboard.press('Tab');
  const servizi = page.getByRole('combobox', { name: 'Servizi' });
  await expect(servizi).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Display Rata' })).toBeFocused();
  await expectNoAxeViolations(page, 'selezione multipla aperta');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Seleziona tutto', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('option', { name: 'Display Rata' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press(' ');
  await page.keyboard.press('Escape');
  await expect(servizi).toHaveAttribute('aria-expanded', 'false');
  await expect(servizi).toContainText("Piano D'Acquisto, Perizia, Surroga, Assicurazioni");

  // Rich-text editor, loaded lazily: typed text and bold with Ctrl+B.
  const descrizione = page.getByRole('textbox', { name: 'Descrizione' });
  await descrizione.focus();
  await page.keyboard.type('Cliente interessato ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('urgente');
  await expect(page.getByRole('button', { name: 'Grassetto' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Submit with the keyboard and read the JSON values.
  await page.getByRole('button', { name: 'Invia' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('values')).toContainText('"nome"');
  const values = JSON.parse((await page.getByTestId('values').textContent()) ?? '{}') as Record<
    string,
    unknown
  >;
  expect(values).toMatchObject({
    nome: 'Mario Rossi',
    // 30 April 2024, 08:00 in Rome (UTC+2).
    dataNascita: '2024-04-30T06:00:00.000Z',
    appuntamento: '2024-05-15T06:00:00.000Z',
    etichette: ['mutuo'],
    stato: 'Fatto Appuntamento',
    servizi: ['pianodacquisto', 'perizia', 'surroga', 'assicurazioni'],
    descrizione: '<p>Cliente interessato <strong>urgente</strong></p>',
  });
  expect(values.comune).toMatch(/^\d+$/);

  // Modal: opened with Enter, focus trapped, Escape closes and gives focus back.
  const opener = page.getByRole('button', { name: 'Apri finestra' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Conferma' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Chiudi' })).toBeFocused();
  await expectNoAxeViolations(page, 'finestra modale aperta');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Elimina' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Chiudi' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await expect(page.getByRole('status').filter({ hasText: 'LOADING' })).toBeVisible();
  await expectNoAxeViolations(page, 'modulo compilato');

  expect(errors).toEqual([]);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await page.screenshot({ path: join(ARTIFACTS, 'widgets.png'), fullPage: true });
});
