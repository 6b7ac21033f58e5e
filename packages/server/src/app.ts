import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { registerAuditNotes } from './audit/route-hook';
import { registerAuthentication } from './auth/authenticate';
import { authRoutes } from './auth/routes';
import { AuthService } from './auth/service';
import { AccessTokens } from './auth/tokens';
import { UsageAnalyticsService } from './admin/analytics';
import { adminAnalyticsRoutes } from './admin/analytics-routes';
import { adminAuditRoutes } from './admin/audit-routes';
import { adminOrganizationRoutes } from './admin/organization-routes';
import { adminUsersRoutes } from './admin/users-routes';
import { AdminUsersService } from './admin/users-service';
import { contactRoutes } from './contact/routes';
import { modelRoutes } from './models/routes';
import { publishSessionRevoked, registerChat, type ChatFeature } from './chat/plugin';
import type { AssistantOptions } from './assistant/service';
import { JobRunner } from './jobs/runner';
import { InProcessEventBus, type EventBus } from './platform/event-bus';
import { dataSourceRoutes } from './data-sources/routes';
import { connectionRoutes } from './connections/routes';
import { ConnectionService } from './connections/service';
import { DataSourceService } from './data-sources/service';
import { datasetRoutes } from './datasets/routes';
import { DatasetService } from './datasets/service';
import { fileRoutes } from './files/routes';
import { FileStorage } from './files/storage';
import { healthRoutes, type ReadinessCheck } from './health/routes';
import { registerMcp } from './mcp/plugin';
import type { AppConfig } from './platform/config';
import type { DatabaseHandle } from './platform/db/client';
import { registerErrorHandling } from './platform/errors';
import { registerHttpHardening, requestIdFor } from './platform/http-hardening';
import { loggerOptions } from './platform/logger';
import { Metrics, registerMetrics } from './platform/metrics';
import { MemoryRateLimitStore, type RateLimitStore } from './platform/rate-limit';
import { installationSecret } from './platform/secrets';
import { registerWebApp } from './platform/web-app';
import { rcaRoutes } from './rca/routes';
import { RcaRunner } from './rca/runner';
import { ChatInvestigations } from './rca/chat-investigation';
import { RcaService } from './rca/service';
import { connectionCount } from './connections/plan-limit';

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  rateLimits?: RateLimitStore;
  readinessChecks?: ReadinessCheck[];
  metrics?: Metrics;
  /** The event bus (socket fan-out, job wake-ups); default in process. The caller closes its own. */
  bus?: EventBus;
  /** Replaces model providers (tests). */
  assistantProviders?: AssistantOptions['providers'];
  /**
   * Where this instance keeps its DuckDB dataset workspaces (default DATA_DIR/cache). Several
   * instances on one shared DATA_DIR each need their own: DuckDB locks a workspace file.
   */
  datasetCacheDir?: string;
};

/** The services every feature may use, built once per app and passed to the feature plugins. */
export type AppServices = {
  config: AppConfig;
  database: DatabaseHandle;
  tokens: AccessTokens;
  auth: AuthService;
  rateLimits: RateLimitStore;
  metrics: Metrics;
  /** Every registered route (method and URL pattern). */
  routes: { method: string; url: string }[];
  /**
   * Ends every session of a user (disable, password reset, role change): revokes them in the
   * database, then calls each listener, e.g. the chat socket registry closing the user's sockets.
   */
  endUserSessions(userId: string, reason: string): Promise<void>;
  sessionEndListeners: ((userId: string, reason: string) => Promise<void> | void)[];
  /** Every user's files under DATA_DIR/files/{org}/{user}; paths always resolved inside them. */
  files: FileStorage;
  /** Datasets per caller: `datasets.forCaller(caller)` (listing, preview, attachments). */
  datasets: DatasetService;
  bus: EventBus;
  /** The job runner: handlers registered by kind (chat replies; RCA runs reuse it). */
  jobs: JobRunner;
  /** Chat: conversations and messages, the assistant, and the socket hub (`closeUserSockets`). */
  chat: ChatFeature;
  /** RCA requests of a caller (create, list, start, cancel, results); runs are 'rca.run' jobs. */
  rca: RcaService;
};

/**
 * Assembles the whole server from its parts. Tests call this directly with `app.inject()`;
 * main.ts calls it and listens. Nothing here reads the environment or opens global singletons.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    genReqId: requestIdFor,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Request lines are noise in tests; the log's reqId label stays the default, 'reqId'.
    logController: new LogController({ disableRequestLogging: config.env === 'test' }),
  });

  // Every route, as registered: the fuzz and authorization tests walk this list.
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  registerErrorHandling(app);
  registerHttpHardening(app);

  const secret = config.jwtSecret ?? (await installationSecret(database.db, 'jwt_signing_key'));
  const tokens = new AccessTokens(secret, config.accessTokenTtlSeconds);
  const rateLimits = options.rateLimits ?? new MemoryRateLimitStore();
  const auth = new AuthService({
    db: database.db,
    tokens,
    rateLimits,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    loginLimits: config.loginLimits,
  });
  // Before any feature: their routes take `app.authenticate` as a preHandler when registered.
  registerAuthentication(app, database.db, tokens);
  registerAuditNotes(app);
  const sessionEndListeners: AppServices['sessionEndListeners'] = [];
  const endUserSessions = async (userId: string, reason: string) => {
    await auth.revokeAllSessions(userId, reason);
    for (const listener of sessionEndListeners) await listener(userId, reason);
  };
  const metrics = options.metrics ?? new Metrics();
  registerMetrics(app, metrics, config.metrics);
  const files = new FileStorage(config.dataDir, config.userQuotaBytes, config.maxUploadBytes);
  const datasets = new DatasetService({
    dataDir: config.dataDir,
    files,
    ...(options.datasetCacheDir ? { cacheRoot: options.datasetCacheDir } : {}),
  });
  app.addHook('onClose', () => datasets.close());
  // Temp files of transfers that died with their instance (kill -9): swept at start, then hourly.
  const sweepPartials = () =>
    files.sweepStalePartials().then(
      (removed) => removed > 0 && app.log.info({ removed }, 'removed stale partial uploads'),
      (err: unknown) => app.log.warn({ err }, 'could not sweep partial uploads'),
    );
  let partialSweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweepPartials();
    partialSweep = setInterval(() => void sweepPartials(), 60 * 60 * 1000).unref();
  });
  app.addHook('onClose', async () => clearInterval(partialSweep));
  const bus =
    options.bus ??
    new InProcessEventBus((err, channel) => app.log.error({ err, channel }, 'bus handler failed'));
  const jobs = new JobRunner({ db: database.db, bus, log: app.log, ...config.jobs });
  const chat = await registerChat(app, {
    config,
    db: database.db,
    tokens,
    bus,
    jobs,
    rateLimits,
    datasets,
    ...(options.assistantProviders ? { providers: options.assistantProviders } : {}),
  });
  await app.register(modelRoutes, { models: chat.assistant.models });
  sessionEndListeners.push((userId, reason) => publishSessionRevoked(bus, userId, reason));
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    if (!options.bus) await bus.close();
  });
  const dataSources = new DataSourceService({ db: database.db, config, files, datasets });
  const connections = new ConnectionService({ db: database.db, config, log: app.log, files });
  const rcaRunner = new RcaRunner({
    db: database.db,
    jobs,
    bus,
    datasets,
    dataSources,
    connectedTables: connections,
    metrics,
    log: app.log,
    // A run started from a conversation leaves its summary (or failure) there, as the assistant.
    postToConversation: (owner, conversationId, markdown, metadata, title) =>
      chat.chat.postAssistantMessage(owner, conversationId, markdown, metadata, title),
  });
  rcaRunner.register();
  // At start-up, runs left 'in progress' without a live job are failed with the reason.
  app.addHook('onReady', async () => void (await rcaRunner.recover()));
  const rca = new RcaService(database.db, rcaRunner);
  // Chat questions asking why a metric moved start investigations through the same service.
  chat.assistant.useInvestigations(
    new ChatInvestigations({ db: database.db, rca, datasets, conversations: chat.chat.conversations }),
  );
  const services: AppServices = {
    config,
    database,
    tokens,
    auth,
    rateLimits,
    metrics,
    routes,
    endUserSessions,
    sessionEndListeners,
    files,
    datasets,
    bus,
    jobs,
    chat,
    rca,
  };
  app.decorate('services', services);

  await app.register(healthRoutes, { database, checks: options.readinessChecks ?? [] });
  await app.register(authRoutes, { auth, db: database.db, tokens });
  await app.register(contactRoutes, { db: database.db, rateLimits });
  await app.register(adminUsersRoutes, {
    db: database.db,
    users: new AdminUsersService(database.db, endUserSessions),
  });
  await app.register(adminAuditRoutes, { db: database.db });
  await app.register(adminAnalyticsRoutes, { analytics: new UsageAnalyticsService(database.db, files) });
  await app.register(adminOrganizationRoutes, {
    db: database.db,
    config,
    // An organization's data sources are its connected sheets and its database connections.
    usage: async (organizationId) => {
      const usage = await dataSources.organizationUsage(organizationId);
      return { ...usage, data_sources: usage.data_sources + (await connectionCount(database.db, organizationId)) };
    },
    models: chat.assistant.models,
  });
  await app.register(dataSourceRoutes, {
    db: database.db,
    config,
    files,
    datasets,
    rateLimits,
    service: dataSources,
  });
  // Catalogs are read again once a day (checked hourly), besides the refresh people ask for.
  let catalogSchedule: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    catalogSchedule = setInterval(
      () => void connections.refreshStaleCatalogs(24 * 3600 * 1000).catch((err: unknown) => app.log.warn({ err }, 'catalog refresh failed')),
      3600 * 1000,
    ).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(catalogSchedule);
    await connections.close();
  });
  chat.assistant.useConnections(connections);
  await app.register(connectionRoutes, { connections, rateLimits, datasets });
  await app.register(rcaRoutes, { rca, db: database.db });
  await app.register(fileRoutes, { storage: files, rateLimits });
  await app.register(datasetRoutes, { datasets });
  await registerMcp(app, { config, db: database.db, datasets, assistantTools: chat.assistant.tools });
  await registerWebApp(app, config.webDist);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}
