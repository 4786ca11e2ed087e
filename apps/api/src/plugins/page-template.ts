import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { safeJson } from './safe-json';
import { collect } from './spa-preload';

/** What the public pages the server renders (the light pages, decisions 065 and 080) use. */

/** A session cookie (spec section 6), as the app's guards read it: present, not empty. */
export function hasCookie(cookieHeader: string | undefined, name: string): boolean {
  return new RegExp(`(?:^|;\\s*)${name}=[^;\\s]`).test(cookieHeader ?? '');
}

/** The build's manifest (the chunks, their imports and stylesheets), or null without one. */
export function readManifest(distDir: string): Manifest | null {
  const file = join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** The type of the links that name a stylesheet already written into the page. */
const WRITTEN = 'text/x-written-in-page';

/**
 * The stylesheets of the page written into it, each as a `<style>` with the file's text (the
 * pages' CSP allows inline styles): those the template links, and those of `modules` (the
 * hydration module, the page's content) and their imports, which the build's manifest names
 * (the entry only loads them after the page has loaded, but the page needs their styles to
 * paint). A file that cannot be read keeps its link, or is left out.
 *
 * Each written file is also named by a link of a type no browser styles with (so it does not
 * fetch it; a `disabled` link is fetched all the same): the
 * scripts' loader (Vite's preload helper) finds it and does not add the stylesheet again
 * when the page's code asks for it. Added again, each of a page's twenty stylesheets made the
 * browser restyle the whole page while it hydrated (Lighthouse's TBT, P7; decision 080).
 */
export function withStylesheets(
  template: string,
  distDir: string,
  manifest: Manifest | null,
  modules: string[],
): string {
  const inline = (file: string) => {
    const path = join(distDir, file);
    if (!existsSync(path)) return null;
    return `<style>${readFileSync(path, 'utf8')}</style><link rel="stylesheet" type="${WRITTEN}" href="/${file}">`;
  };
  const linked = template.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (tag: string, file: string) => inline(file) ?? tag,
  );
  if (!manifest) return linked;
  const seen = new Set<string>();
  const files = { js: [] as string[], css: [] as string[] };
  for (const module of modules) collect(manifest, module, seen, files);
  const styles = [...new Set(files.css)]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => inline(file) ?? '')
    .join('');
  return linked.replace('</head>', `${styles}</head>`);
}

/**
 * The page is whole without its script, which only makes it interactive: the script and its
 * preloads are fetched after what the first paint needs (the hero image first).
 */
export function lowPriorityScripts(template: string): string {
  return template
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"');
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The JS files of `keys` and of all they import, each after the files it imports. */
export function dependencyOrder(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The files of `later` (modules the page imports on use, and all they import) that the page
 * does not already load, for its entry to preload once the page is idle (#app-later): fetched
 * and compiled, not evaluated, so a form first used offline still works (decision 068).
 */
export function withLater(
  template: string,
  manifest: Manifest,
  modules: string[],
  later: string[],
): string {
  if (later.length === 0) return template;
  const loaded = new Set(dependencyOrder(manifest, modules));
  const files = dependencyOrder(manifest, later)
    .filter((file) => !loaded.has(file))
    .map((file) => `/${file}`);
  return template.replace(
    '</body>',
    () => `<script id="app-later" type="application/json">${safeJson(files)}</script></body>`,
  );
}

/**
 * The page's script files (`modules` and all they import) listed in dependency order for its
 * entry, which evaluates them one by one after the first paint (apps/web/src/app/light/
 * in-stages.ts, decision 080). The list closes the body, and the page is not painted before
 * it is parsed (`rel=expect`, render-blocking): a first paint of half the HTML, as Chromium
 * makes when the parser yields, shows a card half built and centred lower, which then jumps
 * (a layout shift of 0.14 on the login, QUALITY.md P7).
 */
export function withStages(template: string, manifest: Manifest, modules: string[]): string {
  const files = dependencyOrder(manifest, modules).map((file) => `/${file}`);
  return template
    .replace('</head>', () => `<link rel="expect" href="#app-stages" blocking="render"></head>`)
    .replace(
      '</body>',
      () => `<script id="app-stages" type="application/json">${safeJson(files)}</script></body>`,
    );
}
