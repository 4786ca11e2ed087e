/**
 * The light pages' entry (decision 065): the page is whole from the server's HTML, so its
 * script waits until the page has loaded (the hero image included) and has been painted,
 * and only then fetches React and hydrates. On a slow phone the network goes first to what
 * the visitor sees; and no script is on the wire before the first paint (a script fetched
 * before it, even at low priority, counts against the paint in Lighthouse's estimate of a
 * slow 4G phone: LCP 1.9 s instead of 1.3 s on some runs).
 */
let started = false;
const hydrate = () => {
  if (started) return;
  started = true;
  setTimeout(() => {
    void import('./light-main').then(({ hydrateLightPage }) => hydrateLightPage());
  }, 0);
};

/** After the first contentful paint (or, if the browser never reports one, a moment later). */
const afterFirstPaint = () => {
  const painted = performance
    .getEntriesByType('paint')
    .some((entry) => entry.name === 'first-contentful-paint');
  if (painted || typeof PerformanceObserver === 'undefined') return hydrate();
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) {
      observer.disconnect();
      hydrate();
    }
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(hydrate, 3000);
};

if (document.readyState === 'complete') afterFirstPaint();
else window.addEventListener('load', afterFirstPaint, { once: true });
