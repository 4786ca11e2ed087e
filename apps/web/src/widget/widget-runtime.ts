import type { WidgetConfig } from '@portal/shared';
import { parseEuroCents } from '@portal/shared/domain/mortgage/parse';
import { renderBadge } from './badge';
import { figuresForPrice } from './figures';
import { parseWidgetConfig } from './widget-config';

/** The attribute agencies put on each price; the tag of the element the widget adds after it. */
export const PRICE_ATTRIBUTE = 'data-rata-prezzo';
export const HOST_TAG = 'display-rata';
const SLUG = /^[a-z0-9-]{1,120}$/;

interface Placed {
  host: HTMLElement;
  value: string;
}

export interface Scanner {
  /** Adds badges to new prices, updates changed ones; cheap when nothing changed. */
  scan(): void;
  disconnect(): void;
}

/**
 * Places one badge after every element marked with a price, now and whenever the page adds or
 * changes listings (MutationObserver, batched on the next frame).
 */
export function createScanner(doc: Document, config: WidgetConfig): Scanner {
  const placed = new WeakMap<Element, Placed>();
  const cache = new Map<number, ReturnType<typeof figuresForPrice>>();

  const place = (element: Element) => {
    const value = element.getAttribute(PRICE_ATTRIBUTE) ?? '';
    const before = placed.get(element);
    if (before && before.value === value && before.host.isConnected) return;
    const cents = parseEuroCents(value);
    let figures = cents === null || cents <= 0 ? null : cache.get(cents);
    if (figures === undefined && cents !== null) {
      figures = figuresForPrice(config, cents);
      cache.set(cents, figures);
    }
    if (!figures) {
      before?.host.remove();
      placed.delete(element);
      return;
    }
    const host = before?.host.isConnected ? before.host : doc.createElement(HOST_TAG);
    renderBadge(host, {
      label: config.label,
      palette: config.palette,
      figures,
      pianoUrl: config.pianoUrl,
    });
    if (!host.isConnected) element.insertAdjacentElement('afterend', host);
    placed.set(element, { host, value });
  };

  let stopped = false;
  const scan = () => {
    if (stopped) return;
    doc.querySelectorAll(`[${PRICE_ATTRIBUTE}]`).forEach(place);
  };

  let pending = false;
  const observer = new MutationObserver(() => {
    if (pending) return;
    pending = true;
    const run = () => {
      pending = false;
      scan();
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
    else setTimeout(run, 16);
  });
  observer.observe(doc.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [PRICE_ATTRIBUTE],
  });
  return {
    scan,
    disconnect: () => {
      stopped = true;
      observer.disconnect();
    },
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

/** Reads the agency from `data-agenzia`, fetches its configuration, then marks the page. */
export function startWidget({ script, apiPath, fetchImpl = fetch }: StartOptions): WidgetHandle {
  const doc = script.ownerDocument;
  let scanner: Scanner | null = null;
  const slug = (script.getAttribute('data-agenzia') ?? '').trim().toLowerCase();
  const ready = (async () => {
    if (!SLUG.test(slug)) {
      console.warn('Display Rata: data-agenzia non valido');
      return false;
    }
    let config: WidgetConfig | null;
    try {
      const origin = new URL(script.src, doc.baseURI).origin;
      const res = await fetchImpl(`${origin}${apiPath}${slug}`, { credentials: 'omit' });
      config = res.ok ? parseWidgetConfig(await res.json()) : null;
    } catch {
      config = null;
    }
    // Unknown or switched-off agency, network failure: nothing visible on the page.
    if (!config) return false;
    if (doc.readyState === 'loading') {
      await new Promise<void>((resolve) =>
        doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
      );
    }
    scanner = createScanner(doc, config);
    scanner.scan();
    return true;
  })();
  return { ready, refresh: () => scanner?.scan(), stop: () => scanner?.disconnect() };
}
