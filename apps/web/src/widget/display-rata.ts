/**
 * Display Rata: the script agencies put on their own site (built to /widget/display-rata.js,
 * within the budget of scripts/widget-budget.mjs, no framework). One global,
 * `window.DisplayRata` ({ refresh, ready }).
 *
 *   <script src="https://portale…/widget/display-rata.js" data-agenzia="slug" crossorigin="anonymous" defer blocking="render"></script>   (in <head>)
 *   <span data-rata-prezzo="250.000">250.000 €</span>  → "Rata da 750,94 €/mese" at its end
 *
 * Prices without a value are found too (price-sources.ts): an empty `data-rata-prezzo` reads
 * its text, and schema.org microdata and JSON-LD give theirs.
 */
import { startWidget, type WidgetHandle } from './widget-runtime';

/** Filled in by the server with `/v2/{product}/strumenti/widget/` when it serves the file. */
const API_PATH = '__DISPLAY_RATA_API__';

interface DisplayRataGlobal {
  refresh(): void;
  ready: Promise<boolean>;
}

const previous = (window as Window & { DisplayRata?: DisplayRataGlobal }).DisplayRata;
const script = document.currentScript;
let handle: WidgetHandle | null = null;
// The snippet pasted twice runs once.
if (!previous && script instanceof HTMLScriptElement) {
  handle = startWidget({ script, apiPath: API_PATH });
}

/** Scans the page again now (the MutationObserver also does it on its own). */
export function refresh(): void {
  if (previous) previous.refresh();
  else handle?.refresh();
}

/** Resolves true once the badges are live, false when the agency is unknown or switched off. */
export const ready: Promise<boolean> = previous
  ? previous.ready
  : (handle?.ready ?? Promise.resolve(false));
