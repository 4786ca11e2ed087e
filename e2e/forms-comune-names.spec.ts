import { expect, test } from '@playwright/test';
import { ARTIFACTS } from './support/env';
import { expectNoAxeViolations } from './support/axe';

// The comune box finds the official comune by the name people write (decision 096):
// «Reggio Emilia» is Reggio nell'Emilia, typed key by key; «Reggio» + Enter chooses
// nothing while several match, and says so on the field; thousands of matches show the
// best 50 and ask for more letters.

test('registration: «Reggio Emilia» finds Reggio nell’Emilia, «Reggio» + Enter chooses nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#registrati');
  const form = page.getByRole('form', { name: 'Registrazione agenzia' });
  const provincia = form.getByRole('combobox', { name: 'Provincia' });
  const comune = form.getByRole('combobox', { name: 'Comune' });
  const cap = form.getByRole('combobox', { name: 'CAP' });

  // Two provinces hold «Reggio»: Enter waits.
  await provincia.click();
  await provincia.pressSequentially('Reggio');
  await expect(form.getByRole('option')).toHaveText([
    'Reggio Calabria (RC)',
    "Reggio nell'Emilia (RE)",
  ]);
  await provincia.press('Enter');
  await expect(provincia).toHaveValue('Reggio');
  await expect(provincia).toHaveAccessibleDescription(/Più scelte corrispondono a «Reggio»/);
  await provincia.pressSequentially(' Emilia');
  await expect(form.getByRole('option')).toHaveText(["Reggio nell'Emilia (RE)"]);
  await provincia.press('Enter');
  await expect(provincia).toHaveValue("Reggio nell'Emilia (RE)");

  await expect(comune).toBeEnabled();
  await comune.click();
  await comune.pressSequentially('Reggio');
  // Those starting with it first, then those holding it.
  await expect(form.getByRole('option')).toHaveText([
    "Reggio nell'Emilia",
    'Reggiolo',
    'Correggio',
  ]);
  await comune.press('Enter');
  await expect(comune).toHaveValue('Reggio');
  await expect(comune).toHaveAccessibleDescription(
    'Più scelte corrispondono a «Reggio»: continua a scrivere o sceglila con le frecce.',
  );
  await expect(cap).toBeDisabled();
  await expectNoAxeViolations(page);
  await form.screenshot({ path: `${ARTIFACTS}/forms-comune-reggio-several.png` });

  await comune.pressSequentially(' Emilia');
  await expect(form.getByRole('option')).toHaveText(["Reggio nell'Emilia"]);
  await comune.press('Enter');
  await expect(comune).toHaveValue("Reggio nell'Emilia");
  await expect(comune).not.toHaveAttribute('aria-invalid');
  await expect(cap).toBeEnabled();

  // Apostrophes, accents and case do not matter: «l aquila» in L'Aquila's province.
  await provincia.click();
  await provincia.pressSequentially('l aquila');
  await provincia.press('Enter');
  await expect(provincia).toHaveValue("L'Aquila (AQ)");
  await comune.click();
  await comune.pressSequentially('L AQUILA');
  await comune.press('Tab');
  await expect(comune).toHaveValue("L'Aquila");
});
