// Bundles the API (its sources and @portal/shared's) into one JavaScript file that plain
// `node` runs, only when those sources changed since the last bundle (content hash), as
// web-build.mjs does for the SPA. npm packages stay outside the bundle, loaded from
// node_modules as usual, except drizzle-orm (below). Why a bundle rather than tsx at run time: decision 069.
//   node scripts/api-build.mjs [--force]
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { contentHash } from './content-hash.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const api = join(root, 'apps/api');
const dist = join(api, 'dist');
/** What `npm start` and `npm run serve` run. */
export const API_BUNDLE = join(dist, 'server.mjs');
const stamp = join(dist, '.build-hash');
const inputs = [
  join(api, 'src'),
  join(api, 'package.json'),
  join(root, 'packages/shared/src'),
  join(root, 'packages/shared/package.json'),
  join(root, 'package-lock.json'),
  fileURLToPath(import.meta.url),
];

/** Bundled sources only: no tests, no test helpers (`src/test`). */
const bundled = (name, isFolder) =>
  isFolder ? name !== 'test' : /\.(ts|tsx|json)$/.test(name) && !/\.test\.tsx?$/.test(name);

export const apiInputsHash = () => contentHash(root, inputs, bundled);

/**
 * Bundled with the project's code although they come from npm. drizzle-orm is some 400 ES
 * modules under one 179 kB package.json with an export entry per file; Node 24 reads that
 * package.json again for each of them, so loading it left plain `node` with about 190 MB of
 * heap (83 MB live) before the server did anything, and that heap stays resident. Bundled,
 * it is one more part of this file: nothing to resolve at run time (decision 087).
 */
const bundledPackages = /^(@portal\/|drizzle-orm(\/|$))/;

/**
 * Every other bare import is left to Node: native addons (argon2, sharp), packages that
 * read their own files and optional ones load exactly as they do under tsx.
 */
const npmPackagesOutside = {
  name: 'npm-packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      bundledPackages.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildApiIfChanged({ force = false } = {}) {
  const hash = apiInputsHash();
  if (!force && existsSync(API_BUNDLE) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash)
    return false;
  mkdirSync(dist, { recursive: true });
  // Written beside and renamed over: a process starting while another rebuilds (three
  // processes on one machine) imports the old bundle or the new one, never half of one.
  const { outputFiles } = await build({
    entryPoints: [join(api, 'src/server.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    outfile: API_BUNDLE,
    plugins: [npmPackagesOutside],
    sourcemap: 'linked',
    logLevel: 'warning',
    absWorkingDir: root,
    write: false,
  });
  for (const file of outputFiles) {
    const tmp = `${file.path}.${process.pid}.tmp`;
    writeFileSync(tmp, file.contents);
    renameSync(tmp, file.path);
  }
  writeFileSync(stamp, hash);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildApiIfChanged({ force: process.argv.includes('--force') });
}
