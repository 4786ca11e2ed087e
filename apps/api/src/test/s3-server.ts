import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { signV4 } from '../modules/uploads/s3-sign';

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
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        ctx.get('authorization'),
      );
    const date = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(ctx.get('x-amz-date'));
    const extra = (auth?.[3] ?? '')
      .split(';')
      .filter((h) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(h));
    const expected =
      auth &&
      date &&
      signV4({
        method: ctx.method,
        url: new URL(`http://${ctx.get('host')}${ctx.path}`),
        payloadHash: ctx.get('x-amz-content-sha256'),
        headers: Object.fromEntries(extra.map((h) => [h, ctx.get(h)])),
        region: auth[2]!,
        accessKeyId: auth[1]!,
        secretAccessKey: S3_SECRET,
        now: new Date(`${date[1]}-${date[2]}-${date[3]}T${date[4]}:${date[5]}:${date[6]}Z`),
      }).authorization;
    if (!auth || expected !== ctx.get('authorization')) {
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
