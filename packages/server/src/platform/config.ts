import path from 'node:path';
import { z } from 'zod';
import { serverPackageRoot } from './paths';

/**
 * Configuration is read from the environment once at start and validated here; nothing else in
 * the server reads process.env. Every setting is documented in the README.
 */
const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  JWT_SECRET: optionalString.refine(
    (v) => v === undefined || v.length >= 32,
    'JWT_SECRET must be at least 32 characters',
  ),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 3600),
  ORG_CODE: z.string().trim().min(1).max(64).default('DEMO'),
  ORG_NAME: z.string().trim().min(1).max(200).default('Demo Organization'),
  ADMIN_USERNAME: z.string().trim().min(1).max(150).default('admin'),
  ADMIN_PASSWORD: optionalString,
  LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(50),
  LOGIN_MAX_FAILURES_PER_USER: z.coerce.number().int().min(1).default(10),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  TRUST_PROXY: boolean.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalString,
  MAX_UPLOAD_MB: z.coerce.number().positive().default(1024),
  USER_QUOTA_MB: z.coerce.number().positive().default(5120),
  GOOGLE_SHEETS_EXPORT_BASE_URL: z.url().default('https://docs.google.com'),
  SHEETS_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  SHEETS_MAX_MB: z.coerce.number().positive().default(100),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(z.url().optional()),
  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_BASE_URL: optionalString.pipe(z.url().optional()),
  ANTHROPIC_MODEL: z.string().trim().min(1).default('claude-3-5-sonnet-latest'),
  LLM_BASE_URL: optionalString.pipe(z.url().optional()),
  LLM_API_KEY: optionalString,
  LLM_MODELS: z.string().default(''),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(16),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).default(30),
  JOB_POLL_MS: z.coerce.number().int().min(50).default(1000),
  ANALYST_TOKEN_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(8),
  CHAT_REPLY_WAIT_SECONDS: z.coerce.number().int().min(1).default(120),
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  CHAT_SOCKETS_PER_USER: z.coerce.number().int().min(1).default(20),
  CHAT_SOCKETS_PER_CONVERSATION: z.coerce.number().int().min(1).default(10),
  CHAT_FRAMES_PER_SECOND: z.coerce.number().positive().default(10),
  CHAT_FRAME_BURST: z.coerce.number().int().min(1).default(30),
  MCP_STDIO_SERVERS: z.enum(['operator', 'all', 'off']).default('operator'),
  MCP_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim())
        .filter((h) => h !== ''),
    )
    .refine(
      (hosts) => hosts.every((h) => /^(\*\.)?[A-Za-z0-9.:[\]-]+(\/\d{1,3})?$/.test(h)),
      'MCP_ALLOWED_HOSTS must be comma-separated host names (host, host:port, *.domain), addresses or ranges (10.0.0.0/8)',
    ),
  SECRETS_KEY: optionalString.refine(
    (v) => v === undefined || v.length >= 32,
    'SECRETS_KEY must be at least 32 characters',
  ),
  METRICS_TOKEN: optionalString.refine(
    (v) => v === undefined || v.length >= 16,
    'METRICS_TOKEN must be at least 16 characters',
  ),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  METRICS_PORT: optionalString
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().min(0).max(65535).optional()),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  bootstrap: { orgCode: string; orgName: string; adminUsername: string; adminPassword: string | undefined };
  loginLimits: { maxAttemptsPerIp: number; maxFailuresPerUser: number; windowSeconds: number };
  trustProxy: boolean;
  logLevel: string;
  webDist: string;
  maxUploadBytes: number;
  userQuotaBytes: number;
  /** Where Google Sheets CSV exports are downloaded from (a local fake server in tests). */
  googleSheets: { exportBaseUrl: string; timeoutMs: number; maxBytes: number };
  /** Model providers; each is available when its key (or base URL) is set. */
  llm: {
    openai: { apiKey: string | undefined; baseUrl: string | undefined };
    anthropic: { apiKey: string | undefined; baseUrl: string | undefined; model: string };
    compatible: { baseUrl: string | undefined; apiKey: string | undefined; models: string[] };
    timeoutMs: number;
  };
  jobs: { concurrency: number; leaseSeconds: number; pollMs: number };
  chat: {
    analystTokenDelayMs: number;
    replyWaitSeconds: number;
    messagesPerMinute: number;
    /** Open chat sockets one user may hold on this instance; more are closed with 4429. */
    socketsPerUser: number;
    /** Open chat sockets on one conversation on this instance; more are closed with 4429. */
    socketsPerConversation: number;
    /** Frames a socket may send per second (any type), with bursts of up to `frameBurst`. */
    framesPerSecond: number;
    frameBurst: number;
  };
  /**
   * Who may add an MCP server run as a command on this host (stdio): it runs as the server's user
   * and could read DATA_DIR, so by default only the admins of the operator's organization
   * (ORG_CODE); 'all' for every organization's admins (one trusted team), 'off' for nobody.
   */
  mcpStdioServers: 'operator' | 'all' | 'off';
  /**
   * Hosts that MCP servers added by URL by organizations other than the operator's may reach
   * although they are on a private or local network: names (`mcp.internal`, `mcp.internal:8080`,
   * `*.corp.example`), addresses or ranges (`10.20.0.0/16`). Everything else they reach must be
   * a public address; the operator's organization may reach any.
   */
  mcpAllowedHosts: string[];
  /**
   * GET /metrics: on the public port only with `Authorization: Bearer {token}` when a token is
   * set (404 there otherwise); and, when a port is set, without a token on a separate listener at
   * host:port (loopback by default) for a scraper on the internal network.
   */
  metrics: { token: string | undefined; host: string; port: number | undefined };
  /** Encrypts database connection passwords at rest; without it no password is stored. */
  secretsKey: string | undefined;
};

/** The built web app, next to this package in the monorepo. */
const defaultWebDist = () => path.resolve(serverPackageRoot(), '../web/dist');

export class ConfigError extends Error {}

/** Parses an environment (process.env by default) into the typed, validated configuration. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    bootstrap: {
      orgCode: e.ORG_CODE.toUpperCase(),
      orgName: e.ORG_NAME,
      adminUsername: e.ADMIN_USERNAME,
      adminPassword: e.ADMIN_PASSWORD,
    },
    loginLimits: {
      maxAttemptsPerIp: e.LOGIN_MAX_ATTEMPTS_PER_IP,
      maxFailuresPerUser: e.LOGIN_MAX_FAILURES_PER_USER,
      windowSeconds: e.LOGIN_WINDOW_SECONDS,
    },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist(),
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    userQuotaBytes: Math.round(e.USER_QUOTA_MB * 1024 * 1024),
    googleSheets: {
      exportBaseUrl: e.GOOGLE_SHEETS_EXPORT_BASE_URL.replace(/\/+$/, ''),
      timeoutMs: e.SHEETS_TIMEOUT_MS,
      maxBytes: Math.round(e.SHEETS_MAX_MB * 1024 * 1024),
    },
    llm: {
      openai: { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL },
      anthropic: { apiKey: e.ANTHROPIC_API_KEY, baseUrl: e.ANTHROPIC_BASE_URL, model: e.ANTHROPIC_MODEL },
      compatible: {
        baseUrl: e.LLM_BASE_URL,
        apiKey: e.LLM_API_KEY,
        models: e.LLM_MODELS.split(',')
          .map((m) => m.trim())
          .filter((m) => m !== ''),
      },
      timeoutMs: e.LLM_TIMEOUT_MS,
    },
    mcpStdioServers: e.MCP_STDIO_SERVERS,
    mcpAllowedHosts: e.MCP_ALLOWED_HOSTS,
    metrics: { token: e.METRICS_TOKEN, host: e.METRICS_HOST, port: e.METRICS_PORT },
    secretsKey: e.SECRETS_KEY,
    jobs: { concurrency: e.JOB_CONCURRENCY, leaseSeconds: e.JOB_LEASE_SECONDS, pollMs: e.JOB_POLL_MS },
    chat: {
      analystTokenDelayMs: e.ANALYST_TOKEN_DELAY_MS,
      replyWaitSeconds: e.CHAT_REPLY_WAIT_SECONDS,
      messagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE,
      socketsPerUser: e.CHAT_SOCKETS_PER_USER,
      socketsPerConversation: e.CHAT_SOCKETS_PER_CONVERSATION,
      framesPerSecond: e.CHAT_FRAMES_PER_SECOND,
      frameBurst: e.CHAT_FRAME_BURST,
    },
  };
}
