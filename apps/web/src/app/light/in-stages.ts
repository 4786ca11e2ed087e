/** The element listing a page's script files in the order they are evaluated (decision 080). */
export const STAGES_ELEMENT = 'app-stages';
/** The element listing the files of what the page imports on use (decision 068). */
export const LATER_ELEMENT = 'app-later';

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The files the server listed in the page's element `id` (a JSON array), none without it. */
function listedFiles(doc: Document, id: string): string[] {
  const json = doc.getElementById(id)?.textContent;
  return json ? (JSON.parse(json) as string[]) : [];
}

/**
 * Importing a module evaluates it and everything it imports in one task. The server lists a
 * page's files in the order they depend on each other (#app-stages); each is imported alone,
 * with a pause between, so each is a short task of its own and a tap on the painted page is
 * answered between them (Lighthouse's TBT, P7). The page's code then finds them evaluated.
 */
export async function evaluateInStages(doc: Document = document): Promise<void> {
  for (const file of listedFiles(doc, STAGES_ELEMENT)) {
    // A file that fails here fails again where the page imports it, which reports it.
    await import(/* @vite-ignore */ file).catch(() => undefined);
    await pause();
  }
}

/**
 * Preloads the files the server listed in #app-later once the browser is idle: fetched and
 * compiled, not evaluated (no long task), so what the page imports on use is there even if
 * the network has gone by then (decision 068).
 */
export function preloadLater(doc: Document = document): void {
  const files = listedFiles(doc, LATER_ELEMENT);
  if (files.length === 0) return;
  const add = () => {
    for (const file of files) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      link.crossOrigin = '';
      doc.head.append(link);
    }
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(add, { timeout: 3000 });
  else setTimeout(add, 200);
}
