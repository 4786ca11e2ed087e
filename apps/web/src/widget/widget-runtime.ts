import type { WidgetConfig } from '@portal/shared';
import { parseEuroCents } from '@portal/shared/domain/mortgage/parse';
import { startFunnel } from './funnel';
import { createScanner, DEFAULT_PRICE_RANGE, type PriceRange, type Scanner } from './scanner';
import { parseWidgetConfig } from './widget-config';

const SLUG = /^[a-z0-9-]{1,120}$/;

/** Whether the page has been painted already (Paint Timing; unknown: not yet). */
function painted(doc: Document): boolean {
  const timing = doc.defaultView?.performance;
  return typeof timing?.getEntriesByType === 'function'
    ? timing.getEntriesByType('paint').length > 0
    : false;
}

/**
 * `data-prezzo-min` / `data-prezzo-max` of the script tag (euros), else the provider's range
 * from the configuration, else the defaults.
 */
export function priceRangeOf(script: Element, range: PriceRange = DEFAULT_PRICE_RANGE): PriceRange {
  const read = (name: string, fallback: number) => {
    const cents = parseEuroCents(script.getAttribute(name) ?? '');
    return cents !== null && cents > 0 ? cents : fallback;
  };
  return {
    minCents: read('data-prezzo-min', range.minCents),
    maxCents: read('data-prezzo-max', range.maxCents),
  };
}

export interface StartOptions {
  /** The widget's own <script> (document.currentScript): agency and API origin come from it. */
  script: HTMLScriptElement;
  /** API path of the public configuration, ending with '/'. */
  apiPath: string;
  fetchImpl?: typeof fetch;
}

export interface WidgetHandle {
  /** Resolves true once badges are live, false when the agency is unknown or disabled. */
  ready: Promise<boolean>;
  refresh(): void;
  /** Stops watching the page (the badges stay). */
  stop(): void;
}

/**
 * Reads the agency from `data-agenzia`, fetches its configuration, then marks the page. While
 * the configuration is on its way, the badges of the prices on the screen keep their space,
 * hidden (scanner.ts): a deferred script runs before the page's first paint when it arrives
 * with the page's styles, so nothing visible moves when they are filled in.
 */
export function startWidget({ script, apiPath, fetchImpl = fetch }: StartOptions): WidgetHandle {
  const doc = script.ownerDocument;
  const slug = (script.getAttribute('data-agenzia') ?? '').trim().toLowerCase();
  const valid = SLUG.test(slug);
  let scanner = null as Scanner | null;
  const begin = () => {
    scanner ??= createScanner(doc, null, priceRangeOf(script));
    scanner.scan();
  };
  // Kept space is worth its second drawing only in the page's first paint: a script that
  // runs after it (added late, or an old snippet at the end of <body>) draws once, when the
  // configuration comes (QUALITY.md P10).
  if (valid && doc.readyState !== 'loading' && !painted(doc)) begin();
  const ready = (async () => {
    if (!valid) {
      console.warn('Display Rata: data-agenzia non valido');
      return false;
    }
    let config: WidgetConfig | null;
    let url = '';
    try {
      url = `${new URL(script.src).origin}${apiPath}${slug}`;
      const res = await fetchImpl(url, { credentials: 'omit' });
      config = res.ok ? parseWidgetConfig(await res.json()) : null;
    } catch {
      config = null;
    }
    // Unknown or switched-off agency, network failure: nothing visible on the page, and the
    // space kept for the badges is given back.
    if (!config) {
      scanner?.disconnect(true);
      scanner = null;
      return false;
    }
    if (doc.readyState === 'loading') {
      await new Promise<void>((resolve) =>
        doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
      );
    }
    // «Prova sul tuo sito» tries the selector being edited before it is saved (decision 121).
    const trying = script.getAttribute('data-selettore');
    if (trying !== null) config = { ...config, priceSelector: trying };
    begin();
    const funnel = startFunnel(`${url}/conteggi`, doc);
    scanner!.configure({ ...config, funnel }, priceRangeOf(script, config.prices));
    return true;
  })();
  return { ready, refresh: () => scanner?.scan(), stop: () => scanner?.disconnect() };
}
