/**
 * Runs `start` once the page has loaded (its images included) and has been painted with them: the
 * entry of the public pages the server rendered (light-boot.ts) fetches its
 * scripts only then. On a slow phone the network goes first to what the visitor sees; and no
 * script is on the wire before the first paint (a script fetched before it, even at low
 * priority, counts against the paint in Lighthouse's estimate of a slow 4G phone: LCP 1.9 s
 * instead of 1.3 s on some runs).
 */
export function afterFirstPaint(start: () => void): void {
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    start();
  };
  // The load event comes when the hero image is in, before the frame that shows it (the
  // largest paint): two frames later it has been painted. A hidden tab draws no frames; it
  // starts anyway a moment later.
  const go = () => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(begin, 0)));
    setTimeout(begin, 1000);
  };
  // After the first contentful paint (or, if the browser never reports one, a moment later).
  const whenPainted = () => {
    const painted = performance
      .getEntriesByType('paint')
      .some((entry) => entry.name === 'first-contentful-paint');
    if (painted || typeof PerformanceObserver === 'undefined') return go();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) {
        observer.disconnect();
        go();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(go, 3000);
  };
  if (document.readyState === 'complete') whenPainted();
  else window.addEventListener('load', whenPainted, { once: true });
}
