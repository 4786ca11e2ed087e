import { describe, expect, it, vi } from 'vitest';
import { badge, config, hosts, okFetch, page, started, startWidget } from './test-page';
import { HOST_TAG } from './scanner';

describe('Display Rata widget', () => {
  it('reads the agency from its script tag and the API origin from its src', async () => {
    const script = page('<span data-rata-prezzo="187500">187.500 €</span>');
    const fetchImpl = okFetch();
    await startWidget({ script, apiPath: '/v2/8volante/strumenti/widget/', fetchImpl }).ready;
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://portale.example.it/v2/8volante/strumenti/widget/casa-piu',
      { credentials: 'omit' },
    );
  });

  it('puts the instalment at the end of each price, in Italian formats too', async () => {
    const script = page(`
      <p><span data-rata-prezzo="187500">187.500 €</span></p>
      <p><span data-rata-prezzo="187.500,00">187.500 €</span></p>
      <p><span data-rata-prezzo="€ 250.000">250.000 €</span></p>
      <p><span data-rata-prezzo="prezzo su richiesta">Trattativa riservata</span></p>`);
    expect(await startWidget({ script, apiPath: '/x/', fetchImpl: okFetch() }).ready).toBe(true);
    const placed = hosts();
    expect(placed).toHaveLength(3);
    expect(badge(placed[0]!)).toBe('Rata da 750,94\u00a0€/mese');
    expect(badge(placed[1]!)).toBe('Rata da 750,94\u00a0€/mese');
    expect(placed[0]!.parentElement?.getAttribute('data-rata-prezzo')).toBe('187500');
    expect(placed[0]!.previousSibling?.textContent).toBe('187.500 €');
    expect(badge(placed[2]!)).toBe('Rata da 1.001,25\u00a0€/mese');
  });

  it('draws the instalment with its TAEG as one button of the example, where the whole badge does not fit on one line', async () => {
    // A 150 px column and a badge of 260 px, as Chromium measures them (jsdom has no layout).
    const widths = vi
      .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.tagName === 'P' ? 150 : 0;
      });
    const rects = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ width: 260 } as DOMRect);
    const script = page('<p style="padding:0 4px" data-rata-prezzo="210000">210.000 €</p>');
    await startWidget({ script, apiPath: '/x/', fetchImpl: okFetch() }).ready;
    widths.mockRestore();
    rects.mockRestore();
    const root = hosts()[0]!.shadowRoot!;
    expect([...root.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Rata da 841,05\u00a0€\/mese · TAEG 3,\d\d%$/),
    ]);
    expect(root.querySelector('span.r')).toBeNull();
    root.querySelector('button')!.click();
    expect(root.querySelector('[role="dialog"]')!.textContent).toContain('Esempio rappresentativo');
  });

  it('opens the representative example from the keyboard and links to the Piano D’Acquisto with the price', async () => {
    const script = page('<span data-rata-prezzo="250000">250.000 €</span>');
    await startWidget({ script, apiPath: '/x/', fetchImpl: okFetch() }).ready;
    const root = hosts()[0]!.shadowRoot!;
    const button = root.querySelector('button')!;
    const panel = root.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(button.textContent).toMatch(/^TAEG 3,\d\d% · Dettagli$/);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    const text = panel.textContent!;
    for (const bit of [
      'Esempio rappresentativo',
      'Importo totale del credito200.000,00',
      '25 anni, 300 rate mensili',
      'TAN fisso3,50%',
      'TAEG3,',
      'Importo totale dovuto',
      'garantito da ipoteca',
      'Mediatore Esempio S.r.l., Mediatore creditizio iscritto',
    ]) {
      expect(text.replace(/\u00a0/g, ' ')).toContain(bit.replace(/\u00a0/g, ' '));
    }
    expect(root.querySelector('a')!.href).toBe(
      'https://portale.example.it/piano-acquisto/casa-piu?prezzo=250000&mutuo=200000&anni=25&tasso=3.5&da=display-rata',
    );
    panel.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
    );
    expect(panel.hidden).toBe(true);
    expect(root.activeElement).toBe(button);
  });

  it('never adds a table cell or a flex item: inside by default, beside only where asked and harmless', async () => {
    const script = page(`
      <table><tbody><tr><td id="cell" data-rata-prezzo="250000">250.000 €</td><td>3 locali</td></tr></tbody></table>
      <div style="display:flex"><span id="flex" data-rata-prezzo="250000" data-rata-posizione="dopo">250.000 €</span><button>Contatta</button></div>
      <p><span id="below" data-rata-prezzo="250000" data-rata-posizione="sotto">250.000 €</span></p>
      <p><span id="elsewhere" data-rata-prezzo="250000" data-rata-target="#slot">250.000 €</span></p>
      <div id="slot"></div>`);
    await startWidget({ script, apiPath: '/x/', fetchImpl: okFetch() }).ready;
    const row = document.querySelector('tr')!;
    expect(row.children).toHaveLength(2);
    expect(document.getElementById('cell')!.lastElementChild!.tagName).toBe('DISPLAY-RATA');
    // Asked "dopo" in a flex row: inside, so the row keeps its two items.
    expect(document.querySelector('div[style]')!.children).toHaveLength(2);
    expect(document.getElementById('flex')!.querySelector(HOST_TAG)).not.toBeNull();
    // "sotto" in a paragraph: right after the price, as a block of its own.
    const below = document.getElementById('below')!.nextElementSibling as HTMLElement;
    expect(below.tagName).toBe('DISPLAY-RATA');
    expect(below.hasAttribute('data-sotto')).toBe(true);
    expect(document.getElementById('slot')!.querySelector(HOST_TAG)).not.toBeNull();
  });

  it('puts the badge under a flex row or a price laid over a photo, not inside where it would widen or cover', async () => {
    const script = page(`
      <article><div id="bar" style="display:flex;white-space:nowrap"><span data-rata-prezzo="249000">249.000 €</span><span>60 m²</span><button>Contatta</button></div><h2>Bilocale</h2></article>
      <article><div id="photo" style="position:relative"><p style="position:absolute" data-rata-prezzo="318000">318.000 €</p></div><h2>Trilocale</h2></article>
      <article style="display:flex;flex-direction:column"><p id="column" data-rata-prezzo="210000">210.000 €</p></article>`);
    await startWidget({ script, apiPath: '/x/', fetchImpl: okFetch() }).ready;
    for (const id of ['bar', 'photo']) {
      const after = document.getElementById(id)!.nextElementSibling!;
      expect(after.tagName).toBe('DISPLAY-RATA');
      expect(after.hasAttribute('data-sotto')).toBe(true);
      expect(document.getElementById(id)!.querySelector(HOST_TAG)).toBeNull();
    }
    expect(document.getElementById('bar')!.children).toHaveLength(3);
    // An item of a column: inside, as anywhere else.
    expect(document.getElementById('column')!.lastElementChild!.tagName).toBe('DISPLAY-RATA');
  });

  it('shows no badge for a price outside the range, and the script tag may change the range', async () => {
    const script = page(`
      <span data-rata-prezzo="12000">12.000 €</span>
      <span data-rata-prezzo="29999">29.999 €</span>
      <span data-rata-prezzo="30000">30.000 €</span>
      <span data-rata-prezzo="5000000">5.000.000 €</span>
      <span data-rata-prezzo="999999999">999.999.999 €</span>`);
    await startWidget({ script, apiPath: '/x/', fetchImpl: okFetch() }).ready;
    expect(hosts().map((h) => h.parentElement!.getAttribute('data-rata-prezzo'))).toEqual([
      '30000',
      '5000000',
    ]);
    for (const h of started.splice(0)) h.stop();
    const narrow = page(`
      <span data-rata-prezzo="12000">12.000 €</span>
      <span data-rata-prezzo="600000">600.000 €</span>`);
    narrow.setAttribute('data-prezzo-min', '10.000');
    narrow.setAttribute('data-prezzo-max', '500.000');
    await startWidget({ script: narrow, apiPath: '/x/', fetchImpl: okFetch() }).ready;
    expect(hosts().map((h) => h.parentElement!.getAttribute('data-rata-prezzo'))).toEqual([
      '12000',
    ]);
  });

  it('takes the provider’s price range and the date of its conditions from the configuration', async () => {
    const script = page(`
      <span data-rata-prezzo="40000">40.000 €</span>
      <span data-rata-prezzo="90000">90.000 €</span>`);
    const dated = {
      ...config,
      asOf: '21/11/2026',
      prices: { minCents: 5_000_000, maxCents: 100_000_000 },
    };
    await startWidget({ script, apiPath: '/x/', fetchImpl: okFetch(dated) }).ready;
    const [host, ...others] = hosts();
    expect(others).toEqual([]);
    expect(host!.parentElement!.getAttribute('data-rata-prezzo')).toBe('90000');
    (host!.shadowRoot!.querySelector('button') as HTMLButtonElement).click();
    expect(host!.shadowRoot!.textContent).toContain('Condizioni aggiornate al 21/11/2026.');
  });

  it('a listing may give its own loan-to-value', async () => {
    const script = page(`
      <span data-rata-prezzo="250000">250.000 €</span>
      <span data-rata-prezzo="250000" data-rata-ltv="50">250.000 €</span>
      <span data-rata-prezzo="250000" data-rata-ltv="500">250.000 €</span>`);
    await startWidget({ script, apiPath: '/x/', fetchImpl: okFetch() }).ready;
    const [standard, half, ignored] = hosts().map(badge);
    expect(standard).toBe('Rata da 1.001,25\u00a0€/mese');
    expect(half).toBe('Rata da 625,78\u00a0€/mese');
    expect(ignored).toBe(standard);
  });

  it('a click on the badge or in the example does not follow the listing card’s link', async () => {
    const script = page(
      '<a id="card" href="https://agenzia.example.it/annuncio/1"><span data-rata-prezzo="250000">250.000 €</span></a>',
    );
    await startWidget({ script, apiPath: '/x/', fetchImpl: okFetch() }).ready;
    const cardClicks = vi.fn();
    document.getElementById('card')!.addEventListener('click', cardClicks);
    const root = hosts()[0]!.shadowRoot!;
    const toggle = root.querySelector('button')!;
    const event = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
    toggle.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(cardClicks).not.toHaveBeenCalled();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The example's own link stays a link.
    const link = root.querySelector('a')!;
    const follow = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
    link.addEventListener('click', (e) => e.preventDefault(), { once: true }); // no navigation in jsdom
    expect(link.dispatchEvent(follow)).toBe(false);
    expect(cardClicks).not.toHaveBeenCalled();
  });

  it('handles listings added and prices changed later (MutationObserver)', async () => {
    const script = page('<div id="list"><span data-rata-prezzo="187500">187.500 €</span></div>');
    await startWidget({ script, apiPath: '/x/', fetchImpl: okFetch() }).ready;
    const late = document.createElement('span');
    late.setAttribute('data-rata-prezzo', '250000');
    document.getElementById('list')!.append(late);
    await vi.waitFor(() => expect(hosts()).toHaveLength(2));
    late.setAttribute('data-rata-prezzo', '187500');
    await vi.waitFor(() => expect(badge(hosts()[1]!)).toBe('Rata da 750,94\u00a0€/mese'));
    expect(hosts()).toHaveLength(2);
  });

  it('does not scan the page again for the badges it adds itself, only for the page’s changes', async () => {
    const script = page('<div id="list"><span data-rata-prezzo="187500">187.500 €</span></div>');
    await startWidget({ script, apiPath: '/x/', fetchImpl: okFetch() }).ready;
    await vi.waitFor(() => expect(hosts()).toHaveLength(1));
    const scans = vi.spyOn(document, 'querySelectorAll');
    // A frame for the observer's batch to run, were it to.
    const frame = () => new Promise((resolve) => setTimeout(resolve, 50));
    await frame();
    expect(scans).not.toHaveBeenCalled();
    document.getElementById('list')!.append(document.createElement('p'));
    await vi.waitFor(() => expect(scans).toHaveBeenCalledWith('[data-rata-prezzo]'));
    scans.mockRestore();
  });

  it('does nothing visible for an unknown or disabled agency, a bad answer or no data-agenzia', async () => {
    const html = '<span data-rata-prezzo="250000">250.000 €</span>';
    const notFound = vi.fn(
      async () => new Response('{"message":"Agenzia non trovata."}', { status: 404 }),
    );
    expect(
      await startWidget({ script: page(html), apiPath: '/x/', fetchImpl: notFound }).ready,
    ).toBe(false);
    expect(
      await startWidget({ script: page(html), apiPath: '/x/', fetchImpl: okFetch({ label: 1 }) })
        .ready,
    ).toBe(false);
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(
      await startWidget({ script: page(html), apiPath: '/x/', fetchImpl: offline }).ready,
    ).toBe(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchImpl = okFetch();
    expect(await startWidget({ script: page(html, '<b>'), apiPath: '/x/', fetchImpl }).ready).toBe(
      false,
    );
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    expect(hosts()).toHaveLength(0);
  });

  it('shows the label as text, never as markup', async () => {
    const script = page('<span data-rata-prezzo="187500">187.500 €</span>');
    await startWidget({
      script,
      apiPath: '/x/',
      fetchImpl: okFetch({ ...config, label: '<img src=x onerror=alert(1)>' }),
    }).ready;
    const root = hosts()[0]!.shadowRoot!;
    expect(root.querySelector('img')).toBeNull();
    expect(badge(hosts()[0]!)).toContain('<img');
  });
});
