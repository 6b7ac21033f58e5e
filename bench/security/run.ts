/**
 * bench/security: heavy and hostile data files against a real running server (a child process
 * started with --max-old-space-size=4096 on a throwaway DATA_DIR under bench/.out/security/,
 * which git ignores). Each scenario gets a fresh server and a hard deadline, after which the
 * server is killed, so a regression cannot take the machine down.
 *
 * Scenarios:
 * - wide CSVs (10,000 and 2,000 columns × 50 rows): list the datasets, preview, download the EDA
 *   report;
 * - a spreadsheet bomb (a ~5 MB .xlsx whose shared-strings table inflates to 2 GB) uploaded by
 *   two users who then list their datasets at the same moment; once with a zip directory that
 *   tells the real size, once with one that claims 1 MB.
 *
 * `npm run bench:security -- bomb` runs only the scenarios whose label contains "bomb".
 *
 * For each: what every request answered and when, the server's peak resident memory (the
 * process and its children, sampled from /proc every 50 ms), the slowest answer of
 * GET /api/health/live polled throughout (requests that got no answer within 5 s count as
 * failures), and whether the server was still alive at the end. Prints a table; asserts nothing.
 * Run: npm run bench:security (BENCH_DEADLINE_S changes the per-scenario deadline, default 120).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { once } from 'node:events';
import net from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { writeSharedStringsBomb, writeWideCsv } from '@ai-analyst/engine/data/heavy-fixtures';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(ROOT, 'bench/.out/security');
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_S ?? 120) * 1000;
const PASSWORD = 'bench-password-123456';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** Resident memory of a process and all its descendants, in bytes (0 once it is gone). */
function treeRss(pid: number): number {
  let total = 0;
  try {
    total += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(' ') : []) total += treeRss(Number(child));
    }
  } catch {
    // The process ended between two reads.
  }
  return total;
}

type Server = { child: ChildProcess; port: number; dataDir: string; exited: boolean; stderr: string[] };

async function startServer(): Promise<Server> {
  const dataDir = join(OUT, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--max-old-space-size=4096', '--import', 'tsx', 'packages/server/src/main.ts'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
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
      },
    },
  );
  const server: Server = { child, port, dataDir, exited: false, stderr: [] };
  child.stderr?.on('data', (chunk: Buffer) => {
    server.stderr.push(chunk.toString());
    if (server.stderr.length > 200) server.stderr.shift();
  });
  child.on('exit', () => (server.exited = true));
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/live`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not start within 60 s');
}

async function stopServer(server: Server): Promise<void> {
  if (!server.exited) {
    server.child.kill('SIGKILL');
    await once(server.child, 'exit').catch(() => undefined);
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

const url = (server: Server, path: string) => `http://127.0.0.1:${server.port}${path}`;

async function login(server: Server, username: string): Promise<string> {
  const res = await fetch(url(server, '/api/auth/login/'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD, organization_code: 'BENCH' }),
  });
  const body = (await res.json()) as { tokens: { access_token: string } };
  return body.tokens.access_token;
}

async function addUser(server: Server, adminToken: string, username: string): Promise<string> {
  const res = await fetch(url(server, '/api/admin/users/'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (res.status !== 201) throw new Error(`Could not add a user: ${res.status} ${await res.text()}`);
  return login(server, username);
}

async function upload(server: Server, token: string, file: string): Promise<void> {
  const form = new FormData();
  form.append('path', '');
  form.append('files', new Blob([await readFile(file)]), basename(file));
  const res = await fetch(url(server, '/api/files/upload/'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`Upload of ${basename(file)} answered ${res.status}`);
}

type Step = { label: string; outcome: string; ms: number };

/** One request with what it answered (status and the first words of an error) and its time. */
async function step(server: Server, label: string, token: string, path: string, deadline: number): Promise<Step> {
  const started = performance.now();
  const remaining = Math.max(1, deadline - Date.now());
  try {
    const res = await fetch(url(server, path), {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(remaining),
    });
    const text = await res.text();
    let outcome = String(res.status);
    if (res.ok && path === '/api/datasets/') {
      const body = JSON.parse(text) as { datasets: unknown[]; problems: { error: string }[] };
      outcome += `, ${body.datasets.length} datasets${body.problems.length ? `, problem: "${body.problems[0]?.error}"` : ''}`;
    } else if (res.ok && path.endsWith('/report/')) outcome += `, ${Math.round(text.length / 1024)} KB of HTML`;
    else if (!res.ok) outcome += `: "${(JSON.parse(text) as { error?: string }).error ?? text.slice(0, 120)}"`;
    return { label, outcome, ms: performance.now() - started };
  } catch (error) {
    const reason = server.exited
      ? 'no answer: the server died'
      : (error as Error).name === 'TimeoutError'
        ? `no answer within the ${secs(DEADLINE_MS)} deadline`
        : `failed: ${(error as Error).message}`;
    return { label, outcome: reason, ms: performance.now() - started };
  }
}

type Measured = {
  steps: Step[];
  peakRss: number;
  idleRss: number;
  healthMax: number;
  healthFailures: number;
  /** 'yes', 'no answer' (the process runs but health did not answer within 5 s) or 'died'. */
  alive: string;
  fatal: string;
};

/** Runs `work` against a fresh server while sampling its memory and polling its health. */
async function scenario(work: (server: Server, deadline: number) => Promise<Step[]>): Promise<Measured> {
  const server = await startServer();
  const pid = server.child.pid as number;
  const deadline = Date.now() + DEADLINE_MS;
  const idleRss = treeRss(pid);
  let peakRss = idleRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, treeRss(pid))), 50);
  let healthMax = 0;
  let healthFailures = 0;
  let polling = true;
  const poller = (async () => {
    while (polling && !server.exited) {
      const started = performance.now();
      const ok = await fetch(url(server, '/api/health/live'), { signal: AbortSignal.timeout(5000) })
        .then((r) => r.ok)
        .catch(() => false);
      const took = performance.now() - started;
      if (!polling) break;
      if (ok) healthMax = Math.max(healthMax, took);
      else healthFailures++;
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  const killer = setTimeout(() => server.child.kill('SIGKILL'), DEADLINE_MS + 5000);
  try {
    const steps = await work(server, deadline);
    polling = false;
    await poller;
    const answers = await fetch(url(server, '/api/health/live'), { signal: AbortSignal.timeout(5000) })
      .then((r) => r.ok)
      .catch(() => false);
    const alive = server.exited ? 'died' : answers ? 'yes' : 'no answer';
    const fatal = server.stderr.join('').match(/FATAL ERROR[^\n]*|Ineffective mark-compacts[^\n]*|JavaScript heap out of memory/)?.[0] ?? '';
    return { steps, peakRss, idleRss, healthMax, healthFailures, alive, fatal };
  } finally {
    polling = false;
    clearInterval(sampler);
    clearTimeout(killer);
    await stopServer(server);
  }
}

async function wide(file: string): Promise<Measured> {
  return scenario(async (server, deadline) => {
    const token = await login(server, 'admin');
    await upload(server, token, file);
    const name = basename(file, '.csv');
    const steps = [await step(server, 'GET /api/datasets/', token, '/api/datasets/', deadline)];
    if (server.exited) return steps;
    steps.push(await step(server, 'preview', token, `/api/datasets/${name}/preview/`, deadline));
    if (server.exited) return steps;
    steps.push(await step(server, 'report', token, `/api/datasets/${name}/report/`, deadline));
    return steps;
  });
}

async function bomb(file: string): Promise<Measured> {
  return scenario(async (server, deadline) => {
    const admin = await login(server, 'admin');
    const other = await addUser(server, admin, 'second');
    await upload(server, admin, file);
    await upload(server, other, file);
    return Promise.all([
      step(server, 'user 1: GET /api/datasets/', admin, '/api/datasets/', deadline),
      step(server, 'user 2: GET /api/datasets/', other, '/api/datasets/', deadline),
    ]);
  });
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const wide10k = join(OUT, 'wide_10000.csv');
  const wide2k = join(OUT, 'wide_2000.csv');
  const bombFile = join(OUT, 'bomb.xlsx');
  const lyingBomb = join(OUT, 'bomb-lying.xlsx');
  if (!existsSync(wide10k)) await writeWideCsv(wide10k, 10_000, 50);
  if (!existsSync(wide2k)) await writeWideCsv(wide2k, 2_000, 50);
  if (!existsSync(bombFile)) await writeSharedStringsBomb(bombFile, 2048);
  if (!existsSync(lyingBomb)) await writeSharedStringsBomb(lyingBomb, 2048, { declaredMb: 1 });
  const size = (f: string) => mb(readFileSync(f).length);

  const scenarios: [string, () => Promise<Measured>][] = [
    [`wide CSV, 10,000 columns × 50 rows (${size(wide10k)})`, () => wide(wide10k)],
    [`wide CSV, 2,000 columns × 50 rows (${size(wide2k)})`, () => wide(wide2k)],
    [`XLSX bomb (${size(bombFile)}, shared strings inflate to 2 GB), two users list at once`, () => bomb(bombFile)],
    [`XLSX bomb whose zip directory claims 1 MB (${size(lyingBomb)}), two users list at once`, () => bomb(lyingBomb)],
  ];
  const only = process.argv[2];
  console.log(`Each scenario on a fresh server (--max-old-space-size=4096), deadline ${secs(DEADLINE_MS)}.\n`);
  console.log('| scenario | request | answer | time | peak RSS (idle) | slowest health | health failures | server alive |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [label, run] of scenarios) {
    if (only && !label.includes(only)) continue;
    const m = await run();
    m.steps.forEach((s, i) => {
      const shared =
        i === 0
          ? `${mb(m.peakRss)} (${mb(m.idleRss)}) | ${secs(m.healthMax)} | ${m.healthFailures} | ${m.alive}${m.fatal ? `: ${m.fatal}` : ''}`
          : '| | |';
      console.log(`| ${i === 0 ? label : ''} | ${s.label} | ${s.outcome} | ${secs(s.ms)} | ${shared} |`);
    });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
