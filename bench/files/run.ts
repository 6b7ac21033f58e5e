/**
 * bench/files: the file manager and datasets against a real running server (a child process on a
 * throwaway DATA_DIR under bench/.out/files/, which git ignores).
 *
 * 1. Upload and download of a 1 GiB file over HTTP: throughput, the download checked byte-equal
 *    (SHA-256), and the server's peak resident memory sampled from /proc during each transfer —
 *    it stays flat because uploads stream to disk and downloads stream from it.
 * 2. Registering a 10-million-row CSV as a dataset through GET /api/datasets/ against DuckDB's
 *    own `CREATE TABLE … AS SELECT * FROM read_csv(…)` of the same file with the same threads
 *    (median of interleaved runs; target ratio ≤ 1.2). The registry makes a CSV queryable as a
 *    view first and copies it into a table in the background, so the engine's registry is also
 *    timed on its own until that copy is done.
 *
 * Prints tables; asserts nothing. Run: npm run bench:files (BENCH_FILE_MB, BENCH_CSV_ROWS and
 * BENCH_REPEATS change the sizes).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { link, stat, utimes } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { DuckDBInstance } from '@duckdb/node-api';
import { DatasetRegistry } from '@ai-analyst/engine/data/registry';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(ROOT, 'bench/.out/files');
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 1024);
const CSV_ROWS = Number(process.env.BENCH_CSV_ROWS ?? 10_000_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const BIG_FILE = join(OUT, `random-${FILE_MB}mb.bin`);
const CSV_FILE = join(OUT, `events-${CSV_ROWS}.csv`);
const PASSWORD = 'bench-password-123456';

const mb = (bytes: number) => bytes / 1024 / 1024;
const fmtMb = (bytes: number) => `${mb(bytes).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A 1 GiB file of random bytes and its SHA-256, made once and reused. */
async function ensureBigFile(): Promise<string> {
  const hashFile = `${BIG_FILE}.sha256`;
  if (existsSync(BIG_FILE) && existsSync(hashFile)) return readFileSync(hashFile, 'utf8');
  const hash = createHash('sha256');
  const out = createWriteStream(BIG_FILE);
  for (let i = 0; i < FILE_MB; i++) {
    const chunk = randomBytes(1024 * 1024);
    hash.update(chunk);
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  const digest = hash.digest('hex');
  writeFileSync(hashFile, digest);
  return digest;
}

/** A CSV of `CSV_ROWS` event rows (deterministic, written by DuckDB), made once and reused. */
async function ensureCsv(): Promise<void> {
  if (existsSync(CSV_FILE)) return;
  const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
  const c = await instance.connect();
  await c.run(`COPY (
    SELECT range AS event_id,
      TIMESTAMP '2024-01-01' + INTERVAL (CAST(hash(range, 1) % 31536000 AS BIGINT)) SECOND AS happened_at,
      ['North','South','East','West','Central'][1 + CAST(hash(range, 2) % 5 AS BIGINT)] AS region,
      'SKU-' || CAST(hash(range, 3) % 5000 AS BIGINT) AS sku,
      CAST(1 + hash(range, 4) % 9 AS INTEGER) AS quantity,
      round(CAST(hash(range, 5) % 100000 AS BIGINT) / 100.0, 2) AS amount
    FROM range(${CSV_ROWS})) TO '${CSV_FILE}' (FORMAT csv, HEADER)`);
  c.closeSync();
  instance.closeSync();
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** Peak VmRSS of a process, sampled every 20 ms while `work` runs. */
async function withPeakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  const read = () => {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return Number(match?.[1] ?? 0) * 1024;
  };
  let peak = read();
  const timer = setInterval(() => (peak = Math.max(peak, read())), 20);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, read()) };
  } finally {
    clearInterval(timer);
  }
}

type Server = { child: ChildProcess; port: number; dataDir: string };

async function startServer(): Promise<Server> {
  const dataDir = join(OUT, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
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
      MAX_UPLOAD_MB: String(FILE_MB * 2),
      USER_QUOTA_MB: String(FILE_MB * 8),
    },
  });
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/live`).then((r) => r.ok).catch(() => false);
    if (ok) return { child, port, dataDir };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('The server did not start within 60 s');
}

async function login(server: Server) {
  const res = await fetch(`http://127.0.0.1:${server.port}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD, organization_code: 'BENCH' }),
  });
  const body = (await res.json()) as { tokens: { access_token: string }; user: { id: string; organizationId: string } };
  return { token: body.tokens.access_token, userId: body.user.id, organizationId: body.user.organizationId };
}

/** Streams the file as one multipart part; resolves with the status once the server answered. */
async function upload(server: Server, token: string, file: string, name: string): Promise<number> {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = (await stat(file)).size;
  const req = http.request({
    host: '127.0.0.1',
    port: server.port,
    method: 'POST',
    path: '/api/files/upload/',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + size + tail.length),
    },
  });
  const answered = new Promise<number>((resolveStatus, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolveStatus(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
  req.write(head);
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 }))
    if (!req.write(chunk)) await once(req, 'drain');
  req.end(tail);
  return answered;
}

async function download(server: Server, token: string, path: string): Promise<{ bytes: number; sha256: string }> {
  return new Promise((resolveDownload, reject) => {
    http
      .get(
        { host: '127.0.0.1', port: server.port, path: `/api/files/download/?path=${encodeURIComponent(path)}`, headers: { authorization: `Bearer ${token}` } },
        (res) => {
          const hash = createHash('sha256');
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            hash.update(chunk);
          });
          res.on('end', () => resolveDownload({ bytes, sha256: hash.digest('hex') }));
          res.on('error', reject);
        },
      )
      .on('error', reject);
  });
}

async function listDatasets(server: Server, token: string) {
  const res = await fetch(`http://127.0.0.1:${server.port}/api/datasets/`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as { datasets: { name: string; row_count: number }[]; problems: unknown[] };
}

/** DuckDB's own read of the CSV into a table in a fresh on-disk database, with 2 threads. */
async function duckdbBaseline(): Promise<number> {
  const file = join(OUT, 'baseline.duckdb');
  rmSync(file, { force: true });
  rmSync(`${file}.wal`, { force: true });
  const instance = await DuckDBInstance.create(file, { threads: '2', memory_limit: '1GB' });
  const c = await instance.connect();
  const started = performance.now();
  await c.run(`CREATE TABLE events AS SELECT * FROM read_csv('${CSV_FILE}', auto_detect = true, header = true)`);
  const elapsed = performance.now() - started;
  c.closeSync();
  instance.closeSync();
  rmSync(file, { force: true });
  return elapsed;
}

/**
 * The engine's registry on its own (as the server opens it: 2 threads, 1 GB), until the CSV is
 * queryable and until the background copy into a table has finished.
 */
async function engineRegister(): Promise<{ queryable: number; materialized: number }> {
  const cacheDir = join(OUT, 'engine-cache');
  rmSync(cacheDir, { recursive: true, force: true });
  const registry = await DatasetRegistry.open({ cacheDir, dataDirs: [OUT], threads: 2, memoryLimit: '1GB' });
  try {
    const started = performance.now();
    await registry.register(CSV_FILE, { name: 'events' });
    const queryable = performance.now() - started;
    await registry.whenMaterialized();
    return { queryable, materialized: performance.now() - started };
  } finally {
    await registry.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  console.log(`Preparing data in ${OUT} …`);
  const expectedHash = await ensureBigFile();
  await ensureCsv();
  const server = await startServer();
  const pid = server.child.pid as number;
  try {
    const caller = await login(server);
    const idle = await withPeakRss(pid, async () => undefined);
    const size = (await stat(BIG_FILE)).size;

    const up = await withPeakRss(pid, async () => {
      const started = performance.now();
      const status = await upload(server, caller.token, BIG_FILE, 'big.bin');
      return { status, ms: performance.now() - started };
    });
    const down = await withPeakRss(pid, async () => {
      const started = performance.now();
      const result = await download(server, caller.token, 'big.bin');
      return { ...result, ms: performance.now() - started };
    });

    console.log(`\n## Upload and download of a ${fmtMb(size)} file (server idle RSS ${fmtMb(idle.peak)})`);
    console.log('| transfer | status | time | throughput | server peak RSS | check |\n|---|---|---|---|---|---|');
    console.log(
      `| upload | ${up.result.status} | ${seconds(up.result.ms)} | ${(mb(size) / (up.result.ms / 1000)).toFixed(0)} MB/s | ${fmtMb(up.peak)} | stored ${up.result.status === 201 ? 'yes' : 'NO'} |`,
    );
    console.log(
      `| download | 200 | ${seconds(down.result.ms)} | ${(mb(down.result.bytes) / (down.result.ms / 1000)).toFixed(0)} MB/s | ${fmtMb(down.peak)} | byte-equal ${down.result.sha256 === expectedHash ? 'yes' : 'NO'} |`,
    );

    // The CSV joins the caller's files by a hard link (same filesystem), as if uploaded.
    const target = join(server.dataDir, 'files', caller.organizationId, caller.userId, 'events.csv');
    await link(CSV_FILE, target).catch(async () => {
      await new Promise<void>((r, j) => createReadStream(CSV_FILE).pipe(createWriteStream(target)).on('finish', r).on('error', j));
    });
    const csvSize = (await stat(target)).size;
    const ours: number[] = [];
    const theirs: number[] = [];
    const engineQueryable: number[] = [];
    const engineMaterialized: number[] = [];
    let rows = 0;
    let peak = 0;
    for (let i = 0; i < REPEATS; i++) {
      const now = new Date(Date.now() + i * 1000);
      await utimes(target, now, now); // A changed mtime makes the registry load the file again.
      const measured = await withPeakRss(pid, async () => {
        const started = performance.now();
        const listed = await listDatasets(server, caller.token);
        return { ms: performance.now() - started, listed };
      });
      ours.push(measured.result.ms);
      peak = Math.max(peak, measured.peak);
      rows = measured.result.listed.datasets.find((d) => d.name === 'events')?.row_count ?? 0;
      theirs.push(await duckdbBaseline());
      const engine = await engineRegister();
      engineQueryable.push(engine.queryable);
      engineMaterialized.push(engine.materialized);
    }
    const ratio = median(ours) / median(theirs);
    console.log(`\n## Registering a ${CSV_ROWS.toLocaleString('en')}-row CSV (${fmtMb(csvSize)}) as a dataset, median of ${REPEATS}`);
    console.log('| | time | rows | server peak RSS |\n|---|---|---|---|');
    console.log(`| GET /api/datasets/ (register through the server) | ${seconds(median(ours))} | ${rows.toLocaleString('en')} | ${fmtMb(peak)} |`);
    console.log(`| engine registry: queryable (VIEW, row count) | ${seconds(median(engineQueryable))} | | |`);
    console.log(`| engine registry: copied into a table (background) | ${seconds(median(engineMaterialized))} | | |`);
    console.log(`| DuckDB CREATE TABLE AS read_csv (same threads) | ${seconds(median(theirs))} | | |`);
    const tableRatio = median(engineMaterialized) / median(theirs);
    console.log(`| ratio, queryable through the server (target ≤ 1.2) | ${ratio.toFixed(2)} ${ratio <= 1.2 ? '✓' : '✗'} | | |`);
    console.log(`| ratio, until the table is written | ${tableRatio.toFixed(2)} ${tableRatio <= 1.2 ? '✓' : '✗'} | | |`);
  } finally {
    server.child.kill('SIGTERM');
    await once(server.child, 'exit').catch(() => undefined);
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
