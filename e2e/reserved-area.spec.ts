import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, E2E_ADMIN } from './support/env';
import { waitForMail } from './support/mailbox';
import { RESERVED, RESERVED_PASSWORD, RESERVED_SERVICE } from './support/seed-reserved';
import { expectNoAxeViolations } from './support/axe';

// Reserved area journeys against the real server, database and SMTP receiver:
// (a) service request and change of password, (b) points and ranking, (c) an internal
// agent's appointment seen by its agency. Screenshots of every page, desktop and 360 px.

async function login(page: Page, email: string, password = RESERVED_PASSWORD) {
  await page.goto('/area-riservata/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/hub$/);
}

/** Opens a sidebar entry; on a phone the menu is behind the 'Menu' button. */
async function openMenu(page: Page, name: string) {
  const menuButton = page.getByRole('button', { name: 'Menu' });
  if (await menuButton.isVisible()) await menuButton.click();
  const nav = page.getByRole('navigation', { name: 'Menu Area Riservata' });
  await nav.getByRole(name === 'LOGOUT' ? 'button' : 'link', { name }).click();
}

/** Closes the toasts so the pictures show the page itself. */
async function dismissToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Chiudi notifica' });
  // Toasts slide while they stack: press every close button at once, without waiting for stillness.
  await close.evaluateAll((buttons) => buttons.forEach((b) => (b as HTMLButtonElement).click()));
  await expect(close).toHaveCount(0);
}

/** Full page from the top, desktop then 360 px wide. */
async function screenshots(page: Page, name: string, ready: ReturnType<Page['getByRole']>) {
  await dismissToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(ready).toBeInViewport();
  await page.screenshot({ path: `${ARTIFACTS}/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(ready).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

test('(a) an agency requests a service, changes its password, logs out and back in', async ({
  page,
  context,
}) => {
  await login(page, RESERVED.requester.email);
  await expect(page.getByText('Accesso eseguito')).toBeVisible();

  // Hub: the two fixed cards and the reserved service with its PROMO tag.
  const hub = page.getByRole('region', { name: 'I tuoi servizi' });
  await expect(hub.getByRole('link', { name: 'Display Rata' })).toBeVisible();
  await expect(hub.getByRole('link', { name: 'Piano D’Acquisto' })).toBeVisible();
  const card = hub.getByRole('link', { name: `${RESERVED_SERVICE.name} PROMO` });
  await expect(card).toHaveAttribute(
    'href',
    `/area-riservata/services/${encodeURIComponent(RESERVED_SERVICE.name)}`,
  );
  const sidebar = page.getByRole('navigation', { name: 'Menu Area Riservata' });
  await expect(sidebar.getByText(RESERVED.requester.nome)).toBeVisible();
  await expect(sidebar.getByText('IL TUO ID')).toBeVisible();
  await expect(sidebar.getByText('Giulia Conti', { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /Contatta/ })).toHaveAttribute(
    'href',
    'https://partner.example.it/agenti/res-e2e-01',
  );
  await expectNoAxeViolations(page);
  await screenshots(page, 'reserved-hub', page.getByRole('heading', { level: 1 }));
  // On a phone the sidebar collapses behind 'Menu'.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(sidebar.getByText('IL TUO ID')).toBeInViewport();
  await page.screenshot({ path: `${ARTIFACTS}/reserved-menu-phone.png` });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(sidebar).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 720 });

  // Service page: request it; the admins get a mail; the page says it was sent.
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: RESERVED_SERVICE.name })).toBeVisible();
  await expect(page.getByText('Analisi della finanziabilità')).toBeVisible();
  const before = Date.now();
  await page.getByRole('button', { name: 'Richiedi il servizio' }).click();
  await expect(page.getByText('Richiesta inviata: ti contatteremo a breve.')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Hai richiesto questo servizio' }),
  ).toBeVisible();
  const mail = await waitForMail(E2E_ADMIN.email, 15_000, before);
  expect(mail).toContain(RESERVED.requester.nome);
  expect(mail).toContain(RESERVED_SERVICE.name);
  await expectNoAxeViolations(page);
  await screenshots(page, 'reserved-service', page.getByRole('heading', { level: 1 }));
  // Stored: after a reload the page still knows, and offers no second request.
  await page.reload();
  await expect(page.getByText('Richiesta inviata', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Richiedi il servizio' })).toHaveCount(0);
  await openMenu(page, 'HUB');
  await expect(
    page.getByRole('link', { name: `${RESERVED_SERVICE.name} PROMO Richiesta inviata` }),
  ).toBeVisible();

  // Settings: a local message first, then the change.
  await openMenu(page, 'IMPOSTAZIONI');
  const form = page.getByRole('region', { name: 'Cambia password' });
  await form.getByRole('button', { name: 'Cambia password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Campi Mancanti');
  await expectNoAxeViolations(page);
  await screenshots(page, 'reserved-settings', page.getByRole('heading', { level: 1 }));
  const fresh = 'Nuova-Password-Journey-2026';
  await form
    .getByRole('textbox', { name: 'Password attuale', exact: true })
    .fill(RESERVED_PASSWORD);
  await form.getByRole('textbox', { name: 'Nuova password', exact: true }).fill(fresh);
  await form
    .getByRole('textbox', { name: 'Ripeti la nuova password', exact: true })
    .fill('Diversa-Password-2026');
  await form.getByRole('button', { name: 'Cambia password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Nuova password differente nei due campi');
  await form.getByRole('textbox', { name: 'Ripeti la nuova password', exact: true }).fill(fresh);
  await form.getByRole('button', { name: 'Cambia password' }).click();
  await expect(page.getByText('Password Cambiata', { exact: true })).toBeVisible();
  await expect(form.getByRole('status')).toContainText('Password Cambiata.');

  // Logout, then the old password is refused and the new one works.
  await openMenu(page, 'LOGOUT');
  await expect(page).toHaveURL(/\/area-riservata\/login$/);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('token');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(RESERVED.requester.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(RESERVED_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'E-mail o password' })).toHaveText(
    'E-mail o password non corretti.',
  );
  await login(page, RESERVED.requester.email, fresh);
});

test('(b) 404 points: full bar and the position; 150 points: 37 % and no position', async ({
  page,
}) => {
  const positionCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/appuntamenti/user_getPosition')) positionCalls.push(r.url());
  });

  await login(page, RESERVED.champion.email);
  await openMenu(page, 'APPUNTAMENTI');
  const bar = page.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/^Sei in \d+ª posizione su \d+ agenzie in classifica\.$/),
  ).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /CREATE/ })).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(6);
  expect(positionCalls).toHaveLength(1);
  await expectNoAxeViolations(page);
  await screenshots(page, 'reserved-appointments-404', page.getByRole('progressbar'));
  await openMenu(page, 'LOGOUT');

  positionCalls.length = 0;
  await login(page, RESERVED.beginner.email);
  await openMenu(page, 'APPUNTAMENTI');
  await expect(bar).toHaveAttribute('aria-valuenow', '37');
  await expect(page.getByText('37%', { exact: true })).toBeVisible();
  await expect(page.getByText(/te ne mancano 250\.$/)).toBeVisible();
  await expect(page.getByText(/^Sei in/)).toHaveCount(0);
  // 51 appointments: the first page shows 20 of them.
  await expect(page.getByRole('heading', { level: 2, name: /Elenco appuntamenti/ })).toContainText(
    '(51)',
  );
  await expect(page.getByRole('article')).toHaveCount(20);
  expect(positionCalls).toEqual([]);
  await screenshots(page, 'reserved-appointments-150', page.getByRole('progressbar'));
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('progressbar')).toBeInViewport();
  await page.screenshot({ path: `${ARTIFACTS}/reserved-appointments-150-phone-top.png` });
});

test('(c) an internal agent creates an appointment, sets it to Contratto; the agency sees it', async ({
  page,
}) => {
  await login(page, RESERVED.agent.email);
  await openMenu(page, 'APPUNTAMENTI');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Appuntamenti delle tue agenzie',
  );
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('link', { name: /CREATE/ }).click();
  await expect(page).toHaveURL(/\/area-riservata\/appuntamenti\/create$/);

  // Required fields are checked on the page.
  await page.getByRole('button', { name: 'Crea appuntamento' }).click();
  await expect(page.getByText('Scegli l’agenzia')).toBeVisible();
  await expect(page.getByText('Inserisci il cellulare')).toBeVisible();

  const agency = page.getByRole('combobox', { name: 'Agenzia' });
  await agency.click();
  await agency.fill('collegata uno');
  await page.getByRole('option', { name: 'Immobiliare Collegata Uno (Roma)' }).click();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Laura');
  await page.getByRole('textbox', { name: 'Cognome' }).fill('Neri');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('laura.neri@cliente.example.it');
  await page.getByRole('textbox', { name: 'Cellulare' }).fill('+39 333 1234567');
  await page
    .getByRole('textbox', { name: 'Descrizione' })
    .fill('Cerca un trilocale in zona Prati.');
  await expectNoAxeViolations(page);
  await screenshots(page, 'reserved-appointment-form', page.getByRole('heading', { level: 1 }));
  await page.getByRole('button', { name: 'Crea appuntamento' }).click();
  await expect(page.getByText('Appuntamento Creato', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/area-riservata\/appuntamenti$/);

  const created = page.getByRole('article', { name: 'Laura Neri' });
  await expect(created).toContainText('Immobiliare Collegata Uno');
  await expect(created.getByRole('link', { name: RESERVED.linkedOne.email })).toBeVisible();
  await expect(created).toContainText('Inserito');

  await created.getByRole('link', { name: /^Modifica/ }).click();
  await expect(page).toHaveURL(/\/area-riservata\/appuntamenti\/edit\/[0-9a-f-]{36}$/);
  const state = page.getByRole('combobox', { name: 'Stato' });
  await expect(state).toHaveText(/Inserito/);
  await state.click();
  await page.getByRole('option', { name: 'Contratto' }).click();
  await page.getByRole('button', { name: 'Salva le modifiche' }).click();
  await expect(page.getByText('Appuntamento Modificato', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/area-riservata\/appuntamenti$/);
  await expect(created).toContainText('Contratto');
  await expectNoAxeViolations(page);
  await screenshots(page, 'reserved-appointments-agent', created);
  await openMenu(page, 'LOGOUT');

  // The agency sees it, with the same state, and cannot create or edit.
  await login(page, RESERVED.linkedOne.email);
  await openMenu(page, 'APPUNTAMENTI');
  const seen = page.getByRole('article', { name: 'Laura Neri' });
  await expect(seen).toContainText('Contratto');
  await expect(seen).toContainText('Contratto da confermare');
  await expect(seen.getByRole('link', { name: /^Modifica/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /CREATE/ })).toHaveCount(0);
  // Contratto earns points only once the admin confirms the contract.
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
});

test('(e) GDPR corner: the agency downloads its data, asks for erasure, and sees it pending after a reload', async ({
  page,
}) => {
  await login(page, RESERVED.linkedTwo.email);
  await openMenu(page, 'IMPOSTAZIONI');
  const privacy = page.getByRole('region', { name: 'I tuoi dati e la privacy' });

  const downloading = page.waitForEvent('download');
  await privacy.getByRole('button', { name: 'Scarica i miei dati (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('dati-agenzia.json');
  const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    agenzia: { nome: string; email: string };
    appuntamenti: unknown[];
  };
  expect(data.agenzia).toMatchObject({
    nome: RESERVED.linkedTwo.nome,
    email: RESERVED.linkedTwo.email,
  });
  expect(Array.isArray(data.appuntamenti)).toBe(true);

  // A confirmation first; 'Annulla' changes nothing.
  await privacy.getByRole('button', { name: 'Richiedi la cancellazione' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confermi la richiesta di cancellazione?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  await expect(privacy.getByRole('status')).toHaveCount(0);

  const before = Date.now();
  await privacy.getByRole('button', { name: 'Richiedi la cancellazione' }).click();
  await dialog.getByRole('button', { name: 'Sì, richiedi la cancellazione' }).click();
  const today = new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  const pending = `Richiesta di cancellazione inviata il ${today}: in attesa di lavorazione.`;
  await expect(privacy.getByRole('status')).toContainText(pending);
  const mail = await waitForMail(E2E_ADMIN.email, 15_000, before);
  expect(mail).toContain(RESERVED.linkedTwo.nome);
  expect(mail).toContain('cancellazione');

  // After a reload the page still shows the request, its date, and offers no second one.
  await page.reload();
  await expect(privacy.getByRole('status')).toContainText(pending);
  await expect(privacy.getByRole('button', { name: 'Richiedi la cancellazione' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
