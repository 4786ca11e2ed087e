import { expect, test, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { adminHeaders } from './support/admin-api';
import { fillAdminLogin, submitAdminLogin } from './support/login';
import { LINKS, LINKS_PASSWORD, LONG_EMAIL_CLIENT } from './support/seed-links';
import { RESERVED, RESERVED_PASSWORD } from './support/seed-reserved';

// Issue "What real hands do", point 18: the small things a person notices at once.

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/area-riservata/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/hub$/);
}

/**
 * The two characters around each place where the element's text goes onto a new line,
 * measured from the rendered glyphs (e.g. '@a' for a break after the '@').
 */
function lineBreaks(element: Locator): Promise<string[]> {
  return element.evaluate((el) => {
    const glyphs: { ch: string; top: number }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (rect) glyphs.push({ ch: text[i]!, top: rect.top });
      }
    }
    const breaks: string[] = [];
    for (let i = 1; i < glyphs.length; i += 1) {
      if (glyphs[i]!.top > glyphs[i - 1]!.top + 2) breaks.push(glyphs[i - 1]!.ch + glyphs[i]!.ch);
    }
    return breaks;
  });
}

/** Costs nothing with the product: made by its journey through the API, then removed. */
const FREE_SERVICE = {
  name: 'Check-up Mutuo Gratuito',
  color: '#1f6f8b',
  visibility: 'public',
  prices_without: 15000,
  prices_with: 0,
  description: '<p>Una verifica della finanziabilità del cliente prima della proposta.</p>',
};
const SLUG = '8volante';

/** A line may end after the '@' or before a dot, never inside a word. */
const sensible = (pair: string) => pair.startsWith('@') || pair.endsWith('.');

test('on a phone, Escape closes the menu and the agent’s sidebar names an agent', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, RESERVED.agent.email, RESERVED_PASSWORD);
  // On a phone the welcome toast lies over the header: the agent taps it away first.
  await page
    .getByRole('alert')
    .filter({ hasText: 'Accesso eseguito' })
    .getByRole('button', { name: 'Chiudi notifica' })
    .click();
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Menu Area Riservata' });
  await expect(menu.getByRole('link', { name: 'APPUNTAMENTI' })).toBeVisible();
  await expect(menu.getByText('Agente interno', { exact: true })).toBeVisible();
  await expect(menu.getByText(/la tua agenzia/i)).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'APPUNTAMENTI' })).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('an account awaiting confirmation is told once, not again in a toast', async ({ page }) => {
  await page.goto('/area-riservata/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(LINKS.pending.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(LINKS_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  const alert = page.getByRole('alert').filter({ hasText: /./ });
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText('non ancora confermato');
  await expect(page.getByText(/non ancora confermato/)).toHaveCount(1);
});

test('e-mail addresses wrap after the @ or before a dot, in the cards and in the desk', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, LINKS.traveller.email, LINKS_PASSWORD);
  await page.goto('/area-riservata/appuntamenti');
  const inCard = page.getByRole('link', { name: LONG_EMAIL_CLIENT.email });
  await expect(inCard).toBeVisible();
  const cardBreaks = await lineBreaks(inCard);
  expect(cardBreaks.length, 'the address is wider than its column').toBeGreaterThan(0);
  expect(cardBreaks.filter((pair) => !sensible(pair))).toEqual([]);

  // The agency's id, from its sidebar: the desk is filtered on it below.
  await page.getByRole('button', { name: 'Menu' }).click();
  const agencyId = (
    await page.getByText('IL TUO ID').locator('xpath=following-sibling::*//code').textContent()
  )?.trim();
  expect(agencyId).toMatch(/^[0-9a-f-]{36}$/);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/login');
  await fillAdminLogin(page);
  await submitAdminLogin(page);
  await expect(page).toHaveURL(/\/admin\/hub$/);
  await page.goto(`/admin/appuntamenti?agenzia=${agencyId}`);
  const inDesk = page
    .getByRole('row')
    .filter({ hasText: LONG_EMAIL_CLIENT.surname })
    .getByText(LONG_EMAIL_CLIENT.email);
  await expect(inDesk).toBeVisible();
  const deskBreaks = await lineBreaks(inDesk);
  expect(deskBreaks.length, 'the address is wider than its column').toBeGreaterThan(0);
  expect(deskBreaks.filter((pair) => !sensible(pair))).toEqual([]);
});

test('a price of 0 reads "Gratis"; the footer carries no note for developers', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const created = await request.post(`/v2/${SLUG}/servizi/admin_add`, {
    headers,
    multipart: { data: JSON.stringify(FREE_SERVICE) },
  });
  expect(created.status()).toBe(200);
  const { _id: id } = (await created.json()) as { _id: string };
  try {
    await page.goto('/');
    const row = page.getByRole('row').filter({ hasText: 'CHECK-UP MUTUO' });
    await expect(row.getByRole('cell')).toHaveText(['150,00 €', 'Gratis']);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Mediazione creditizia');
    await expect(footer).not.toContainText('BRAND_FILE');
    await expect(footer).not.toContainText('Dati di esempio');

    await page.goto(`/services/${encodeURIComponent(FREE_SERVICE.name)}`);
    const prices = page.getByRole('complementary', { name: 'Prezzi' });
    await expect(prices).toContainText('Gratis');
    // '150,00 €' stays; a bare '0,00 €' does not.
    await expect(prices).not.toContainText(/(^|[^0-9])0,00/);
  } finally {
    await request.post(`/v2/${SLUG}/servizi/admin_delete`, { headers, data: { id } });
  }
});

test('no React Router warning in the console of the built app, across the three areas', async ({
  page,
}) => {
  const messages: string[] = [];
  const keep = (m: ConsoleMessage) => {
    if (m.type() === 'warning' || m.type() === 'error') messages.push(`${m.type()}: ${m.text()}`);
  };
  page.on('console', keep);
  for (const url of [
    '/',
    '/#registrati',
    '/services/displayRata',
    '/registerAffida',
    '/verify_account/link-inventato-da-qualcuno-0123456789abcdef',
    '/pagina-che-non-esiste',
    '/area-riservata',
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await signIn(page, LINKS.traveller.email, LINKS_PASSWORD);
  for (const name of ['APPUNTAMENTI', 'IMPOSTAZIONI', 'HUB']) {
    await page
      .getByRole('navigation', { name: 'Menu Area Riservata' })
      .getByRole('link', { name })
      .click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await page.goto('/area-riservata/pagina-che-non-esiste');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await fillAdminLogin(page);
  await submitAdminLogin(page);
  await expect(page).toHaveURL(/\/admin\/hub$/);
  for (const name of ['AGENZIE', 'SERVIZI', 'APPUNTAMENTI', 'REFERENTI ALLEARE', 'HUB']) {
    await page.getByRole('navigation', { name: /^Menu/ }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(messages.filter((m) => /react.router|route|<Link|navigat|lazy/i.test(m))).toEqual([]);
});
