/**
 * What a visitor typed into a prerendered page before the app took it over (decision 099).
 *
 * React hydrates a field without touching what the browser holds in it, but its state still
 * has the value the server rendered, so the form would send that (an empty e-mail, the
 * default income) while the field shows what was typed. After hydration the field's
 * `defaultValue` is React's value and its `value` the browser's; where they differ, the
 * change is given to React as the events it listens to, as if typed now. (React 19 does the
 * same behind its `enableHydrationChangeEvent` flag, not on in the released build.)
 */
export function adoptEarlyInput(root: ParentNode): void {
  // What the visitor left, read first: each change given to React re-renders the form, and a
  // controlled field it re-renders gets React's value back, so the others must not be read
  // after the first is given.
  const left = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter(differs)
    .map((field) => ({ field, value: field.value, checked: isChoice(field) && field.checked }));
  for (const { field, value, checked } of left) {
    if (isChoice(field)) giveChecked(field, checked);
    else giveValue(field, value);
  }
}

function isChoice(field: HTMLInputElement | HTMLTextAreaElement): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/**
 * Whether the browser holds something else than React: a box ticked or untouched against
 * React's state, a radio chosen (one left is said by choosing the other of its group), text.
 */
function differs(field: HTMLInputElement | HTMLTextAreaElement): boolean {
  if (!isChoice(field)) return field.value !== field.defaultValue;
  if (field.checked === field.defaultChecked) return false;
  return field.type === 'checkbox' || field.checked;
}

/** A box or a radio: set to the other state through the element's own property, which
 * React's value tracker watches, then clicked as the visitor did: React sees the change. */
function giveChecked(field: HTMLInputElement, checked: boolean): void {
  field.checked = !checked;
  field.click();
}

/** Typed text: React's tracker is told React's value, the browser gets the typed one back. */
function giveValue(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  field.value = field.defaultValue;
  const proto = field instanceof HTMLInputElement ? HTMLInputElement : HTMLTextAreaElement;
  Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The app has the page: the page's inline listener (apps/api/src/plugins/start-on-gesture.ts)
 * presses again the button or submits the form it held, and lets every later press through.
 */
export function announceReady(doc: Document = document): void {
  doc.documentElement.dispatchEvent(new Event('app:ready'));
}
