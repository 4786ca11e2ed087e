import { expect, test } from '@playwright/test';
import { ARTIFACTS } from './support/env';
import { loginAgency } from './support/login';
import { TRUTH, TRUTH_PASSWORD } from './support/seed-truth';

// The hub tells the truth (issue 39, point 5): an internal agent's hub counts the leads of
// its linked agencies, as its list shows them, and offers no contest: agents are not ranked.

test("an internal agent's hub counts its agencies' leads and shows no contest", async ({
  page,
}) => {
  await loginAgency(page, TRUTH.agent.email, TRUTH_PASSWORD);
  const leads = page.locator('div', {
    has: page.getByRole('heading', { level: 3, name: 'Lead di questo mese' }),
  });
  for (const [state, count] of Object.entries(TRUTH.thisMonth)) {
    const row = leads.getByRole('term').filter({ hasText: new RegExp(`^${state}$`) });
    await expect(row.locator('xpath=following-sibling::dd')).toHaveText(String(count));
  }
  const latest = page.locator('div', {
    has: page.getByRole('heading', { level: 3, name: 'Ultimi appuntamenti' }),
  });
  await expect(latest.getByText(TRUTH.latestClient)).toBeVisible();
  await expect(page.getByText('Nessun appuntamento per ora.')).toHaveCount(0);

  // No contest card, no CONCORSO in the menu.
  await expect(page.getByRole('heading', { level: 3, name: 'Concorso' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Vai al concorso' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'CONCORSO', exact: true })).toHaveCount(0);
  // Not even while the account loads: a reload watched from its first node.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const links = [...document.querySelectorAll('a')];
      if (links.some((a) => a.textContent?.trim() === 'CONCORSO')) {
        document.documentElement.dataset.sawContest = 'yes';
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.reload();
  await expect(leads.getByRole('term').first()).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-saw-contest', 'yes');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${ARTIFACTS}/reserved-hub-agent-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // Typed by hand, the contest page explains; the server refused the data (403).
  const refused = page.waitForResponse((r) => r.url().includes('/contest/user_contest'));
  await page.goto('/area-riservata/concorso');
  expect((await refused).status()).toBe(403);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Il concorso riguarda le agenzie' }),
  ).toBeVisible();
  await expect(page.getByText('gli agenti interni non vi partecipano')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
