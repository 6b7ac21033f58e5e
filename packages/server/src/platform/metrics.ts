import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppConfig } from './config';
import { AppError, notFound } from './errors';

/**
 * Prometheus metrics of one instance, served at GET /metrics: request counts and latency by route,
 * open sockets, job queue depth and RCA durations, plus the process defaults (memory, event loop).
 * Each app has its own registry so tests can build several apps in one process.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: 'aia_http_requests_total',
    help: 'HTTP requests by method, route and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'aia_http_request_duration_seconds',
    help: 'HTTP request latency by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly openSockets = new Gauge({
    name: 'aia_websocket_connections',
    help: 'Open chat sockets on this instance',
    registers: [this.registry],
  });
  readonly jobsRunning = new Gauge({
    name: 'aia_jobs_running',
    help: 'Jobs running on this instance',
    registers: [this.registry],
  });
  readonly jobQueueDepth = new Gauge({
    name: 'aia_job_queue_depth',
    help: 'Jobs waiting to run, by kind (sampled on scrape)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly rcaDuration = new Histogram({
    name: 'aia_rca_duration_seconds',
    help: 'Duration of RCA investigations by outcome',
    labelNames: ['outcome'] as const,
    buckets: [0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600],
    registers: [this.registry],
  });
  readonly busErrors = new Counter({
    name: 'aia_event_bus_errors_total',
    help: 'Events that could not reach the other instances (Redis down or failing) or whose handler threw',
    registers: [this.registry],
  });
  readonly redisReconnections = new Counter({
    name: 'aia_redis_reconnections_total',
    help: 'Redis connections re-established; pub/sub messages sent meanwhile were lost',
    registers: [this.registry],
  });
  /** Called before each scrape, e.g. to sample the job queue depth from the database. */
  readonly beforeScrape: (() => Promise<void>)[] = [];
  /** Where the separate metrics listener listens, once started (when a metrics port is set). */
  address: AddressInfo | undefined;

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'aia_' });
  }
}

/**
 * Records every request and serves GET /metrics in the Prometheus text format. The metrics say a
 * lot about the installation (routes, load, memory), so they are off the public port by default:
 * there GET /metrics answers 404 unless a token is configured, and then only to that bearer token.
 * A separate listener (host and port configured) serves them without a token, for a scraper on
 * the internal network; it starts with the app (ready), and `metrics.address` is where it listens.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  settings: AppConfig['metrics'],
): void {
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern (not the URL) keeps label cardinality bounded.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  const scrape = async (): Promise<string> => {
    await Promise.all(metrics.beforeScrape.map((fn) => fn().catch(() => undefined)));
    return metrics.registry.metrics();
  };
  const expected = settings.token ? digest(settings.token) : undefined;
  app.get('/metrics', async (request, reply) => {
    if (!expected) throw notFound();
    const header = request.headers.authorization ?? '';
    const given = /^Bearer (.+)$/i.exec(header)?.[1]?.trim();
    if (!given || !timingSafeEqual(digest(given), expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError(401, 'unauthorized', 'The metrics need the metrics token as a bearer token');
    }
    return reply.type(metrics.registry.contentType).send(await scrape());
  });
  if (settings.port !== undefined) {
    const { host, port } = settings;
    let server: Server | undefined;
    app.addHook('onReady', async () => {
      server = createServer((request, response) => {
        const path = (request.url ?? '').split('?')[0];
        if (request.method !== 'GET' || path !== '/metrics') {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
          return;
        }
        scrape().then(
          (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
          (err: unknown) => {
            app.log.error({ err }, 'metrics scrape failed');
            response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
          },
        );
      });
      await new Promise<void>((resolve, reject) => {
        server?.once('error', reject);
        server?.listen(port, host, () => resolve());
      });
      metrics.address = server.address() as AddressInfo;
      app.log.info(`metrics on http://${host}:${metrics.address.port}/metrics`);
    });
    app.addHook('onClose', async () => {
      if (!server?.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server?.close(() => resolve()));
    });
  }
  // Sampled on scrape from the app's services (assembled after this call).
  app.addHook('onReady', async () => {
    const { chat, jobs: runner } = app.services;
    metrics.beforeScrape.push(async () => {
      metrics.openSockets.set(chat.hub.size);
      metrics.jobsRunning.set(runner.activeCount);
      const queued = await runner.queuedByKind();
      metrics.jobQueueDepth.reset();
      for (const row of queued) metrics.jobQueueDepth.set({ kind: row.kind }, row.queued);
    });
  });
}

/** Fixed-length digests, so that tokens of any length compare in constant time. */
const digest = (token: string): Buffer => createHash('sha256').update(token).digest();
