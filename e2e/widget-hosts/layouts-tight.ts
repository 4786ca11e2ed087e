import type { HostLayout } from './layouts';

/**
 * Layouts that leave the badge no room beside the price (issue 42): a price bar that never
 * wraps, a price laid over the photo, a table of listings. The badge takes the space the host
 * gives, wrapping under the price when there is none, and moves nothing out of its box.
 */
export const TIGHT_LAYOUTS: HostLayout[] = [
  {
    name: 'barra del prezzo senza a capo',
    css: `.card{border:1px solid #ccc;max-width:420px}.barra{display:flex;white-space:nowrap;gap:12px;align-items:center;padding:8px}
          .prezzo{font-size:20px;font-weight:700}.barra button{margin-left:auto}`,
    fixed: '.barra > *',
    body: `<article class="card"><h2>Bilocale</h2><div class="barra"><span class="prezzo" data-rata-prezzo="249000">249.000 €</span>
      <span>60 m²</span><button type="button">Contatta</button></div></article>`,
  },
  {
    name: 'prezzo sovrapposto alla foto',
    css: `.card{border:1px solid #ccc;max-width:360px}.foto{position:relative;height:160px;background:#c9d6e3}
          .prezzo{position:absolute;left:8px;bottom:8px;margin:0;padding:4px 8px;background:#fff;font-weight:700}
          .dati{padding:8px}`,
    fixed: '.foto',
    body: `<article class="card"><div class="foto"><p class="prezzo" data-rata-prezzo="318000">318.000 €</p></div>
      <div class="dati"><h2>Trilocale con terrazzo</h2><p>90 m²</p></div></article>`,
  },
];
