import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(new URL('.', import.meta.url).pathname, '../..');
const serverMain = path.join(repoRoot, 'packages/server/dist/main.js');
const adminCli = path.join(repoRoot, 'packages/server/dist/cli.js');

export type RunningServer = { url: string; dataDir: string; process: ChildProcess; logs: string[]; stop(): Promise<void> };

async function freePort(): Promise<number> {
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

/** Runs the admin CLI (the built one) against a data directory. */
export function adminCommand(dataDir: string, args: string[], env: Record<string, string> = {}): string {
  const result = spawnSync(process.execPath, [adminCli, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`admin ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/** Starts the built server on a free port with its own data directory and waits until it is ready. */
export async function startServer(env: Record<string, string> = {}, dataDir?: string): Promise<RunningServer> {
  if (!fs.existsSync(serverMain)) throw new Error('Build first: npm run build');
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'aia-e2e-'));
  const port = await freePort();
  const logs: string[] = [];
  const child = spawn(process.execPath, [serverMain], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => logs.push(d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`);
    try {
      const res = await fetch(`${url}/api/health/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir: dir,
    process: child,
    logs,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
