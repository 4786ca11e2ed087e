// Builds the SPA only when its inputs changed since the last build (content hash), so a
// second `npm start` goes straight to the server.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { contentHash } from './content-hash.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const dist = join(web, 'dist');
const stamp = join(dist, '.build-hash');
const inputs = [
  join(web, 'src'),
  join(web, 'public'),
  join(web, 'index.html'),
  join(web, 'vite.config.ts'),
  join(web, 'package.json'),
  join(root, 'packages/shared/src'),
  join(root, 'package-lock.json'),
  join(root, 'scripts/widget-build.mjs'),
];

export const webInputsHash = () => contentHash(root, inputs, (name) => !/\.test\.tsx?$/.test(name));

export function buildWebIfChanged({ force = false } = {}) {
  const hash = webInputsHash();
  const widget = join(dist, '.widget', 'display-rata.js');
  if (
    !force &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === hash &&
    existsSync(join(dist, 'index.html')) &&
    existsSync(join(dist, '.ssr', 'render-page.js')) &&
    existsSync(widget)
  ) {
    return false;
  }
  console.log('Compilo l’interfaccia web…');
  const vite = join(root, 'node_modules/.bin/vite');
  const res = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error('Compilazione dell’interfaccia non riuscita.');
    process.exit(res.status ?? 1);
  }
  // The server's render of the prerendered public pages (decision 091), after the SPA, whose
  // build empties dist: it renders them through the app's route tree.
  const ssr = spawnSync(
    vite,
    [
      'build',
      '--ssr',
      'src/app/prerender/render-page.tsx',
      '--outDir',
      'dist/.ssr',
      '--logLevel',
      'warn',
    ],
    { cwd: web, stdio: 'inherit' },
  );
  if (ssr.status !== 0) {
    console.error('Compilazione delle pagine pubbliche per il server non riuscita.');
    process.exit(ssr.status ?? 1);
  }
  // The Display Rata widget (apps/web/src/widget) after the SPA, whose build empties dist.
  const widgetBuild = spawnSync(process.execPath, [join(root, 'scripts/widget-build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (widgetBuild.status !== 0) {
    console.error('Compilazione del widget Display Rata non riuscita.');
    process.exit(widgetBuild.status ?? 1);
  }
  precompress(join(dist, 'assets'));
  writeFileSync(stamp, hash);
  return true;
}

/**
 * Brotli and gzip copies of every text asset, written once at build time: the server sends
 * them as they are (`preCompressed`), so a phone on a slow network downloads a third of the
 * bytes and no request pays for compressing.
 */
function precompress(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (!/\.(js|css|svg|json|txt)$/.test(name)) continue;
    const file = join(dir, name);
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildWebIfChanged({ force: process.argv.includes('--force') });
}
