/**
 * What an uploaded file really is, read from its bytes (ASVS 5.2.x): never from its name
 * nor from the type the browser declared. For images the header also gives the pixel
 * size, so an image bomb (a small file that decodes to gigabytes) is refused before any
 * decoding.
 */

export type ImageKind = 'jpeg' | 'png' | 'webp';

export interface SniffedImage {
  kind: ImageKind;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(buf: Uint8Array, bytes: readonly number[], at = 0): boolean {
  if (buf.length < at + bytes.length) return false;
  return bytes.every((b, i) => buf[at + i] === b);
}

function ascii(buf: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...buf.subarray(at, at + length));
}

function u16be(buf: Uint8Array, at: number): number {
  return ((buf[at] ?? 0) << 8) | (buf[at + 1] ?? 0);
}

function u32be(buf: Uint8Array, at: number): number {
  return (
    (((buf[at] ?? 0) << 24) >>> 0) +
    ((buf[at + 1] ?? 0) << 16) +
    ((buf[at + 2] ?? 0) << 8) +
    (buf[at + 3] ?? 0)
  );
}

function u24le(buf: Uint8Array, at: number): number {
  return (buf[at] ?? 0) | ((buf[at + 1] ?? 0) << 8) | ((buf[at + 2] ?? 0) << 16);
}

function png(buf: Uint8Array): SniffedImage | null {
  if (!startsWith(buf, PNG_SIGNATURE) || buf.length < 24 || ascii(buf, 12, 4) !== 'IHDR')
    return null;
  return { kind: 'png', width: u32be(buf, 16), height: u32be(buf, 20) };
}

/** JPEG: SOI, then marker segments up to the first frame header (SOFn) with the size. */
function jpeg(buf: Uint8Array): SniffedImage | null {
  if (!startsWith(buf, [0xff, 0xd8, 0xff])) return null;
  let at = 2;
  while (at + 9 < buf.length) {
    if (buf[at] !== 0xff) return null;
    const marker = buf[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const isFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { kind: 'jpeg', height: u16be(buf, at + 5), width: u16be(buf, at + 7) };
    if (marker === 0xd9 || marker === 0xda) return null; // end or scan before any frame
    at += 2 + u16be(buf, at + 2);
  }
  return null;
}

/** WebP: RIFF container with a VP8 (lossy), VP8L (lossless) or VP8X (extended) chunk. */
function webp(buf: Uint8Array): SniffedImage | null {
  if (buf.length < 30 || ascii(buf, 0, 4) !== 'RIFF' || ascii(buf, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(buf, 12, 4);
  if (chunk === 'VP8 ') {
    if (!startsWith(buf, [0x9d, 0x01, 0x2a], 23)) return null;
    return {
      kind: 'webp',
      width: ((buf[26] ?? 0) | ((buf[27] ?? 0) << 8)) & 0x3fff,
      height: ((buf[28] ?? 0) | ((buf[29] ?? 0) << 8)) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    if (buf[20] !== 0x2f) return null;
    const bits =
      (buf[21] ?? 0) | ((buf[22] ?? 0) << 8) | ((buf[23] ?? 0) << 16) | ((buf[24] ?? 0) << 24);
    return { kind: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { kind: 'webp', width: u24le(buf, 24) + 1, height: u24le(buf, 27) + 1 };
  }
  return null;
}

/** A JPEG, PNG or WebP image with its size, or null for anything else. */
export function sniffImage(buf: Uint8Array): SniffedImage | null {
  const found = png(buf) ?? jpeg(buf) ?? webp(buf);
  if (!found || found.width < 1 || found.height < 1) return null;
  return found;
}

/**
 * A PDF: the `%PDF-1.x` / `%PDF-2.0` header at the very start and the `%%EOF` marker in
 * its last kilobyte (a truncated or disguised file has neither).
 */
export function isPdf(buf: Uint8Array): boolean {
  if (!/^%PDF-[12]\.\d/.test(ascii(buf, 0, 8))) return false;
  const tail = Buffer.from(buf.subarray(Math.max(0, buf.length - 1024))).toString('latin1');
  return tail.includes('%%EOF');
}
