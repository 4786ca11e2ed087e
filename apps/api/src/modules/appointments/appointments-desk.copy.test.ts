import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linesFromBinaryCopy } from './appointments-desk.csv';

/** What PostgreSQL sends for `COPY (select line …) TO STDOUT (FORMAT binary)`. */
function binaryCopy(lines: string[]): Buffer {
  const parts: Buffer[] = [Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)];
  for (const line of lines) {
    const bytes = Buffer.from(line, 'utf8');
    const head = Buffer.alloc(6);
    head.writeInt16BE(1, 0);
    head.writeInt32BE(bytes.length, 2);
    parts.push(head, bytes);
  }
  const trailer = Buffer.alloc(2);
  trailer.writeInt16BE(-1, 0);
  parts.push(trailer);
  return Buffer.concat(parts);
}

async function* split(buf: Buffer, cuts: number[]) {
  let from = 0;
  for (const cut of [...new Set(cuts.map((c) => c % (buf.length + 1)))].sort((a, b) => a - b)) {
    yield buf.subarray(from, cut);
    from = cut;
  }
  yield buf.subarray(from);
}

async function collect(gen: AsyncIterable<Buffer>) {
  const out: Buffer[] = [];
  for await (const b of gen) out.push(b);
  return Buffer.concat(out).toString('utf8');
}

describe('binary COPY to CSV lines', () => {
  it('gives back exactly the lines, wherever the chunks are cut', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.string({ unit: 'binary', maxLength: 40 }).map((s) => `"${s}";"x"\r\n`),
          { maxLength: 30 },
        ),
        fc.array(fc.nat(), { maxLength: 12 }),
        async (lines, cuts) => {
          expect(await collect(linesFromBinaryCopy(split(binaryCopy(lines), cuts)))).toBe(
            lines.join(''),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives nothing for an empty result', async () => {
    expect(await collect(linesFromBinaryCopy(split(binaryCopy([]), [3, 20])))).toBe('');
  });
});
