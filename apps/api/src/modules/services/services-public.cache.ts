import { createHash } from 'node:crypto';
import { ServiceListSchema } from '@portal/shared';
import type { Db } from '../../db/client';
import { toService } from './services.mapper';
import { listPublicServices } from './services-public.queries';

/**
 * In-memory cache of `GET /v2/{product}/servizi/public_fetchAll`: the public catalogue
 * is read on every home page view and changes only when an admin edits a service.
 *
 * What is cached is the answer already passed through the response contract
 * (ServiceListSchema, the allow-list) and serialised, with its ETag, so a request costs
 * no query and no serialisation.
 *
 * Invalidation: every code path that writes the `services` table (the admin service
 * editor: create, update, delete, reorder, upload) calls
 * `invalidatePublicServices(app.db)` after its transaction commits. The cache belongs to
 * the database handle, so each process (and each test app) has its own; with several
 * processes behind a load balancer the others converge within MAX_AGE_MS.
 */
export const PUBLIC_SERVICES_MAX_AGE_MS = 60_000;

export interface PublicServicesSnapshot {
  /**
   * The Service[] answer as UTF-8 bytes: encoded once here, not on every request (writing
   * the text took about a third of the route's time under load, bench P1).
   */
  body: Buffer;
  /** Strong ETag of `body`. */
  etag: string;
}

interface Entry {
  snapshot?: PublicServicesSnapshot;
  loadedAt: number;
  loading?: Promise<PublicServicesSnapshot>;
  /** Bumped by every invalidation: a load started before it is not stored. */
  generation: number;
}

const entries = new WeakMap<Db, Entry>();

function entryOf(db: Db): Entry {
  let entry = entries.get(db);
  if (!entry) {
    entry = { loadedAt: 0, generation: 0 };
    entries.set(db, entry);
  }
  return entry;
}

async function load(db: Db): Promise<PublicServicesSnapshot> {
  const rows = await listPublicServices(db);
  const body = Buffer.from(JSON.stringify(ServiceListSchema.parse(rows.map(toService))));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag };
}

/** The public catalogue, from memory when fresh; concurrent misses share one query. */
export async function getPublicServices(db: Db, now: number): Promise<PublicServicesSnapshot> {
  const entry = entryOf(db);
  if (entry.snapshot && now - entry.loadedAt < PUBLIC_SERVICES_MAX_AGE_MS) return entry.snapshot;
  if (entry.loading) return entry.loading;
  const generation = entry.generation;
  const loading = load(db).finally(() => {
    if (entry.loading === loading) entry.loading = undefined;
  });
  entry.loading = loading;
  const snapshot = await loading;
  if (entry.generation === generation) {
    entry.snapshot = snapshot;
    entry.loadedAt = now;
  }
  return snapshot;
}

/** Drops the cached catalogue: the next request reads the database again. */
export function invalidatePublicServices(db: Db): void {
  const entry = entryOf(db);
  entry.generation += 1;
  entry.snapshot = undefined;
  entry.loading = undefined;
}
