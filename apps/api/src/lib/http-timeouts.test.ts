import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import {
  BALANCER_IDLE_TIMEOUT_MS,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
} from './http-timeouts';

// Slow heads, slow bodies and idle sockets are bounded, in the order a server behind a
// balancer needs: balancer idle < keep-alive < headers ≤ whole request.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the HTTP server’s timeouts', () => {
  it('are in the order a balancer and Node ask for', () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(BALANCER_IDLE_TIMEOUT_MS);
    expect(HEADERS_TIMEOUT_MS).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS);
  });

  it('are the ones the server built by buildApp holds', () => {
    const server = t.app.server;
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
  });

  it('tells a keep-alive client how long an idle connection stays open', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const header = await new Promise<string | string[] | undefined>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/v2/health', headers: { connection: 'keep-alive' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers['keep-alive']));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(header).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
  });
});
