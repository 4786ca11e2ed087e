import { describe, expect, it } from 'vitest';
import { ownOriginImage } from './own-origin-image';

describe('ownOriginImage', () => {
  it('keeps a path on our origin, drops what the CSP would block', () => {
    expect(ownOriginImage('/uploads/0123456789abcdef0123456789abcdef.webp')).toBe(
      '/uploads/0123456789abcdef0123456789abcdef.webp',
    );
    expect(ownOriginImage('https://foto.example.org/a.jpg')).toBeNull();
    expect(ownOriginImage('//foto.example.org/a.jpg')).toBeNull();
    expect(ownOriginImage('')).toBeNull();
    expect(ownOriginImage(null)).toBeNull();
  });
});
