/**
 * The light pages' entry (decision 065): the page is whole from the server's HTML, so its
 * script waits until the page has loaded (the hero image included) and only then fetches
 * React and hydrates. On a slow phone the network goes first to what the visitor sees.
 */
const hydrate = () => {
  setTimeout(() => {
    void import('./light-main').then(({ hydrateLightPage }) => hydrateLightPage());
  }, 0);
};
if (document.readyState === 'complete') hydrate();
else window.addEventListener('load', hydrate, { once: true });
