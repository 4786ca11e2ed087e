import { mkdtempSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startNode, waitHealthy, SERVER_FILE, type Started } from './processes';

/** The header the proxy adds to every answer: which backend (0, 1, 2…) served it. */
export const BACKEND_HEADER = 'x-test-backend';

/**
 * A load balancer in miniature for the tests that start several servers: an HTTP proxy on
 * loopback that hands each request to the next backend in turn (not each connection: a
 * client's kept-alive connection would otherwise stick to one), passing method, path,
 * headers and body through unchanged.
 */
export async function startRoundRobinProxy(ports: readonly number[]) {
  let next = 0;
  const server = createServer((req, res) => {
    const index = next++ % ports.length;
    const upstream = request(
      {
        host: '127.0.0.1',
        port: ports[index],
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        const headers: IncomingHttpHeaders = { ...answer.headers, [BACKEND_HEADER]: String(index) };
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * `count` real server processes with one deployment's environment (each its own port and
 * DATA_DIR), all spawned before any is waited for, behind a round-robin proxy.
 */
export async function startServersBehindProxy(env: Record<string, string>, count = 3) {
  const ports: number[] = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  const servers: { port: number; proc: Started }[] = ports.map((port) => ({
    port,
    proc: startNode(SERVER_FILE, {
      ...env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-proxied-')),
    }),
  }));
  await Promise.all(servers.map((s) => waitHealthy(s.port, s.proc)));
  return { servers, proxy: await startRoundRobinProxy(ports) };
}
