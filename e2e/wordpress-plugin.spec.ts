import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './support/env';
import { TOOLS_AGENCY } from './support/seed-tools';
import { HOST_LAYOUTS } from './widget-hosts/layouts';
import { startHostSite } from './widget-hosts/site';
import { lintPlugin, pinnedCode, renderWordPress } from './widget-hosts/wordpress';

// The WordPress plugin (integrations/wordpress/display-rata), run by PHP as WordPress runs it:
// its settings saved as the agency would, the shortcode and the script tags rendered. The
// page's <head> loads the pinned script of the reserved area with its SRI hash (decision 078): the agency's
// site runs that file and no other, whatever the portal serves later.

const SLUG = TOOLS_AGENCY.slug;
const NOT_VALID =
  'Il codice con versione fissata non è valido: copialo di nuovo, intero, dalla pagina Display Rata della tua area riservata.';
const OTHER_PORTAL =
  "Il codice con versione fissata è di un altro portale: controlla l'indirizzo del portale e copia il codice dalla tua area riservata.";

test('its PHP files pass the lint', () => {
  const files = lintPlugin();
  expect(files).toHaveLength(2);
  for (const out of files) expect(out).toMatch(/^No syntax errors detected in /);
});

test('the shortcode marks the price (digits only, nothing for a bad one); without a pinned version no script is loaded', () => {
  const page = renderWordPress(
    '[display_rata prezzo="250000"] [display_rata prezzo="1.250.000 €"] [display_rata prezzo="\'><b>"] [display_rata]',
    [{ agenzia: 'agenzia-prova', portale: 'https://portale.example.it/' }],
  );
  expect(page.content).toBe(
    '<span data-rata-prezzo="250000">250.000 €</span> <span data-rata-prezzo="1250000">1.250.000 €</span>  ',
  );
  expect(page.settings).toEqual({
    agenzia: 'agenzia-prova',
    portale: 'https://portale.example.it',
    script: '',
    integrita: '',
  });
  expect(page.head).toBe('');
  expect(page.footer).toBe('');
  expect(page.errors).toEqual([]);
});

test('the shortcode reads a price as WordPress and its themes store it', () => {
  const stored: [string, string][] = [
    ['250000.00', '250000'],
    ['250000', '250000'],
    ['250.000', '250000'],
    ['250.000,00', '250000'],
    ['250,000.00', '250000'],
    ['1.250.000', '1250000'],
    ['EUR 199.000', '199000'],
    ['249999,50', '250000'],
    ['2500.000', ''],
    ['250.00.000', ''],
    ['25,5.000', ''],
    ['250.000,', ''],
  ];
  const content = stored.map(([prezzo]) => `[display_rata prezzo="${prezzo}"]`).join('|');
  const page = renderWordPress(content, [{ agenzia: 'agenzia-prova' }]);
  expect(page.errors).toEqual([]);
  const marked = page.content
    .split('|')
    .map((html) => /data-rata-prezzo="(\d+)"/.exec(html)?.[1] ?? '');
  expect(marked).toEqual(stored.map(([, euros]) => euros));
  expect(page.content.split('|')[0]).toBe('<span data-rata-prezzo="250000">250.000 €</span>');
});

test('the pinned code of the reserved area: the page’s <head> loads that file with an integrity that is the served file’s hash', async ({
  request,
}) => {
  const { pin, code } = await pinnedCode(E2E_BASE_URL, SLUG);
  const pasted = { agenzia: SLUG, portale: E2E_BASE_URL, fissata: code };
  const saved = renderWordPress('', [pasted]);
  expect(saved.errors).toEqual([]);
  expect(saved.head.trim()).toBe(
    `<script src="${E2E_BASE_URL}${pin.src}" integrity="${pin.integrity}" data-agenzia="${SLUG}" crossorigin="anonymous" defer blocking="render"></script>`,
  );

  // The hash of the bytes the portal serves at that address, computed here.
  const [, src, integrity] = /src="([^"]+)" integrity="([^"]+)"/.exec(saved.head)!;
  const served = await request.get(src!, { headers: { 'accept-encoding': 'identity' } });
  expect(served.status()).toBe(200);
  const body = await served.body();
  expect(integrity).toBe(`sha384-${createHash('sha384').update(body).digest('base64')}`);

  // Saved again without pasting, the pin stays; the pinned code alone fills the other fields.
  expect(renderWordPress('', [pasted, { agenzia: SLUG, portale: E2E_BASE_URL }]).head).toBe(
    saved.head,
  );
  const alone = renderWordPress('', [{ fissata: code }]);
  expect(alone.settings).toEqual(saved.settings);
  expect(alone.head).toBe(saved.head);
  expect(saved.footer).toBe('');
});

test('a pasted code that is not the pinned code of this portal is refused in Italian, and nothing changes', async () => {
  const { code } = await pinnedCode(E2E_BASE_URL, SLUG);
  const pasted = { agenzia: SLUG, portale: E2E_BASE_URL, fissata: code };
  const good = renderWordPress('', [pasted]);
  const refusals: [string, string][] = [
    ['ciao', NOT_VALID],
    // The plain snippet: no hash, no integrity.
    [
      `<script src="${E2E_BASE_URL}/widget/display-rata.js" data-agenzia="${SLUG}" crossorigin="anonymous" defer blocking="render"></script>`,
      NOT_VALID,
    ],
    [code.replace(/integrity="sha384-[^"]+"/, 'integrity="sha256-abc"'), NOT_VALID],
    [code.replace(/ integrity="[^"]+"/, ''), NOT_VALID],
    [code.replaceAll(E2E_BASE_URL, 'https://altro-portale.example.it'), OTHER_PORTAL],
  ];
  for (const [fissata, message] of refusals) {
    const after = renderWordPress('', [pasted, { ...pasted, fissata }]);
    expect(after.errors, fissata).toEqual([message]);
    expect(after.settings).toEqual(good.settings);
    expect(after.head).toBe(good.head);
  }
});

test.describe('in Chromium', () => {
  let site: Server;
  let origin = '';
  test.beforeAll(async () => {
    ({ server: site, origin } = await startHostSite(E2E_BASE_URL, SLUG));
  });
  test.afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
  });
  const post = () => `${origin}/annunci?layout=${HOST_LAYOUTS.findIndex((l) => l.wordpress)}`;

  test('the post runs the pinned file; the same address serving a changed file is refused', async ({
    page,
  }) => {
    const { pin } = await pinnedCode(E2E_BASE_URL, SLUG);
    await page.goto(post());
    // 250.000 € at the agency's conditions (187.500 € is 750,94 €/mese in tools-widget.spec.ts).
    await expect(page.locator('display-rata .r')).toHaveText(
      'Rata da 1.001,25 €/mese'.replace(/ /g, '\u00a0'),
    );

    // A compromised portal serves something else at the pinned address: it never runs.
    await page.route(`${E2E_BASE_URL}${pin.src}`, async (route) => {
      const original = await route.fetch({ headers: { 'accept-encoding': 'identity' } });
      await route.fulfill({
        status: 200,
        headers: {
          'content-type': 'text/javascript; charset=utf-8',
          'access-control-allow-origin': '*',
        },
        body: `${await original.text()}\n;window.cambiato = true;`,
      });
    });
    const refused = page.waitForEvent('console', (m) => /integrity/i.test(m.text()));
    await page.goto(post());
    await refused;
    await expect(page.locator('[data-rata-prezzo]')).toHaveCount(1);
    await expect(page.locator('display-rata')).toHaveCount(0);
    expect(await page.evaluate(() => 'DisplayRata' in window || 'cambiato' in window)).toBe(false);
  });
});
