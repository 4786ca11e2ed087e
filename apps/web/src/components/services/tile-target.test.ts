import { describe, expect, it } from 'vitest';
import { linkedPage, pdfAddress, tileTarget } from './tile-target';

const PDF = '/uploads/0123456789abcdef0123456789abcdef.pdf';
const pages = { service: '/services/Perizia%20Rapida', link: (url: string) => `/servizi/${url}` };

describe('tileTarget (decisions.md "Service tiles")', () => {
  it('a link opens servizi/{url}, even when the tile has a PDF', () => {
    expect(tileTarget({ url: 'perizia-rapida', pdf: PDF }, pages)).toEqual({
      kind: 'page',
      to: '/servizi/perizia-rapida',
    });
  });

  it('an http(s) link is an external address', () => {
    expect(tileTarget({ url: 'https://example.org/mutui', pdf: null }, pages)).toEqual({
      kind: 'external',
      href: 'https://example.org/mutui',
    });
    expect(tileTarget({ url: 'HTTP://example.org', pdf: null }, pages).kind).toBe('external');
  });

  it('a PDF and no link opens ./pdf/{pdf}', () => {
    expect(tileTarget({ url: null, pdf: PDF }, pages)).toEqual({
      kind: 'pdf',
      href: '/pdf/0123456789abcdef0123456789abcdef.pdf',
    });
    expect(tileTarget({ url: '  ', pdf: PDF }, pages).kind).toBe('pdf');
    expect(pdfAddress('/uploads/scheda servizio.pdf')).toBe('/pdf/scheda%20servizio.pdf');
  });

  it('neither: the service page', () => {
    expect(tileTarget({ url: null, pdf: null }, pages)).toEqual({
      kind: 'page',
      to: '/services/Perizia%20Rapida',
    });
  });
});

describe('linkedPage: the page servizi/{url} names', () => {
  const services = [
    { name: 'Attestato di Prestazione Energetica', url: null },
    { name: 'Perizia Rapida', url: 'stima-veloce' },
  ];

  it('the two tools by their names', () => {
    expect(linkedPage(services, 'displayRata')).toEqual({ tool: 'displayRata' });
    expect(linkedPage(services, 'pianodacquisto')).toEqual({ tool: 'pianoAcquisto' });
  });

  it('a service by its name without case, accents and punctuation, or by its own link', () => {
    expect(linkedPage(services, 'attestato-di-prestazione-energetica')).toEqual({
      service: 'Attestato di Prestazione Energetica',
    });
    expect(linkedPage(services, 'Perizia_Rapida')).toEqual({ service: 'Perizia Rapida' });
    expect(linkedPage(services, 'stima-veloce')).toEqual({ service: 'Perizia Rapida' });
  });

  it('nothing for a link that names no page', () => {
    expect(linkedPage(services, 'mutuo-green')).toBeNull();
    expect(linkedPage(services, '---')).toBeNull();
  });
});
