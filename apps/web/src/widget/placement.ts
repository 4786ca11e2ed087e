/**
 * Where a badge goes in the host page (widget-runtime.ts draws it): inside its price, under
 * the flex row or layer the price belongs to, or where the agency asked.
 */

/** Optional, per price: where the badge goes (a CSS selector) and how (`dentro` by default). */
export const TARGET_ATTRIBUTE = 'data-rata-target';
export const POSITION_ATTRIBUTE = 'data-rata-posizione';

/** flex, inline-flex, grid, inline-grid, table-row, table-row-group. */
const BLOCKY_PARENT = /^(inline-)?(flex|grid)$|^table-row/;
/** TD, TH, TR, LI, DT, DD, OPTION. */
const CELL = /^(T[DHR]|LI|D[TD]|OPTION)$/;

/** A box laid over others: a badge inside it would grow it over what it covers. */
const LAYER = /^(absolute|fixed)$/;

/**
 * Where a badge goes when the agency did not say: inside its price, unless the price is an
 * item of a flex row (a badge inside would widen it and push the row's other items along,
 * out of the row when it does not wrap) or laid over other boxes (an absolute price on a
 * photo would grow over the photo). Then the badge goes under the row or the layer's box, a
 * block of its own: it takes the width the host gives. Null: inside the price.
 */
function beneathOf(element: Element): Element | null {
  let at = element;
  for (;;) {
    const parent = at.parentElement;
    if (!parent || CELL.test(at.tagName) || parent === at.ownerDocument.body) break;
    const own = getComputedStyle(at);
    const box = getComputedStyle(parent);
    const rowItem = /flex$/.test(box.display) && !box.flexDirection.startsWith('column');
    if (!LAYER.test(own.position) && !rowItem) break;
    at = parent;
  }
  return at === element ? null : at;
}

/**
 * Puts the badge where the agency asked, without ever adding a box to the host's layout
 * rows: by default inside the marked element (or its `data-rata-target`), at the end, or
 * under the flex row or layer it belongs to (beneathOf); `dopo` and `sotto` add it after the
 * element only when that does not make a new table cell, list item or flex/grid item, else
 * inside too. Decided now (styles read), inserted when the answer is called: a batch of badges reads
 * every style before it changes any, one style pass for all instead of one per badge
 * (QUALITY.md P10).
 */
export function placeHost(doc: Document, element: Element): (host: HTMLElement) => void {
  let target = element;
  const selector = element.getAttribute(TARGET_ATTRIBUTE);
  if (selector) {
    try {
      target = doc.querySelector(selector) ?? element;
    } catch {
      target = element;
    }
  }
  const position = element.getAttribute(POSITION_ATTRIBUTE);
  const beneath = target === element && !position ? beneathOf(element) : null;
  const below = position === 'sotto' || beneath !== null;
  if (beneath)
    return (host) => {
      host.toggleAttribute('data-sotto', below);
      beneath.insertAdjacentElement('afterend', host);
    };
  const parent = target.parentElement;
  const beside =
    (position === 'dopo' || position === 'sotto') &&
    parent !== null &&
    !CELL.test(target.tagName) &&
    !BLOCKY_PARENT.test(getComputedStyle(parent).display);
  return (host) => {
    host.toggleAttribute('data-sotto', below);
    if (beside) target.insertAdjacentElement('afterend', host);
    else target.append(host);
  };
}
