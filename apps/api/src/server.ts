import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { ensureConfiguredAdmin, seedDemoData } from './db/seed';
import { resolveTokenSecret } from './lib/secret';
import { createLogDestination, ignoreClosedStdio } from './lib/logger';
import { runtimeProblem } from './lib/runtime';
import {
  DatabaseFileStore,
  fileStoreProblem,
  importUploadsFolder,
  type NamedPut,
} from './modules/uploads/uploads.service';

/** Starts the portal: configuration, database, demo data, HTTP; stops gracefully. */
async function main() {
  // A log collector that dies must not take the server with it (decision 025).
  ignoreClosedStdio();
  const logs = createLogDestination();
  const runtime = runtimeProblem();
  if (runtime) {
    console.error(runtime);
    process.exit(1);
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let release = () => {};
  if (!config.databaseUrl) {
    try {
      release = lockDataDir(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        console.error(err.message);
        process.exit(1);
      }
      throw err;
    }
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pgdata'),
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    acquireTimeoutMs: config.databaseAcquireTimeoutMs,
  });
  const tokenSecret = resolveTokenSecret(config.tokenSecret, config.dataDir);
  // prom-client is loaded only when asked for: a server without metrics keeps its memory.
  const metrics =
    config.metricsPort === undefined
      ? undefined
      : await (
          await import('./plugins/metrics')
        ).createMetrics(database, { token: config.metricsToken });
  const app = await buildApp(config, { database, tokenSecret, logStream: logs.stream, metrics });
  const storeProblem = await fileStoreProblem(app.files, config);
  if (storeProblem) {
    console.error(storeProblem);
    await app.close();
    await database.close();
    release();
    process.exit(1);
  }

  // The note is for whoever runs the portal, never for its visitors (the footer shows none).
  if (config.brandIsExample) {
    app.log.warn(
      'BRAND_FILE non impostato: il portale mostra i dati di esempio della società; indica il file del marchio (README, "The brand file").',
    );
  }
  await ensureConfiguredAdmin(database.db, config, app.log);
  await seedDemoData(database.db, config, app.log);
  // Files an earlier version kept in DATA_DIR/uploads move into the database, or the bucket
  // when S3_URL is set (decisions 043, 048).
  const importTo: NamedPut =
    'putNamed' in app.files ? (app.files as NamedPut) : new DatabaseFileStore(database.db);
  await importUploadsFolder(importTo, config.dataDir, app.log);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'arresto in corso: completo le richieste in corso');
    const timer = setTimeout(() => {
      app.log.error('arresto forzato dopo 10 s');
      release();
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.drain(8_000);
      await app.close();
      await metrics?.close();
      app.mailer.close();
      await database.close();
    } finally {
      release();
    }
    // The last lines, if anyone still reads them; never an endless wait on a dead pipe.
    await logs.flush(1_000);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (metrics && config.metricsPort !== undefined) {
    await metrics.listen(config.metricsPort, config.metricsHost);
    app.log.info(
      `Metriche Prometheus su http://${config.metricsHost}:${config.metricsPort}/metrics`,
    );
  }
  app.log.info(`Portale pronto su ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((err) => {
  console.error('Avvio non riuscito:', err);
  process.exit(1);
});
