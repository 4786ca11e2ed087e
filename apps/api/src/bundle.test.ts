import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, killChildren, SERVE_FILE, startNode, waitHealthy } from './test/processes';

const BUNDLE = fileURLToPath(new URL('../dist/server.mjs', import.meta.url));

const serve = (port: number) =>
  startNode(SERVE_FILE, {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-bundle-')),
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
  });

afterEach(killChildren);

// `npm start` and `npm run serve` run one JavaScript bundle of the API with plain node, not
// its sources through tsx (decision 069): the files the code reads at run time (migrations,
// the refused-password list, the default brand, the demo data) must be found from there too.
describe('the API bundle that npm run serve runs', () => {
  it('starts on a new embedded database with the demo data, and is not rebuilt when nothing changed', async () => {
    const port = await freePort();
    const first = serve(port);
    await waitHealthy(port, first);
    const health = (await (await fetch(`http://127.0.0.1:${port}/v2/health`)).json()) as object;
    expect(health).toEqual({ status: 'ok', database: 'pglite' });
    const catalogue = (await (
      await fetch(`http://127.0.0.1:${port}/v2/8volante/servizi/public_fetchAll`)
    ).json()) as { name: string }[];
    expect(catalogue.map((s) => s.name)).toContain('Consulenza Mutui');
    // The bundle holds the project's code (the shared contracts too), not its npm packages.
    const code = readFileSync(BUNDLE, 'utf8');
    expect(code).toMatch(/from "fastify"/);
    expect(code).not.toMatch(/from "@portal\/shared"/);

    const built = statSync(BUNDLE).mtimeMs;
    const secondPort = await freePort();
    const second = serve(secondPort);
    await waitHealthy(secondPort, second);
    expect(statSync(BUNDLE).mtimeMs).toBe(built);
    first.child.kill('SIGTERM');
    second.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(await second.exited).toBe(0);
  }, 180_000);
});
