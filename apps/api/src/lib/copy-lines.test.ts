import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CopyLinesDecoder } from './copy-lines';

const message = (code: string, body: Buffer) => {
  const head = Buffer.alloc(5);
  head.write(code, 0, 'latin1');
  head.writeUInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};

/** What PostgreSQL sends for `COPY (…) TO STDOUT (FORMAT csv)`, then after it. */
function copyOut(lines: string[], tail: Buffer): Buffer {
  return Buffer.concat([
    message('H', Buffer.from([0, 0, 12, 0, 0])),
    ...lines
      .map((line, i) => [
        message('d', Buffer.from(line, 'utf8')),
        // A notice may come in the middle of a copy; it is not part of the data.
        ...(i === 0 ? [message('N', Buffer.from('SNOTICE\0\0'))] : []),
      ])
      .flat(),
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
    for (const line of lines) out.push(Buffer.from(line));
    // Once the copy is over, the driver reads the connection again: the later chunks are its.
    if (end) {
      const unread = Buffer.concat([end.unread, ...chunks.slice(i + 1)]);
      return { text: Buffer.concat(out).toString('utf8'), end: { ...end, unread } };
    }
  }
  return { text: Buffer.concat(out).toString('utf8'), end: null };
}

describe('csv COPY messages to CSV lines', () => {
  it('gives back exactly the lines and leaves what follows the copy to the driver, wherever the chunks are cut', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ unit: 'binary', maxLength: 40 }).map((s) => `"${s}";"x"\n`),
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
    // The query failed after two lines.
    const broken = Buffer.concat([copyOut(['"a"\n', '"b"\n'], Buffer.alloc(0)), error]);
    const { text, end } = decode(cut(broken, [9, 31]));
    expect(text).toBe('"a"\n"b"\n');
    expect(end?.error).toBe(true);
    expect(end!.unread.subarray(0, 1).toString('latin1')).toBe('E');
  });
});
