import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_E2E_SERVICES } from './support/seed-public';
import { TOOLS_AGENCY } from './support/seed-tools';

// A control on a page the server prerendered works from the first paint (a plain link) or is
// not usable until it works: hidden, or disabled (decision 080). On a slow phone the page is
// painted long before its script has run; a button that does nothing when pressed then, or a
// field whose typing is lost, is a broken page. Each journey holds the page's scripts back,
// presses what is there, then lets the scripts in and presses again.

/** What a page does once its script has taken it over, pressed as a visitor would. */
type Works = (page: Page) => Promise<void>;

/** The promo banner comes with the script, and its X hides it. */
const bannerCloses: Works = async (page) => {
  await page.getByRole('button', { name: 'Chiudi' }).click();
  await expect(page.getByRole('link', { name: 'Registrati Gratuitamente!' })).toHaveCount(0);
};

const PAGES: { name: string; path: string; works: Works }[] = [
  { name: 'la home', path: '/', works: bannerCloses },
  { name: 'Display Rata', path: '/services/displayRata', works: bannerCloses },
  {
    name: 'un servizio del catalogo',
    path: `/services/${encodeURIComponent(PUBLIC_E2E_SERVICES.valutazione.name)}`,
    works: bannerCloses,
  },
  {
    name: 'il Piano D’Acquisto condiviso',
    path: `/piano-acquisto/${TOOLS_AGENCY.slug}`,
    works: async (page) => {
      const income = page.getByRole('textbox', {
        name: 'Reddito netto mensile, 1° richiedente (€)',
      });
      await income.fill('3.000');
      await expect(income).toHaveValue('3.000');
      await page.getByRole('radio', { name: 'La rata di un mutuo' }).check();
      await expect(page.getByRole('radio', { name: 'La rata di un mutuo' })).toBeChecked();
    },
  },
  {
    name: 'il login dell’Area Riservata',
    path: '/area-riservata/login',
    works: async (page) => {
      await page.getByRole('textbox', { name: 'E-mail' }).fill('nessuno@example.it');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('password-sbagliata');
      await page.getByRole('button', { name: 'Accedi' }).click();
      await expect(page.getByRole('alert')).not.toBeEmpty();
      await bannerCloses(page);
    },
  },
  {
    name: 'la registrazione Affida',
    path: '/registerAffida',
    works: async (page) => {
      const first = page.locator('main').getByRole('textbox').first();
      await first.fill('Rossi');
      await expect(first).toHaveValue('Rossi');
    },
  },
  {
    name: 'FIMAA',
    path: '/fimaa',
    works: async (page) => {
      await expect(page.getByRole('link', { name: 'Registrati Gratuitamente!' })).toHaveCount(0);
    },
  },
];

/** Holds every script of the page until the returned function is called, then lets all in. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Every control a visitor can see and reach that would need the page's script to do
 * anything: anything focusable or clickable that is neither a plain link (an `<a href>`,
 * which the browser follows by itself), nor a `<summary>` (the browser opens its details),
 * nor a region focusable to be scrolled, nor disabled. Described by tag and name, for the failure's message.
 */
async function deadControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'a',
      'button',
      'input',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="tab"]',
      '[role="combobox"]',
      '[contenteditable]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const dead: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const box = el.getBoundingClientRect();
      const seen =
        el.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0;
      if (!seen || el.closest('[aria-hidden="true"]')) continue;
      if (el instanceof HTMLAnchorElement && el.getAttribute('href')) continue;
      if (el.tagName === 'SUMMARY' && el.parentElement?.tagName === 'DETAILS') continue;
      // A region focusable to be scrolled with the keyboard: the browser scrolls it.
      if (el.getAttribute('role') === 'region') continue;
      if (el.matches(':disabled')) continue;
      const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
      dead.push(`<${el.tagName.toLowerCase()}> ${label}`);
    }
    return dead;
  });
}

/** React has the page: its root is taken over and nothing is disabled for want of it. */
function isTakenOver(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    const hydrated = !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
    return hydrated && document.querySelectorAll('fieldset:disabled').length === 0;
  });
}

/** The control that has the focus, unless it is a plain link or a summary (or nothing). */
function focusedDeadControl(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el.id === 'main-content') return null;
    if (el instanceof HTMLAnchorElement && el.getAttribute('href')) return null;
    if (el.tagName === 'SUMMARY' || el.getAttribute('role') === 'region') return null;
    return `<${el.tagName.toLowerCase()}> ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}`;
  });
}

test.use({ viewport: { width: 390, height: 844 } });

for (const { name, path, works } of PAGES) {
  test(`${name}: before its script every control is a plain link or not usable; after it, they work`, async ({
    page,
  }) => {
    const release = await holdScripts(page);
    // Not `load`: the page's module scripts, held back, would keep it from coming.
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await isTakenOver(page)).toBe(false);
    expect(await deadControls(page), `controlli inerti su ${path}`).toEqual([]);
    await expect(page.getByRole('button', { name: 'Chiudi' })).toHaveCount(0);
    // Tab through the page: the focus never lands on a control that does nothing.
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusedDeadControl(page), `Tab su ${path}`).toBeNull();
    }
    // A plain link works before the script: the skip link takes the reader to the content.
    await page.keyboard.press('Shift+Tab');
    await page.getByRole('link', { name: 'Vai al contenuto principale' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);

    release();
    await expect.poll(() => isTakenOver(page)).toBe(true);
    await works(page);
  });
}
