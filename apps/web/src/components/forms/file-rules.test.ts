import { describe, expect, it } from 'vitest';
import { SERVICE_IMAGE_ACCEPT } from '@portal/shared';
import { fileRefusal, fileTypeAccepted } from './file-rules';

describe('files refused in the browser', () => {
  const image = (name: string, type: string, size = 10) => ({ name, type, size });

  it('accepts the types an input accept names: MIME types, type/*, extensions', () => {
    expect(fileTypeAccepted(SERVICE_IMAGE_ACCEPT, image('a.webp', 'image/webp'))).toBe(true);
    expect(fileTypeAccepted(SERVICE_IMAGE_ACCEPT, image('a.gif', 'image/gif'))).toBe(false);
    expect(fileTypeAccepted('application/pdf', image('a.pdf', 'application/pdf'))).toBe(true);
    expect(fileTypeAccepted('image/*', image('a.gif', 'image/gif'))).toBe(true);
    expect(fileTypeAccepted('.csv, text/csv', image('LISTA.CSV', ''))).toBe(true);
  });

  it('says why, in Italian, for a wrong type or a file too large', () => {
    expect(fileRefusal(image('a.jpg', 'image/jpeg', 100), SERVICE_IMAGE_ACCEPT, 1000)).toBeNull();
    expect(fileRefusal(image('a.gif', 'image/gif'), SERVICE_IMAGE_ACCEPT, 1000)).toMatch(
      /^«a\.gif» non è di un tipo accettato/,
    );
    expect(
      fileRefusal(
        image('a.jpg', 'image/jpeg', 30 * 1024 * 1024),
        SERVICE_IMAGE_ACCEPT,
        5 * 1024 * 1024,
      ),
    ).toMatch(/^Il file pesa 30,0 MB: il limite è 5,0 MB\./);
  });
});
