// The one table the bench prints: target, measured, reference, ratio, pass/fail.
export function printTable(rows) {
  const cols = [
    ['id', 'id'],
    ['what', 'misura'],
    ['target', 'obiettivo'],
    ['measured', 'misurato'],
    ['reference', 'riferimento'],
    ['ratio', 'rapporto'],
    ['pass', 'esito'],
  ];
  const cell = (r, k) => (k === 'pass' ? (r.pass ? 'OK' : 'NO') : String(r[k] ?? ''));
  const widths = cols.map(([k, h]) => Math.max(h.length, ...rows.map((r) => cell(r, k).length)));
  const line = (vals) => `| ${vals.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(cols.map(([, h]) => h)));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(cols.map(([k]) => cell(r, k))));
  const failed = rows.filter((r) => !r.pass).length;
  console.log(`${rows.length - failed} passed, ${failed} failed`);
}
