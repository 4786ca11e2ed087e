import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort, killChildren, SERVER_FILE, startNode, waitHealthy } from './test/processes';
import { startTestS3, type TestS3 } from './test/s3-server';

// Its own port, beside the one of s3-store.test.ts.
const S3_PORT = Number(process.env.S3_TEST_PORT ?? 8452) + 2;

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3(S3_PORT);
});
afterAll(async () => {
  await s3?.close();
});
afterEach(killChildren);

const start = (s3Url: string, port = 0) =>
  startNode(SERVER_FILE, {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-s3-')),
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    S3_URL: s3Url,
  });

describe('the server process with S3_URL', () => {
  it('does not start when the bucket refuses the secret, and says why in Italian without it', async () => {
    const secret = 'non-questo-segreto';
    const server = start(s3.url(secret));
    expect(await server.exited).toBe(1);
    const out = server.output();
    expect(out).toContain('S3_URL: il bucket portale-file su http://127.0.0.1:');
    expect(out).toContain('403');
    expect(out).toContain('Controlla host, porta, bucket, region, chiave e segreto.');
    expect(out).not.toContain(secret);
  }, 60_000);

  it('starts with the right key and secret', async () => {
    const port = await freePort();
    const server = start(s3.url(), port);
    await waitHealthy(port, server);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});
