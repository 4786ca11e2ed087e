import { expect, test } from '@playwright/test';
import { LINK_TOKENS, LINKS } from './support/seed-links';

// Issue "What real hands do", point 14: a mailed link opened twice says what is true (the
// account is confirmed), and a reset link that no longer works says so when its page opens,
// before any password is typed, with the way to ask for a new one.

test('a verification link opened twice shows the confirmed account both times', async ({
  page,
}) => {
  const url = `/verify_account/${LINK_TOKENS.verifyReused}`;
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AGENZIA VERIFICATA');
  await expect(page.getByText(LINKS.reusedVerify.nome)).toBeVisible();

  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AGENZIA VERIFICATA');
  await expect(page.getByText(LINKS.reusedVerify.nome)).toBeVisible();
  await expect(page.getByText(/era già confermato/)).toBeVisible();
  await expect(page.getByText('AGENZIA NON TROVATA')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Accedi all’Area Riservata' })).toBeVisible();
});

for (const [label, token] of [
  ['used', LINK_TOKENS.resetUsed],
  ['expired', LINK_TOKENS.resetExpired],
] as const) {
  test(`a ${label} reset link says so when it opens, and leads to a new one`, async ({ page }) => {
    await page.goto(`/area-riservata/reset-password/${token}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link scaduto o già usato');
    await expect(page.getByRole('alert')).toContainText('scaduto o è già stato usato');
    await expect(page.getByLabel(/^Nuova password/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Richiedi un nuovo link' }).click();
    await expect(page).toHaveURL(/\/area-riservata\/password-dimenticata$/);
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  });
}

test('a working reset link shows the form, and checking it used nothing up', async ({ page }) => {
  await page.goto(`/area-riservata/reset-password/${LINK_TOKENS.resetWorking}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scegli una nuova password');
  await page.reload();
  const fresh = 'Link-Ancora-Valido-2026';
  await page.getByRole('textbox', { name: 'Nuova password', exact: true }).fill(fresh);
  await page.getByRole('textbox', { name: 'Ripeti la nuova password', exact: true }).fill(fresh);
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/login$/);
  await expect(page.getByText('Password aggiornata: accedi con la nuova password.')).toBeVisible();
  // Now used: opening it again says so at once.
  await page.goto(`/area-riservata/reset-password/${LINK_TOKENS.resetWorking}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link scaduto o già usato');
});
