import { describe, expect, it } from 'vitest';
import { fixture } from '../services/services-admin.fixtures';
import { isPdf, sniffImage } from './file-sniff';

describe('sniffImage: the type and size come from the bytes', () => {
  it('reads real JPEG, PNG and WebP files', () => {
    expect(sniffImage(fixture('foto.jpg'))).toEqual({ kind: 'jpeg', width: 1600, height: 1000 });
    expect(sniffImage(fixture('logo.png'))).toEqual({ kind: 'png', width: 600, height: 600 });
    expect(sniffImage(fixture('banner.webp'))).toEqual({ kind: 'webp', width: 1400, height: 600 });
  });

  it('refuses anything else, whatever it is called', () => {
    for (const text of [
      '<!doctype html><script>alert(1)</script>',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'GIF89a',
      '',
    ]) {
      expect(sniffImage(Buffer.from(text))).toBeNull();
    }
    expect(sniffImage(fixture('scheda.pdf'))).toBeNull();
    expect(sniffImage(fixture('foto.jpg').subarray(0, 20))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});

describe('isPdf', () => {
  it('accepts a real PDF and refuses images, HTML and a truncated PDF', () => {
    expect(isPdf(fixture('scheda.pdf'))).toBe(true);
    expect(isPdf(fixture('foto.jpg'))).toBe(false);
    expect(isPdf(Buffer.from('<html>%PDF-1.4 %%EOF</html>'))).toBe(false);
    expect(isPdf(fixture('scheda.pdf').subarray(0, 2000))).toBe(false);
  });
});
