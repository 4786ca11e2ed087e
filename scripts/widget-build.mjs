// Builds the Display Rata widget (apps/web/src/widget) into one small IIFE script that the
// server serves at /widget/display-rata.js. Run after the SPA build (which empties dist):
//   node scripts/widget-build.mjs [--out <folder>]
// Prints the size against the budget of scripts/widget-budget.mjs, as served with brotli
// (QUALITY.md P10; the e2e journey e2e/tools-widget.spec.ts checks the transfer).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { WIDGET_BUDGET_BROTLI } from './widget-budget.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
export const WIDGET_OUT_DIR = join(web, 'dist/.widget');
export const WIDGET_FILE = 'display-rata.js';

/**
 * The engine's schemas.ts holds plain constants (limits, messages, defaults) next to zod
 * schemas. The widget needs only the constants: this plugin gives the widget build a copy of
 * schemas.ts with just the limits and defaults (or where it imports them from), so zod (≈ 28 kB gzip) stays out of the bundle.
 * The engine's Italian error messages are only ever caught by the widget (a price it cannot
 * compute gets no badge), so here there are none: an error says only the value it refused.
 */
function zodFreeMortgageConstants() {
  const wanted = ['MORTGAGE_LIMITS', 'DEFAULTS', 'WIDGET_PRICE_RANGE'];
  return {
    name: 'display-rata-zod-free-constants',
    enforce: 'pre',
    load(id) {
      // The engine's Italian messages: none in the widget (see above).
      if (/[\\/]domain[\\/]mortgage[\\/]messages\.ts$/.test(id))
        return 'export const MORTGAGE_MESSAGES = {};';
      if (!/[\\/]domain[\\/]mortgage[\\/]schemas\.ts$/.test(id)) return null;
      const source = readFileSync(id, 'utf8');
      const blocks = wanted.map((name) => {
        // A constant schemas.ts takes from a zod-free module of its own and exports again.
        const from = new RegExp(`^export \\{ ${name} \\};$`, 'm').test(source)
          ? source.match(new RegExp(`^import \\{[^}]*\\b${name}\\b[^}]*\\} from '([^']+)';$`, 'm'))
          : null;
        if (from) return `export { ${name} } from '${from[1]}';`;
        const match = source.match(
          new RegExp(`^export const ${name} = \\{[\\s\\S]*?^\\} as const;$`, 'm'),
        );
        if (!match)
          this.error(
            `widget: ${name} non trovato come "export const ${name} = { … } as const;" in ${id}`,
          );
        return match[0];
      });
      blocks.push('export const MORTGAGE_MESSAGES = {};');
      return blocks.join('\n');
    },
  };
}

export async function buildWidget({ outDir = WIDGET_OUT_DIR } = {}) {
  const { build } = await import('vite');
  await build({
    configFile: false,
    root: web,
    publicDir: false,
    logLevel: 'warn',
    plugins: [zodFreeMortgageConstants()],
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      // terser with three compress passes: about 4 % under esbuild's output, on a budget that
      // counts every byte (decision 050). pure_getters: the widget reads no getter for its
      // side effects, so terser may inline and reorder property reads (45 bytes).
      minify: 'terser',
      terserOptions: {
        compress: { passes: 3, pure_getters: true, unsafe_arrows: true, ecma: 2020 },
        ecma: 2020,
        format: { comments: false },
      },
      sourcemap: false,
      target: 'es2020',
      reportCompressedSize: false,
      // No Symbol.toStringTag on the global's object: bytes no agency's page reads.
      rolldownOptions: { output: { generatedCode: { symbols: false } } },
      lib: {
        entry: join(web, 'src/widget/display-rata.ts'),
        formats: ['iife'],
        name: 'DisplayRata',
        fileName: () => WIDGET_FILE,
      },
    },
  });
  const file = join(outDir, WIDGET_FILE);
  const bytes = statSync(file).size;
  const body = readFileSync(file);
  const gzip = gzipSync(body, { level: 9 }).length;
  // As the server compresses it (widget.routes.ts).
  const brotli = brotliCompressSync(body, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
  }).length;
  const kb = (n) => `${(n / 1024).toFixed(2).replace('.', ',')} kB`;
  const over = brotli > WIDGET_BUDGET_BROTLI;
  console[over ? 'warn' : 'log'](
    `Widget Display Rata: ${kb(bytes)}, brotli ${kb(brotli)} (limite ${kb(WIDGET_BUDGET_BROTLI)}), gzip ${kb(gzip)}${over ? ' — OLTRE IL LIMITE' : ''}`,
  );
  return { file, bytes, gzip, brotli };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--out');
  const outDir = at > 0 ? process.argv[at + 1] : undefined;
  await buildWidget(outDir ? { outDir } : {});
}
