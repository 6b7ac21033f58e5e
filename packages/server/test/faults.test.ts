import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/platform/db/client';
import { createOrganization } from '../src/organizations/commands';
import { createUser } from '../src/auth/accounts';
import { client } from '../src/files/test-helpers';
import { createTestApp, drivers, POSTGRES_ADMIN_URL, testConfig, type TestApp } from './support';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/**
 * The disk fills up while an upload is being written: every write stream opened while `diskFull`
 * is set accepts its first `diskFull.after` bytes and then fails with ENOSPC, as a full volume
 * does. Everything else is the real filesystem.
 */
const diskFull = vi.hoisted(() => ({ on: false, after: 0 }));
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof fs>();
  const createWriteStream = ((file: fs.PathLike, options?: Parameters<typeof real.createWriteStream>[1]) => {
    const stream = real.createWriteStream(file, options);
    if (!diskFull.on) return stream;
    let written = 0;
    const limit = diskFull.after;
    return new Writable({
      write(chunk: Buffer, _encoding, callback) {
        written += chunk.length;
        if (written <= limit) return stream.write(chunk, callback);
        const error = Object.assign(new Error('ENOSPC: no space left on device, write'), {
          code: 'ENOSPC',
          errno: -28,
          syscall: 'write',
        });
        // The bytes that fit are on disk, as on a real full volume.
        stream.write(chunk.subarray(0, Math.max(0, chunk.length - (written - limit))), () =>
          stream.end(() => callback(error)),
        );
      },
      final(callback) {
        stream.end(callback);
      },
    });
  }) as typeof real.createWriteStream;
  return { ...real, default: { ...real, createWriteStream }, createWriteStream };
});

describe('a disk that fills during an upload', () => {
  let t: TestApp;
  let alice: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp('pglite', { MAX_UPLOAD_MB: '8', USER_QUOTA_MB: '16' });
    const { orgId } = await t.seedOrganization('DISK');
    alice = client(t.app, (await t.login(await t.addUser(orgId, 'DISK', 'alice'))).access);
  });
  afterAll(() => t.close());

  it('answers a clear 507, leaves no file (not even a partial one) and leaves the quota unchanged', async () => {
    expect((await alice.upload([{ filename: 'small.csv', content: 'a,b\n1,2\n' }])).statusCode).toBe(201);
    const before = (await alice.list()).json();
    const partialDir = path.join(t.config.dataDir, 'files', '.partial');

    diskFull.on = true;
    diskFull.after = 256 * 1024;
    const res = await alice.upload([{ filename: 'big.bin', content: randomBytes(2 * 1024 * 1024) }]);
    diskFull.on = false;

    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({
      success: false,
      code: 'insufficient_storage',
      error: 'The server has run out of disk space, so nothing was stored. Please contact your administrator.',
    });
    const after = (await alice.list()).json();
    expect(after.items.map((i: { name: string }) => i.name)).toEqual(['small.csv']);
    expect(after.directory_info).toEqual(before.directory_info);
    expect(fs.existsSync(partialDir) ? fs.readdirSync(partialDir) : []).toEqual([]);

    // Space is back: the same upload goes through.
    const retry = await alice.upload([{ filename: 'big.bin', content: randomBytes(300 * 1024) }]);
    expect(retry.statusCode).toBe(201);
  });
});

/**
 * PostgreSQL goes away under traffic (a restart, a failover): the app talks to it through a TCP
 * proxy that the test cuts, dropping every pooled connection and refusing new ones, then restores.
 */
describe.skipIf(!drivers.includes('postgres'))('PostgreSQL lost under traffic', () => {
  let proxy: TcpProxy;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  let token: string;

  beforeAll(async () => {
    const name = `aia_fault_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const direct = new URL(POSTGRES_ADMIN_URL);
    direct.pathname = `/${name}`;
    proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    const database = await openDatabase({ databaseUrl: proxy.url(direct.toString()) });
    const config = testConfig();
    app = await buildApp({ config, database });
    await app.ready();
    const org = await createOrganization(database.db, { name: 'Org PG', code: 'PGF' });
    await createUser(database.db, {
      organizationId: org.id,
      username: 'pat',
      password: 'a-long-password-1',
      role: 'user',
      firstName: 'Pat',
      lastName: 'Tester',
      email: 'pat@example.com',
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: 'pat', password: 'a-long-password-1', organization_code: 'PGF' },
    });
    token = login.json().tokens.access_token;
    close = async () => {
      await app.close();
      await database.close().catch(() => undefined);
      await proxy.close();
      const dropper = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  const list = () =>
    app.inject({ method: 'GET', url: '/api/chat/conversations/', headers: { authorization: `Bearer ${token}` } });

  it('fails requests with a clear 503 while it is gone and recovers without a restart', async () => {
    // Traffic before: fine.
    const before = await Promise.all(Array.from({ length: 10 }, list));
    expect(before.map((r) => r.statusCode)).toEqual(Array(10).fill(200));

    proxy.down();
    const during = await Promise.all(Array.from({ length: 10 }, list));
    for (const res of during) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        code: 'service_unavailable',
        error: 'The database is unavailable right now. Please try again in a moment.',
      });
    }
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks.database).not.toBe('ok');
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    proxy.up();
    // The pool replaces its dead connections by itself: the first request after is fine.
    const after = await Promise.all(Array.from({ length: 10 }, list));
    expect(after.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });
});
