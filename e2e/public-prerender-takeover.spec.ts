import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS } from './support/env';
import { PUBLIC_E2E_SERVICES } from './support/seed-public';
import { TOOLS_AGENCY } from './support/seed-tools';

// A page the server prerendered through the app's route tree is taken over by the app where
// it stands (decision 091): React hydrates the server's HTML without a mismatch (React
// reports one as a console error, then renders the page again), and from then on a link is
// the app's own navigation, not a page load.

const PAGES = [
  { path: '/', heading: 'Più valore a ogni immobile, con il mutuo giusto per i tuoi clienti' },
  { path: '/services/displayRata', heading: 'Display Rata' },
  {
    path: `/services/${encodeURIComponent(PUBLIC_E2E_SERVICES.valutazione.name)}`,
    heading: PUBLIC_E2E_SERVICES.valutazione.name,
  },
  { path: `/piano-acquisto/${TOOLS_AGENCY.slug}?prezzo=250000`, heading: TOOLS_AGENCY.nome },
  { path: '/area-riservata/login', heading: 'Accedi alla tua agenzia' },
  { path: '/registerAffida', heading: 'Registrazione agente Affida' },
  { path: '/fimaa', heading: null },
  { path: '/privacy', heading: null },
  { path: '/cookie', heading: null },
  { path: '/trasparenza', heading: 'Trasparenza' },
  { path: '/reclami', heading: 'Reclami' },
  { path: '/accessibilita', heading: 'Dichiarazione di accessibilità' },
  { path: '/regolamento-concorso', heading: 'Regolamento del concorso' },
];

/** React has the page: its root is taken over. */
const takenOver = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });

for (const { path, heading } of PAGES) {
  test(`${path}: the app takes the prerendered page over without a hydration error, then navigates itself`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(path);
    // The server's HTML, before the app: the page's heading is there.
    const h1 = page.getByRole('heading', { level: 1 }).first();
    await expect(h1).toBeVisible();
    if (heading) await expect(h1).toContainText(heading);
    // A page to read starts the app at the visitor's first gesture.
    await page.mouse.move(20, 20);
    await expect.poll(() => takenOver(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(errors, `errori in console su ${path}`).toEqual([]);
    // A link is now the app's navigation: the page is not loaded again.
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    const target = path === '/privacy' ? '/cookie' : '/privacy';
    await page.locator(`footer a[href="${target}"]`).click();
    await expect(page).toHaveURL(target);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors, `errori in console dopo la navigazione da ${path}`).toEqual([]);
  });
}

test('the prerendered home, login, a service and the share page, at a phone’s and a desktop’s width', async ({
  page,
}) => {
  const shots = {
    home: '/',
    login: '/area-riservata/login',
    service: `/services/${encodeURIComponent(PUBLIC_E2E_SERVICES.valutazione.name)}`,
    share: `/piano-acquisto/${TOOLS_AGENCY.slug}`,
  };
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const [name, path] of Object.entries(shots)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.screenshot({ path: `${ARTIFACTS}/prerendered-${name}-${width}.png` });
    }
  }
});
