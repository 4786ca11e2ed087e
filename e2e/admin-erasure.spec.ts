import { expect, test } from '@playwright/test';
import { AGENCY_PASSWORD, createAgency } from './support/admin-api';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS, E2E_BASE_URL } from './support/env';
import { confirmIdentity, loginAdmin, loginAgency } from './support/login';
import { mailsTo } from './support/mailbox';

// GDPR art. 17 (decision 055): the agency asks from its settings, the admin carries it out
// from the agency's page, and the account no longer opens.
test('an agency asks for erasure, the admin carries it out, the account no longer signs in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const agency = await createAgency(request, 'Cancellanda');
  await loginAgency(page, agency.email, AGENCY_PASSWORD);
  await page.goto('/area-riservata/settings');
  await page.getByRole('button', { name: 'Richiedi la cancellazione' }).click();
  await page.getByRole('button', { name: 'Sì, richiedi la cancellazione' }).dblclick();
  await expect(page.getByText(/Richiesta di cancellazione inviata il/)).toBeVisible();
  await page.context().clearCookies();
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  await loginAdmin(page);
  await page.goto(`/admin/agenzie/${agency.id}`);
  const panel = page.getByRole('region', { name: 'Dati personali (GDPR)' });
  await expect(panel.getByRole('status')).toContainText('Richiesta di cancellazione del');
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Esegui la cancellazione' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancellare i dati personali?' });
  await expect(dialog).toContainText('L’operazione non si può annullare.');
  await page.screenshot({ path: `${ARTIFACTS}/admin-erasure-confirm-1366.png` });
  await dialog.getByRole('button', { name: 'Sì' }).dblclick();
  await confirmIdentity(page);
  await expect(panel.getByRole('status')).toContainText(
    /^Agenzia cancellata su richiesta del \d{2}\/\d{2}\/\d{4}/,
  );
  await expect(panel.getByRole('button')).toHaveCount(0);
  // The record keeps its name, not its owner: the e-mail field holds no address of the owner.
  await expect(page.getByRole('textbox', { name: 'E-mail' })).not.toHaveValue(agency.email);
  await page.screenshot({ path: `${ARTIFACTS}/admin-erasure-done-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/admin-erasure-done-390.png` });
  await expectNoAxeViolations(page);

  // The promised mail reaches the address the erasure cleared, once.
  await expect
    .poll(() => mailsTo(agency.email).filter((m) => m.includes('dei dati completata')).length, {
      timeout: 15_000,
    })
    .toBe(1);
  // The list says «Cancellata», no longer CONFERMATO.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/admin/agenzie?q=${encodeURIComponent(agency.nome)}`);
  const row = page.getByRole('row').filter({ hasText: agency.nome });
  await expect(row).toContainText('Cancellata');
  await expect(row).not.toContainText('CONFERMATO');
  await page.screenshot({ path: `${ARTIFACTS}/admin-erasure-list-1366.png` });

  // The owner's password no longer opens the reserved area.
  const fresh = await page.context().browser()!.newContext({ baseURL: E2E_BASE_URL });
  const other = await fresh.newPage();
  await other.goto('/area-riservata/login');
  await other.getByRole('textbox', { name: 'E-mail' }).fill(agency.email);
  await other.getByRole('textbox', { name: 'Password', exact: true }).fill(AGENCY_PASSWORD);
  await other.getByRole('button', { name: 'Accedi' }).click();
  await expect(other.getByRole('alert')).toContainText('non corretti');
  await fresh.close();
});
