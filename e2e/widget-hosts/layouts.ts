/**
 * Listing layouts as Italian agency sites write them, each a whole page that carries the
 * Display Rata snippet. Served from another origin by the widget journeys: the widget must
 * leave every one of them as it was (except where the agency asked for the badge's place)
 * and open its example above everything.
 */
export interface HostLayout {
  name: string;
  /** The page's body (the snippet is added by `hostPage`). */
  body: string;
  /** Page styles, as the agency's theme has them. */
  css: string;
  /** Style sheets of the theme, served by the agency's site (see site.ts). */
  sheets?: string[];
  /** Host elements that keep their whole box (else only their x and width are compared). */
  fixed?: string;
  /** Response headers of the page (a strict CSP). */
  headers?: Record<string, string>;
  /** Scripts of the page itself (the infinite list); none with a strict CSP. */
  script?: string;
  /** A WordPress post: `body` holds shortcodes, the plugin renders them and the snippet. */
  wordpress?: boolean;
}

import { MORE_LAYOUTS } from './layouts-more';
import { SCHEMA_LAYOUTS } from './layouts-schema';
import { TIGHT_LAYOUTS } from './layouts-tight';

const card = (inner: string) => `<article class="card">${inner}</article>`;

export const HOST_LAYOUTS: HostLayout[] = [
  {
    name: 'scheda dentro un link',
    fixed: 'h2',
    css: `.card a{display:block;color:inherit;text-decoration:none;border:1px solid #ccc;padding:12px;max-width:360px}
          .prezzo{font-size:22px;font-weight:700}`,
    body: card(`<a href="/annuncio/1"><h2>Trilocale in centro</h2>
      <p class="prezzo" data-rata-prezzo="250000">250.000 €</p><p>80 m², 2 bagni</p></a>`),
  },
  {
    // A comparison form around the cards: the badge's buttons must not submit it.
    name: 'schede dentro un modulo di confronto',
    fixed: 'h2',
    css: `.card{border:1px solid #ccc;padding:12px;max-width:360px}.prezzo{font-size:20px;font-weight:700}`,
    body: `<form action="/confronta" method="get">${card(`<label><input type="checkbox" name="annuncio" value="3"> Confronta</label>
      <h2>Quadrilocale con box</h2><p class="prezzo" data-rata-prezzo="335000">335.000 €</p>`)}
      <button>Confronta i selezionati</button></form>`,
  },
  {
    name: 'scheda ad altezza fissa con overflow nascosto',
    fixed: '.card',
    css: `.card{height:180px;overflow:hidden;border:1px solid #ccc;padding:12px;max-width:320px;box-sizing:border-box}
          .prezzo{font-size:20px;font-weight:700;margin:0}`,
    body: card(`<h2>Bilocale ristrutturato</h2>
      <p class="prezzo" data-rata-prezzo="187500">187.500 €</p><p>55 m², terrazzo</p>`),
  },
  {
    name: 'tabella di annunci',
    css: `table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:6px 10px;text-align:left}`,
    body: `<table><thead><tr><th>Immobile</th><th>Prezzo</th><th>Locali</th></tr></thead><tbody>
      <tr><td>Quadrilocale</td><td data-rata-prezzo="420000">420.000 €</td><td>4</td></tr>
      <tr><td>Monolocale</td><td data-rata-prezzo="98000">98.000 €</td><td>1</td></tr>
      </tbody></table>`,
  },
  {
    name: 'riga flessibile prezzo e pulsante, badge in uno spazio scelto',
    fixed: '.riga, .riga > *',
    css: `.riga{display:flex;justify-content:space-between;align-items:center;max-width:340px;border:1px solid #ccc;padding:8px}
          .prezzo{font-size:20px;font-weight:700}`,
    body: card(`<div class="riga"><span class="prezzo" data-rata-prezzo="310000" data-rata-target="#rata-1">310.000 €</span>
      <button type="button">Contatta</button></div><div id="rata-1"></div>`),
  },
  ...MORE_LAYOUTS,
  ...SCHEMA_LAYOUTS,
  ...TIGHT_LAYOUTS,
];

/**
 * A whole page for a layout, with the snippet pointing at the portal. The page's own styles
 * come from its site as a file, so a strict CSP (`style-src 'self'`) keeps them.
 */
export function hostPage(
  layout: HostLayout,
  portal: string,
  slug: string,
  index: number,
  snippet = `<script src="${portal}/widget/display-rata.js" data-agenzia="${slug}" crossorigin="anonymous" defer blocking="render"></script>`,
): string {
  const sheets = [...(layout.sheets ?? []), `/css/pagina.css?layout=${index}`]
    .map((href) => `<link rel="stylesheet" href="${href}">`)
    .join('');
  const script = layout.script ? `<script>${layout.script}</script>` : '';
  return `<!doctype html><html lang="it"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Annunci – ${layout.name}</title>${sheets}
${snippet}</head>
<body><main><h1>Le nostre case</h1>${layout.body}</main>${script}
</body></html>`;
}

/** The page's own style sheet (its theme's CSS after the frameworks'). */
export function pageCss(layout: HostLayout): string {
  return `body{font-family:Georgia,serif;margin:16px}${layout.css}`;
}
