import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS } from './support/env';
import { loginAgency } from './support/login';
import { AGENT_LIST, AGENT_LIST_PASSWORD } from './support/seed-agent-list';

// An internal agent with many agencies searches, filters and pages its appointment list
// (issue 19, point 5); the choices stay in the URL, so a reload shows the same list.

const cards = (page: Page) => page.getByRole('article');

async function chooseState(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'Stato' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the agent searches, filters by state and pages through 46 appointments', async ({ page }) => {
  const total = AGENT_LIST.perAgency * 3 + 1;
  await loginAgency(page, AGENT_LIST.agent.email, AGENT_LIST_PASSWORD);
  await page.goto('/area-riservata/appuntamenti');
  const title = page.getByRole('heading', { level: 2, name: /Elenco appuntamenti/ });
  await expect(title).toContainText(`(${total})`);
  await expect(cards(page)).toHaveCount(20);
  const pager = page.getByRole('navigation', { name: 'Pagine degli appuntamenti' });
  await expect(pager).toContainText('Pagina 1 di 3');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${ARTIFACTS}/reserved-agent-list-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  await pager.getByRole('button', { name: 'Successiva ›' }).click();
  await expect(page).toHaveURL(/[?&]pagina=2/);
  await expect(pager).toContainText('Pagina 2 di 3');
  await page.goBack();
  await expect(pager).toContainText('Pagina 1 di 3');

  // By the client's surname, without accents or case, then by part of the phone.
  const search = page.getByRole('searchbox', { name: 'Cerca' });
  await search.fill('quintavalle');
  await expect(page).toHaveURL(/[?&]q=quintavalle/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(AGENT_LIST.sea.nome);
  await expect(title).toContainText(`(1 di ${total})`);
  await expect(pager).toHaveCount(0);
  await search.fill('555 1212');
  await expect(cards(page)).toHaveCount(1);

  // By agency: its 15 appointments, then only its cancelled ones.
  await search.fill('lago azzurro');
  await expect(title).toContainText(`(${AGENT_LIST.perAgency} di ${total})`);
  await chooseState(page, 'Annullata');
  await expect(page).toHaveURL(/[?&]stato=Annullata/);
  const cancelled = cards(page);
  await expect(cancelled.first()).toBeVisible();
  for (const state of await cancelled
    .getByText(/^(Inserito|Fatto Appuntamento|Contratto|Annullata)$/)
    .allTextContents())
    expect(state).toBe('Annullata');
  const count = await cancelled.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(AGENT_LIST.perAgency);

  // A reload keeps search and state.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Cerca' })).toHaveValue('lago azzurro');
  await expect(cards(page)).toHaveCount(count);

  await search.fill('nessun cliente con questo nome');
  await expect(
    page.getByRole('status').filter({ hasText: 'Nessun appuntamento corrisponde' }),
  ).toBeVisible();
});
