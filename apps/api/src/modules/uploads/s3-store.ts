import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
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

/** How long a request may wait for the storage's answer (its headers), per attempt. */
const ANSWER_TIMEOUT_MS = 10_000;

type Sdk = typeof S3Sdk;

/** What the SDK's errors carry: the status S3 answered (none when it never answered). */
interface SdkError {
  $metadata?: { httpStatusCode?: number };
  /** S3's own error code, from the body of the answer (a HEAD's answer has none). */
  Code?: string;
}

const statusOf = (error: unknown) => (error as SdkError | null)?.$metadata?.httpStatusCode;

/**
 * The client for one bucket (decision 083). The SDK is imported here, on the first request,
 * not at the top of the module: the API's bundle would otherwise load it (a second and some
 * 30 MB) in every portal, S3_URL or not. Checksums only where S3 requires them: the
 * S3-compatible stores this serves (MinIO, Ceph, s3rver in the tests) do not all know the
 * SDK's newer default ones.
 */
async function connect(s3: S3Settings): Promise<{ sdk: Sdk; client: S3Client }> {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    endpoint: s3.origin,
    region: s3.region,
    forcePathStyle: s3.pathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // One retry: a request of a visitor waits at most two answers' time, then gets its 503.
    maxAttempts: 2,
    requestHandler: { requestTimeout: ANSWER_TIMEOUT_MS, throwOnRequestTimeout: true },
  });
  return { sdk, client };
}

/**
 * Files as objects of an S3-compatible bucket (`S3_URL`, decisions 048 and 083), one object
 * per stored name, through the AWS SDK's S3 client. Loaded only when S3_URL is set. A
 * storage that does not answer, or refuses the key, is a `FileStoreUnavailable` (503),
 * never a 500; only a 404 means "no such file".
 */
export class S3FileStore implements FileStore {
  private connection?: Promise<{ sdk: Sdk; client: S3Client }>;

  constructor(private readonly s3: S3Settings) {}

  /**
   * Runs one command; an answer of `absent` (404) gives null. Any other failure is the
   * storage's: its status and S3 code, or "not reachable", never the request's signature.
   */
  private async send<T>(
    what: string,
    command: (sdk: Sdk, client: S3Client, bucket: string) => Promise<T>,
    { absent = false }: { absent?: boolean } = {},
  ): Promise<T | null> {
    this.connection ??= connect(this.s3);
    const { sdk, client } = await this.connection;
    try {
      return await command(sdk, client, this.s3.bucket);
    } catch (error) {
      const status = statusOf(error);
      if (absent && status === 404) return null;
      if (status === undefined) {
        throw new FileStoreUnavailable(
          `${what} non riuscita: archivio S3 non raggiungibile`,
          error,
        );
      }
      const code = (error as SdkError).Code;
      throw new FileStoreUnavailable(
        `${what} rifiutata dall’archivio S3: ${status}${code ? ` ${code.slice(0, 80)}` : ''}`,
      );
    }
  }

  /** Start-up check: the bucket answers to this key. */
  async check(): Promise<void> {
    await this.send(`HEAD del bucket ${this.s3.bucket}`, (sdk, client, Bucket) =>
      client.send(new sdk.HeadBucketCommand({ Bucket })),
    );
  }

  async put(kind: StoredKind, bytes: Uint8Array): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${kind}`;
    await this.putNamed(name, bytes);
    return name;
  }

  /** Stores under a given name (the one-time import of a folder); a name never changes content. */
  async putNamed(name: string, bytes: Uint8Array): Promise<boolean> {
    if (!STORED_NAME.test(name)) throw new Error('nome di file non valido');
    await this.send('PUT', (sdk, client, Bucket) =>
      client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: name,
          Body: bytes,
          ContentType: CONTENT_TYPES[kindOf(name)],
        }),
      ),
    );
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
    const res = await this.send(
      'HEAD',
      (sdk, client, Bucket) => client.send(new sdk.HeadObjectCommand({ Bucket, Key: name })),
      { absent: true },
    );
    if (!res) return null;
    return { contentType: CONTENT_TYPES[kindOf(name)], size: sizeOf(res.ContentLength) };
  }

  async stream(name: string): Promise<FileStream | null> {
    if (!STORED_NAME.test(name)) return null;
    const res = await this.send(
      'GET',
      (sdk, client, Bucket) => client.send(new sdk.GetObjectCommand({ Bucket, Key: name })),
      { absent: true },
    );
    if (!res) return null;
    // On Node the SDK's body is the HTTP response itself, streamed as it arrives.
    const body = res.Body;
    if (!(body instanceof Readable)) {
      throw new FileStoreUnavailable('risposta dell’archivio S3 senza contenuto');
    }
    try {
      return { contentType: CONTENT_TYPES[kindOf(name)], size: sizeOf(res.ContentLength), body };
    } catch (error) {
      body.destroy();
      throw error;
    }
  }

  async delete(names: readonly string[]): Promise<void> {
    await Promise.all(
      names
        .filter((n) => STORED_NAME.test(n))
        .map((name) =>
          // S3 answers 204 for a name already gone; some servers 404.
          this.send(
            'DELETE',
            (sdk, client, Bucket) =>
              client.send(new sdk.DeleteObjectCommand({ Bucket, Key: name })),
            { absent: true },
          ),
        ),
    );
  }
}

function sizeOf(length: number | undefined): number {
  if (length === undefined || !Number.isSafeInteger(length) || length < 0) {
    throw new FileStoreUnavailable('risposta dell’archivio S3 senza Content-Length');
  }
  return length;
}
