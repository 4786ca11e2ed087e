import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A session cookie (spec section 6), as the app's guards read it: present, not empty. */
export function hasCookie(cookieHeader: string | undefined, name: string): boolean {
  return new RegExp(`(?:^|;\\s*)${name}=[^;\\s]`).test(cookieHeader ?? '');
}

/** The type of the links that name a stylesheet already written into the page. */
const WRITTEN = 'text/x-written-in-page';

/**
 * A prerendered page's stylesheets (the build's `files`) written into it, each as a
 * `<style>` with the file's text (the pages' CSP allows inline styles): the page paints
 * whole without a request more on a slow network (decision 091). A file that cannot be read
 * is left out.
 *
 * Each written file is also named by a link of a type no browser styles with (so it does not
 * fetch it; a `disabled` link is fetched all the same): the app's loader (Vite's preload
 * helper) finds it and does not add the stylesheet again when the app's code asks for it.
 * Added again, each of a page's stylesheets made the browser restyle the whole page while
 * it hydrated (Lighthouse's TBT, P7).
 */
export function inlineStylesheets(distDir: string, files: string[]): string {
  return files
    .map((file) => {
      const path = join(distDir, file);
      if (!existsSync(path)) return '';
      return `<style>${readFileSync(path, 'utf8')}</style><link rel="stylesheet" type="${WRITTEN}" href="/${file}">`;
    })
    .join('');
}
