import { describe, expect, it, vi } from 'vitest';
import { badge, config, hosts, okFetch, page, startWidget } from './test-page';

// Prices found without editing templates (issue 42, decisions.md third round): an empty
// `data-rata-prezzo` reads the element's text, schema.org microdata and JSON-LD give their
// prices, and one console line says how many got a badge and why the others did not.

const start = async (html: string, priceSelector?: string) => {
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  const script = page(html);
  const fetchImpl = okFetch({ ...config, ...(priceSelector ? { priceSelector } : {}) });
  await startWidget({ script, apiPath: '/x/', fetchImpl }).ready;
  const lines = info.mock.calls.map((c) => String(c[0]));
  info.mockRestore();
  return lines;
};

const badgedTexts = () => hosts().map((h) => h.parentElement!.firstChild!.textContent!.trim());

describe('prices found without data- values', () => {
  it('an empty data-rata-prezzo reads the price its element shows', async () => {
    const lines = await start(`
      <p data-rata-prezzo>€ 250.000</p>
      <p data-rata-prezzo>da 180.000 €</p>
      <p data-rata-prezzo>Trattativa riservata</p>
      <p data-rata-prezzo>180.000 – 220.000 €</p>
      <p data-rata-prezzo>€ 850/mese</p>`);
    expect(badgedTexts()).toEqual(['€ 250.000', 'da 180.000 €']);
    expect(badge(hosts()[1]!)).toBe('Rata da 720,90\u00a0€/mese');
    expect(lines).toEqual([
      'Display Rata: 2 prezzi con la rata, 3 senza (1 prezzo non indicato, 1 intervallo di prezzi, 1 affitto)',
    ]);
  });

  it('reads schema.org microdata: the price element, or a meta price in its offer', async () => {
    const lines = await start(`
      <div itemscope itemtype="https://schema.org/Offer">
        <span itemprop="price" content="250000">250.000 €</span>
        <meta itemprop="priceCurrency" content="EUR">
      </div>
      <div id="meta" itemscope itemtype="https://schema.org/Offer">
        <b>Villa</b><meta itemprop="price" content="420000.00"><meta itemprop="priceCurrency" content="EUR">
      </div>
      <div itemscope itemtype="https://schema.org/Offer">
        <span itemprop="price" content="300000">300.000 CHF</span>
        <meta itemprop="priceCurrency" content="CHF">
      </div>`);
    expect(hosts()).toHaveLength(2);
    expect(hosts()[0]!.parentElement!.getAttribute('itemprop')).toBe('price');
    expect(hosts()[1]!.parentElement!.id).toBe('meta');
    expect(lines).toEqual(['Display Rata: 2 prezzi con la rata, 1 senza (1 valuta non in euro)']);
  });

  it('reads JSON-LD offers and marks where the page shows each price, not a rent', async () => {
    const listing = (price: unknown, extra = {}) =>
      JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Residence',
        offers: { '@type': 'Offer', price, priceCurrency: 'EUR', ...extra },
      });
    const lines = await start(`
      <script type="application/ld+json">${listing(250000)}</script>
      <script type="application/ld+json">${JSON.stringify({ '@graph': [{ '@type': 'Offer', price: '187500.00' }] })}</script>
      <script type="application/ld+json">${listing(900, { businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut' })}</script>
      <script type="application/ld+json">{ non è JSON</script>
      <article><h2>Trilocale</h2><p class="prezzo">250.000 €</p><p>80 m²</p></article>
      <article><h2>Bilocale</h2><p class="prezzo">€ 187.500</p></article>
      <article><h2>Affitto</h2><p class="prezzo">900 €</p></article>`);
    expect(badgedTexts()).toEqual(['250.000 €', '€ 187.500']);
    expect(lines).toEqual(['Display Rata: 2 prezzi con la rata, 0 senza']);
  });

  it('reads the elements of the selector the agency saved, by their text', async () => {
    const lines = await start(
      `<div class="annuncio"><h2>Trilocale</h2><span class="prezzo">€ 265.000</span></div>
      <div class="annuncio"><h2>Villa</h2><span class="prezzo">Prezzo su richiesta</span></div>
      <div class="altro"><span class="prezzo">€ 99.000</span></div>`,
      '.annuncio .prezzo',
    );
    expect(badgedTexts()).toEqual(['€ 265.000']);
    expect(lines).toEqual(['Display Rata: 1 prezzo con la rata, 1 senza (1 prezzo non indicato)']);
  });

  it('ignores a saved selector the page’s browser cannot read', async () => {
    const lines = await start('<span class="prezzo">€ 265.000</span>', '.prezzo[[');
    expect(hosts()).toHaveLength(0);
    expect(lines).toEqual(['Display Rata: 0 prezzi con la rata, 0 senza']);
  });

  it('a price without a badge gets one when its text becomes a price, and loses it again', async () => {
    await start('<p id="p" data-rata-prezzo>Trattativa riservata</p>');
    expect(hosts()).toHaveLength(0);
    const price = document.getElementById('p')!;
    price.firstChild!.nodeValue = '€ 250.000';
    await vi.waitFor(() => expect(hosts()).toHaveLength(1));
    price.firstChild!.nodeValue = 'Prezzo su richiesta';
    await vi.waitFor(() => expect(hosts()).toHaveLength(0));
  });

  it('counts the prices outside the expected range', async () => {
    const lines = await start(
      '<span data-rata-prezzo="12000">12.000 €</span><span data-rata-prezzo="250000">250.000 €</span>',
    );
    expect(hosts()).toHaveLength(1);
    expect(lines).toEqual([
      'Display Rata: 1 prezzo con la rata, 1 senza (1 fuori dai prezzi previsti)',
    ]);
  });
});
