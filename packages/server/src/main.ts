import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import { buildApp, type BuildAppOptions } from './app';
import { ensureFirstRun } from './bootstrap/first-run';
import { ConfigError, loadConfig } from './platform/config';
import { acquireDataDirLock } from './platform/data-dir-lock';
import { jobs } from './jobs/tables';
import { openDatabase } from './platform/db/client';
import { channels } from './platform/event-bus';
import { RedisEventBus, redisOptions } from './platform/event-bus-redis';
import { Metrics } from './platform/metrics';
import { RedisRateLimitStore } from './platform/rate-limit-redis';

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

  // Scale-out profile: events (socket fan-out, job wake-ups) and rate limits go through Redis.
  // The instance starts even while Redis is down: it reports not ready, rate limits fail open and
  // events stay on this instance until the connection is back.
  const metrics = new Metrics();
  let redis: { bus: RedisEventBus; store: RedisRateLimitStore } | undefined;
  if (config.redisUrl) {
    const publisher = new Redis(config.redisUrl, redisOptions());
    const subscriber = new Redis(config.redisUrl, redisOptions());
    let lastWarning = 0;
    for (const connection of [publisher, subscriber]) {
      connection.on('error', (err: Error) => {
        // One line per 10 s at most while Redis is unreachable.
        if (Date.now() - lastWarning < 10_000) return;
        lastWarning = Date.now();
        log.warn({ err: { message: err.message } }, 'Redis is unreachable; retrying');
      });
      let connectedBefore = false;
      connection.on('ready', () => {
        // A reconnection may have lost pub/sub messages (e.g. Redis dropped a slow subscriber).
        if (connectedBefore) {
          log.warn('Redis reconnected');
          metrics.redisReconnections.inc();
        }
        else log.info('Redis connected');
        connectedBefore = true;
      });
    }
    const bus = new RedisEventBus(publisher, subscriber, (err, channel) => {
      metrics.busErrors.inc();
      log.warn({ err: { message: err instanceof Error ? err.message : String(err) }, channel }, 'event bus');
    });
    redis = { bus, store: new RedisRateLimitStore(publisher) };
  }
  const options: BuildAppOptions = { config, database, metrics };
  if (config.databaseUrl) {
    // DATA_DIR may be shared by several instances, but a DuckDB workspace is locked by the process
    // that opens it: each instance keeps its dataset caches on its own disk (rebuilt from the
    // shared files when missing).
    const key = createHash('sha256').update(config.dataDir).digest('hex').slice(0, 12);
    options.datasetCacheDir = path.join(os.tmpdir(), 'ai-analyst', `cache-${key}-${config.port || process.pid}`);
  }
  if (redis) {
    const bus = redis.bus;
    options.bus = bus;
    options.rateLimits = redis.store;
    options.readinessChecks = [{ name: 'redis', check: () => bus.ping() }];
  }
  const app = await buildApp(options);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    // First the jobs: running ones are aborted and handed back to the queue (another instance
    // claims them at once), and requests waiting here for one of them (a POST of a chat message
    // waits for its reply) are released, answering without the reply, which still arrives.
    await handBackJobs(app).catch((err) => app.log.error({ err }, 'error while handing jobs back'));
    // Then stop accepting, close sockets with 1001 and let requests in flight finish. A keep-alive
    // connection whose request finishes during the close would hold it open: idle ones are
    // closed as they appear.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close().catch((err) => app.log.error({ err }, 'error while closing'));
    clearInterval(sweep);
    await redis?.bus.close().catch(() => undefined);
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

/** Stops this instance's job runner and wakes whoever waits here for the jobs it handed back. */
async function handBackJobs(app: FastifyInstance): Promise<void> {
  const { jobs: runner, database, bus } = app.services;
  const held = await database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.leaseOwner, runner.owner), eq(jobs.status, 'running')));
  await runner.stop();
  for (const { id } of held) await bus.publish(channels.job(id), { id, status: 'queued' });
}

main().catch((err) => {
  console.error('The server could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
