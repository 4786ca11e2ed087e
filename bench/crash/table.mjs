// The crash test's result table, one row per engine (Markdown, like the bench's).
export function printTable(results) {
  const cols = [
    ['engine', 'motore'],
    ['rounds', 'round (kill)'],
    ['acked', 'scritture confermate'],
    ['found', 'trovate'],
    ['lost', 'perse'],
    ['restarts', 'riavvii OK'],
    ['rowsInDb', 'righe nel DB'],
    ['token', 'token valido dopo riavvio'],
    ['points', 'punti coerenti'],
    ['errors', '5xx / rete'],
    ['seconds', 's'],
  ];
  const rows = results.map((r) => ({
    ...r,
    restarts: `${r.restartsOk}/${r.restartsOk + r.restartsFailed}`,
    token: `${r.tokenSurvived}/${r.restartsOk}`,
    points: r.pointsOk ? 'sì' : 'NO',
    errors: `${r.serverErrors} / ${r.networkErrors}`,
  }));
  const widths = cols.map(([k, h]) => Math.max(h.length, ...rows.map((r) => String(r[k]).length)));
  const line = (vals) => `| ${vals.map((v, i) => String(v).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(cols.map(([, h]) => h)));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(cols.map(([k]) => r[k])));
  for (const r of results) {
    const other = Object.entries(r.statuses)
      .map(([s, n]) => `${s}×${n}`)
      .join(', ');
    if (other) console.log(`[${r.engine}] altre risposte: ${other}`);
  }
}
