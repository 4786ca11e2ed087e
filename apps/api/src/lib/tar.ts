import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';

/**
 * The small part of the tar format (POSIX ustar) that backups need: regular files and
 * folders, names up to 255 bytes, sizes up to 8 GiB. Written and read as streams, so a
 * data folder of any size passes through in 64 kB pieces (decision 045).
 */
const BLOCK = 512;
const CHUNK = 64 * 1024;

export type TarEntryType = 'file' | 'dir';

export interface TarHeader {
  path: string;
  type: TarEntryType;
  size: number;
  mode: number;
  mtimeMs: number;
}

export class TarFormatError extends Error {}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function splitName(path: string): { name: string; prefix: string } {
  const bytes = Buffer.byteLength(path);
  if (bytes <= 100) return { name: path, prefix: '' };
  // ustar keeps a longer path as prefix + '/' + name, cut at a slash.
  for (let i = path.lastIndexOf('/'); i > 0; i = path.lastIndexOf('/', i - 1)) {
    const prefix = path.slice(0, i);
    const name = path.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return { name, prefix };
  }
  throw new TarFormatError(`percorso troppo lungo per l'archivio: ${path}`);
}

export function encodeHeader(h: TarHeader): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { name, prefix } = splitName(h.type === 'dir' ? `${h.path}/` : h.path);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(h.mode & 0o7777, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(h.type === 'file' ? h.size : 0, 12), 124, 'ascii');
  block.write(octal(Math.floor(h.mtimeMs / 1000), 12), 136, 'ascii');
  block.write(' '.repeat(8), 148, 'ascii');
  block.write(h.type === 'file' ? '0' : '5', 156, 'ascii');
  block.write('ustar\0' + '00', 257, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function parseOctal(block: Buffer, start: number, length: number): number {
  const text = field(block, start, length).trim();
  if (!/^[0-7]*$/.test(text)) throw new TarFormatError('intestazione non valida');
  return text === '' ? 0 : Number.parseInt(text, 8);
}

export function decodeHeader(block: Buffer): TarHeader | null {
  if (block.every((b) => b === 0)) return null; // the end of the archive
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  if (parseOctal(block, 148, 8) !== sum || field(block, 257, 6) !== 'ustar') {
    throw new TarFormatError('intestazione non valida (somma di controllo o formato)');
  }
  const flag = field(block, 156, 1);
  if (flag !== '0' && flag !== '' && flag !== '5') {
    throw new TarFormatError(`tipo di voce non ammesso: ${JSON.stringify(flag)}`);
  }
  const prefix = field(block, 345, 155);
  const name = field(block, 0, 100);
  const path = (prefix ? `${prefix}/${name}` : name).replace(/\/$/, '');
  const type = flag === '5' ? 'dir' : 'file';
  return {
    path,
    type,
    size: type === 'file' ? parseOctal(block, 124, 12) : 0,
    mode: parseOctal(block, 100, 8),
    mtimeMs: parseOctal(block, 136, 12) * 1000,
  };
}

/** Writes a chunk, waiting for the stream to take it when its buffer is full. */
async function put(out: Writable, chunk: Buffer) {
  if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
}

export class TarWriter {
  constructor(private readonly out: Writable) {}

  async addBytes(h: Omit<TarHeader, 'type' | 'size'>, bytes: Buffer) {
    await put(this.out, encodeHeader({ ...h, type: 'file', size: bytes.length }));
    await put(this.out, bytes);
    await this.pad(bytes.length);
  }

  async addDir(h: Omit<TarHeader, 'type' | 'size'>) {
    await put(this.out, encodeHeader({ ...h, type: 'dir', size: 0 }));
  }

  /** Adds a file from disk; `onChunk` sees its bytes (for a checksum). Fails if it changes size. */
  async addFile(h: Omit<TarHeader, 'type'>, file: string, onChunk: (b: Buffer) => void) {
    await put(this.out, encodeHeader({ ...h, type: 'file' }));
    const fd = openSync(file, 'r');
    try {
      let done = 0;
      while (done < h.size) {
        const chunk = Buffer.alloc(Math.min(CHUNK, h.size - done));
        const n = readSync(fd, chunk, 0, chunk.length, done);
        if (n === 0) throw new TarFormatError(`il file ${h.path} è cambiato durante il backup`);
        const piece = chunk.subarray(0, n);
        onChunk(piece);
        await put(this.out, piece);
        done += n;
      }
    } finally {
      closeSync(fd);
    }
    await this.pad(h.size);
  }

  async finish() {
    await put(this.out, Buffer.alloc(BLOCK * 2));
    await new Promise<void>((resolve, reject) => {
      this.out.once('error', reject);
      this.out.end(resolve);
    });
  }

  private async pad(size: number) {
    const rest = size % BLOCK;
    if (rest !== 0) await put(this.out, Buffer.alloc(BLOCK - rest));
  }
}

export interface TarVisitor {
  /** Called per entry; its returned sink receives a file's bytes (in order), then `end`. */
  entry(h: TarHeader): { data(b: Buffer): void; end(): void } | Promise<void> | void;
}

/**
 * Reads an archive stream entry by entry. A file's bytes go to the sink the visitor
 * returns; a truncated archive or a bad header throws TarFormatError.
 */
export async function readTar(input: Readable, visitor: TarVisitor): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let sink: { data(b: Buffer): void; end(): void } | undefined;
  let left = 0; // bytes of the current file still to come
  let skip = 0; // padding after it
  let ended = false;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (!ended) {
      if (left > 0) {
        if (pending.length === 0) break;
        const piece = pending.subarray(0, Math.min(left, pending.length));
        sink?.data(piece);
        left -= piece.length;
        pending = pending.subarray(piece.length);
        if (left === 0) sink?.end();
        continue;
      }
      if (skip > 0) {
        const n = Math.min(skip, pending.length);
        skip -= n;
        pending = pending.subarray(n);
        if (skip > 0) break;
        continue;
      }
      if (pending.length < BLOCK) break;
      const header = decodeHeader(pending.subarray(0, BLOCK));
      pending = pending.subarray(BLOCK);
      if (!header) {
        ended = true;
        break;
      }
      const result = visitor.entry(header);
      sink = result && 'data' in result ? result : undefined;
      if (result && 'then' in result) await result;
      left = header.size;
      skip = (BLOCK - (header.size % BLOCK)) % BLOCK;
      if (left === 0) sink?.end();
    }
  }
  if (!ended) throw new TarFormatError('archivio incompleto');
}

/** A sink that writes a file synchronously (a restore is a command, not a server). */
export function fileSink(path: string, mode: number, onChunk: (b: Buffer) => void) {
  const fd = openSync(path, 'wx', mode);
  return {
    data(b: Buffer) {
      onChunk(b);
      writeSync(fd, b);
    },
    end() {
      closeSync(fd);
    },
  };
}
