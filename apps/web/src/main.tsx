// The app's entry (index.html). A public page the server prerendered to be read first
// (decision 091) carries a tiny inline listener that sets `data-start="gesture"` on <html>
// and, at the visitor's first gesture, `data-start="now"` with an `app:gesture` event: the
// app is downloaded only then. Every other page starts the app at once.
const html = document.documentElement;
const begin = () => void import('./app/start').then(({ start }) => start());
if (html.dataset.start === 'gesture') html.addEventListener('app:gesture', begin, { once: true });
else begin();
