/** The server-rendered demo of Display Rata: a listing page as an agency's own site would have it. */

export interface DemoListing {
  title: string;
  place: string;
  details: string;
  /** As the agency writes it in `data-rata-prezzo` (any Italian format). */
  priceAttr: string;
  priceText: string;
  hue: number;
}

/** The three listings in the page; `/widget/demo.js` adds `LATE_DEMO_LISTING` after 2 s. */
export const DEMO_LISTINGS: readonly DemoListing[] = [
  {
    title: 'Trilocale luminoso con balcone',
    place: 'Milano · Città Studi',
    details: '85 m² · 3 locali · 2° piano con ascensore',
    priceAttr: '250000',
    priceText: '250.000 €',
    hue: 205,
  },
  {
    title: 'Bilocale ristrutturato',
    place: 'Torino · San Salvario',
    details: '58 m² · 2 locali · classe energetica C',
    priceAttr: '189.000',
    priceText: '189.000 €',
    hue: 150,
  },
  {
    title: 'Villetta a schiera con giardino',
    place: 'Bologna · Borgo Panigale',
    details: '140 m² · 5 locali · box doppio',
    priceAttr: '420.000,00',
    priceText: '420.000 €',
    hue: 30,
  },
];

export const LATE_DEMO_LISTING: DemoListing = {
  title: 'Attico con terrazzo panoramico',
  place: 'Roma · Monteverde',
  details: '110 m² · 4 locali · terrazzo di 40 m²',
  priceAttr: '535000',
  priceText: '535.000 €',
  hue: 280,
};

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

function card(l: DemoListing): string {
  return `<article class="card">
  <div class="photo" style="background:linear-gradient(135deg,hsl(${l.hue} 45% 72%),hsl(${l.hue + 30} 40% 52%))" role="img" aria-label="Foto dell'immobile"></div>
  <div class="body">
    <h2>${escapeHtml(l.title)}</h2>
    <p class="place">${escapeHtml(l.place)}</p>
    <p class="details">${escapeHtml(l.details)}</p>
    <p class="price"><span data-rata-prezzo="${escapeHtml(l.priceAttr)}">${escapeHtml(l.priceText)}</span></p>
  </div>
</article>`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:Georgia,'Times New Roman',serif;background:#f4f1ea;color:#2b2118}
header{background:#2b2118;color:#f4f1ea;padding:20px 24px}
header p{margin:4px 0 0;font-size:14px;opacity:.85}
h1{margin:0;font-size:26px;letter-spacing:.02em}
main{max-width:1100px;margin:0 auto;padding:24px}
.note{background:#fff8e1;border:1px solid #e0c46c;border-radius:6px;padding:12px 16px;margin:0 0 20px;font-family:system-ui,sans-serif;font-size:14px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(280px,1fr));gap:20px}
.card{background:#fff;border-radius:10px;overflow:hidden;box-shadow:0 2px 10px rgba(0,0,0,.08)}
.photo{height:160px}
.body{padding:16px}
.card h2{font-size:19px;margin:0 0 6px}
.place{margin:0;color:#6b5a48;font-size:14px}
.details{margin:6px 0 10px;font-size:14px}
.price{margin:0;font-size:22px;font-weight:bold;color:#8a3b12}
pre{white-space:pre-wrap;word-break:break-all;background:#fff;border:1px solid #d8cfc0;border-radius:6px;padding:12px;font-size:13px}
footer{max-width:1100px;margin:0 auto;padding:8px 24px 32px;font-family:system-ui,sans-serif;font-size:14px}
`;

export interface DemoPageInput {
  /** The agency whose widget the page carries; null when there is none to show. */
  agency: { nome: string; slug: string } | null;
  /** Absolute snippet to show (what the agency copies). */
  snippet: string | null;
  productName: string;
}

/** The whole HTML page. Scripts are same-origin files, so the portal's CSP applies unchanged. */
export function renderDemoPage({ agency, snippet, productName }: DemoPageInput): string {
  const name = agency ? escapeHtml(agency.nome) : 'Immobiliare Dimostrativa';
  // In <head>, as the agencies' snippet: the badges' space is in the first paint.
  const widget = agency
    ? `<script src="/widget/display-rata.js" data-agenzia="${escapeHtml(agency.slug)}" defer blocking="render"></script>`
    : '';
  const demo = agency ? '<script src="/widget/demo.js" defer></script>' : '';
  const note = agency
    ? `Pagina dimostrativa di ${escapeHtml(productName)} Display Rata: le rate accanto ai prezzi arrivano dal widget dell'agenzia. Un nuovo annuncio compare dopo 2 secondi.`
    : "Nessuna agenzia dimostrativa con Display Rata attivo: aggiungi <code>?agenzia=</code> seguito dall'identificativo di un'agenzia all'indirizzo di questa pagina.";
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} · Annunci in vendita</title>
<style>${STYLE}</style>
${widget}
</head>
<body>
<header>
  <h1>${name}</h1>
  <p>Case in vendita · annunci aggiornati ogni giorno</p>
</header>
<main>
  <p class="note">${note}</p>
  <div class="grid" id="annunci">
${DEMO_LISTINGS.map(card).join('\n')}
  </div>
</main>
<footer>
${snippet ? `<h2>Il codice inserito in questa pagina</h2>\n<pre>${escapeHtml(snippet)}</pre>` : ''}
</footer>
${demo}
</body>
</html>`;
}

/** `/widget/demo.js`: adds one more listing after 2 s, as sites that load listings later do. */
export function renderDemoScript(): string {
  const html = JSON.stringify(card(LATE_DEMO_LISTING));
  return `(function(){setTimeout(function(){var g=document.getElementById('annunci');if(!g)return;var t=document.createElement('template');t.innerHTML=${html};g.appendChild(t.content);},2000);})();\n`;
}
