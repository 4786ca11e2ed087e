import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { renderMail } from './mail-template';

describe('mail template', () => {
  const { brand } = loadConfig({});
  it('renders Italian HTML and text with the brand and an escaped link', () => {
    const m = renderMail(brand, '8Volante', {
      greeting: 'Gentile <Agenzia>,',
      paragraphs: ['Conferma il tuo indirizzo.'],
      action: { label: 'Conferma', url: 'https://portale.example.it/verify_account/abc?x=1&y=2' },
      note: 'Il link scade tra 48 ore.',
    });
    expect(m.html).toContain('Gentile &lt;Agenzia&gt;,');
    expect(m.html).toContain('href="https://portale.example.it/verify_account/abc?x=1&amp;y=2"');
    expect(m.html).toContain(`OAM n. ${brand.company.oamNumber}`);
    expect(m.text).toContain('Conferma: https://portale.example.it/verify_account/abc?x=1&y=2');
    expect(m.text).toContain('Il link scade tra 48 ore.');
  });
});
