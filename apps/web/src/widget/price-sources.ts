import { readPriceText, type PriceReading, type SkipReason } from './price-text';

/** The attribute agencies put on each price (its value, or the element's text, is the price). */
export const PRICE_ATTRIBUTE = 'data-rata-prezzo';

/** A price of the page: where its badge goes and what it reads. */
export interface FoundPrice {
  /** The element the price belongs to (its badge goes inside, or where it asks). */
  element: Element;
  /** What the price is read from, as written (a change of it draws the badge again). */
  text: string;
  reading: PriceReading;
}

const MICRODATA = '[itemprop="price"]';
const JSON_LD = 'script[type="application/ld+json"]';

/** A `data-rata-prezzo` price: the attribute's value, or the element's text when it is empty. */
function marked(element: Element): FoundPrice {
  const value = element.getAttribute(PRICE_ATTRIBUTE)!.trim();
  const text = value || element.textContent || '';
  return { element, text, reading: readPriceText(text, value !== '') };
}

/**
 * A schema.org microdata price (`itemprop="price"`): its `content`, else its text; another
 * currency than the euro in its offer gets nothing. A `<meta>` price puts its badge in its
 * offer's element.
 */
function microdata(element: Element): FoundPrice {
  const content = element.getAttribute('content');
  const text = content ?? element.textContent ?? '';
  const currency = element.closest('[itemscope]')?.querySelector('[itemprop="priceCurrency"]');
  const code = currency?.getAttribute('content') ?? currency?.textContent ?? 'EUR';
  const at = element.localName === 'meta' ? (element.parentElement ?? element) : element;
  return {
    element: at,
    text,
    reading: /^\s*eur\s*$/i.test(code)
      ? readPriceText(text, content !== null)
      : { skip: 'valuta non in euro' },
  };
}

/** Every object of a JSON-LD value, nested ones (`offers`, `@graph`) included. */
function* objectsOf(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* objectsOf(item);
  else if (value && typeof value === 'object') {
    yield value as Record<string, unknown>;
    for (const inner of Object.values(value)) yield* objectsOf(inner);
  }
}

/** Each JSON-LD script's prices, read once for its text: a page is scanned at every change. */
const readScripts = new WeakMap<Element, { text: string; prices: number[] }>();

/**
 * The sale prices of the page's JSON-LD, in cents: each `Offer`'s or `PriceSpecification`'s
 * `price` in euro (a currency given must be EUR), but not a lease nor a price per month.
 */
export function jsonLdPrices(doc: Document): Set<number> {
  const prices = new Set<number>();
  doc.querySelectorAll(JSON_LD).forEach((script) => {
    const text = script.textContent ?? '';
    let read = readScripts.get(script);
    if (read?.text !== text) {
      read = { text, prices: scriptPrices(text) };
      readScripts.set(script, read);
    }
    for (const cents of read.prices) prices.add(cents);
  });
  return prices;
}

function scriptPrices(text: string): number[] {
  const prices: number[] = [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return prices;
  }
  for (const o of objectsOf(data)) {
    const kind = String(o['@type'] ?? '');
    const price = o.price;
    if (!/Offer|PriceSpecification/.test(kind) || price === undefined) continue;
    if (o.priceCurrency !== undefined && o.priceCurrency !== 'EUR') continue;
    if (
      /Lease|MON/i.test(
        `${o.businessFunction ?? ''} ${JSON.stringify(o.priceSpecification ?? '')} ${o.unitCode ?? ''}`,
      )
    )
      continue;
    const reading = readPriceText(String(price), true);
    if ('cents' in reading) prices.push(reading.cents);
  }
  return prices;
}

/**
 * The elements of the page whose own text is one of `prices` (a JSON-LD price as the page
 * shows it): the listing's visible price, where its badge goes.
 */
function shownAt(doc: Document, prices: Set<number>, taken: Set<Element>): FoundPrice[] {
  const found: FoundPrice[] = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    const element = node.parentElement;
    if (
      !element ||
      !/\d/.test(text) ||
      element.closest(`script,style,template,[${PRICE_ATTRIBUTE}],${MICRODATA}`)
    )
      continue;
    if (taken.has(element)) continue;
    const reading = readPriceText(text);
    if ('cents' in reading && prices.has(reading.cents)) {
      taken.add(element);
      found.push({ element, text, reading });
    }
  }
  return found;
}

/** The elements of the agency's saved selector; none for an empty or invalid one. */
function selected(doc: Document, selector: string | undefined): Element[] {
  if (!selector) return [];
  try {
    return [...doc.querySelectorAll(selector)];
  } catch {
    return [];
  }
}

/**
 * Every price of the page, in this order: the agency's `data-rata-prezzo` marks, schema.org
 * microdata, the elements of the agency's saved selector (their text), the prices of its
 * JSON-LD where the page shows them. An element is one price.
 */
export function findPrices(doc: Document, selector?: string): FoundPrice[] {
  const found: FoundPrice[] = [];
  const taken = new Set<Element>();
  const add = (price: FoundPrice) => {
    if (taken.has(price.element)) return;
    taken.add(price.element);
    found.push(price);
  };
  doc.querySelectorAll(`[${PRICE_ATTRIBUTE}]`).forEach((e) => add(marked(e)));
  doc.querySelectorAll(MICRODATA).forEach((e) => {
    if (!e.closest(`[${PRICE_ATTRIBUTE}]`) && !e.querySelector(`[${PRICE_ATTRIBUTE}]`))
      add(microdata(e));
  });
  for (const element of selected(doc, selector)) {
    if (element.closest(`[${PRICE_ATTRIBUTE}]`) || element.querySelector(`[${PRICE_ATTRIBUTE}]`))
      continue;
    const text = element.textContent ?? '';
    add({ element, text, reading: readPriceText(text) });
  }
  if (doc.querySelector(JSON_LD)) {
    const prices = jsonLdPrices(doc);
    if (prices.size > 0) found.push(...shownAt(doc, prices, taken));
  }
  return found;
}

/**
 * The page's one console line: how many prices got a badge and how many did not, and why,
 * e.g. «Display Rata: 12 prezzi con la rata, 3 senza (2 affitto, 1 prezzo non indicato)».
 */
export function summaryLine(shown: number, skipped: SkipReason[]): string {
  const counts = new Map<SkipReason, number>();
  for (const reason of skipped) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  const why = [...counts].map(([reason, n]) => `${n} ${reason}`).join(', ');
  return `Display Rata: ${shown} prezz${shown === 1 ? 'o' : 'i'} con la rata, ${skipped.length} senza${why ? ` (${why})` : ''}`;
}
