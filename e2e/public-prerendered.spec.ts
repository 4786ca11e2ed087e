import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS } from './support/env';
import { loginAgency } from './support/login';
import { HANDS, HANDS_PASSWORD } from './support/seed-hands';
import { PUBLIC_E2E_SERVICES } from './support/seed-public';
import { TOOLS_AGENCY } from './support/seed-tools';
import { takeOver } from './support/take-over';

// The public pages are prerendered by the server through the app's own route tree (decision
// 091): whole in the HTML, then taken over by the app. A page to read (the home, FIMAA, a
// service's page) downloads nothing of the app before the visitor's first gesture.

/** What the page says in its console (errors, warnings) and which scripts it fetches. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return { problems, scripts };
}

/** The scripts fetched but the app's tiny entry (index-*.js), which waits for a gesture. */
const beyondTheEntry = (scripts: string[]) => scripts.filter((s) => !/\/index-[^/]+\.js$/.test(s));

/** What the page carries for the app to take it over (decision 091). */
const HYDRATION = '<script id="app-hydration" type="application/json">';

test('the server sends the home page whole: title, hero, catalogue and price list in the HTML', async ({
  request,
}) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<title>8Volante<\/title>/);
  expect(html).toContain('Più valore a ogni immobile, con il mutuo giusto per i tuoi clienti');
  expect(html).toContain(PUBLIC_E2E_SERVICES.valutazione.name);
  expect(html).toContain('LISTINO PREZZI');
  expect(html).toContain(HYDRATION);
  // Its one script is the app's entry, which waits for the visitor's first gesture (the
  // inline listener); nothing else of the app is preloaded. The styles are in the page (no
  // request before the first paint) and the hero image is fetched first.
  expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js">/);
  expect(html).toContain('<html lang="it">');
  expect(html).toMatch(/<script>\(\(\)=>\{[^<]*app:gesture[^<]*<\/script>/);
  expect(html).not.toContain('modulepreload');
  // (A link of the written type names a sheet for the scripts' loader and is never fetched.)
  expect(html).not.toMatch(/<link rel="stylesheet"(?! type="text\/x-written-in-page")/);
  expect(html).toContain('<link rel="stylesheet" type="text/x-written-in-page"');
  expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<style>[^]*\._hero_[a-z0-9_]+\{/);
  expect(html).toMatch(/<img [^>]*src="\/brand\/hero-poster\.jpg"[^>]*fetchpriority="high"/i);
  // Compressed for a browser that accepts it.
  expect(res.headers()['content-encoding']).toBe('br');
});

test('the home page loads nothing of the app before a gesture, then hydrates without an error', async ({
  page,
}) => {
  const { problems, scripts } = watch(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(beyondTheEntry(scripts)).toEqual([]);
  await page.mouse.move(30, 30);
  // Hydrated: the banner's close button answers a click (React's handler, not the HTML).
  const banner = page.getByRole('complementary', { name: 'Registrazione gratuita' });
  await banner.getByRole('button', { name: 'Chiudi' }).click();
  await expect(banner).toHaveCount(0);
  expect(problems).toEqual([]);
  expect(beyondTheEntry(scripts)).not.toEqual([]);
});

test('from the prerendered home to the app and back: login, then the logo returns home inside the app', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Area Riservata' }).click();
  // The app takes over (the reserved area sends a visitor to its login).
  await expect(page).toHaveURL(/\/area-riservata\/login/);
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  await page.getByRole('link', { name: /home page/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Più valore a ogni immobile, con il mutuo giusto per i tuoi clienti',
  );
  await expect(page.getByRole('table', { name: 'LISTINO PREZZI' })).toBeVisible();
});

test('the prerendered login takes the app at the first gesture; its checks speak Italian', async ({
  page,
}) => {
  const { problems } = watch(page);
  const html = await (await page.request.get('/area-riservata/login')).text();
  expect(html).toContain(HYDRATION);
  // Read before it is used (decision 099): nothing of the app comes before the first gesture.
  expect(html).toContain('app:gesture');
  expect(html).not.toContain('<link rel="modulepreload"');
  await page.goto('/area-riservata/login');
  await takeOver(page);

  // Typed and sent with Enter: the schema refuses it in Italian.
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await email.fill('non-una-email');
  await email.press('Enter');
  await expect(page.getByText('E-mail non valida')).toBeVisible();
  await expect(email).toBeFocused();
  expect(problems).toEqual([]);
});

test('FIMAA is prerendered: whole in the HTML, nothing of the app before a gesture, its link opens the app’s form', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/fimaa')).text();
  expect(html).toMatch(/<title>FIMAA · 8Volante<\/title>/);
  expect(html).toContain('Per le agenzie associate FIMAA');
  expect(html).toContain(HYDRATION);

  const { problems, scripts } = watch(page);
  await page.goto('/fimaa');
  await page.waitForLoadState('networkidle');
  expect(beyondTheEntry(scripts)).toEqual([]);
  await page.getByRole('link', { name: 'Registra la tua agenzia FIMAA' }).click();
  await expect(page).toHaveURL(/\/fimaaRegister$/);
  await expect(page.getByRole('form', { name: 'Registrazione agenzia FIMAA' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a catalogue service’s page is prerendered: whole in the HTML with its status, nothing of the app before a gesture, signed in or not', async ({
  page,
  request,
}) => {
  const { name } = PUBLIC_E2E_SERVICES.valutazione;
  const url = `/services/${encodeURIComponent(name)}`;
  const res = await request.get(url);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<title>${name} · 8Volante</title>`);
  expect(html).toContain('Relazione scritta in 5 giorni lavorativi');
  expect(html).toContain(HYDRATION);
  // A name the catalogue lacks: the page says so, with a 404 for search engines and links.
  const missing = await request.get('/services/Servizio%20Inesistente');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Servizio non trovato');
  // The calculator's page, written in another case, is still the app's (its router ignores case).
  await page.goto('/services/PianoDAcquisto');
  await expect(page.getByRole('heading', { level: 1, name: 'Piano D’Acquisto' })).toBeVisible();

  const { problems, scripts } = watch(page);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  expect(beyondTheEntry(scripts)).toEqual([]);
  await page.getByRole('link', { name: 'Accedi per richiederlo' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/login\?da=/);

  // Signed in, the same page (rendered signed out for everyone) offers the request once the
  // app has it, at the first gesture.
  await loginAgency(page, HANDS.bianchi.email, HANDS_PASSWORD);
  await page.goto(url);
  await page.mouse.move(30, 30);
  await expect(page.getByRole('link', { name: 'Richiedi il servizio' })).toHaveAttribute(
    'href',
    `/area-riservata/services/${encodeURIComponent(name)}`,
  );
  await expect(page.getByRole('link', { name: 'Accedi per richiederlo' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('Affida’s page is prerendered: its text in the HTML, the form after hydration without moving the page, or a clear message offline', async ({
  page,
  context,
  request,
}) => {
  const html = await (await request.get('/registerAffida')).text();
  expect(html).toMatch(/<title>Registrazione agente Affida · 8Volante<\/title>/);
  expect(html).toContain('Sei un agente della rete Affida?');
  expect(html).toContain(HYDRATION);
  // The form is not in the HTML: it would take typing before the app could keep it.
  expect(html).not.toContain('Nome e cognome');

  const { problems } = watch(page);
  await page.goto('/registerAffida');
  const form = page.getByRole('form', { name: 'Registrazione agente Affida' });
  await expect(form).toBeVisible();
  // The form came into the room kept for it: nothing on screen moved.
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  expect(shifts).toBeLessThan(0.01);
  // Sent empty with Enter: the checks answer in Italian, nothing is lost.
  await form.getByRole('textbox', { name: 'Nome e cognome' }).press('Enter');
  await expect(form.getByText('Campo obbligatorio').first()).toBeVisible();
  expect(problems).toEqual([]);

  // The page loaded, the network gone before the form's code: the page says so, with a way on.
  await context.route(/registration-area/, (route) => route.abort());
  await page.goto('/registerAffida');
  await expect(page.getByRole('alert')).toContainText('ricarica la pagina per continuare');
  await expect(page.getByRole('button', { name: 'Ricarica la pagina' })).toBeVisible();
});

test('a signed-in agency gets its own home: the way to its area, no registration form', async ({
  page,
}) => {
  await loginAgency(page, HANDS.bianchi.email, HANDS_PASSWORD);
  await page.goto('/');
  // Rendered signed out for everyone; the app, at the first gesture, reads the session.
  await page.mouse.move(30, 30);
  await expect(page.getByRole('link', { name: 'Vai all’Area Riservata' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Registra la tua agenzia' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Registrati Gratuitamente!' })).toHaveCount(0);
});

test('the registration form lost on a failing network says so, and the page stays', async ({
  page,
  context,
}) => {
  await page.goto('/');
  // The app at the first gesture, then the network goes before the form's code.
  await page.mouse.move(30, 30);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Chiudi' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('heading', { name: 'Registra la tua agenzia' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('alert')).toContainText(
    'Il modulo di registrazione non si è caricato: controlla la connessione e ricarica la pagina.',
  );
  await expect(page.getByRole('table', { name: 'LISTINO PREZZI' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/public-home-offline.png` });
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Ricarica la pagina' }).click();
  await page.getByRole('heading', { name: 'Registra la tua agenzia' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('form', { name: 'Registrazione agenzia' })).toBeVisible();
});

test('Display Rata’s page is prerendered too: whole in the HTML, live example once taken over, the app’s way in for an agency', async ({
  page,
  request,
}) => {
  const res = await request.get('/services/displayRata');
  const html = await res.text();
  expect(html).toMatch(/<title>Display Rata · 8Volante<\/title>/);
  expect(html).toContain('Esempio rappresentativo');
  expect(html).toContain(HYDRATION);

  const { problems } = watch(page);
  await page.goto('/services/displayRata');
  // The preview's badges are drawn in the browser: at the first gesture (decision 099).
  await takeOver(page);
  await expect(
    page
      .getByRole('list', { name: /Anteprima del widget/ })
      .locator('.r')
      .first(),
  ).toContainText('€/mese');
  expect(problems).toEqual([]);

  // An agency signed in is offered its configurator, in the app.
  await loginAgency(page, HANDS.bianchi.email, HANDS_PASSWORD);
  await page.goto('/services/displayRata');
  await page.getByRole('link', { name: 'Configura il tuo widget' }).click();
  await expect(page).toHaveURL(/\/area-riservata\/services\/displayRata$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an agency’s share link is prerendered: its name in the HTML, a 404 for a link that names no one', async ({
  request,
}) => {
  const res = await request.get(`/piano-acquisto/${TOOLS_AGENCY.slug}?prezzo=250000`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<title>Piano D’Acquisto · 8Volante<\/title>/);
  expect(html).toContain(TOOLS_AGENCY.nome);
  expect(html).toContain('value="250.000"');
  const missing = await request.get('/piano-acquisto/agenzia-che-non-esiste');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Agenzia non trovata');
});

test('on the share link, what the client types before the page is interactive is kept', async ({
  page,
}) => {
  // The page is whole before its script runs: hold the script back and type at once.
  await page.route('**/assets/start-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/piano-acquisto/${TOOLS_AGENCY.slug}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('radio', { name: 'La rata di un mutuo' }).check();
  const loan = page.getByRole('textbox', { name: /Importo del mutuo/ });
  await loan.fill('150.000');
  // Hydrated: the form that sends the plan appears only then.
  await expect(
    page.getByRole('form', { name: `Invia il piano a ${TOOLS_AGENCY.nome}` }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'La rata di un mutuo' })).toBeChecked();
  await expect(loan).toHaveValue('150.000');
  await expect(page.locator('dl').filter({ hasText: 'Rata mensile' }).first()).toContainText(
    /750,94/,
  );
});
