// Test helper: the text a PDF made by pdf-lib with a standard font draws, line by line. Its
// content streams are Flate-compressed and each line is one hex string shown with `Tj`, in
// WinAnsi: inflating the streams and decoding those strings is all a reader needs.
import { inflateSync } from 'node:zlib';

/** WinAnsi's bytes 0x80–0x9f that are not Latin-1 (the rest maps byte for byte). */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

function decodeHex(hex: string): string {
  let out = '';
  for (let i = 0; i < hex.length; i += 2) {
    const byte = Number.parseInt(hex.slice(i, i + 2), 16);
    out += WIN_ANSI[byte] ?? String.fromCharCode(byte);
  }
  return out;
}

/** Every line of text the PDF's pages draw, in drawing order. */
export function pdfTextLines(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  const stream = /\/FlateDecode[^>]*>>\s*stream\r?\n/g;
  for (let m = stream.exec(raw); m; m = stream.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(decodeHex(t[1]!));
  }
  return lines;
}
