// P9: the admin lists at 20,000 agencies and 1,000,000 appointments, paged and searched by
// the server: the agency list's first page and its searches, the filters' type-ahead and the
// desk's client search. Sequential requests, as one admin's page makes them.
import { performance } from 'node:perf_hooks';
import { percentile } from './process.mjs';

const fmt = (n, d = 0) =>
  Number(n).toLocaleString('it-IT', { maximumFractionDigits: d, minimumFractionDigits: d });

/** Times each request (answer read to the end); median, p99, largest answer and non-200s. */
async function series(requests, rounds) {
  for (const r of requests.slice(0, 10)) await (await fetch(r.url, r.init)).arrayBuffer();
  const times = [];
  let bytes = 0;
  let bad = 0;
  for (let i = 0; i < rounds; i++) {
    const r = requests[i % requests.length];
    const t0 = performance.now();
    const res = await fetch(r.url, r.init);
    const body = await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (res.status !== 200) bad++;
    bytes = Math.max(bytes, body.byteLength);
  }
  times.sort((a, b) => a - b);
  return { med: percentile(times, 50), p99: percentile(times, 99), bytes, bad };
}

function row(id, what, s, limits) {
  const kb = s.bytes / 1024;
  const parts = [`mediana ${fmt(s.med, 1)} ms`];
  if (limits.p99) parts.push(`p99 ${fmt(s.p99, 1)} ms`);
  if (limits.kb) parts.push(`${fmt(kb, 1)} kB`);
  const target = [`mediana ≤ ${limits.med} ms`];
  if (limits.p99) target.push(`p99 ≤ ${limits.p99} ms`);
  if (limits.kb) target.push(`≤ ${limits.kb} kB`);
  const ratio = [fmt(s.med / limits.med, 2)];
  if (limits.p99) ratio.push(fmt(s.p99 / limits.p99, 2));
  if (limits.kb) ratio.push(fmt(kb / limits.kb, 2));
  return {
    id,
    what,
    target: target.join(', '),
    measured: `${parts.join(', ')}${s.bad ? `, ${s.bad} errori` : ''}`,
    reference: 'limiti assoluti',
    ratio: ratio.join(' / '),
    pass:
      s.med <= limits.med &&
      (!limits.p99 || s.p99 <= limits.p99) &&
      (!limits.kb || kb <= limits.kb) &&
      s.bad === 0,
  };
}

export async function measureAdminSearch(ctx, n = 300) {
  const auth = { headers: { authorization: `Bearer ${ctx.adminToken}` } };
  const user = `${ctx.base}/v2/${ctx.slug}/user`;
  const get = (path) => ({ url: `${user}/${path}`, init: auth });
  const q = (text) => encodeURIComponent(text);

  const firstPages = [
    get('admin_list'),
    get('admin_list?ordina=nome'),
    get('admin_list?ordina=comune&verso=desc'),
    get('admin_list?stato=DA%20CONFERMARE'),
    get('admin_list?tipo=interni'),
  ];
  // A name, an e-mail, a referrer, a CAP and a comune: from one agency to all 20,000.
  const searches = [];
  for (let i = 0; i < 40; i++) {
    const g = 1 + ((i * 7919) % 20_000);
    searches.push(get(`admin_list?q=${q(`bench ${g}`)}`));
    searches.push(get(`admin_list?q=${q(`agenzia${g}@`)}`));
    searches.push(get(`admin_list?q=${q(`referente${1 + (i % 50)}`)}&ordina=nome`));
  }
  searches.push(get('admin_list?q=00184'), get(`admin_list?q=${q('ROMA')}&pagina=40`));
  const suggests = [];
  for (let i = 0; i < 40; i++) {
    const g = 1 + ((i * 104_729) % 20_000);
    suggests.push(get(`admin_suggest?q=${q(`bench ${g}`)}&tipo=agenzie`));
    suggests.push(get(`admin_suggest?q=${q(String(g).slice(0, 3))}`));
  }
  suggests.push(get('admin_suggest?tipo=interni'));
  const desk = `${ctx.base}/v2/${ctx.slug}/appuntamenti/admin_fetchAll`;
  const post = (body) => ({
    url: desk,
    init: {
      method: 'POST',
      headers: { ...auth.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 25, skip: 0, ...body }),
    },
  });
  // The generator's client g: 'Cliente<g>', 'cliente<g>@example.it', '+39 3' + g in 9 digits.
  const clients = [];
  for (let i = 0; i < 40; i++) {
    const g = 1 + ((i * 15_485_863) % 1_000_000);
    const digits = String(g).padStart(9, '0');
    clients.push(post({ q: `cliente${g}` }));
    clients.push(post({ q: `cliente${g}@example.it` }));
    clients.push(post({ q: `3 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` }));
  }

  const first = await series(firstPages, n);
  const search = await series(searches, n);
  const suggest = await series(suggests, n);
  const client = await series(clients, n);
  return [
    row('P9', `lista agenzie, prima pagina (${n} richieste)`, first, {
      med: 25,
      p99: 100,
      kb: 50,
    }),
    row('P9', `lista agenzie, ricerca (${n} richieste)`, search, { med: 25, p99: 100, kb: 50 }),
    row('P9', `suggerimenti dei filtri (${n} richieste)`, suggest, { med: 15 }),
    row('P9', `desk, ricerca cliente: nome, e-mail, telefono (${n} richieste)`, client, {
      med: 30,
      p99: 150,
    }),
  ];
}
