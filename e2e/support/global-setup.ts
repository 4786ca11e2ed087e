import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { ARTIFACTS } from './env';
import { prepareDatabase, startPortal } from './portal-server';

/**
 * One portal for each Playwright worker (env.ts, PORTAL_INDEX): the seeded database is made
 * once, then each portal gets a copy of it, its own server and its own SMTP receiver, so
 * the journeys of two workers never see each other's rows, mail, sign-in limits or codes.
 * A worker restarted after a failure finds its portal as the journeys before it left it.
 */
export default async function globalSetup(config: FullConfig) {
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const name of readdirSync(ARTIFACTS, { withFileTypes: true }).map((e) => e.name))
    if (/^portal-\d+$|^seeded$/.test(name))
      rmSync(join(ARTIFACTS, name), { recursive: true, force: true });
  const seeded = join(ARTIFACTS, 'seeded');
  prepareDatabase(seeded);
  const started = await Promise.allSettled(
    Array.from({ length: config.workers }, (_, index) => startPortal(index, seeded)),
  );
  const portals = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = () => Promise.all(portals.map((p) => p.stop())).then(() => undefined);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
