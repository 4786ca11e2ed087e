// npm run restore -- file.tar.gz [--force]
// Restores a backup made by `npm run backup` into DATA_DIR (decision 045): into a new or
// empty folder, or with --force over the one there. The archive is checked whole (manifest,
// sizes, checksums) before anything is written; the server must be stopped. A backup from
// an older version is fine: the server applies the missing migrations at its next start.
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { BackupError } from '../db/backup-manifest';
import { DataDirLockedError, lockDataDir } from '../db/lock';
import { restoreBackup } from '../db/restore';

async function main() {
  const config = loadConfig(process.env, {}, { purpose: 'tool' });
  if (config.databaseUrl) {
    throw new BackupError(
      'con DATABASE_URL i dati sono in PostgreSQL: ripristina con pg_restore (docs/operations.md)',
    );
  }
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    throw new BackupError('uso: npm run restore -- percorso/del/backup.tar.gz [--force]');
  }
  const archive = resolve(files[0]!);
  const release = lockDataDir(config.dataDir);
  try {
    const manifest = await restoreBackup(archive, config.dataDir, { force });
    const count = manifest.entries.filter((e) => e.type === 'file').length;
    console.log(
      `Ripristino completato in ${config.dataDir}: ${count} file dal backup del ${manifest.createdAt} ` +
        `(versione ${manifest.appVersion}, migrazioni: ${manifest.migrations.applied}). ` +
        'Avvia il server: applicherà le eventuali migrazioni mancanti.',
    );
  } finally {
    release();
  }
}

main().catch((err) => {
  if (err instanceof DataDirLockedError) {
    console.error(
      `Ripristino rifiutato: il server è in esecuzione sulla cartella dati ${err.dir} (processo ${err.pid}). ` +
        'Fermalo, poi ripeti npm run restore.',
    );
  } else if (err instanceof ConfigError) {
    console.error(err.message);
  } else if (err instanceof BackupError) {
    console.error(`Ripristino non riuscito: ${err.message}`);
  } else {
    console.error('Ripristino non riuscito:', err);
  }
  process.exit(1);
});
