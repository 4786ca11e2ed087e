import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { EMPTY_SHA256, encodeSegment, sha256Hex, signV4 } from './s3-sign';
import type { S3Settings } from './s3-url';
import {
  CONTENT_TYPES,
  FileStoreUnavailable,
  STORED_NAME,
  kindOf,
  type FileStore,
  type FileStream,
  type StoredFile,
  type StoredKind,
} from './upload-store';

/** How long a request may wait for the storage's answer (its headers). */
const ANSWER_TIMEOUT_MS = 10_000;

/**
 * Files as objects of an S3-compatible bucket (`S3_URL`, decision 048), one object per
 * stored name, over fetch with a SigV4 signature. Loaded only when S3_URL is set. A storage
 * that does not answer, or refuses the key, is a `FileStoreUnavailable` (503), never a 500;
 * only a 404 means "no such file".
 */
export class S3FileStore implements FileStore {
  constructor(private readonly s3: S3Settings) {}

  private urlOf(name: string): URL {
    const { origin, bucket, pathStyle } = this.s3;
    if (pathStyle) return new URL(`${origin}/${encodeSegment(bucket)}/${encodeSegment(name)}`);
    const base = new URL(origin);
    base.hostname = `${bucket}.${base.hostname}`;
    return new URL(`${base.origin}/${encodeSegment(name)}`);
  }

  private async send(method: string, url: URL, body?: Uint8Array, type?: string) {
    const signed = signV4({
      method,
      url,
      payloadHash: body ? sha256Hex(body) : EMPTY_SHA256,
      headers: type ? { 'content-type': type } : {},
      region: this.s3.region,
      accessKeyId: this.s3.accessKeyId,
      secretAccessKey: this.s3.secretAccessKey,
      now: new Date(),
    });
    const { host: _host, ...headers } = signed;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), ANSWER_TIMEOUT_MS);
    try {
      return await fetch(url, { method, headers, body, signal: abort.signal });
    } catch (error) {
      throw new FileStoreUnavailable(
        `${method} non riuscita: archivio S3 non raggiungibile`,
        error,
      );
    } finally {
      clearTimeout(timer);
    }
  }

  /** A refusal or a fault of the storage: its status and S3 code, never the request's signature. */
  private async refused(method: string, res: Response): Promise<FileStoreUnavailable> {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]{1,80})<\/Code>/.exec(text)?.[1] ?? '';
    return new FileStoreUnavailable(
      `${method} rifiutata dall’archivio S3: ${res.status}${code ? ` ${code}` : ''}`,
    );
  }

  /** Start-up check: the bucket answers to this key. */
  async check(): Promise<void> {
    const url = new URL(this.urlOf('x'));
    url.pathname = url.pathname.replace(/\/x$/, this.s3.pathStyle ? '' : '/');
    const res = await this.send('HEAD', url);
    if (!res.ok) throw await this.refused(`HEAD del bucket ${this.s3.bucket}`, res);
  }

  async put(kind: StoredKind, bytes: Uint8Array): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${kind}`;
    await this.putNamed(name, bytes);
    return name;
  }

  /** Stores under a given name (the one-time import of a folder); a name never changes content. */
  async putNamed(name: string, bytes: Uint8Array): Promise<boolean> {
    if (!STORED_NAME.test(name)) throw new Error('nome di file non valido');
    const res = await this.send('PUT', this.urlOf(name), bytes, CONTENT_TYPES[kindOf(name)]);
    if (!res.ok) throw await this.refused('PUT', res);
    await res.body?.cancel();
    return true;
  }

  async get(name: string): Promise<StoredFile | null> {
    const file = await this.stream(name);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    return { contentType: file.contentType, size: file.size, bytes: Buffer.concat(chunks) };
  }

  async head(name: string): Promise<Omit<StoredFile, 'bytes'> | null> {
    if (!STORED_NAME.test(name)) return null;
    const res = await this.send('HEAD', this.urlOf(name));
    if (res.status === 404) return null;
    if (!res.ok) throw await this.refused('HEAD', res);
    return { contentType: CONTENT_TYPES[kindOf(name)], size: sizeOf(res) };
  }

  async stream(name: string): Promise<FileStream | null> {
    if (!STORED_NAME.test(name)) return null;
    const res = await this.send('GET', this.urlOf(name));
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok || !res.body) throw await this.refused('GET', res);
    return {
      contentType: CONTENT_TYPES[kindOf(name)],
      size: sizeOf(res),
      body: Readable.fromWeb(res.body),
    };
  }

  async delete(names: readonly string[]): Promise<void> {
    await Promise.all(
      names
        .filter((n) => STORED_NAME.test(n))
        .map(async (name) => {
          const res = await this.send('DELETE', this.urlOf(name));
          // S3 answers 204 for a name already gone; some servers 404.
          if (!res.ok && res.status !== 404) throw await this.refused('DELETE', res);
          await res.body?.cancel();
        }),
    );
  }
}

function sizeOf(res: Response): number {
  const size = Number(res.headers.get('content-length'));
  if (!Number.isSafeInteger(size) || size < 0) {
    throw new FileStoreUnavailable('risposta dell’archivio S3 senza Content-Length');
  }
  return size;
}
