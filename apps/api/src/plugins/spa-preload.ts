import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** What the app's entry (main.tsx) imports to start: React, the router, the shell. */
export const START = 'src/app/start.tsx';
const PUBLIC = 'src/app/areas/public-area.ts';
/** The chunks the public area's pages load beside it. */
const TOOLS = 'src/app/areas/tools-area.ts';
const LEGAL = 'src/app/areas/legal-area.ts';
const CERTIFICATE = 'src/app/areas/certificate-area.ts';
const REGISTRATION = 'src/app/areas/registration-area.tsx';
const RESERVED = 'src/app/areas/reserved-area.ts';
const ADMIN = 'src/app/areas/admin-area.ts';
/** The pages of each area but its hub, a chunk of their own. */
const RESERVED_PAGES = 'src/app/areas/reserved-pages.ts';
const ADMIN_PAGES = 'src/app/areas/admin-pages.ts';

/**
 * Which area modules a page's path needs (apps/web/src/app/routes.tsx), first match wins:
 * the login and password pages sit in the public frame with their area's form; a hub is in
 * its area's chunk, every other page of the area in the area's pages chunk, which the area's
 * code would only ask for once it had run (one round trip more before the page could paint).
 */
const AREAS: [prefix: string, modules: string[]][] = [
  ['/area-riservata/login', [PUBLIC, RESERVED]],
  ['/area-riservata/password-dimenticata', [PUBLIC, RESERVED]],
  ['/area-riservata/reset-password', [PUBLIC, RESERVED]],
  ['/admin/login', [PUBLIC, ADMIN]],
  ['/services/displayRata', [PUBLIC, TOOLS]],
  ['/services/pianodacquisto', [PUBLIC, TOOLS]],
  ['/piano-acquisto', [PUBLIC, TOOLS]],
  ['/privacy', [PUBLIC, LEGAL]],
  ['/cookie', [PUBLIC, LEGAL]],
  ['/trasparenza', [PUBLIC, LEGAL]],
  ['/reclami', [PUBLIC, LEGAL]],
  ['/accessibilita', [PUBLIC, LEGAL]],
  ['/regolamento-concorso', [PUBLIC, LEGAL]],
  ['/attestato', [PUBLIC, CERTIFICATE]],
  ['/registerAffida', [PUBLIC, REGISTRATION]],
  ['/fimaaRegister', [PUBLIC, REGISTRATION]],
  ['/area-riservata/hub', [RESERVED]],
  ['/area-riservata', [RESERVED, RESERVED_PAGES]],
  ['/admin/hub', [ADMIN]],
  ['/admin', [ADMIN, ADMIN_PAGES]],
  ['', [PUBLIC]],
];

/** The area modules a page's path needs (AREAS, first match wins). */
export function areaModules(path: string): string[] {
  return AREAS.find(([prefix]) => matches(prefix, path))![1];
}

const matches = (prefix: string, path: string) =>
  prefix === '' || path === prefix || path.startsWith(`${prefix}/`);

/**
 * The files of the page at `path`: the app's start (main.tsx imports it at once, or at the
 * first gesture on a page prerendered for reading: decision 091) and the page's area, with
 * all they import; the scripts the page's HTML loads itself (the entry) left out.
 */
export function pageFiles(manifest: Manifest, path: string): { js: string[]; css: string[] } {
  const shell = new Set(collect(manifest, 'index.html').js);
  const { js, css } = [START, ...areaModules(path)].reduce(
    (out, module) => collect(manifest, module, new Set(), out),
    { js: [] as string[], css: [] as string[] },
  );
  return { js: [...new Set(js)].filter((f) => !shell.has(f)), css };
}

/** The build's manifest (the chunks, their imports and stylesheets), or null without one. */
export function readManifest(distDir: string): Manifest | null {
  const file = join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** Modulepreload tags of `files`, at low priority: after what the first paint needs. */
export const modulePreloads = (files: string[]) =>
  files
    .map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${href}">`)
    .join('');

/**
 * The <link> tags that let a browser fetch the app's start and the code of the page's area
 * together with the entry, instead of after it has run (round trips less before the first
 * paint on a phone, Lighthouse P7): modulepreload for every chunk they import, and a
 * preload of their stylesheets. All at low priority, so the entry comes first; the rest
 * follows on the same connection. Read from the build's manifest once; without it, nothing
 * is added.
 */
export function areaPreloads(distDir: string): (path: string) => string {
  const manifest = readManifest(distDir);
  if (!manifest) return () => '';
  const tags = new Map<string, string>();
  for (const [prefix] of AREAS) {
    const { js, css } = pageFiles(manifest, prefix || '/');
    tags.set(
      prefix,
      [
        // Fetched now, applied when the area's code asks for it: not render-blocking.
        ...css.map(
          (href) =>
            `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${href}">`,
        ),
        modulePreloads(js),
      ].join(''),
    );
  }
  return (path) => tags.get(AREAS.find(([prefix]) => matches(prefix, path))![0]) ?? '';
}

export function collect(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
  out = { js: [] as string[], css: [] as string[] },
) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return out;
  seen.add(key);
  if (chunk.file.endsWith('.js')) out.js.push(chunk.file);
  for (const css of chunk.css ?? []) if (!out.css.includes(css)) out.css.push(css);
  for (const next of chunk.imports ?? []) collect(manifest, next, seen, out);
  return out;
}
