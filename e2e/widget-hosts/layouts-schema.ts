import type { HostLayout } from './layouts';

/**
 * Agency sites that carry no `data-` markup (issue 42): their listings' prices come from
 * schema.org, as real-estate platforms publish them for search engines, or from an empty
 * `data-rata-prezzo` that reads the price the card shows.
 */
const offer = (price: unknown) =>
  JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Residence',
    offers: { '@type': 'Offer', price, priceCurrency: 'EUR' },
  });

export const SCHEMA_LAYOUTS: HostLayout[] = [
  {
    name: 'solo JSON-LD di schema.org',
    css: `.card{border:1px solid #ccc;padding:12px;max-width:360px;margin-bottom:12px}
          .prezzo{font-size:20px;font-weight:700}`,
    // The cards below the first move down by the badges above them.
    fixed: 'article:first-of-type h2',
    body: `<script type="application/ld+json">${offer(265000)}</script>
      <script type="application/ld+json">${offer('158000.00')}</script>
      <article class="card"><h2>Trilocale con balcone</h2><p class="prezzo">€ 265.000</p><p>85 m²</p></article>
      <article class="card"><h2>Bilocale in centro</h2><p class="prezzo">158.000 €</p></article>
      <article class="card"><h2>Villa</h2><p class="prezzo">Trattativa riservata</p></article>`,
  },
  {
    name: 'solo microdata di schema.org',
    css: `.card{border:1px solid #ccc;padding:12px;max-width:360px}.prezzo{font-size:20px;font-weight:700}`,
    fixed: 'h2',
    body: `<article class="card" itemscope itemtype="https://schema.org/Offer"><h2>Quadrilocale</h2>
      <p class="prezzo"><span itemprop="price" content="349000">349.000 €</span>
      <meta itemprop="priceCurrency" content="EUR"></p></article>`,
  },
  {
    // Only the selector saved in the agency's settings (seed-tools.ts) finds this price.
    name: 'solo il selettore salvato dall’agenzia',
    css: `.scheda-immobile{border:1px solid #ccc;padding:12px;max-width:360px}.cifra{font-size:20px;font-weight:700}`,
    fixed: 'h2',
    body: `<div class="scheda-immobile"><h2>Attico</h2><p class="cifra">€ 410.000</p><p>120 m²</p></div>`,
  },
  {
    name: 'prezzo letto dal testo della scheda',
    css: `.card{border:1px solid #ccc;padding:12px;max-width:360px}.prezzo{font-size:20px;font-weight:700}`,
    fixed: 'h2',
    body: `<article class="card"><h2>Casa indipendente</h2><p class="prezzo" data-rata-prezzo>da 230.000 €</p></article>`,
  },
];
