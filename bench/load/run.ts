/**
 * Load benchmark of the scale-out profile (npm run bench:load): the BUILT server against the local
 * PostgreSQL and Redis, with 1 and then 2 instances, plus a bare Fastify hello-world on the same
 * machine in the same run as the ceiling.
 *
 * - REST mix (autocannon): per connection, three reads (conversation list, file list, token
 *   validation) and one write (a new conversation), for LOAD_SECONDS (default 10) with
 *   LOAD_CONNECTIONS (default 50) connections spread over the instances.
 * - Sockets: LOAD_SOCKETS (default 1000) live chat sockets, ten per conversation, spread over the
 *   instances; one message is sent to every conversation at once and each socket times the reply
 *   streamed to it (first token and stream_end, from the moment the message was sent).
 *
 * Prints throughput and p50/p99 latency for each, and the ratio to the ceiling.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import {
  ADMIN_PASSWORD,
  REDIS_URL,
  api,
  createScaleDatabase,
  freePort,
  openChatSocket,
  removeSharedDataDir,
  sharedDataDir,
  signIn,
  startInstance,
  type ChatSocketClient,
  type Instance,
} from '../../scale/support/cluster';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const SOCKETS = Number(process.env.LOAD_SOCKETS ?? 1000);
const SOCKETS_PER_CONVERSATION = 10;

const instanceEnv = {
  LOG_LEVEL: 'warn',
  CHAT_MESSAGES_PER_MINUTE: '1000000',
  // Every socket here is the same user's.
  CHAT_SOCKETS_PER_USER: '1000000',
  LOGIN_MAX_ATTEMPTS_PER_IP: '1000000',
  JOB_LEASE_SECONDS: '30',
  JOB_POLL_MS: '1000',
};

type Row = { name: string; rps: number; p50: number; p99: number; errors: number };
const rows: Row[] = [];

function record(name: string, result: Result): Row {
  const row = {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
  rows.push(row);
  console.log(`${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}`);
  return row;
}

async function ceiling(): Promise<Row> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'hello.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    const url = `http://127.0.0.1:${port}/`;
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(url).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 50));
    }
    return record(
      'bare Fastify hello-world (ceiling)',
      await autocannon({ url, connections: CONNECTIONS, duration: SECONDS }),
    );
  } finally {
    child.kill('SIGTERM');
  }
}

/**
 * Reads as the admin, whose 20 conversations stay the same, and writes as another user, so the
 * lists read do not grow during the run (the conversation list is not paginated).
 */
async function restMix(instances: Instance[], token: string): Promise<Row> {
  const first = instances[0]!.url;
  for (let i = 0; i < 20; i++)
    await api(first, token).post('/api/chat/conversations/', { title: `seed ${i}` });
  const created = await api(first, token).post('/api/admin/users/', {
    username: 'writer',
    password: 'writer-password-1',
  });
  if (created.status !== 201) throw new Error(`could not create the writer: ${created.text}`);
  const writer = await signIn(first, 'writer', 'writer-password-1');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const result = await autocannon({
    url: instances.map((i) => i.url),
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests: [
      { method: 'GET', path: '/api/chat/conversations/' },
      { method: 'GET', path: '/api/files/list/?path=' },
      { method: 'GET', path: '/api/auth/validate/' },
      {
        method: 'POST',
        path: '/api/chat/conversations/',
        body: JSON.stringify({ title: 'load' }),
        headers: { ...headers, authorization: `Bearer ${writer}` },
      },
    ],
  });
  return record(`REST mix 3 reads : 1 write, ${instances.length} instance(s)`, result);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function sockets(instances: Instance[], token: string): Promise<void> {
  const conversations: string[] = [];
  for (let i = 0; i < Math.ceil(SOCKETS / SOCKETS_PER_CONVERSATION); i++) {
    const res = await api(instances[i % instances.length]!.url, token).post('/api/chat/conversations/', {
      title: `sockets ${i}`,
    });
    conversations.push((res.json.conversation as unknown as { id: string }).id);
  }
  const connectStart = Date.now();
  const open: { socket: ChatSocketClient; conversation: number }[] = [];
  // Opened in batches of 100 so that the sign-in checks do not all queue at once.
  for (let start = 0; start < SOCKETS; start += 100) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(100, SOCKETS - start) }, async (_, k) => {
        const n = start + k;
        const conversation = Math.floor(n / SOCKETS_PER_CONVERSATION);
        const socket = await openChatSocket(
          instances[n % instances.length]!.url,
          conversations[conversation]!,
          token,
        );
        return { socket, conversation };
      }),
    );
    open.push(...batch);
  }
  const connectMs = Date.now() - connectStart;

  const sentAt = new Array<number>(conversations.length);
  const sendStart = Date.now();
  await Promise.all(
    conversations.map(async (id, i) => {
      sentAt[i] = Date.now();
      await api(instances[(i + 1) % instances.length]!.url, token).post(
        `/api/chat/conversations/${id}/messages/`,
        {
          content: 'What can you do?',
        },
      );
    }),
  );
  const firstToken: number[] = [];
  const end: number[] = [];
  let frames = 0;
  await Promise.all(
    open.map(async ({ socket, conversation }) => {
      await socket.waitFor((f) => f.type === 'stream_end', 'stream_end', 120_000);
      const t0 = sentAt[conversation]!;
      const first = socket.frames.find((f) => f.type === 'stream_token');
      firstToken.push(first ? Date.parse(String(first.timestamp)) - t0 : NaN);
      end.push(Date.now() - t0);
    }),
  );
  const totalMs = Date.now() - sendStart;
  // A socket has a gap when a token of its reply never reached it (each token frame carries the
  // text so far, so the last one must equal the final content, with no token missing before it).
  let gaps = 0;
  for (const { socket } of open) {
    frames += socket.frames.length;
    const tokens = socket.frames.filter((f) => f.type === 'stream_token');
    const final = socket.frames.find((f) => f.type === 'stream_end')?.final_content;
    let text = '';
    let complete = true;
    for (const t of tokens) {
      text += String(t.token);
      if (text !== t.content) complete = false;
    }
    if (!complete || text !== final) gaps++;
    socket.close();
  }
  const reconnects = instances.reduce((n, i) => n + i.logs.join('').split('Redis reconnected').length - 1, 0);
  const line = {
    name: `${SOCKETS} sockets streaming, ${instances.length} instance(s)`,
    connectMs,
    frames,
    framesPerSecond: Math.round(frames / (totalMs / 1000)),
    firstTokenP50: percentile(firstToken, 50),
    firstTokenP99: percentile(firstToken, 99),
    endP50: percentile(end, 50),
    endP99: percentile(end, 99),
    gaps,
    reconnects,
  };
  socketRows.push(line);
  console.log(
    `${line.name}: connected in ${connectMs} ms; ${frames} frames delivered in ${totalMs} ms ` +
      `(${line.framesPerSecond}/s); first token p50 ${line.firstTokenP50} ms p99 ${line.firstTokenP99} ms; ` +
      `reply complete p50 ${line.endP50} ms p99 ${line.endP99} ms; sockets missing tokens ${gaps}; ` +
      `Redis reconnections ${reconnects}`,
  );
}

const socketRows: {
  name: string;
  connectMs: number;
  frames: number;
  framesPerSecond: number;
  firstTokenP50: number;
  firstTokenP99: number;
  endP50: number;
  endP99: number;
  gaps: number;
  reconnects: number;
}[] = [];

async function main() {
  console.log(`load: ${SECONDS} s per REST run, ${CONNECTIONS} connections, ${SOCKETS} sockets`);
  const top = await ceiling();
  for (const count of [1, 2]) {
    const db = await createScaleDatabase();
    const dataDir = sharedDataDir();
    const shared = { databaseUrl: db.url, dataDir, redisUrl: REDIS_URL };
    const instances: Instance[] = [];
    try {
      for (let i = 0; i < count; i++) instances.push(await startInstance(`I${i + 1}`, shared, instanceEnv));
      await Promise.all(instances.map((i) => i.ready()));
      const token = await signIn(instances[0]!.url, 'admin', ADMIN_PASSWORD);
      const mix = await restMix(instances, token);
      console.log(`  = ${((mix.rps / top.rps) * 100).toFixed(1)} % of the ceiling`);
      await sockets(instances, token);
    } finally {
      await Promise.all(instances.map((i) => i.stop()));
      await db.drop();
      removeSharedDataDir(dataDir);
    }
  }
  console.log('\n| Run | req/s | p50 ms | p99 ms | errors | vs ceiling |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${((r.rps / top.rps) * 100).toFixed(1)} % |`,
    );
  console.log(
    '\n| Sockets | connect ms | frames | frames/s | first token p50/p99 ms | reply done p50/p99 ms |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const s of socketRows)
    console.log(
      `| ${s.name} | ${s.connectMs} | ${s.frames} | ${s.framesPerSecond} | ${s.firstTokenP50} / ${s.firstTokenP99} | ${s.endP50} / ${s.endP99} | ${s.gaps} |`,
    );
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
