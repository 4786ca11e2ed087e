import type { WidgetConfig } from '@portal/shared';
import { WIDGET_PRICE_RANGE } from '@portal/shared/domain/mortgage/schemas';
import { renderBadge } from './badge';
import type { FunnelCounter } from './funnel';
import { figuresForPrice, type PriceFigures } from './figures';
import { findPrices, PRICE_ATTRIBUTE, summaryLine, type FoundPrice } from './price-sources';
import type { PriceReading, SkipReason } from './price-text';
import { placeHost } from './placement';

/** The tag of the element the widget adds. */
export const HOST_TAG = 'display-rata';
/** Optional, per price: the loan-to-value of this listing, in percent (10–100). */
export const LTV_ATTRIBUTE = 'data-rata-ltv';
/** On a badge whose space is kept while the agency's configuration is on its way. */
const WAITING = 'data-attesa';

/** The listed prices that get a badge, in cents; the script tag may narrow or widen it. */
export interface PriceRange {
  minCents: number;
  maxCents: number;
}

export const DEFAULT_PRICE_RANGE: PriceRange = WIDGET_PRICE_RANGE;

/** A listing's own loan-to-value (`data-rata-ltv="70"` → 0.7), else null. */
function listingLtv(element: Element): number | null {
  const raw = element.getAttribute(LTV_ATTRIBUTE);
  if (raw === null) return null;
  const percent = parseFloat(raw.replace(',', '.')); // "70", "70 %", "72,5%"
  return Number.isFinite(percent) && percent >= 10 && percent <= 100 ? percent / 100 : null;
}

/**
 * What a badge that keeps its place shows, hidden, before the configuration arrives: the
 * widest instalment and TAEG of a usual listing, so the badge filled in later takes the same
 * lines (decision 118).
 */
const KEEPING: Pick<WidgetConfig, 'label' | 'palette' | 'pianoUrl'> = {
  label: 'Rata da',
  palette: { accent: '#000', onAccent: '#fff', accentText: '#000' },
  pianoUrl: 'about:blank',
};
const KEEPING_FIGURES = { instalmentCents: 888_888, taeg: 0.0888 } as PriceFigures;

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
  /** Drawn with the agency's figures at least once: counted in the funnel (decision 115). */
  counted?: boolean;
}

/** The agency's configuration, and where the badges report what they showed. */
type Configured = WidgetConfig & { funnel?: FunnelCounter };

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

/** A price on the screen or a screen's height from it (the observer's margin below). */
function near(element: Element, view: number): boolean {
  if (element.getClientRects().length === 0) return false;
  const { top, bottom } = element.getBoundingClientRect();
  return bottom >= -view && top <= 2 * view;
}

export interface Scanner {
  /** Adds badges to new prices, updates changed ones; cheap when nothing changed. */
  scan(): void;
  /**
   * The agency's configuration has arrived: the badges kept waiting get their figures (or
   * go, if their price gets none), and its price selector is read.
   */
  configure(config: Configured, range: PriceRange): void;
  /** Stops watching the page; `clear` also takes its badges away (the agency is unknown). */
  disconnect(clear?: boolean): void;
}

/**
 * Places one badge after every element marked with a price, now and whenever the page adds or
 * changes listings (MutationObserver, batched on the next frame). Created before the
 * configuration is known (null), it keeps the space of the badges on the screen, hidden, in
 * the same task as the script runs: before the page's first paint, nothing moves when they
 * are filled in (QUALITY.md P14, decision 118).
 */
export function createScanner(
  doc: Document,
  initial: Configured | null,
  initialRange: PriceRange = DEFAULT_PRICE_RANGE,
): Scanner {
  let config = initial;
  let range = initialRange;
  const placed = new WeakMap<Element, Placed>();
  /**
   * Before the configuration: the prices drawn, with a badge kept waiting or without one (out
   * of the default range), to fill in or try again when it comes (then the set is emptied).
   */
  const waiting = new Set<Element>();
  const inRange = (cents: number) => cents >= range.minCents && cents <= range.maxCents;

  /**
   * Draws badges, then measures the ones drawn for the first time all together: every new
   * badge is in the page before any is measured, one layout for all (QUALITY.md P10); then
   * the narrow ones turn compact.
   */
  const draw = (elements: Element[]) => {
    const render = (p: Placed, figures: PriceFigures) => {
      p.host!.toggleAttribute(WAITING, !config);
      renderBadge(p.host!, { ...(config ?? KEEPING), figures, compact: p.compact });
      // A badge counts as shown once, when it first has its figures (not while kept waiting).
      if (config && !p.counted) {
        p.counted = true;
        config.funnel?.shown();
      }
    };
    const drawn: [Placed, PriceFigures][] = [];
    const todo: [Placed, PriceFigures, ((host: HTMLElement) => void) | null][] = [];
    const page = doc.documentElement;
    // How wide the page was before these badges, read before they change anything.
    const widthBefore = elements.length > 0 ? page.scrollWidth : 0;
    for (const element of elements) {
      const p = placed.get(element);
      if (!p || !element.isConnected) continue;
      if (!config) waiting.add(element);
      // The figures are computed only now, for the badges drawn.
      const ltv = listingLtv(element);
      const priced = 'cents' in p.reading && inRange(p.reading.cents) ? p.reading.cents : null;
      const figures =
        priced === null
          ? null
          : !config
            ? KEEPING_FIGURES
            : figuresForPrice(ltv === null ? config : { ...config, ltv }, priced);
      // Outside the range, or a price the engine refuses (an absurd loan-to-value): no badge.
      // The entry stays, so the next scan finds it unchanged instead of placing it again.
      if (!figures) {
        p.host?.remove();
        p.host = undefined;
        continue;
      }
      p.host ??= doc.createElement(HOST_TAG);
      // Where each new badge goes is read for all of them before any goes in (placement.ts).
      todo.push([p, figures, p.host.isConnected ? null : placeHost(doc, element)]);
    }
    for (const [p, figures, insert] of todo) {
      insert?.(p.host!);
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
            const seen = entries.filter((e) => e.isIntersecting).map((e) => e.target);
            seen.forEach((element) => io!.unobserve(element));
            draw(seen);
          },
          { rootMargin: '100% 0px' },
        )
      : null;

  /** Notes one price's badge, new or changed; answers the price when it needs drawing. */
  const place = ({ element, text, reading }: FoundPrice): Element | undefined => {
    const value = `${text}|${element.getAttribute(LTV_ATTRIBUTE)}`;
    const before = placed.get(element);
    // Unchanged, and drawn in the page or still waiting to be drawn: nothing to do.
    if (before && before.value === value && before.host?.isConnected !== false) return;
    const kept = before?.host?.isConnected ? before : undefined;
    placed.set(element, {
      host: kept?.host,
      value,
      reading,
      compact: kept?.compact,
      counted: kept?.counted,
    });
    return element;
  };

  let stopped = false;
  let told = false;
  let lastFound: FoundPrice[] = [];
  /**
   * One line per page, once the configuration is there: how many prices got a badge, and
   * why not the others.
   */
  const tell = () => {
    if (!config || told) return;
    told = true;
    const skipped = lastFound.map(({ reading: r }): SkipReason | null =>
      'skip' in r ? r.skip : inRange(r.cents) ? null : 'fuori dai prezzi previsti',
    );
    const why = skipped.filter((r): r is SkipReason => r !== null);
    // eslint-disable-next-line no-console -- the one line per page decisions.md asks for
    console.info(summaryLine(lastFound.length - why.length, why));
  };
  const scan = () => {
    if (stopped) return;
    const changed: Element[] = [];
    lastFound = findPrices(doc, config?.priceSelector);
    for (const price of lastFound) if (place(price)) changed.push(price.element);
    tell();
    if (!io) return draw(changed);
    // Before the configuration (the page's first paint is still to come), the prices on the
    // screen are drawn in this task, not on the observer's next frame: a badge drawn after
    // the paint would move what follows it (P14). After it, the observer draws them all.
    if (config) return changed.forEach((e) => io.observe(e));
    const view = doc.defaultView?.innerHeight ?? 0;
    const now: Element[] = [];
    for (const element of changed)
      if (near(element, view)) now.push(element);
      else io.observe(element);
    draw(now);
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
    configure: (arrived, arrivedRange) => {
      config = arrived;
      range = arrivedRange;
      // The kept badges are filled in where they are, in their measured size; the prices
      // drawn without one are tried again in the provider's range.
      draw([...waiting]);
      waiting.clear();
      // Only the agency's selector finds prices the first scan could not: else no second walk
      // of the page (QUALITY.md P10).
      if (arrived.priceSelector) scan();
      else tell();
    },
    disconnect: (clear) => {
      stopped = true;
      observer.disconnect();
      io?.disconnect();
      if (clear) for (const element of waiting) placed.get(element)?.host?.remove();
    },
  };
}
