// Starts the real portal for the browser tests: a fresh embedded database in a new data
// folder, the built SPA, a known admin. Used by playwright.config.ts as its web server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebIfChanged } from '../../scripts/web-build.mjs';

buildWebIfChanged();
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
process.env.DEMO_DATA ??= 'false';
process.env.LOG_LEVEL ??= 'warn';
await import('../../apps/api/src/server.ts');
