import type { ReadableOptions } from 'node:stream';
import { to as copyTo } from 'pg-copy-streams';

/**
 * `COPY (query) TO STDOUT (FORMAT csv, DELIMITER ';', FORCE_QUOTE *)` read straight off the
 * connection: the lines the database wrote, and nothing else.
 *
 * The backend sends one CopyData message per row (PostgreSQL protocol, "COPY Operations"):
 * `d`, a length, then the row's line as the csv format writes it. Each line is moved to the
 * front of the chunk it arrived in, over the message header before it, so a million rows
 * cost no buffer and no object each (decision 047): the generic copy stream would take
 * every message out as a buffer of its own and join them again.
 */
const COPY_DATA = 0x64; // d
const COPY_DONE = 0x63; // c
const ERROR_RESPONSE = 0x45; // E
/** Messages the backend may send in the middle of a copy; anything else ends it. */
const INTERLEAVED = new Set([0x48 /* H CopyOutResponse */, 0x53, 0x4e, 0x41]);
const EMPTY = Buffer.alloc(0);

export interface CopyLinesStep {
  /** The lines found in this chunk, as views of the chunk itself (and of the one message completed across chunks). */
  lines: Buffer[];
  /** Set when the copy is over: how, and the bytes from there on, for the driver to read. */
  end: { error: boolean; unread: Buffer } | null;
}

interface Scanned {
  /** Where the first message not read starts (a message cut at the end of the buffer). */
  pos: number;
  end: CopyLinesStep['end'];
}

export class CopyLinesDecoder {
  private rest: Buffer = EMPTY;

  /** Takes the next chunk read from the connection; the chunk is the decoder's from now on. */
  take(chunk: Buffer): CopyLinesStep {
    const lines: Buffer[] = [];
    let buf = chunk;
    if (this.rest.length > 0) {
      // Only the message cut at the end of the last chunk is copied, with the bytes of this
      // one that complete it; the rest of this chunk is read where it is. (Joining the whole
      // chunk to it would copy nearly every chunk of a long export, twice the garbage.)
      const rest = this.rest;
      const need = this.bytesToComplete(rest, chunk);
      if (need === null) {
        this.rest = Buffer.concat([rest, chunk]);
        return { lines, end: null };
      }
      this.rest = EMPTY;
      const first = this.scan(Buffer.concat([rest, chunk.subarray(0, need)]), lines);
      if (first.end)
        return {
          lines,
          end: { ...first.end, unread: Buffer.concat([first.end.unread, chunk.subarray(need)]) },
        };
      buf = chunk.subarray(need);
    }
    const { pos, end } = this.scan(buf, lines);
    this.rest = end ? EMPTY : buf.subarray(pos);
    return { lines, end };
  }

  /**
   * How many bytes of `chunk` complete the message begun in `rest`; 0 for an error (it ends
   * the copy whole or not); null when `chunk` does not complete it.
   */
  private bytesToComplete(rest: Buffer, chunk: Buffer): number | null {
    if (rest[0] === ERROR_RESPONSE) return 0;
    if (rest.length + chunk.length < 5) return null;
    const head =
      rest.length >= 5 ? rest : Buffer.concat([rest, chunk.subarray(0, 5 - rest.length)]);
    const need = 1 + head.readUInt32BE(1) - rest.length;
    return need <= chunk.length ? need : null;
  }

  /** Reads the whole messages of `buf`, moving their lines to its front. */
  private scan(buf: Buffer, lines: Buffer[]): Scanned {
    let pos = 0;
    let out = 0;
    let end: CopyLinesStep['end'] = null;
    while (buf.length - pos >= 5) {
      const code = buf[pos]!;
      if (code === ERROR_RESPONSE) {
        end = { error: true, unread: buf.subarray(pos) };
        break;
      }
      const next = pos + 1 + buf.readUInt32BE(pos + 1);
      if (next > buf.length) break;
      if (code === COPY_DATA) out = this.row(buf, pos + 5, next, out);
      else if (!INTERLEAVED.has(code)) {
        // CopyDone, or any other message that ends copy-out mode: the driver reads the rest.
        end = { error: false, unread: buf.subarray(code === COPY_DONE ? next : pos) };
        break;
      }
      pos = next;
    }
    if (out > 0) lines.push(buf.subarray(0, out));
    return { pos, end };
  }

  /** Moves the line of one CopyData message (payload `from`..`to`) to `out`; returns the new `out`. */
  private row(buf: Buffer, from: number, to: number, out: number): number {
    buf.copyWithin(out, from, to);
    return out + (to - from);
  }
}

/** What the stream overrides and calls of pg-copy-streams' copy-to query (pinned 7.0.0). */
interface CopyToInternals {
  _buffer: { push(buf: Buffer): void };
  _detach(): void;
  _cleanup(): void;
  push(chunk: Buffer | null): boolean;
}

/**
 * The network chunks of a long copy are garbage as soon as they are sent on, but V8 frees
 * them only at its next collection, which their size alone triggers only past about 64 MB:
 * with `--expose-gc` (the `serve` and `start` scripts, decision 031), a young-generation
 * collection (about a millisecond) every 16 MB read keeps them from piling up.
 */
/**
 * How much the copy reads ahead of the response: a megabyte lets the database go on writing
 * while the server sends, instead of the two taking turns chunk by chunk.
 */
const COPY_BUFFER_BYTES = 1024 * 1024;
const COLLECT_EVERY_BYTES = 16 * 1024 * 1024;
const collectYoung = (globalThis as { gc?: (options: { type: 'minor' }) => void }).gc;

const CopyToQuery = Object.getPrototypeOf(copyTo('')).constructor as new (
  text: string,
  options?: ReadableOptions,
) => ReturnType<typeof copyTo>;

/**
 * The copy-to query of pg-copy-streams with its message parser replaced by the decoder
 * above: the same attach to and detach from the connection, errors handed back to the
 * driver as before, and chunks of bare lines out.
 */
class CopyLinesQuery extends CopyToQuery {
  private readonly decoder = new CopyLinesDecoder();
  private sinceCollect = 0;

  _parse(chunk: Buffer): boolean {
    const self = this as unknown as CopyToInternals;
    this.sinceCollect += chunk.length;
    if (this.sinceCollect >= COLLECT_EVERY_BYTES) {
      this.sinceCollect = 0;
      collectYoung?.({ type: 'minor' });
    }
    const { lines, end } = this.decoder.take(chunk);
    let drained = true;
    for (const line of lines) drained = self.push(line) && drained;
    if (!end) return drained;
    self._buffer.push(end.unread);
    self._detach();
    if (!end.error) {
      self.push(null);
      self._cleanup();
    }
    return false; // nothing more to read from the connection for this query
  }
}

/**
 * The query to hand to `client.query()`: a readable stream of the rows `sql` selects as
 * CSV lines for Excel in Italian (lib/csv.ts): semicolons, every value quoted, quotes
 * doubled, each line ended by LF. The query's columns must never be null (a null is
 * written unquoted).
 */
export const copyLines = (sql: string) =>
  new CopyLinesQuery(`copy (${sql}) to stdout with (format csv, delimiter ';', force_quote *)`, {
    highWaterMark: COPY_BUFFER_BYTES,
  });
