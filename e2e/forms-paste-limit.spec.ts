import { expect, test } from '@playwright/test';
import { ARTIFACTS } from './support/env';
import { expectNoAxeViolations } from './support/axe';

// What hands do: 10,000 characters pasted into a field with a limit. The browser keeps what
// fits, and the field says so, right under it, to the eye and to a screen reader.

const PASTED = 'Agenzia Immobiliare Esempio '.repeat(400).slice(0, 10_000);

test('a 10,000-character paste into Ragione sociale is cut at 200, and the field says so', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#registrati');
  const form = page.getByRole('form', { name: 'Registrazione agenzia' });
  const field = form.getByRole('textbox', { name: 'Ragione sociale' });
  await field.click();
  await page.evaluate((text) => navigator.clipboard.writeText(text), PASTED);
  await page.keyboard.press('ControlOrMeta+V');

  await expect(field).toHaveValue(PASTED.slice(0, 200));
  const message =
    'Il testo incollato superava i 200 caratteri ed è stato tagliato: controlla la fine.';
  await expect(form.getByRole('status').filter({ hasText: message })).toBeVisible();
  await expect(field).toHaveAccessibleDescription(message);
  await expectNoAxeViolations(page);
  await field.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/forms-paste-cut.png` });

  // Shortened by hand, the note goes; a paste that fits says nothing.
  await page.keyboard.press('Backspace');
  await expect(field).not.toHaveAccessibleDescription(message);
  await field.fill('');
  await page.evaluate(() => navigator.clipboard.writeText('Immobiliare Rossi S.r.l.'));
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field).toHaveValue('Immobiliare Rossi S.r.l.');
  await expect(form.getByText(message)).toHaveCount(0);
});
