import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layers of eslint/layers.js, proved on snippets linted with the repository's own
// configuration, as `npm run lint` would lint a file at that path.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });
const RULE = '@typescript-eslint/no-restricted-imports';

async function layerErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/api/src/${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const drizzleImport = `import { eq } from 'drizzle-orm';\nexport const x = eq;\n`;

describe('the API layers are enforced by lint', { timeout: 120_000 }, () => {
  it('refuses a Drizzle import in a route file', async () => {
    const errors = await layerErrors('modules/agencies/example.routes.ts', drizzleImport);
    expect(errors).toEqual([
      expect.stringContaining('Drizzle e il database solo nei file *.queries.ts'),
    ]);
  });

  it('allows it in a queries file', async () => {
    expect(await layerErrors('modules/agencies/example.queries.ts', drizzleImport)).toEqual([]);
  });

  it('refuses a route importing queries, and a service reaching into another module', async () => {
    const route = `import { listReferrers } from './referrers-admin.queries';\nexport const x = listReferrers;\n`;
    expect(await layerErrors('modules/referrers/example.routes.ts', route)).toEqual([
      expect.stringContaining('Una route non importa le query'),
    ]);
    const service = `import { findAgencyView } from '../agencies/agencies.queries';\nexport const x = findAgencyView;\n`;
    expect(await layerErrors('modules/services/example.service.ts', service)).toEqual([
      expect.stringContaining('solo attraverso il suo *.service.ts'),
    ]);
  });

  it('refuses a FastifyInstance below the routes', async () => {
    const service = `import type { FastifyInstance } from 'fastify';\nexport type X = FastifyInstance;\n`;
    expect(await layerErrors('modules/agencies/example.service.ts', service)).toEqual([
      expect.stringContaining('Sotto le route niente FastifyInstance'),
    ]);
  });
});
