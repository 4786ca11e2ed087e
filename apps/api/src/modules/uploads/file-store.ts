import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { DatabaseFileStore, type FileStore } from './upload-store';

/**
 * The store the portal's files live in: the S3 bucket of `S3_URL` when it is set (decision
 * 048), else the database (decision 043). The S3 code is loaded only then: a portal without
 * S3_URL never reads it.
 */
export async function fileStore(config: Config, db: Db): Promise<FileStore> {
  if (!config.s3) return new DatabaseFileStore(db);
  const { S3FileStore } = await import('./s3-store');
  return new S3FileStore(config.s3);
}

/**
 * Start-up check of `S3_URL`: the bucket must answer to the key, or the portal would take
 * forms whose files it cannot keep. The problem in Italian (status and S3 code, never the
 * secret), or null; the database store needs no check.
 */
export async function fileStoreProblem(store: FileStore, config: Config): Promise<string | null> {
  if (!config.s3 || !('check' in store) || typeof store.check !== 'function') return null;
  try {
    await (store.check as () => Promise<void>)();
    return null;
  } catch (error) {
    return (
      `S3_URL: il bucket ${config.s3.bucket} su ${config.s3.origin} non risponde come dovrebbe ` +
      `(${(error as Error).message}). Controlla host, porta, bucket, region, chiave e segreto.`
    );
  }
}
