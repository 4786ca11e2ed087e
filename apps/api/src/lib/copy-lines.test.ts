import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CopyLinesDecoder } from './copy-lines';

const message = (code: string, body: Buffer) => {
  const head = Buffer.alloc(5);
  head.write(code, 0, 'latin1');
  head.writeUInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};

const tuple = (line: string) => {
  const bytes = Buffer.from(line, 'utf8');
  const head = Buffer.alloc(6);
  head.writeInt16BE(1, 0);
  head.writeInt32BE(bytes.length, 2);
  return Buffer.concat([head, bytes]);
};

/** What PostgreSQL sends for `COPY (select line …) TO STDOUT (FORMAT binary)`, then after it. */
function copyOut(lines: string[], tail: Buffer): Buffer {
  const header = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
  const trailer = Buffer.alloc(2);
  trailer.writeInt16BE(-1, 0);
  const rows = lines.map((line, i) =>
    message('d', i === 0 ? Buffer.concat([header, tuple(line)]) : tuple(line)),
  );
  return Buffer.concat([
    message('H', Buffer.from([0, 0, 1, 0, 1])),
    ...(lines.length === 0 ? [message('d', header)] : []),
    ...rows,
    // A notice may come in the middle of a copy; it is not part of the data.
    message('N', Buffer.from('SNOTICE\0\0')),
    message('d', trailer),
    tail,
  ]);
}

const AFTER = Buffer.concat([
  message('c', Buffer.alloc(0)),
  message('C', Buffer.from('COPY 3\0')),
  message('Z', Buffer.from('I')),
]);

function cut(buf: Buffer, cuts: number[]): Buffer[] {
  const at = [...new Set(cuts.map((c) => c % (buf.length + 1)))].sort((a, b) => a - b);
  // Each chunk its own memory, as the socket hands them over.
  return [0, ...at].map((from, i) => Buffer.from(buf.subarray(from, at[i] ?? buf.length)));
}

function decode(chunks: Buffer[]) {
  const decoder = new CopyLinesDecoder();
  const out: Buffer[] = [];
  for (const [i, chunk] of chunks.entries()) {
    const { lines, end } = decoder.take(chunk);
    if (lines) out.push(Buffer.from(lines));
    // Once the copy is over, the driver reads the connection again: the later chunks are its.
    if (end) {
      const unread = Buffer.concat([end.unread, ...chunks.slice(i + 1)]);
      return { text: Buffer.concat(out).toString('utf8'), end: { ...end, unread } };
    }
  }
  return { text: Buffer.concat(out).toString('utf8'), end: null };
}

describe('binary COPY messages to CSV lines', () => {
  it('gives back exactly the lines and leaves what follows the copy to the driver, wherever the chunks are cut', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ unit: 'binary', maxLength: 40 }).map((s) => `"${s}";"x"\r\n`),
          { maxLength: 30 },
        ),
        fc.array(fc.nat(), { maxLength: 12 }),
        (lines, cuts) => {
          const { text, end } = decode(cut(copyOut(lines, AFTER), cuts));
          expect(text).toBe(lines.join(''));
          expect(end?.error).toBe(false);
          // The CopyDone is consumed; CommandComplete and ReadyForQuery are the driver's.
          expect(Buffer.compare(end!.unread, AFTER.subarray(5))).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives nothing for an empty result', () => {
    const { text, end } = decode(cut(copyOut([], AFTER), [3, 20]));
    expect(text).toBe('');
    expect(end?.error).toBe(false);
  });

  it('hands an error in the middle of the copy to the driver, unread', () => {
    const error = message('E', Buffer.from('SERROR\0C57014\0Mcanceling statement\0\0'));
    const withoutEnd = copyOut(['"a"\r\n', '"b"\r\n'], Buffer.alloc(0));
    // Cut before the notice (14 bytes) and the trailer (7 bytes): the query failed there.
    const broken = Buffer.concat([withoutEnd.subarray(0, withoutEnd.length - 21), error]);
    const { text, end } = decode(cut(broken, [9, 31]));
    expect(text).toBe('"a"\r\n"b"\r\n');
    expect(end?.error).toBe(true);
    expect(end!.unread.subarray(0, 1).toString('latin1')).toBe('E');
  });
});
