import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const PUBLIC = 'src/app/areas/public-area.ts';
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
  ['/area-riservata/hub', [RESERVED]],
  ['/area-riservata', [RESERVED, RESERVED_PAGES]],
  ['/admin/hub', [ADMIN]],
  ['/admin', [ADMIN, ADMIN_PAGES]],
  ['', [PUBLIC]],
];

/** The area modules a page's path needs (AREAS, first match wins). */
export function areaModules(path: string): string[] {
  return AREAS.find(
    ([prefix]) => prefix === '' || path === prefix || path.startsWith(`${prefix}/`),
  )![1];
}

/**
 * The <link> tags that let a browser fetch the code of the page's area together with the
 * app shell, instead of after it has run (one round trip less before the first paint on
 * a phone, Lighthouse P7): modulepreload for the area's chunk and every chunk it imports,
 * and a preload of its stylesheets. All at low priority, so the shell's own scripts come
 * first and its loading state paints early; the area follows on the same connection. Read from the build's manifest once; without it, nothing is added.
 */
export function areaPreloads(distDir: string): (path: string) => string {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const shell = new Set(collect(manifest, 'index.html').js);
  const tags = new Map<string, string>();
  for (const [prefix, modules] of AREAS) {
    const { js, css } = modules.reduce((out, module) => collect(manifest, module, new Set(), out), {
      js: [] as string[],
      css: [] as string[],
    });
    tags.set(
      prefix,
      [
        // Fetched now, applied when the area's code asks for it: not render-blocking.
        ...css.map(
          (href) =>
            `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${href}">`,
        ),
        ...[...new Set(js)]
          .filter((f) => !shell.has(f))
          .map(
            (href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${href}">`,
          ),
      ].join(''),
    );
  }
  return (path) =>
    tags.get(
      AREAS.find(
        ([prefix]) => prefix === '' || path === prefix || path.startsWith(`${prefix}/`),
      )![0],
    ) ?? '';
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
