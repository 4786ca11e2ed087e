import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_E2E_SERVICES } from './support/seed-public';
import { TOOLS_AGENCY } from './support/seed-tools';

// A control on a page the server prerendered works from the first paint (decisions 080, 091,
// 099): a plain link; a field, which keeps what is typed until the app takes it over; a button,
// whose press the page's inline listener holds and makes again once the app is there; or it is
// not there until it works (hidden). On a slow phone the page is painted long before its
// script has run; a button that does nothing when pressed then, or a field whose typing is
// lost, is a broken page. Each journey holds the page's scripts back, uses what is there,
// then lets the scripts in and sees that what was done then took effect.

/**
 * What a visitor does on the page: anything before `takeOver()` with the page's scripts held
 * back, then `takeOver()` lets them in and waits for the app to have the page.
 */
type Use = (page: Page, takeOver: () => Promise<void>) => Promise<void>;

/** The promo banner comes with the script, and its X hides it. */
const bannerCloses = async (page: Page) => {
  await page.getByRole('button', { name: 'Chiudi' }).click();
  await expect(page.getByRole('link', { name: 'Registrati Gratuitamente!' })).toHaveCount(0);
};

const readThenClose: Use = async (page, takeOver) => {
  await takeOver();
  await bannerCloses(page);
};

const PAGES: { name: string; path: string; use: Use }[] = [
  { name: 'la home', path: '/', use: readThenClose },
  {
    name: 'Display Rata',
    path: '/services/displayRata',
    use: async (page, takeOver) => {
      await takeOver();
      // The live example is drawn by the widget's own code, in its shadow root: it comes with
      // the app, in the room kept for it.
      await expect
        .poll(() =>
          page
            .locator('[data-preview-badge]')
            .first()
            .evaluate((el) => el.shadowRoot?.childElementCount ?? 0),
        )
        .toBeGreaterThan(0);
      await bannerCloses(page);
    },
  },
  {
    name: 'un servizio del catalogo',
    path: `/services/${encodeURIComponent(PUBLIC_E2E_SERVICES.valutazione.name)}`,
    use: readThenClose,
  },
  {
    name: 'il Piano D’Acquisto condiviso',
    path: `/piano-acquisto/${TOOLS_AGENCY.slug}`,
    use: async (page, takeOver) => {
      const income = page.getByRole('textbox', {
        name: 'Reddito netto mensile, 1° richiedente (€)',
      });
      const rata = page.getByRole('radio', { name: 'La rata di un mutuo' });
      // The page's one button, pressed before the app: it prints once the app is there.
      await page.evaluate(() => {
        const w = window as Window & { printed?: number };
        w.printed = 0;
        w.print = () => void (w.printed = (w.printed ?? 0) + 1);
      });
      await page.getByRole('button', { name: 'Stampa o salva in PDF' }).click();
      await income.fill('3.000');
      await rata.check();
      await takeOver();
      expect(await page.evaluate(() => (window as Window & { printed?: number }).printed)).toBe(1);
      // The app has what was chosen: it asks for the loan of a «rata» plan.
      await expect(rata).toBeChecked();
      const loan = page.getByRole('textbox', { name: /Importo del mutuo/ });
      await loan.fill('150.000');
      await expect(page.locator('dl').filter({ hasText: 'Rata mensile' }).first()).toContainText(
        /750,94/,
      );
      // And what was typed: back to the budget, the income is there.
      await page.getByRole('radio', { name: 'Quanto posso spendere' }).check();
      await expect(income).toHaveValue('3.000');
    },
  },
  {
    name: 'il login dell’Area Riservata',
    path: '/area-riservata/login',
    use: async (page, takeOver) => {
      let attempts = 0;
      page.on('request', (r) => {
        if (r.method() === 'POST' && /\/v2\/[^?]*login/.test(r.url())) attempts += 1;
      });
      await page.getByRole('textbox', { name: 'E-mail' }).fill('nessuno@example.it');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('sbagliata-1');
      // Pressed twice before the app is there: held, not sent as a plain form.
      await page.getByRole('button', { name: 'Accedi' }).dblclick();
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe('/area-riservata/login');
      expect(page.url()).not.toContain('sbagliata');
      expect(attempts).toBe(0);
      await takeOver();
      // Once it is, pressed again: one attempt, with what was typed.
      await expect(page.getByRole('alert')).not.toBeEmpty();
      expect(attempts).toBe(1);
      await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('nessuno@example.it');
      await bannerCloses(page);
    },
  },
  {
    name: 'la registrazione Affida',
    path: '/registerAffida',
    use: async (page, takeOver) => {
      await takeOver();
      const first = page.locator('main').getByRole('textbox').first();
      await first.fill('Rossi');
      await expect(first).toHaveValue('Rossi');
    },
  },
  {
    name: 'FIMAA',
    path: '/fimaa',
    use: async (page, takeOver) => {
      await takeOver();
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
 * nor a region focusable to be scrolled, nor disabled; nor, where the page's inline listener
 * is there (`<html data-start>`), a field (the browser keeps what is typed) or a button (its
 * press is held). Described by tag and name, for the failure's message.
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
    const held = document.documentElement.dataset.start !== undefined;
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
      if (held && el.matches('input, textarea, button')) continue;
      const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
      dead.push(`<${el.tagName.toLowerCase()}> ${label}`);
    }
    return dead;
  });
}

/** React has the page: its root is taken over (and the held press, if any, made again). */
function isTakenOver(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    const hydrated = !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
    const start = document.documentElement.dataset.start;
    return hydrated && (start === undefined || start === 'ready');
  });
}

/** The control that has the focus, unless it is a plain link or a summary (or nothing). */
function focusedDeadControl(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el.id === 'main-content') return null;
    if (el instanceof HTMLAnchorElement && el.getAttribute('href')) return null;
    if (el.tagName === 'SUMMARY' || el.getAttribute('role') === 'region') return null;
    if (
      document.documentElement.dataset.start !== undefined &&
      el.matches('input, textarea, button')
    )
      return null;
    return `<${el.tagName.toLowerCase()}> ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}`;
  });
}

test.use({ viewport: { width: 390, height: 844 } });

for (const { name, path, use } of PAGES) {
  test(`${name}: before its script every control is a link, a kept field, a held button or not there; after it, what was done takes effect`, async ({
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

    await use(page, async () => {
      release();
      await expect.poll(() => isTakenOver(page)).toBe(true);
    });
  });
}
