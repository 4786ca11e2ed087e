import type { WidgetConfig } from '@portal/shared';
import { parseEuroCents } from '@portal/shared/domain/mortgage/parse';
import { WIDGET_PRICE_RANGE } from '@portal/shared/domain/mortgage/schemas';
import { renderBadge } from './badge';
import { figuresForPrice, type PriceFigures } from './figures';
import { findPrices, PRICE_ATTRIBUTE, summaryLine, type FoundPrice } from './price-sources';
import type { PriceReading, SkipReason } from './price-text';
import { insertHost } from './placement';
import { startFunnel, type FunnelCounter } from './funnel';
import { parseWidgetConfig } from './widget-config';

/** The tag of the element the widget adds. */
export const HOST_TAG = 'display-rata';
/** Optional, per price: the loan-to-value of this listing, in percent (10–100). */
export const LTV_ATTRIBUTE = 'data-rata-ltv';
const SLUG = /^[a-z0-9-]{1,120}$/;

/** The listed prices that get a badge, in cents; the script tag may narrow or widen it. */
export interface PriceRange {
  minCents: number;
  maxCents: number;
}

export const DEFAULT_PRICE_RANGE: PriceRange = WIDGET_PRICE_RANGE;

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

/** A listing's own loan-to-value (`data-rata-ltv="70"` → 0.7), else null. */
function listingLtv(element: Element): number | null {
  const raw = element.getAttribute(LTV_ATTRIBUTE);
  if (raw === null) return null;
  const percent = parseFloat(raw.replace(',', '.')); // "70", "70 %", "72,5%"
  return Number.isFinite(percent) && percent >= 10 && percent <= 100 ? percent / 100 : null;
}

/** A price's badge: its host in the page, what it shows, and whether it is drawn yet. */
interface Placed {
  /**
   * Created when the badge is first drawn (none: it waits for its price to come near), so a
   * price far down the page costs no element.
   */
  host?: HTMLElement;
  /** The price text and loan-to-value it was placed for, as written. */
  value: string;
  /** What the price reads (cents, or why it has none). */
  reading: PriceReading;
  /** Measured on its first drawing (undefined before): a redraw keeps the choice. */
  compact?: boolean;
}

/**
 * Which new badges are too narrow: the instalment alone, on one line (its pill does not
 * wrap, badge-styles.ts), is wider than the content width of the badge's nearest block
 * container. Measured once, on placing, for all the new badges together: one layout
 * whatever their number (QUALITY.md P10). A badge whose button only has to go to the next
 * line stays whole, with its TAEG.
 */
function tooNarrow(hosts: HTMLElement[]): boolean[] {
  return hosts.map((host) => {
    let box = host.parentElement;
    while (box && getComputedStyle(box).display.startsWith('inline')) box = box.parentElement;
    const pill = host.shadowRoot?.querySelector('.r');
    if (!box || !pill) return false;
    const style = getComputedStyle(box);
    const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    // No room measured (a hidden container, no layout): the whole badge.
    return room > 0 && pill.getBoundingClientRect().width + 8 > room;
  });
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
export function createScanner(
  doc: Document,
  config: WidgetConfig & { funnel?: FunnelCounter },
  range: PriceRange = DEFAULT_PRICE_RANGE,
): Scanner {
  const placed = new WeakMap<Element, Placed>();

  /**
   * Draws badges, then measures the ones drawn for the first time all together: every new
   * badge is in the page before any is measured, one layout for all (QUALITY.md P10); then
   * the narrow ones turn compact.
   */
  const draw = (elements: Element[]) => {
    const render = (p: Placed, figures: PriceFigures) =>
      renderBadge(p.host!, { ...config, figures, compact: p.compact });
    const drawn: [Placed, PriceFigures][] = [];
    const page = doc.documentElement;
    // How wide the page was before these badges, read before they change anything.
    const widthBefore = elements.length > 0 ? page.scrollWidth : 0;
    for (const element of elements) {
      const p = placed.get(element);
      if (!p || !element.isConnected) continue;
      // The figures are computed only now, for the badges drawn.
      const ltv = listingLtv(element);
      const figures =
        'cents' in p.reading && inRange(p.reading.cents)
          ? figuresForPrice(ltv === null ? config : { ...config, ltv }, p.reading.cents)
          : null;
      // Outside the range, or a price the engine refuses (an absurd loan-to-value): no badge.
      // The entry stays, so the next scan finds it unchanged instead of placing it again.
      if (!figures) {
        p.host?.remove();
        p.host = undefined;
        continue;
      }
      p.host ??= doc.createElement(HOST_TAG);
      if (!p.host.isConnected) insertHost(doc, element, p.host);
      render(p, figures);
      if (p.compact === undefined) drawn.push([p, figures]);
    }
    const hosts = drawn.map(([p]) => p.host!);
    // A price set above 16px gets the cap of 16px (`data-g`, badge-styles.ts); the others keep
    // the price's size as written, a font the page already has. One style pass for all.
    hosts
      .filter((host) => parseFloat(getComputedStyle(host).fontSize) > 16)
      .forEach((host) => host.toggleAttribute('data-g', true));
    const narrow = tooNarrow(hosts);
    // The new badges made the page scroll sideways (a table on a phone widened by its cells):
    // they all turn compact, whose text wraps wherever it must.
    const widened = hosts.length > 0 && page.scrollWidth > widthBefore;
    drawn.forEach(([p, figures], i) => {
      p.compact = narrow[i] || widened;
      if (p.compact) render(p, figures);
    });
  };

  // A page of 200 listings shows a handful at a time: a badge is drawn when its price comes
  // near the screen (a screen's height ahead), so the page pays for what is seen (QUALITY.md
  // P10). Without IntersectionObserver, every badge is drawn at once.
  const io =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            const near = entries.filter((e) => e.isIntersecting).map((e) => e.target);
            near.forEach((element) => io!.unobserve(element));
            draw(near);
          },
          { rootMargin: '100% 0px' },
        )
      : null;

  const inRange = (cents: number) => cents >= range.minCents && cents <= range.maxCents;

  /** Notes one price's badge, new or changed; answers the price when it needs drawing. */
  const place = ({ element, text, reading }: FoundPrice): Element | undefined => {
    const value = `${text}|${element.getAttribute(LTV_ATTRIBUTE)}`;
    const before = placed.get(element);
    // Unchanged, and drawn in the page or still waiting to be drawn: nothing to do.
    if (before && before.value === value && before.host?.isConnected !== false) return;
    const kept = before?.host?.isConnected ? before : undefined;
    placed.set(element, { host: kept?.host, value, reading, compact: kept?.compact });
    return element;
  };

  let stopped = false;
  let told = false;
  const scan = () => {
    if (stopped) return;
    const changed: Element[] = [];
    const found = findPrices(doc, config.priceSelector);
    for (const price of found) if (place(price)) changed.push(price.element);
    // One line per page, on its first scan: how many prices got a badge, and why not the others.
    if (!told) {
      told = true;
      const skipped = found.map(({ reading: r }): SkipReason | null =>
        'skip' in r ? r.skip : inRange(r.cents) ? null : 'fuori dai prezzi previsti',
      );
      const why = skipped.filter((r): r is SkipReason => r !== null);
      // eslint-disable-next-line no-console -- the one line per page decisions.md asks for
      console.info(summaryLine(found.length - why.length, why));
    }
    if (io) changed.forEach((element) => io.observe(element));
    else draw(changed);
  };

  let pending = false;
  // The badges' own hosts, added or taken away by draw(), are no change of the listings.
  const own = (nodes: NodeList) =>
    [...nodes].every((node) => (node as Element).localName === HOST_TAG);
  const observer = new MutationObserver((records) => {
    if (
      pending ||
      records.every((r) => r.type === 'childList' && own(r.addedNodes) && own(r.removedNodes))
    )
      return;
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
    attributeFilter: [PRICE_ATTRIBUTE, 'content'],
    // A price read from the page's text (schema.org, an empty `data-rata-prezzo`) can change.
    characterData: true,
  });
  return {
    scan,
    disconnect: () => {
      stopped = true;
      observer.disconnect();
      io?.disconnect();
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
    let url = '';
    try {
      url = `${new URL(script.src).origin}${apiPath}${slug}`;
      const res = await fetchImpl(url, { credentials: 'omit' });
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
    const funnel = startFunnel(`${url}/conteggi`, doc);
    scanner = createScanner(doc, { ...config, funnel }, priceRangeOf(script, config.prices));
    scanner.scan();
    return true;
  })();
  return { ready, refresh: () => scanner?.scan(), stop: () => scanner?.disconnect() };
}
