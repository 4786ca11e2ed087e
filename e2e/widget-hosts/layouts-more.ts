import type { HostLayout } from './layouts';

/**
 * The rest of the gallery: frameworks agencies' sites are built with (Bootstrap 5, Tailwind,
 * a WordPress theme), a grid, a dark page, a list that grows while scrolling, a strict CSP
 * and a narrow column where only the compact badge fits.
 */
const listing = (title: string, price: number, shown: string, extra = '') =>
  `<article class="card"><h2>${title}</h2><p class="prezzo" data-rata-prezzo="${price}">${shown}</p>${extra}</article>`;

export const MORE_LAYOUTS: HostLayout[] = [
  {
    name: 'griglia CSS di schede',
    css: `.griglia{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:16px}
          .card{border:1px solid #ccc;padding:12px}.prezzo{font-size:20px;font-weight:700}`,
    body: `<div class="griglia">${listing('Villa con giardino', 540000, '540.000 €')}
      ${listing('Attico panoramico', 395000, '395.000 €')}${listing('Bilocale', 149000, '149.000 €')}</div>`,
  },
  {
    // Bootstrap 5's own compiled CSS (the `bootstrap` package), as the theme's first sheet.
    name: 'pagina Bootstrap 5',
    sheets: ['/css/bootstrap.min.css'],
    css: '',
    fixed: 'h1, .col-md-6:first-child .card-title',
    body: `<div class="container"><div class="row g-3">
      <div class="col-md-6"><div class="card"><div class="card-body">
        <h2 class="card-title h5">Trilocale con balcone</h2>
        <p class="card-text fs-4 fw-bold" data-rata-prezzo="228000">228.000 €</p>
        <a href="/annuncio/7" class="btn btn-primary">Vedi annuncio</a></div></div></div>
      <div class="col-md-6"><div class="card"><div class="card-body">
        <h2 class="card-title h5">Loft in zona Navigli</h2>
        <p class="card-text fs-4 fw-bold" data-rata-prezzo="465000">465.000 €</p>
        <a href="/annuncio/8" class="btn btn-primary">Vedi annuncio</a></div></div></div>
      </div></div>`,
  },
  {
    // Tailwind's own preflight (the `tailwindcss` package) plus the utility classes below,
    // written as a Tailwind build would compile them for this page.
    name: 'pagina Tailwind',
    sheets: ['/css/tailwind.css'],
    css: '',
    fixed: '.grid > a:first-child .flex',
    body: `<div class="grid gap-4 md:grid-cols-2 p-4">
      <a href="/annuncio/3" class="block rounded-xl border border-slate-300 p-4 shadow">
        <h2 class="text-lg font-semibold">Casa indipendente</h2>
        <div class="flex items-center justify-between"><span class="text-2xl font-bold" data-rata-prezzo="312000" data-rata-target="#tw-rata-1">312.000 €</span><span class="rounded bg-slate-100 px-2">4 locali</span></div>
        <div id="tw-rata-1"></div></a>
      <a href="/annuncio/4" class="block rounded-xl border border-slate-300 p-4 shadow">
        <h2 class="text-lg font-semibold">Appartamento in centro</h2>
        <div class="flex items-center justify-between"><span class="text-2xl font-bold" data-rata-prezzo="276000" data-rata-target="#tw-rata-2">276.000 €</span><span class="rounded bg-slate-100 px-2">3 locali</span></div>
        <div id="tw-rata-2"></div></a></div>`,
  },
  {
    name: 'tema WordPress con stili globali aggressivi',
    css: `*{box-sizing:border-box!important;font-family:"Trebuchet MS",sans-serif!important;letter-spacing:.04em}
          button{display:block;width:100%;padding:14px 28px;background:#8a1538!important;color:#fff!important;text-transform:uppercase;border:0;font-size:18px}
          span{display:block;font-size:18px;line-height:2;color:#8a1538}
          a{color:#8a1538;text-decoration:underline;font-weight:700}
          div{padding:6px}.entry{max-width:720px;border-top:4px solid #8a1538}`,
    fixed: '.entry > h2',
    body: `<div class="entry"><h2>Quadrilocale con box</h2>
      <p>Prezzo: <span data-rata-prezzo="335000">335.000 €</span></p>
      <button type="button">Richiedi informazioni</button><a href="/contatti">Contatti</a></div>`,
  },
  {
    name: 'sfondo scuro',
    css: `body{background:#111827;color:#e5e7eb}.card{border:1px solid #374151;padding:12px;max-width:420px}
          .prezzo{font-size:22px;color:#fbbf24}a{color:#93c5fd}`,
    fixed: 'h1, h2',
    body: listing(
      'Villetta a schiera',
      289000,
      '289.000 €',
      '<a href="/annuncio/5">Dettagli annuncio</a>',
    ),
  },
  {
    // The page appends five listings whenever its end comes into view.
    name: 'lista infinita che aggiunge prezzi',
    css: `.lista{list-style:none;padding:0;max-width:480px}.lista li{border-bottom:1px solid #ccc;padding:10px 0;min-height:120px}
          .prezzo{font-weight:700}#fine{height:1px}`,
    fixed: 'h1',
    body: `<ul class="lista" id="lista"></ul><div id="fine"></div>`,
    script: `(function(){var n=0,l=document.getElementById('lista');
      function add(){for(var i=0;i<5;i++){n++;var li=document.createElement('li');var p=100000+n*15000;
        li.innerHTML='<h2>Annuncio '+n+'</h2><p>Prezzo <span class="prezzo" data-rata-prezzo="'+p+'">'+p.toLocaleString('it-IT')+' €</span></p>';l.appendChild(li);}}
      add();new IntersectionObserver(function(e){if(e[0].isIntersecting&&n<30)add();}).observe(document.getElementById('fine'));})();`,
  },
  {
    // Scripts only from the portal (no inline script), styles only from the site itself.
    name: 'pagina con CSP rigorosa',
    css: `.card{border:1px solid #ccc;padding:12px;max-width:380px}.prezzo{font-size:20px;font-weight:700}`,
    fixed: 'h1, h2',
    headers: {
      'content-security-policy':
        "default-src 'self'; script-src {portal}; connect-src {portal}; style-src 'self'",
    },
    body: listing('Rustico in collina', 198000, '198.000 €'),
  },
  {
    // A post of a WordPress site: the agency wrote the shortcode, the plugin (run by PHP)
    // turns it into the marked price and prints the snippet in the footer.
    name: 'pagina WordPress con lo shortcode',
    css: `.entry-content{max-width:640px}.entry-content p{font-size:18px}`,
    fixed: '.entry-title',
    wordpress: true,
    body: `<article class="post"><h2 class="entry-title">Trilocale vista mare</h2>
      <div class="entry-content"><p>Prezzo: [display_rata prezzo="250000"]</p><p>90 m², terzo piano.</p></div></article>`,
  },
  {
    // A sidebar of 150 px: the full badge does not fit, the compact one (instalment only) does.
    name: 'colonna stretta con badge compatto',
    css: `.lato{width:150px;border:1px solid #ccc;padding:8px;box-sizing:border-box}.prezzo{font-weight:700;margin:0}`,
    fixed: 'h1, h2',
    body: `<aside class="lato"><h2>In evidenza</h2><p class="prezzo" data-rata-prezzo="210000">210.000 €</p></aside>`,
  },
];
