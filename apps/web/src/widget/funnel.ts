/**
 * The funnel of Display Rata on the agency's site (decision 115): how many badges this page
 * drew and examples it opened, batched and sent with `navigator.sendBeacon` as a text/plain
 * Blob (a CORS-simple request, never delaying the page): shortly after the first badge, and
 * whenever the page is hidden or left. Counts only: no cookie, no storage, no identifier.
 * Without sendBeacon nothing is sent; nothing here ever throws into the host page.
 */

/** What the badges report. */
export interface FunnelCounter {
  /** A badge was drawn for the first time. */
  shown(): void;
  /** A representative example was opened. */
  example(): void;
}

/** After the first badge, the first beacon waits this long (a page left at once still counts). */
export const FIRST_BEACON_MS = 2000;

export function startFunnel(url: string, doc: Document): FunnelCounter {
  let page = 0;
  let counted = false;
  let badge = 0;
  let esempi = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const send = () => {
    clearTimeout(timer);
    if (!badge && !esempi && !page) return;
    try {
      const body = new Blob([JSON.stringify({ pagine: page, badge, esempi })], {
        type: 'text/plain',
      });
      // Queued by the browser: the counts start again from zero. Refused (queue full): kept.
      if (navigator.sendBeacon?.(url, body)) page = badge = esempi = 0;
    } catch {
      // A blocked or missing beacon costs the page nothing.
    }
  };

  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);

  return {
    shown() {
      badge++;
      if (counted) return;
      // The page counts once, with its first badge.
      counted = true;
      page = 1;
      timer = setTimeout(send, FIRST_BEACON_MS);
    },
    example() {
      esempi++;
    },
  };
}
