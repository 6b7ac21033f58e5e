import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { ensureFirstRun } from './bootstrap/first-run';
import { ConfigError, loadConfig } from './platform/config';
import { acquireDataDirLock } from './platform/data-dir-lock';
import { openDatabase } from './platform/db/client';

/** Starts the server: configuration, database and migrations, first-run setup, then listen. */
async function main(): Promise<void> {
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
  // The embedded database belongs to one process; PostgreSQL is shared by every instance.
  const releaseLock = config.databaseUrl
    ? () => undefined
    : acquireDataDirLock(config.dataDir, 'a second server');
  const log = pino({ level: config.logLevel === 'silent' ? 'silent' : config.logLevel });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  log.info({ driver: database.driver }, 'database ready');
  await ensureFirstRun(database.db, config, log);

  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close().catch((err) => app.log.error({ err }, 'error while closing'));
    await database.close().catch(() => undefined);
    releaseLock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`AI Analyst is running on http://localhost:${port}`);
}

main().catch((err) => {
  console.error('The server could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
