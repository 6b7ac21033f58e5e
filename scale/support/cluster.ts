/**
 * Several instances of the BUILT server (packages/server/dist/main.js) on loopback, sharing a
 * fresh PostgreSQL database, the local Redis and one DATA_DIR: the scale-out profile of
 * docs/OPERATIONS.md, in miniature.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';

const repoRoot = path.resolve(new URL('.', import.meta.url).pathname, '../..');
const serverMain = path.join(repoRoot, 'packages/server/dist/main.js');

export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const ADMIN_PASSWORD = 'scale-admin-password-1';
/** The instances serve /metrics on their public port to this bearer token only. */
export const METRICS_TOKEN = 'scale-metrics-token-0123456789';

/** A fresh database `aia_scale_<random>`; `drop()` removes it (and any connection left to it). */
export async function createScaleDatabase(): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `aia_scale_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Runs one query against a database (the test's own view of the shared state). */
export async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export type Instance = {
  name: string;
  url: string;
  process: ChildProcess;
  logs: string[];
  /** Resolves when the instance answers ready (200 on /api/health/ready). */
  ready(timeoutMs?: number): Promise<void>;
  /** SIGTERM, waiting for the exit (SIGKILL after 15 s). */
  stop(): Promise<number | null>;
  /** kill -9. */
  kill(): Promise<void>;
  exited: Promise<number | null>;
};

/** Starts the built server with the shared settings plus `env`; does not wait for readiness. */
export async function startInstance(
  name: string,
  shared: { databaseUrl: string; dataDir: string; redisUrl?: string },
  env: Record<string, string> = {},
): Promise<Instance> {
  if (!fs.existsSync(serverMain)) throw new Error('Build first: npm run build -w @ai-analyst/server');
  const port = await freePort();
  const logs: string[] = [];
  // The instance's own temporary files (its dataset caches) go next to the shared directory, so
  // that removeSharedDataDir() removes them too.
  const tmp = `${shared.dataDir}-tmp`;
  fs.mkdirSync(tmp, { recursive: true });
  const child = spawn(process.execPath, [serverMain], {
    env: {
      PATH: process.env.PATH ?? '',
      TMPDIR: tmp,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: shared.dataDir,
      DATABASE_URL: shared.databaseUrl,
      ...(shared.redisUrl ? { REDIS_URL: shared.redisUrl } : {}),
      WEB_DIST: path.join(shared.dataDir, 'no-web-build'),
      ADMIN_PASSWORD,
      METRICS_TOKEN,
      LOG_LEVEL: 'info',
      JOB_LEASE_SECONDS: '2',
      JOB_POLL_MS: '200',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => logs.push(d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  return {
    name,
    url,
    process: child,
    logs,
    exited,
    async ready(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`${name} exited early:\n${logs.join('')}`);
        try {
          const res = await fetch(`${url}/api/health/ready`);
          if (res.ok) return;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) throw new Error(`${name} did not become ready:\n${logs.join('')}`);
        await sleep(100);
      }
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every 100 ms until it returns a value other than undefined. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

/** A minimal JSON client of one instance for one access token. */
export function api(baseUrl: string, token?: string) {
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(baseUrl + url, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, json: json as Record<string, unknown> & { [k: string]: never }, text };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown = {}) => call('POST', url, body),
    del: (url: string, body?: unknown) => call('DELETE', url, body),
  };
}

/** Signs in and returns the access token. */
export async function signIn(
  baseUrl: string,
  username: string,
  password: string,
  organizationCode = 'DEMO',
): Promise<string> {
  const res = await api(baseUrl).post('/api/auth/login/', {
    username,
    password,
    organization_code: organizationCode,
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return (res.json as unknown as { tokens: { access_token: string } }).tokens.access_token;
}

export type Frame = { type: string; [key: string]: unknown };

/** A chat socket that records every frame it receives. */
export type ChatSocketClient = {
  ws: WebSocket;
  frames: Frame[];
  closed: Promise<{ code: number; reason: string }>;
  waitFor(predicate: (f: Frame) => boolean, what: string, timeoutMs?: number): Promise<Frame>;
  send(frame: Record<string, unknown>): void;
  close(): void;
};

/** Opens /ws/chat/{id}/ on an instance and resolves once `connection_established` arrived. */
export async function openChatSocket(baseUrl: string, conversationId: string, token: string): Promise<ChatSocketClient> {
  const ws = new WebSocket(
    `${baseUrl.replace(/^http/, 'ws')}/ws/chat/${conversationId}/?token=${encodeURIComponent(token)}`,
  );
  const frames: Frame[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as Frame);
    for (const w of waiters.splice(0)) w();
  });
  ws.on('error', () => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const w of waiters.splice(0)) w();
    }),
  );
  const client: ChatSocketClient = {
    ws,
    frames,
    closed,
    async waitFor(predicate, what, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = frames.find(predicate);
        if (found) return found;
        if (ws.readyState === WebSocket.CLOSED) throw new Error(`socket closed while waiting for ${what}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`timed out waiting for ${what}; got ${frames.map((f) => f.type).join(', ')}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    send(frame) {
      ws.send(JSON.stringify({ timestamp: new Date().toISOString(), ...frame }));
    },
    close() {
      ws.close(1000);
    },
  };
  await client.waitFor((f) => f.type === 'connection_established', 'connection_established', 15_000);
  return client;
}

/** A fresh shared DATA_DIR. */
export function sharedDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'aia-scale-'));
}

/** Removes a shared DATA_DIR and the instances' temporary files beside it. */
export function removeSharedDataDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}-tmp`, { recursive: true, force: true });
}
