import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS } from './support/env';
import { PUBLIC_E2E_SERVICES } from './support/seed-public';
import { expectNoAxeViolations } from './support/axe';

// The public pages in real Chromium: home (hero clip, 'SERVIZI', 'LISTINO PREZZI', the
// lazily loaded form), a service page, FIMAA and Affida. Screenshots at desktop and 360 px.

async function chooseOption(page: Page, label: string, option: string, search: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('home: hero clip without layout shift, services, price list, form loaded only when needed', async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/.*\.js$/.test(r.url())) chunks.push(r.url());
  });
  await page.goto('/');
  const hero = page.locator('section[aria-labelledby="home-title"]');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const before = await hero.boundingBox();
  // The clip comes with the app, at the visitor's first gesture (decision 091).
  await page.mouse.move(40, 40);

  // The clip: muted, inline, looping, autoplaying, and its box does not move the page.
  const video = hero.locator('video');
  await expect(video).toHaveAttribute('src', '/brand/hero.mp4');
  await expect(video).toHaveAttribute('poster', '/brand/hero-poster.jpg');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && !v.paused))
    .toBe(true);
  expect(
    await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.playsInline, v.autoplay]),
  ).toEqual([true, true, true, true]);
  expect(await hero.boundingBox()).toEqual(before);
  // Every shift since the page opened, read at once from the browser's buffer.
  const shifts = await page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as unknown as { value: number }[];
    observer.disconnect();
    return entries.reduce((total, entry) => total + entry.value, 0);
  });
  expect(shifts).toBeLessThan(0.01);

  // 'SERVIZI': the two named services and the public ones, with PROMO.
  const servizi = page.locator('#servizi');
  await expect(servizi.getByRole('heading', { name: 'SERVIZI' })).toBeVisible();
  await expect(servizi.getByRole('link', { name: 'Display Rata' })).toHaveAttribute(
    'href',
    '/services/displayRata',
  );
  await expect(servizi.getByRole('link', { name: 'Piano D’Acquisto' })).toHaveAttribute(
    'href',
    '/services/pianodacquisto',
  );
  await expect(servizi.getByRole('link', { name: 'Valutazione Immobile PROMO' })).toHaveAttribute(
    'href',
    '/services/Valutazione%20Immobile',
  );
  await expect(servizi.getByRole('link', { name: 'Home Staging' })).toBeVisible();

  // 'LISTINO PREZZI': services with a price, names cut at 17 characters, the fixed rows.
  const table = page.getByRole('table', { name: 'LISTINO PREZZI' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'SERVIZIO',
    'SENZA 8Volante',
    'CON 8Volante',
  ]);
  await expect(table.getByRole('row')).toHaveText([
    'SERVIZIOSENZA 8VolanteCON 8Volante',
    'VALUTAZIONE IMMOB.250,00 €99,00 €',
    'ATTESTATO DI PRES.180,00 €120,00 €',
    'DISPLAY RATAESCLUSIVA',
    'MY SERVICETariffa BaseTariffa Premium',
  ]);

  // The registration form's code arrives only when its section nears the viewport (its
  // chunk is the registration area's).
  const formChunk = (c: string) => /\/registration-area-[^/]*\.js$/.test(c);
  expect(chunks.filter(formChunk)).toEqual([]);
  await page.getByRole('heading', { name: 'Registra la tua agenzia' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('form', { name: 'Registrazione agenzia' })).toBeVisible();
  expect(chunks.some(formChunk)).toBe(true);

  await expectNoAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${ARTIFACTS}/public-home-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${ARTIFACTS}/public-home-phone.png`, fullPage: true });
  await expectNoAxeViolations(page);
});

test('with reduced motion the banner shows the poster, not the clip', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const hero = page.locator('section[aria-labelledby="home-title"]');
  await expect(hero.locator('img[src="/brand/hero-poster.jpg"]')).toBeVisible();
  await expect(hero.locator('video')).toHaveCount(0);
});

test('a public service page: description, image, prices, call to action; unknown names get a 404 page', async ({
  page,
}) => {
  const s = PUBLIC_E2E_SERVICES.valutazione;
  await page.goto('/');
  await page
    .locator('#servizi')
    .getByRole('link', { name: `${s.name} PROMO` })
    .click();
  await expect(page).toHaveURL(/\/services\/Valutazione%20Immobile$/);
  await expect(page.getByRole('heading', { level: 1, name: s.name })).toBeVisible();
  await expect(page.getByText('Sopralluogo di un tecnico abilitato')).toBeVisible();
  await expect(page.locator('article img')).toHaveAttribute('src', s.image);
  await expect(page.getByRole('complementary', { name: 'Prezzi' })).toContainText(
    'Senza 8Volante250,00 €',
  );
  await expect(page.getByRole('complementary', { name: 'Prezzi' })).toContainText(
    'Con 8Volante99,00 €',
  );
  await expect(
    page.getByRole('link', { name: 'Registrati gratuitamente', exact: true }),
  ).toHaveAttribute('href', '/#registrati');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/public-service-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${ARTIFACTS}/public-service-phone.png`, fullPage: true });

  await page.goto('/services/Servizio%20Inesistente');
  await expect(page.getByRole('heading', { level: 1, name: 'Servizio non trovato' })).toBeVisible();
  await expect(
    page.getByText('Il servizio «Servizio Inesistente» non esiste o non è più disponibile.'),
  ).toBeVisible();
});

test('FIMAA: landing without the promo banner, then the form sends fimaaRegister: true', async ({
  page,
}) => {
  await page.goto('/fimaa');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Per le agenzie associate FIMAA' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registrati Gratuitamente!' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/public-fimaa.png`, fullPage: true });
  await page.getByRole('link', { name: 'Registra la tua agenzia FIMAA' }).click();
  await expect(page).toHaveURL(/\/fimaaRegister$/);
  const form = page.getByRole('form', { name: 'Registrazione agenzia FIMAA' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);

  // An incomplete form is stopped in the browser with Italian messages on the fields.
  await form.getByRole('button', { name: 'Registrati' }).click();
  await expect(
    form.getByText('Per registrarti devi accettare l’informativa sulla privacy'),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Ragione sociale' })).toBeFocused();
  await form.screenshot({ path: `${ARTIFACTS}/public-fimaa-register-errors.png` });

  await form.getByRole('textbox', { name: 'Ragione sociale' }).fill('Fimaa Casa S.r.l.');
  await form.getByRole('textbox', { name: 'Nome dell’agenzia' }).fill('Fimaa Casa');
  await form.getByRole('textbox', { name: 'Partita IVA' }).fill('12345678903');
  await form.getByRole('textbox', { name: 'Titolare' }).fill('Luca Marino');
  await chooseOption(page, 'Provincia', 'Bologna (BO)', 'Bologna');
  await chooseOption(page, 'Comune', 'Imola', 'Imola');
  await form.getByRole('textbox', { name: 'Indirizzo' }).fill('Via Appia 3');
  await form
    .getByRole('textbox', { name: 'E-mail' })
    .fill(`fimaa-${Date.now()}@public.e2e.example.it`);
  await form
    .getByRole('textbox', { name: 'Password', exact: true })
    .fill('Fimaa-Casa-Password-2026');
  await form.getByRole('textbox', { name: 'Conferma password' }).fill('Fimaa-Casa-Password-2026');
  await form.getByRole('checkbox', { name: /accetto l’informativa/ }).check();
  const sent = page.waitForRequest((r) => r.url().endsWith('/v2/agenzieUser/register'));
  await form.getByRole('button', { name: 'Registrati' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    fimaaRegister: true,
    cap: '40026',
    privacy: true,
  });
  await expect(page.getByText("Registrazione avvenuta. Controlla l'email")).toBeInViewport();
});

test("Affida: 'Password diverse' sends nothing; a complete form says 'Registrazione avvenuta.'", async ({
  page,
}) => {
  const email = `agente-affida-${Date.now()}@public.e2e.example.it`;
  let posts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/v2/agenzieUser/registerAffida')) posts += 1;
  });
  await page.goto('/registerAffida');
  const form = page.getByRole('form', { name: 'Registrazione agente Affida' });
  await form.getByRole('textbox', { name: 'Nome e cognome' }).fill('Sara Galli');
  await form.getByRole('textbox', { name: 'Partita IVA' }).fill('07643520567');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await chooseOption(page, 'Provincia', 'Bologna (BO)', 'Bologna');
  await chooseOption(page, 'Comune', 'Imola', 'Imola');
  await expect(page.getByRole('combobox', { name: 'CAP' })).toHaveText('40026');
  await form.getByRole('textbox', { name: 'Indirizzo' }).fill('Via Emilia 1');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Agente-Affida-2026');
  await form.getByRole('textbox', { name: 'Conferma password' }).fill('Agente-Affida-2027');
  await form.getByRole('checkbox', { name: /accetto l’informativa/ }).check();
  await form.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Password diverse' })).toBeInViewport();
  expect(posts).toBe(0);
  await form.screenshot({ path: `${ARTIFACTS}/public-affida-form.png` });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${ARTIFACTS}/public-affida.png`, fullPage: true });

  await form.getByRole('textbox', { name: 'Conferma password' }).fill('Agente-Affida-2026');
  await form.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByText('Registrazione avvenuta.', { exact: true })).toBeInViewport();
  expect(posts).toBe(1);
});

test('the privacy and cookie notices are pages of their own, reached from the footer', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Informativa privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Informativa sul trattamento dei dati personali' }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Clienti delle agenzie' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${ARTIFACTS}/public-privacy-phone.png`, fullPage: true });
  await page.getByRole('link', { name: 'informativa sui cookie' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Informativa sui cookie' }),
  ).toBeVisible();
  await expect(page.getByText('adminAccessToken')).toBeVisible();
  await expectNoAxeViolations(page);
  // Opened directly, as a link in a mail or a search result would.
  await page.goto('/cookie');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Informativa sui cookie' }),
  ).toBeVisible();
});
