import { describe, expect, it } from 'vitest';
import { htmlToText } from './service-look';

/** What the browser's own parser makes of it: the text the card showed before decision 065. */
function byTheBrowser(html: string): string {
  const spaced = html.replace(/<\/(p|li|h[1-6]|div|blockquote|ul|ol)>|<br\s*\/?>/gi, '$& ');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('htmlToText (a card’s description, on the server and in the browser)', () => {
  const samples = [
    '',
    '<p>Consulenza <strong>gratuita</strong> per i tuoi clienti.</p><p>Seconda riga</p>',
    '<ul><li>Uno</li><li>Due</li></ul><p>Tre<br>Quattro<br/>Cinque</p>',
    '<p>Prezzi &amp; condizioni: 5 &lt; 7 &gt; 3, &quot;vero&quot;&nbsp;sì &#8364; &#x20AC; &#39;</p>',
    '<h2>Titolo</h2><blockquote>Citazione</blockquote><p><a href="https://example.it">link</a> <em>fine</em></p>',
    '<p>Un&apos;agenzia, un &unknown; resta</p>',
  ];
  it.each(samples)('gives the text the browser gives: %s', (html) => {
    expect(htmlToText(html)).toBe(byTheBrowser(html));
  });
});
