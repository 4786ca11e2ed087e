import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, createHmac } from 'node:crypto';
import S3rver, { type S3Context } from 's3rver';
import { SignatureV4 } from '@smithy/signature-v4';

/** s3rver's one account: key and secret. */
export const S3_KEY = 'S3RVER';
export const S3_SECRET = 'S3RVER';
export const S3_BUCKET = 'portale-file';

export interface TestS3 {
  /** `S3_URL` for this server, with another secret if asked. */
  url(secret?: string): string;
  /** The stored object's bytes and type, read from the server's own folder; null if absent. */
  object(name: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  close(): Promise<void>;
}

type Bytes = string | ArrayBuffer | ArrayBufferView;
const binary = (data: Bytes) =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

/** SHA-256 as the signer asks for it: a hash, or an HMAC when given a key. */
class Sha256 {
  private readonly hash;
  constructor(key?: Bytes) {
    this.hash = key === undefined ? createHash('sha256') : createHmac('sha256', binary(key));
  }
  update(data: Bytes) {
    this.hash.update(binary(data));
  }
  digest() {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$/;
const AMZ_DATE = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/;

/**
 * The signature S3 would compute for this request with the account's real secret: the
 * request's own method, path, query and signed headers, signed again by the signer the AWS
 * SDK itself uses. Null when the request carries no SigV4 authorization.
 */
async function expectedAuthorization(ctx: S3Context): Promise<string | null> {
  const auth = AUTH.exec(ctx.get('authorization'));
  const date = AMZ_DATE.exec(ctx.get('x-amz-date'));
  if (!auth || !date) return null;
  const signer = new SignatureV4({
    service: 's3',
    region: auth[2]!,
    credentials: { accessKeyId: auth[1]!, secretAccessKey: S3_SECRET },
    sha256: Sha256,
    uriEscapePath: false, // S3 signs the path as sent
  });
  const names = auth[3]!.split(';');
  const signed = await signer.sign(
    {
      method: ctx.method,
      protocol: 'http:',
      hostname: ctx.get('host'),
      path: ctx.path,
      query: Object.fromEntries(new URLSearchParams(ctx.querystring)),
      headers: Object.fromEntries(names.map((h) => [h, ctx.get(h)])),
    },
    {
      signingDate: new Date(`${date[1]}-${date[2]}-${date[3]}T${date[4]}:${date[5]}:${date[6]}Z`),
      // Sign exactly the headers the request says it signed, no fewer.
      signableHeaders: new Set(names),
    },
  );
  return String(signed.headers.authorization);
}

/**
 * A real S3-protocol server on loopback (s3rver, files in a temporary folder). s3rver
 * checks the access key but not a SigV4 signature, so a check of its own goes first: the
 * signature is made again with the account's secret and a mismatch is refused, 403
 * `SignatureDoesNotMatch`, as S3 does.
 */
export async function startTestS3(port: number): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 's3-test-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  server.middleware.unshift(async (ctx, next) => {
    const expected = await expectedAuthorization(ctx);
    if (!expected || expected !== ctx.get('authorization')) {
      ctx.status = 403;
      ctx.type = 'application/xml';
      ctx.body = '<?xml version="1.0"?><Error><Code>SignatureDoesNotMatch</Code></Error>';
      return;
    }
    await next();
  });
  await server.run();
  return {
    url: (secret = S3_SECRET) =>
      `http://${S3_KEY}:${encodeURIComponent(secret)}@127.0.0.1:${port}/${S3_BUCKET}?region=eu-south-1`,
    object: async (name) => {
      const path = server.store.getResourcePath(S3_BUCKET, name, 'object');
      if (!existsSync(path)) return null;
      const metadata = await server.store.getMetadata(S3_BUCKET, name);
      return { bytes: readFileSync(path), contentType: metadata['content-type']! };
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
