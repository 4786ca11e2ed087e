import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitiseRichText } from './html-sanitiser';

describe('sanitiseRichText (QUALITY.md S13)', () => {
  it('keeps what the editor makes', () => {
    const html =
      '<p>Testo <strong>forte</strong>, <em>corsivo</em>, <u>sotto</u><br>a capo</p><ul><li>uno</li></ul><ol><li>due</li></ol>';
    expect(sanitiseRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it.each([
    ['<p>a<script>alert(1)</script></p>', '<p>a</p>'],
    ['<p onclick="x()" style="color:red" class="c">a</p>', '<p>a</p>'],
    ['<img src=x onerror=alert(1)>b', 'b'],
    ['<svg onload=alert(1)><script>alert(2)</script><text>t</text></svg>c', 'c'],
    ['<a href="javascript:alert(1)">x</a>', 'x'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', 'x'],
    ['<a href="java&#x09;script:alert(1)">x</a>', 'x'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', 'x'],
    ['<a href="//evil.example">x</a>', 'x'],
    ['<iframe src="https://evil.example"></iframe><style>*{}</style><math><mi>m</mi></math>d', 'd'],
    ['<b>b</b><i>i</i>', '<strong>b</strong><em>i</em>'],
    ['<p></p><p><br></p>', ''],
  ])('%s → %s', (dirty, clean) => {
    expect(sanitiseRichText(dirty)).toBe(clean);
  });

  it('keeps http(s) and mailto links, opening in a new tab without the opener', () => {
    expect(sanitiseRichText('<a href="https://example.it" target="_self" onclick="x">s</a>')).toBe(
      '<a href="https://example.it" target="_blank" rel="noopener noreferrer">s</a>',
    );
    expect(sanitiseRichText('<a href="mailto:info@example.it">m</a>')).toContain(
      'href="mailto:info@example.it"',
    );
  });

  it('turns rich text into plain text for the audit trail', () => {
    expect(richTextToPlain('<p>Uno &amp; due</p><ul><li>tre</li></ul>')).toBe('Uno & due tre');
  });
});
