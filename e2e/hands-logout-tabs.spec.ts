import { expect, test } from '@playwright/test';
import { AGENCY_PASSWORD, createAgency, deleteAgencies } from './support/admin-api';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS } from './support/env';
import { loginAgency } from './support/login';

// Issue 39 point 5: after logging out in one tab, the other tab of the same browser stayed
// on its half-filled form. Now it goes to the login at once, its leave guard does not hold
// it (the session is gone), and the login says why; signing in again comes back to the page.

const made: string[] = [];

test.afterAll(async ({ request }) => {
  await deleteAgencies(request, made);
});

test('logging out in one tab takes the other, form half-filled, to the login with the reason', async ({
  page,
  request,
}) => {
  const agency = await createAgency(request, 'Agenzia Due Schede Uscita');
  made.push(agency.id);
  await loginAgency(page, agency.email, AGENCY_PASSWORD);

  // Tab B: the Display Rata settings, something typed and not saved.
  const tabB = await page.context().newPage();
  await tabB.goto('/area-riservata/services/displayRata');
  const label = tabB.getByRole('textbox', { name: /^Testo prima dell’importo/ });
  await label.fill('Tua da');

  // Tab A logs out.
  await page.bringToFront();
  await page.getByRole('button', { name: 'LOGOUT' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/login$/);
  // The tab that logged out is not told it did so elsewhere.
  await expect(page.getByText('Sei uscito in un’altra scheda')).toHaveCount(0);

  // Tab B is on the login, without the leave question, saying why.
  await tabB.bringToFront();
  await expect(tabB).toHaveURL(
    /\/area-riservata\/login\?da=%2Farea-riservata%2Fservices%2FdisplayRata$/,
  );
  await expect(tabB.getByRole('dialog', { name: 'Uscire senza inviare il modulo?' })).toHaveCount(
    0,
  );
  await expect(
    tabB.getByRole('status').filter({ hasText: 'Sei uscito in un’altra scheda' }),
  ).toHaveText(
    'Sei uscito in un’altra scheda: accedi di nuovo per continuare. Quello che non avevi ancora inviato in questa scheda non è stato salvato.',
  );
  await expectNoAxeViolations(tabB);
  for (const width of [1366, 390]) {
    await tabB.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await tabB.screenshot({ path: `${ARTIFACTS}/logout-other-tab-${width}.png` });
  }

  // Signing in again there comes back to the settings page.
  await tabB.getByRole('textbox', { name: 'E-mail' }).fill(agency.email);
  await tabB.getByRole('textbox', { name: 'Password', exact: true }).fill(AGENCY_PASSWORD);
  await tabB.getByRole('button', { name: 'Accedi' }).click();
  await expect(tabB).toHaveURL(/\/area-riservata\/services\/displayRata$/);
  // The form shows what is saved (the default text): what was typed was not sent.
  await expect(label).toHaveValue('Rata da');
});
