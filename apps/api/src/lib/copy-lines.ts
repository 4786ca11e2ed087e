import type { ReadableOptions } from 'node:stream';
import { to as copyTo } from 'pg-copy-streams';

/**
 * `COPY (select line …) TO STDOUT (FORMAT binary)` over one text column, read straight off
 * the connection: the lines the database wrote, and nothing else.
 *
 * The backend sends one CopyData message per row (PostgreSQL protocol, "COPY Operations"):
 * `d`, a length, then the row as binary COPY writes it (a field count, the field's length,
 * its bytes), the first one preceded by the 19-byte file header and the last message being
 * the trailer (-1). Each line is moved to the front of the chunk it arrived in, over the
 * message and tuple headers before it, so a million rows cost no buffer and no object each
 * (decision 047): the generic copy stream would take every message out as a buffer of its
 * own and join them again, and a second pass would then remove the tuple headers.
 */
const COPY_DATA = 0x64; // d
const COPY_DONE = 0x63; // c
const ERROR_RESPONSE = 0x45; // E
/** Messages the backend may send in the middle of a copy; anything else ends it. */
const INTERLEAVED = new Set([0x48 /* H CopyOutResponse */, 0x53, 0x4e, 0x41]);
/** Signature (11), flags (4) and header extension length (4) of the binary format. */
const FILE_HEADER = 19;
const EMPTY = Buffer.alloc(0);

export interface CopyLinesStep {
  /** The lines found so far in this chunk, at its start (a view of the chunk itself). */
  lines: Buffer | null;
  /** Set when the copy is over: how, and the bytes from there on, for the driver to read. */
  end: { error: boolean; unread: Buffer } | null;
}

export class CopyLinesDecoder {
  private rest: Buffer = EMPTY;
  private headerRead = false;

  /** Takes the next chunk read from the connection; the chunk is the decoder's from now on. */
  take(chunk: Buffer): CopyLinesStep {
    // A copy only when a message was cut at the end of the last chunk.
    const buf = this.rest.length > 0 ? Buffer.concat([this.rest, chunk]) : chunk;
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
    this.rest = end ? EMPTY : buf.subarray(pos);
    return { lines: out > 0 ? buf.subarray(0, out) : null, end };
  }

  /** Moves the line of one CopyData message (payload `from`..`to`) to `out`; returns the new `out`. */
  private row(buf: Buffer, from: number, to: number, out: number): number {
    let at = from;
    if (!this.headerRead) {
      at += FILE_HEADER + buf.readUInt32BE(at + 15);
      this.headerRead = true;
    }
    while (to - at >= 2) {
      if (buf.readInt16BE(at) === -1) return out; // the trailer: nothing follows
      const size = buf.readInt32BE(at + 2);
      const start = at + 6;
      at = start + Math.max(size, 0);
      if (at > to) throw new Error('COPY binario: riga più lunga del suo messaggio');
      if (size > 0) {
        buf.copyWithin(out, start, at);
        out += size;
      }
    }
    return out;
  }
}

/** What the stream overrides and calls of pg-copy-streams' copy-to query (pinned 7.0.0). */
interface CopyToInternals {
  _buffer: { push(buf: Buffer): void };
  _detach(): void;
  _cleanup(): void;
  push(chunk: Buffer | null): boolean;
}

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

  _parse(chunk: Buffer): boolean {
    const self = this as unknown as CopyToInternals;
    const { lines, end } = this.decoder.take(chunk);
    const drained = lines ? self.push(lines) : true;
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

/** The query to hand to `client.query()`: a readable stream of the lines `sql` selects. */
export const copyLines = (sql: string) =>
  new CopyLinesQuery(`copy (${sql}) to stdout with (format binary)`);
