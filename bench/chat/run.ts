/**
 * bench/chat: many concurrent chat sockets talking to the built-in analyst, against a real server
 * (a child process on PGlite in a throwaway DATA_DIR under bench/.out/chat/, which git ignores).
 *
 * For each socket count (100, then 1,000): that many sockets, each on its own conversation (spread
 * over BENCH_USERS users), connect at once; then every socket sends BENCH_MESSAGES messages one
 * after the other, each after the previous reply's message_saved. Measured per message: send →
 * first stream_token and send → stream_end. Printed: messages per second over the phase, p50 and
 * p99 of both latencies, and the server's peak resident memory (VmRSS sampled from /proc every
 * 20 ms during the phase).
 *
 * Prints a table; asserts nothing. Run: npm run bench:chat. Knobs: BENCH_SOCKETS (default
 * "100,1000"), BENCH_MESSAGES (per socket, default 3), BENCH_USERS (default 20),
 * BENCH_TOKEN_DELAY_MS (the analyst's pause between word chunks, default 0: measure the server,
 * not the pacing), BENCH_JOB_CONCURRENCY (replies run at once, default the server's 16).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(ROOT, 'bench/.out/chat');
const SOCKET_COUNTS = (process.env.BENCH_SOCKETS ?? '100,1000').split(',').map((n) => Number(n.trim()));
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3);
const USERS = Number(process.env.BENCH_USERS ?? 20);
const TOKEN_DELAY_MS = process.env.BENCH_TOKEN_DELAY_MS ?? '0';
const JOB_CONCURRENCY = process.env.BENCH_JOB_CONCURRENCY;
const PASSWORD = 'bench-password-123456';
/** Questions the analyst answers without data (no DuckDB workspace is opened). */
const QUESTIONS = [
  'hello',
  'What can you do?',
  'How do I load data?',
  'What does a root cause analysis need?',
];

type Server = { child: ChildProcess; port: number };
type Account = { token: string };
type Sample = { firstTokenMs: number; endMs: number };

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

async function startServer(): Promise<Server> {
  const dataDir = join(OUT, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=bench/.out/chat/prof" profiles the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ORG_CODE: 'BENCH',
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      WEB_DIST: join(dataDir, 'no-web'),
      ANALYST_TOKEN_DELAY_MS: TOKEN_DELAY_MS,
      CHAT_MESSAGES_PER_MINUTE: '1000000',
      // Each user holds SOCKETS / USERS sockets, more than the per-user default.
      CHAT_SOCKETS_PER_USER: '1000000',
      LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
      ...(JOB_CONCURRENCY ? { JOB_CONCURRENCY } : {}),
    },
  });
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/live`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { child, port };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('The server did not start within 60 s');
}

async function api<T>(
  server: Server,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function login(server: Server, username: string): Promise<Account> {
  const body = await api<{ tokens: { access_token: string } }>(server, 'POST', '/api/auth/login/', null, {
    username,
    password: PASSWORD,
    organization_code: 'BENCH',
  });
  return { token: body.tokens.access_token };
}

/** The admin and USERS - 1 more users of the organization, signed in. */
async function accounts(server: Server): Promise<Account[]> {
  const admin = await login(server, 'admin');
  const out = [admin];
  for (let i = 1; i < USERS; i++) {
    const username = `bench${i}`;
    await api(server, 'POST', '/api/admin/users/', admin.token, { username, password: PASSWORD });
    out.push(await login(server, username));
  }
  return out;
}

/** Peak VmRSS of a process, sampled every 20 ms while `work` runs. */
async function withPeakRss<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; peak: number; before: number }> {
  const read = () => {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return Number(match?.[1] ?? 0) * 1024;
  };
  const before = read();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, read())), 20);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, read()), before };
  } finally {
    clearInterval(timer);
  }
}

/**
 * One chat socket driven by the bench: frames are parsed once and routed to whatever the socket
 * is waiting for (the connection, the first token, the end and the saved reply of its message).
 */
class BenchSocket {
  private waiting: { type: string; resolve: () => void; reject: (e: Error) => void } | undefined;
  private firstTokenAt = 0;
  private endAt = 0;
  private failure: Error | undefined;
  private readonly ws: WebSocket;

  constructor(url: string) {
    this.ws = new WebSocket(url, { perMessageDeflate: false });
    this.ws.on('message', (data) =>
      this.onFrame(JSON.parse(data.toString()) as { type: string; error?: string }),
    );
    this.ws.on('close', (code) => this.fail(new Error(`socket closed (${code})`)));
    this.ws.on('error', (error) => this.fail(error));
  }

  connected(): Promise<void> {
    return this.expect('connection_established');
  }

  /** Sends a message and resolves with its latencies once the reply is saved. */
  async ask(message: string): Promise<Sample> {
    this.firstTokenAt = 0;
    this.endAt = 0;
    const saved = this.expect('message_saved');
    const sentAt = performance.now();
    this.ws.send(
      JSON.stringify({ type: 'chat_message', message, attachments: [], timestamp: new Date().toISOString() }),
    );
    await saved;
    return { firstTokenMs: this.firstTokenAt - sentAt, endMs: this.endAt - sentAt };
  }

  close(): void {
    this.ws.removeAllListeners('close');
    this.ws.close(1000);
  }

  private expect(type: string): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => (this.waiting = { type, resolve, reject }));
  }

  private onFrame(frame: { type: string; error?: string }): void {
    const now = performance.now();
    if (frame.type === 'stream_token' && this.firstTokenAt === 0) this.firstTokenAt = now;
    if (frame.type === 'stream_end') this.endAt = now;
    if (frame.type === 'error') return this.fail(new Error(`error frame: ${frame.error}`));
    if (this.waiting?.type === frame.type) {
      const { resolve } = this.waiting;
      this.waiting = undefined;
      resolve();
    }
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(error);
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);

type Row = {
  sockets: number;
  messages: number;
  connectS: number;
  seconds: number;
  rate: number;
  firstP50: number;
  firstP99: number;
  endP50: number;
  endP99: number;
  rssBefore: number;
  rssPeak: number;
};

async function phase(server: Server, users: Account[], sockets: number): Promise<Row> {
  const owners = Array.from({ length: sockets }, (_, i) => users[i % users.length] as Account);
  const conversations: string[] = [];
  for (const owner of owners) {
    const body = await api<{ conversation: { id: string } }>(
      server,
      'POST',
      '/api/chat/conversations/',
      owner.token,
      {
        title: 'bench',
        qpn_mode: 'simple',
      },
    );
    conversations.push(body.conversation.id);
  }
  const { result, peak, before } = await withPeakRss(server.child.pid as number, async () => {
    const connectStart = performance.now();
    const clients = owners.map(
      (owner, i) =>
        new BenchSocket(`ws://127.0.0.1:${server.port}/ws/chat/${conversations[i]}/?token=${owner.token}`),
    );
    await Promise.all(clients.map((c) => c.connected()));
    const connectS = (performance.now() - connectStart) / 1000;
    const start = performance.now();
    const samples = (
      await Promise.all(
        clients.map(async (client, i) => {
          const out: Sample[] = [];
          for (let m = 0; m < MESSAGES; m++)
            out.push(await client.ask(QUESTIONS[(i + m) % QUESTIONS.length] as string));
          return out;
        }),
      )
    ).flat();
    const seconds = (performance.now() - start) / 1000;
    for (const client of clients) client.close();
    return { samples, seconds, connectS };
  });
  const first = result.samples.map((s) => s.firstTokenMs).sort((a, b) => a - b);
  const end = result.samples.map((s) => s.endMs).sort((a, b) => a - b);
  return {
    sockets,
    messages: result.samples.length,
    connectS: result.connectS,
    seconds: result.seconds,
    rate: result.samples.length / result.seconds,
    firstP50: percentile(first, 50),
    firstP99: percentile(first, 99),
    endP50: percentile(end, 50),
    endP99: percentile(end, 99),
    rssBefore: before,
    rssPeak: peak,
  };
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  console.log(
    `bench/chat: ${SOCKET_COUNTS.join(' then ')} sockets × ${MESSAGES} messages to the built-in analyst ` +
      `(${USERS} users, token delay ${TOKEN_DELAY_MS} ms, PGlite, Node ${process.version})`,
  );
  const server = await startServer();
  try {
    const users = await accounts(server);
    const rows: Row[] = [];
    for (const sockets of SOCKET_COUNTS) {
      const row = await phase(server, users, sockets);
      rows.push(row);
      console.log(`  ${sockets} sockets done in ${row.seconds.toFixed(1)} s`);
    }
    const ms = (v: number) => `${v.toFixed(0)} ms`;
    const mb = (v: number) => `${(v / 1024 / 1024).toFixed(0)} MB`;
    console.log('');
    console.log(
      '| sockets | messages | connect all | messages/s | first token p50 | first token p99 | stream_end p50 | stream_end p99 | server RSS before → peak |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of rows)
      console.log(
        `| ${r.sockets} | ${r.messages} | ${r.connectS.toFixed(2)} s | ${r.rate.toFixed(1)} | ${ms(r.firstP50)} | ${ms(r.firstP99)} | ${ms(r.endP50)} | ${ms(r.endP99)} | ${mb(r.rssBefore)} → ${mb(r.rssPeak)} |`,
      );
  } finally {
    server.child.kill('SIGTERM');
  }
}

await main();
