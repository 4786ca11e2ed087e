// npm run backup [-- file.tar.gz]
// Saves the embedded database's data folder (DATA_DIR: the database, uploaded files, the
// generated token secret) into one verified .tar.gz with a manifest (decision 045). The
// server must be stopped: the command takes the folder's lock and refuses while a server
// holds it. On PostgreSQL, back up with pg_dump (docs/operations.md).
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { createBackup } from '../db/backup';
import { BackupError } from '../db/backup-manifest';
import { DataDirLockedError, lockDataDir } from '../db/lock';

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);

async function main() {
  const config = loadConfig(process.env, {}, { purpose: 'tool' });
  if (config.databaseUrl) {
    throw new BackupError(
      'con DATABASE_URL i dati sono in PostgreSQL: fai il backup con pg_dump (docs/operations.md)',
    );
  }
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith('-')) {
    throw new BackupError('uso: npm run backup [-- percorso/del/backup.tar.gz]');
  }
  const out = resolve(args[0] ?? `backups/portale-${stamp()}.tar.gz`);
  const inside = relative(config.dataDir, out);
  if (!inside.startsWith('..') && !isAbsolute(inside)) {
    throw new BackupError('il backup non può stare dentro la cartella dati che salva');
  }
  if (!existsSync(config.dataDir))
    throw new BackupError(`la cartella dati ${config.dataDir} non esiste`);
  if (existsSync(out)) throw new BackupError(`il file ${out} esiste già: scegli un altro nome`);
  mkdirSync(dirname(out), { recursive: true });

  const release = lockDataDir(config.dataDir);
  try {
    const manifest = await createBackup(config.dataDir, out);
    const files = manifest.entries.filter((e) => e.type === 'file');
    const mb = files.reduce((n, e) => n + e.size, 0) / 1024 / 1024;
    console.log(
      `Backup completato e verificato: ${out}\n` +
        `  ${files.length} file (${mb.toFixed(1)} MB) da ${config.dataDir}; ` +
        `migrazioni applicate: ${manifest.migrations.applied} (ultima: ${manifest.migrations.last ?? 'nessuna'})`,
    );
  } finally {
    release();
  }
}

main().catch((err) => {
  if (err instanceof DataDirLockedError) {
    console.error(
      `Backup rifiutato: il server è in esecuzione sulla cartella dati ${err.dir} (processo ${err.pid}). ` +
        'Fermalo, poi ripeti npm run backup: il backup del database integrato si fa a server fermo.',
    );
  } else if (err instanceof ConfigError) {
    console.error(err.message);
  } else if (err instanceof BackupError) {
    console.error(`Backup non riuscito: ${err.message}`);
  } else {
    console.error('Backup non riuscito:', err);
  }
  process.exit(1);
});
