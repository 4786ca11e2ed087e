import { describe, expect, it } from 'vitest';
import { headingsUnder, htmlToText } from './service-look';

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

describe('headingsUnder (a description under the page’s <h1>)', () => {
  it('makes the first level the admin used an <h2>, keeping the distances between levels', () => {
    expect(
      headingsUnder('<h3>A chi è rivolto</h3><p>x</p><h4 class="n">Dettagli</h4><h3>Prezzo</h3>'),
    ).toBe('<h2>A chi è rivolto</h2><p>x</p><h3 class="n">Dettagli</h3><h2>Prezzo</h2>');
    expect(headingsUnder('<h1>Titolo</h1><h2>Parte</h2>')).toBe('<h2>Titolo</h2><h3>Parte</h3>');
  });

  it('leaves a description without headings, or already under the title, as it is', () => {
    const plain = '<p>Solo testo, un <hr> e un <header>?</header></p>';
    expect(headingsUnder(plain)).toBe(plain);
    const fine = '<h2>Uno</h2><h3>Due</h3>';
    expect(headingsUnder(fine)).toBe(fine);
  });

  it('never goes past <h6>', () => {
    expect(headingsUnder('<h1>A</h1><h6>B</h6>', 3)).toBe('<h3>A</h3><h6>B</h6>');
  });
});
