// npm run db:migrate
// Applies pending migrations to the configured database (DATABASE_URL, else the embedded
// one in DATA_DIR) and exits: for operators who migrate as a step of their deployment,
// before starting the new processes. The servers also migrate at start, under the same
// PostgreSQL advisory lock (decision 025), so running both is safe; on the embedded
// database the server must be stopped (the folder is locked while it runs).
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/lock';

async function main() {
  const config = loadConfig(process.env, {}, { purpose: 'tool' });
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: join(config.dataDir, 'pgdata'),
      poolSize: 1,
    });
    await database.close();
    console.log(
      `Migrazioni applicate (database: ${config.databaseUrl ? 'PostgreSQL' : `integrato in ${config.dataDir}`}).`,
    );
  } finally {
    release();
  }
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Migrazioni non riuscite:', err);
  }
  process.exit(1);
});
